/**
 * `scripts/server-build-props.mjs` rewrites the server bundle's element props that spread an
 * object and then define more properties into `Object.assign` calls (Node 20's V8 builds the
 * literal form through a slow path). These tests run the rewrite on small modules and compare the
 * props both forms give, key order included, and check that the last build was rewritten. It
 * also points the bundle's JSX imports at server/jsx-runtime.mjs, whose elements keep the props
 * object they are given: its elements are compared with React's production runtime's.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Component, createRef } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { rewriteJsxProps } from '../../scripts/server-build-props.mjs'
import * as serverRuntime from '../../server/jsx-runtime.mjs'

const serverBuild = path.resolve(import.meta.dirname, '../../build/index.js')

/** Runs a module's body with a `jsx` that records its calls' props (as entries, so order counts). */
function propsOf(code: string) {
  const calls: Array<Array<[string, unknown]>> = []
  const record = (_type: unknown, props: Record<string, unknown>) => {
    calls.push(Object.entries(props))
    return { props }
  }
  const body = code.replace(/^import .*$/gm, '')
  new Function('jsx', 'jsx2', 'jsxs', 'other', 'shared', body)(record, record, record, (_t: unknown, props: unknown) => props, shared)
  return calls
}

const header = 'import { jsx, jsx as jsx2, jsxs } from "react/jsx-runtime";\n'
/** A module importing the JSX functions, with these lines. */
const moduleOf = (...lines: string[]) => header + lines.join('\n')
/** A value both runs of a module see as the same one (a handler, say). */
const shared = () => 1

