/**
 * Element props in the server build, rewritten so that V8 builds them quickly.
 *
 * JSX such as `<a {...props} href={href}>` compiles to `jsx("a", { ...props, href, children })`: an
 * object literal that spreads an object and then defines more properties. Node 20's V8 builds such
 * a literal through a slow path, about 1.5 µs an element, and much more when the spread object is
 * a rest object (`({ a, b, ...rest }) => <button {...rest} type={type}>`, about 25 µs). Built as
 * `Object.assign({}, props, { href, children })` the same props cost about 0.1 µs. The app's links,
 * cards and buttons are written that way, hundreds of elements a page.
 *
 * After `remix build`, this rewrites the server bundle only (the browser's bundle is left as
 * esbuild wrote it): each props object of a call to `jsx`, `jsxs` or `jsxDEV` imported from
 * `react/jsx-runtime` that has a spread followed by properties becomes one `Object.assign` call,
 * its runs of properties as object literals in the same order. The props are the same: the same
 * keys in the same order with the same values. Two things differ, neither of which JSX props do:
 * a property's value is evaluated before, not after, the objects spread ahead of it are copied,
 * and a spread object's own `__proto__` key would set the copy's prototype. A literal with a
 * getter, a setter, a method or a `__proto__` key is left as it is.
 *
 * It also points the bundle's imports of `react/jsx-runtime` at server/jsx-runtime.mjs, whose
 * elements keep these props objects instead of copying them.
 *
 * `node scripts/server-build-props.mjs [file]` (the build's server bundle by default); running it
 * again changes nothing. `tests/unit/server-build-props.test.ts` checks the rewrite and the build.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'acorn'

const JSX_RUNTIME = 'react/jsx-runtime'
const JSX_FUNCTIONS = new Set(['jsx', 'jsxs', 'jsxDEV'])

/** Calls every node of `node`'s tree, parents before children. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return
  visit(node)
  for (const key of Object.keys(node)) {
    const value = node[key]
    if (Array.isArray(value)) for (const item of value) walk(item, visit)
    else if (value && typeof value.type === 'string') walk(value, visit)
  }
}

/** Whether `object` is an ObjectExpression this rewrite handles: a spread, then a property. */
function rewritable(object) {
  if (object?.type !== 'ObjectExpression') return false
  let spread = false
  let propertyAfterSpread = false
  for (const element of object.properties) {
    if (element.type === 'SpreadElement') {
      spread = true
      continue
    }
    if (element.kind !== 'init' || element.method) return false
    const key = element.key
    if (
      !element.computed &&
      ((key.type === 'Identifier' && key.name === '__proto__') || (key.type === 'Literal' && key.value === '__proto__'))
    )
      return false
    if (spread) propertyAfterSpread = true
  }
  return propertyAfterSpread
}

/**
 * The text edits that turn `object` into an `Object.assign` call: only the text between its
 * elements (and each spread's `...`) changes, so edits of objects nested in its values never
 * overlap these.
 */
function editsFor(object) {
  const elements = object.properties
  const edits = []
  const isSpread = (element) => element.type === 'SpreadElement'
  const first = elements[0]
  edits.push([object.start, first.start, isSpread(first) ? 'Object.assign({}, ' : 'Object.assign({ '])
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i]
    if (isSpread(element)) edits.push([element.start, element.argument.start, ''])
    const next = elements[i + 1]
    if (!next) break
    const between = isSpread(element) ? (isSpread(next) ? ', ' : ', { ') : isSpread(next) ? ' }, ' : ', '
    edits.push([element.end, next.start, between])
  }
  const last = elements[elements.length - 1]
  edits.push([last.end, object.end, isSpread(last) ? ')' : ' })'])
  return edits
}

/**
 * `source` (an ES module) with its JSX props rewritten; the number of props objects rewritten.
 * With `runtime`, its imports of `react/jsx-runtime` import that module instead.
 */
export function rewriteJsxProps(source, { runtime } = {}) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module' })
  const jsxNames = new Set()
  const edits = []
  for (const statement of ast.body) {
    if (statement.type !== 'ImportDeclaration') continue
    const from = statement.source.value
    if (from !== JSX_RUNTIME && (!runtime || from !== runtime)) continue
    if (runtime && from !== runtime) edits.push([statement.source.start, statement.source.end, JSON.stringify(runtime)])
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && JSX_FUNCTIONS.has(specifier.imported.name)) jsxNames.add(specifier.local.name)
    }
  }
  let count = 0
  walk(ast, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !jsxNames.has(node.callee.name)) return
    const props = node.arguments[1]
    if (!rewritable(props)) return
    edits.push(...editsFor(props))
    count++
  })
  edits.sort((a, b) => b[0] - a[0])
  let out = source
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end)
  return { code: out, count }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
  const file = process.argv[2] ?? path.join(root, 'build', 'index.js')
  let runtime = path
    .relative(path.dirname(path.resolve(file)), path.join(root, 'server', 'jsx-runtime.mjs'))
    .split(path.sep)
    .join('/')
  if (!runtime.startsWith('.')) runtime = `./${runtime}`
  const { code, count } = rewriteJsxProps(readFileSync(file, 'utf8'), { runtime })
  writeFileSync(file, code)
  console.log(
    `server-build-props: ${count} element props objects in ${path.relative(process.cwd(), file)} built with Object.assign; JSX from ${runtime}`,
  )
}
