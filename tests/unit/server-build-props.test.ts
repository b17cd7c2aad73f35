/**
 * `scripts/server-build-props.mjs` rewrites the server bundle's element props that spread an
 * object and then define more properties into `Object.assign` calls (Node 20's V8 builds the
 * literal form through a slow path). These tests run the rewrite on small modules and compare the
 * props both forms give, key order included, and check that the last build was rewritten.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rewriteJsxProps } from '../../scripts/server-build-props.mjs'

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

  it('has been run on the last build of the server bundle (npm run build)', () => {
    expect(existsSync(serverBuild), 'build/index.js: run npm run build first').toBe(true)
    const { count } = rewriteJsxProps(readFileSync(serverBuild, 'utf8'))
    expect(count).toBe(0)
    expect(readFileSync(serverBuild, 'utf8')).toContain('Object.assign({}, props, {')
  })
})