describe('server build props', () => {
  it('gives the same props, in the same order, as the spread literals it replaces', () => {
    const source = moduleOf(
      'const rest = (({ a, b, ...r }) => r)({ a: 1, b: 2, id: "x", "aria-label": "Play", type: "submit" });',
      'const more = { title: "t", type: "reset" };',
      'jsx("button", { ...rest, ref: null, type: "button", disabled: void 0, children: "Go" });',
      'jsx2("a", { href: "/home", ...rest, className: "c", ...more, [`data-${"k"}`]: 1, shared, });',
      'jsxs("div", { ...rest, ...more, children: [jsx("span", { ...more, id: "inner" }), "x"] });',
      'jsx("p", { id: "first", ...rest });',
      'jsx("p", { ...rest });',
    )
    const { code, count } = rewriteJsxProps(source)
    expect(count).toBe(4)
    expect(code).not.toMatch(/\{ \.\.\.rest, ref/)
    expect(code).toContain('Object.assign({}, rest, { ref: null')
    expect(propsOf(code)).toEqual(propsOf(source))
    expect(propsOf(code)[0]).toEqual([
      ['id', 'x'],
      ['aria-label', 'Play'],
      ['type', 'button'],
      ['ref', null],
      ['disabled', undefined],
      ['children', 'Go'],
    ])
  })

  it('leaves other calls, spreads with nothing after them, and literals with accessors or __proto__ alone', () => {
    const source = moduleOf(
      'const p = { a: 1 };',
      'other("a", { ...p, b: 2 });',
      'jsx("a", { b: 2, ...p });',
      'jsx("a", { ...p, get b() { return 2 } });',
      'jsx("a", { ...p, m() {} });',
      'jsx("a", { ...p, __proto__: null });',
      'jsx("a", { ...p, "__proto__": null });',
    )
    const { code, count } = rewriteJsxProps(source)
    expect(count).toBe(0)
    expect(code).toBe(source)
  })

  it('changes nothing when it runs again', () => {
    const source = moduleOf('const p = { a: 1 };', 'jsx("a", { ...p, b: 2, children: jsx("i", { ...p, c: 3 }) });')
    const once = rewriteJsxProps(source)
    expect(once.count).toBe(2)
    const twice = rewriteJsxProps(once.code)
    expect(twice.count).toBe(0)
    expect(twice.code).toBe(once.code)
    expect(propsOf(once.code)).toEqual(propsOf(source))
  })

  it('points the JSX imports at the runtime it is given, and still rewrites their calls', () => {
    const runtime = '../server/jsx-runtime.mjs'
    const source = moduleOf('const p = { a: 1 };', 'jsx("a", { ...p, b: 2 });')
    const once = rewriteJsxProps(source, { runtime })
    expect(once.count).toBe(1)
    expect(once.code).toContain(`from "${runtime}";`)
    expect(once.code).not.toContain('react/jsx-runtime')
    expect(propsOf(once.code)).toEqual(propsOf(source))
    const twice = rewriteJsxProps(once.code, { runtime })
    expect(twice).toEqual({ code: once.code, count: 0 })
  })

  it('has been run on the last build of the server bundle (npm run build)', () => {
    expect(existsSync(serverBuild), 'build/index.js: run npm run build first').toBe(true)
    const built = readFileSync(serverBuild, 'utf8')
    const { count } = rewriteJsxProps(built, { runtime: '../server/jsx-runtime.mjs' })
    expect(count).toBe(0)
    expect(built).toContain('Object.assign({}, props, {')
    expect(built).toContain('from "../server/jsx-runtime.mjs";')
    expect(built).not.toContain('"react/jsx-runtime"')
  })
})

describe('the server bundle’s JSX runtime', () => {
  // React's production runtime, whatever NODE_ENV the tests run with
  const reactDir = path.dirname(createRequire(import.meta.url).resolve('react/package.json'))
  const react = createRequire(import.meta.url)(path.join(reactDir, 'cjs/react-jsx-runtime.production.min.js')) as typeof serverRuntime
  /** An element's React members, in their order (a development element has more). */
  const shape = (element: unknown) =>
    Object.entries(element as Record<string, unknown>).filter(([key]) =>
      ['$$typeof', 'type', 'key', 'ref', 'props', '_owner'].includes(key),
    )

  class WithDefaults extends Component<{ size?: string; label: string }> {
    static defaultProps = { size: 'large' }
    override render() {
      return null
    }
  }
  const ref = createRef<HTMLInputElement>()
  const cases: Array<[string, unknown, Record<string, unknown>, string?]> = [
    ['a host element', 'div', { id: 'a', className: 'row', children: 'x' }],
    ['a key passed apart', 'li', { children: 'one' }, 'k1'],
    ['a number key', 'li', { children: 'two' }, 2 as unknown as string],
    ['a key among the props', 'li', { key: 'k2', id: 'b' }],
    ['an undefined key among the props', 'li', { key: undefined, id: 'b' }],
    ['a ref', 'input', { ref, name: 'q' }],
    ["a development build's members", 'p', { __self: null, __source: { fileName: 'x' }, id: 'c' }],
    ['default props', WithDefaults, { label: 'Play' }],
    ['a fragment', serverRuntime.Fragment, { children: ['a', 'b'] }],
  ]
  it.each(cases)('gives the element React gives: %s', (_what, type, config, key) => {
    // React's development runtime (the tests') warns of a key among spread props; it is expected
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => quiet.mockRestore())
    const ours = serverRuntime.jsx(type as string, { ...config }, key)
    const theirs = react.jsx(type as string, { ...config }, key)
    expect(shape(ours)).toEqual(shape(theirs))
    expect(Object.keys((ours as { props: object }).props)).toEqual(Object.keys((theirs as { props: object }).props))
  })

  it('keeps the props object it is given when there is nothing to leave out or fill in', () => {
    const config = { id: 'a', children: 'x' }
    expect((serverRuntime.jsx('div', config) as { props: object }).props).toBe(config)
    expect((serverRuntime.jsxs('div', config, 'k') as { props: object }).props).toBe(config)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => quiet.mockRestore())
    const keyed = { key: 'k', id: 'a' }
    expect((serverRuntime.jsx('div', keyed) as { props: object }).props).not.toBe(keyed)
    expect((serverRuntime.jsx(WithDefaults, config) as { props: object }).props).not.toBe(config)
  })
})
