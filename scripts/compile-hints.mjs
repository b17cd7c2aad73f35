/**
 * The browser's copies of React DOM and of Remix's router and browser runtime compiled while they
 * download, not function by function on the page's main thread.
 *
 * V8 compiles a script's functions lazily: while the script streams in, on a background thread,
 * it only finds where each function ends, and it compiles a function on the main thread the first
 * time it is called. Most of React DOM and of the router runs while a page starts: the module
 * evaluation creates the router, and hydration walks most of React DOM. esbuild wraps React DOM's
 * CommonJS build in one function that runs when the module is evaluated, so all its 129 kB were
 * parsed on the main thread in the task that evaluates the page's modules (one compile of 21–37 ms
 * in traced phone-sized loads here), and each function inside was compiled when hydration first
 * called it (decision 052).
 *
 * The magic comment `//# allFunctionsCalledOnLoad` as a script's first line (Chromium 136 and
 * later; other browsers see a comment) asks V8 to compile every function of the script eagerly,
 * on the background thread that streams it. After `remix build`, this puts the comment at the top
 * of each browser output that holds one of the modules below, and moves its source map's mappings
 * down one line. Only these libraries: the comment compiles every function of a file, used or not,
 * and the other chunks have much code a page does not call while it starts.
 *
 * The outputs are found through esbuild's metafile; each module must be in exactly one output, so
 * a dependency upgrade or a change of the chunks that loses one stops the build here. Running it
 * again changes nothing. `tests/unit/compile-hints.test.ts` checks it and the last build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Input paths (as the metafile writes them, under node_modules) whose outputs get the hint. */
export const STARTUP_MODULES = [
  'node_modules/react-dom/cjs/react-dom.production.min.js',
  'node_modules/@remix-run/router/dist/router.js',
  'node_modules/@remix-run/react/dist/esm/browser.js',
]

/**
 * The output files (paths relative to `root`, as in the metafile) that hold the start-up modules.
 * Throws when one of them is in no output, or in more than one.
 */
export function hintedOutputs(metafile, modules = STARTUP_MODULES) {
  const found = new Set()
  for (const module of modules) {
    const holders = Object.entries(metafile.outputs)
      .filter(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((input) => input.endsWith(module)))
      .map(([file]) => file)
    if (holders.length !== 1) {
      throw new Error(`compile hints: ${module} is in ${holders.length} browser outputs (${holders.join(', ') || 'none'}), expected one`)
    }
    found.add(holders[0])
  }
  return [...found]
}

/** The script with the hint as its first line (as it is when it already starts with it). */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code
}

/** A source map for the script `withCompileHint` made: the same mappings, one line further down. */
export function mapWithCompileHint(map) {
  return { ...map, mappings: ';' + map.mappings }
}

/** Adds the hint to the build's start-up outputs under `root`; returns the files it changed. */
export function addCompileHints(root) {
  const metafilePath = path.join(root, 'build/metafile.js.json')
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8'))
  const changed = []
  for (const file of hintedOutputs(metafile)) {
    const scriptPath = path.join(root, file)
    const code = readFileSync(scriptPath, 'utf8')
    const hinted = withCompileHint(code)
    if (hinted === code) continue
    writeFileSync(scriptPath, hinted)
    const mapPath = `${scriptPath}.map`
    if (existsSync(mapPath)) writeFileSync(mapPath, JSON.stringify(mapWithCompileHint(JSON.parse(readFileSync(mapPath, 'utf8')))))
    changed.push(file)
  }
  return changed
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const changed = addCompileHints(root)
  console.log(`compile-hints: ${changed.length ? changed.join(', ') : 'no file changed (already hinted)'}`)
}
