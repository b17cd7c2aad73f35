/**
 * `scripts/compile-hints.mjs` puts V8's `//# allFunctionsCalledOnLoad` comment at the top of the
 * browser outputs that hold React DOM and Remix's router and browser runtime, so Chromium compiles
 * them while they download instead of on the main thread as the page starts. These tests check
 * which outputs it picks from a metafile, that it refuses a build where a module is not in exactly
 * one output, that it is idempotent and moves source maps down a line, and that the last build has
 * the hint on those outputs and on no other.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { addCompileHints, COMPILE_HINT, hintedOutputs, STARTUP_MODULES } from '../../scripts/compile-hints.mjs'

const root = path.resolve(import.meta.dirname, '../..')

type Outputs = Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
const output = (...inputs: string[]) => ({ inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])) })

const outputs: Outputs = {
  'public/build/_shared/chunk-REACT.js': output(
    'node_modules/react/cjs/react.production.min.js',
    'node_modules/react-dom/cjs/react-dom.production.min.js',
  ),
  'public/build/_shared/chunk-REACT.js.map': output('node_modules/react-dom/cjs/react-dom.production.min.js'),
  'public/build/_shared/chunk-REMIX.js': output(
    'node_modules/@remix-run/router/dist/router.js',
    'node_modules/@remix-run/react/dist/esm/browser.js',
  ),
  'public/build/_shared/chunk-ARIA.js': output('node_modules/react-aria/dist/private/i18n/utils.mjs'),
  'public/build/entry.client-X.js': output('node_modules/react-dom/client.js', 'app/entry.client.tsx'),
}

describe('compile hints', () => {
  it('picks the outputs that hold React DOM and the router, once each, and no other', () => {
    expect(hintedOutputs({ outputs }).sort()).toEqual(['public/build/_shared/chunk-REACT.js', 'public/build/_shared/chunk-REMIX.js'])
  })

  it('stops the build when a start-up module is in no output, or in two', () => {
    const { ['public/build/_shared/chunk-REMIX.js']: _remix, ...withoutRouter } = outputs
    expect(() => hintedOutputs({ outputs: withoutRouter })).toThrow(/router\.js is in 0 browser outputs \(none\)/)
    const twice = { ...outputs, 'public/build/_shared/chunk-OTHER.js': output('node_modules/react-dom/cjs/react-dom.production.min.js') }
    expect(() => hintedOutputs({ outputs: twice })).toThrow(/react-dom\.production\.min\.js is in 2 browser outputs/)
  })

  it('adds the hint as the first line once, and moves a source map down by that line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    mkdirSync(path.join(dir, 'build'))
    mkdirSync(path.join(dir, 'public/build/_shared'), { recursive: true })
    writeFileSync(path.join(dir, 'build/metafile.js.json'), JSON.stringify({ outputs }))
    const code = (name: string) => `var ${name}=1;export{${name} as a};\n//# sourceMappingURL=/build/_shared/chunk-${name}.js.map\n`
    for (const name of ['REACT', 'REMIX', 'ARIA']) writeFileSync(path.join(dir, `public/build/_shared/chunk-${name}.js`), code(name))
    writeFileSync(path.join(dir, 'public/build/entry.client-X.js'), code('X'))
    const map = { version: 3, sources: ['react-dom.js'], names: [], mappings: 'AAAA,IAAI' }
    writeFileSync(path.join(dir, 'public/build/_shared/chunk-REACT.js.map'), JSON.stringify(map))

    expect(addCompileHints(dir).sort()).toEqual(['public/build/_shared/chunk-REACT.js', 'public/build/_shared/chunk-REMIX.js'])
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')
    expect(read('public/build/_shared/chunk-REACT.js')).toBe(COMPILE_HINT + code('REACT'))
    expect(read('public/build/_shared/chunk-REMIX.js')).toBe(COMPILE_HINT + code('REMIX'))
    expect(read('public/build/_shared/chunk-ARIA.js')).toBe(code('ARIA'))
    expect(read('public/build/entry.client-X.js')).toBe(code('X'))
    expect(JSON.parse(read('public/build/_shared/chunk-REACT.js.map'))).toEqual({ ...map, mappings: ';AAAA,IAAI' })

    // A second run (the build run twice, say) changes nothing, the source map included.
    expect(addCompileHints(dir)).toEqual([])
    expect(read('public/build/_shared/chunk-REACT.js')).toBe(COMPILE_HINT + code('REACT'))
    expect(JSON.parse(read('public/build/_shared/chunk-REACT.js.map')).mappings).toBe(';AAAA,IAAI')
  })

  it('is in the last build: on the outputs with React DOM and the router, and on no other script', () => {
    const metafilePath = path.join(root, 'build/metafile.js.json')
    if (!existsSync(metafilePath)) throw new Error('build/metafile.js.json is missing: run `npm run build` before the unit tests')
    const hinted = hintedOutputs(JSON.parse(readFileSync(metafilePath, 'utf8')))
    expect(hinted.length).toBeGreaterThanOrEqual(1)
    expect(hinted.length).toBeLessThanOrEqual(STARTUP_MODULES.length)
    const scripts = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? scripts(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
      )
    const withHint = scripts('public/build').filter((file) => readFileSync(path.join(root, file), 'utf8').startsWith(COMPILE_HINT))
    expect(withHint.sort()).toEqual([...hinted].sort())
  })
})
