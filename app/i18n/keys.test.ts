/**
 * The string pipeline's check: the keys the code looks up exist in English, Spanish and
 * Portuguese, every string in a namespace is used by some code, and the code has one lookup idiom.
 *
 * The scanner reads app/ and blocks/ (tests apart):
 * - `t('ns:key')` (any "ns:key" string literal of a known namespace) is a use that must exist;
 * - `` t(`ns:prefix.${…}`) `` uses every key of `ns` that starts with `prefix.`;
 * - a key written on its own ('invalidToken', 'login.failed') is data that reaches t later (an
 *   error key from the server, a consent term's label): it counts as a use too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { namespaces } from './test-utils/namespaces.ts'

const locales = ['en', 'es', 'pt'] as const
const root = join(import.meta.dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' || name === 'test-utils' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Source without comments: a key named in a comment is no use of it. */
const withoutComments = (text: string) => text.replace(/\/\*[^]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
const files = ['app', 'blocks']
  .flatMap((d) => sourceFiles(join(root, d)))
  .map((path) => ({ path: relative(root, path), text: withoutComments(readFileSync(path, 'utf8')) }))
const byName = new Map(namespaces.map((ns) => [ns.name, ns]))

/** Every "ns:key" literal of a known namespace, with where it is. */
function literalUses() {
  const uses: { ns: string; key: string; at: string }[] = []
  for (const f of files) {
    for (const m of f.text.matchAll(/['"`]([A-Za-z]+):([A-Za-z0-9_.]+)['"`]/g)) {
      if (byName.has(m[1]!)) uses.push({ ns: m[1]!, key: m[2]!, at: f.path })
    }
  }
  return uses
}

/** Every `ns:prefix${` template start of a known namespace, and every `prefix.${` one (a key built before the lookup). */
function prefixUses() {
  const uses: { ns: string; prefix: string; named: boolean }[] = []
  for (const f of files) {
    for (const m of f.text.matchAll(/`([A-Za-z]+):([A-Za-z0-9_.]*)\$\{/g))
      if (byName.has(m[1]!)) uses.push({ ns: m[1]!, prefix: m[2]!, named: true })
    for (const m of f.text.matchAll(/`([A-Za-z0-9_]+\.[A-Za-z0-9_.]*\.)\$\{/g))
      for (const ns of namespaces) uses.push({ ns: ns.name, prefix: m[1]!, named: false })
  }
  return uses
}

/** Keys written on their own as string literals (data that is looked up later), in code or in the demo realm's CMS documents (a consent term's label key). */
function bareLiterals() {
  const found = new Set<string>()
  for (const kind of readdirSync(join(root, 'fixtures', 'cms'))) {
    for (const name of readdirSync(join(root, 'fixtures', 'cms', kind))) {
      for (const m of readFileSync(join(root, 'fixtures', 'cms', kind, name), 'utf8').matchAll(/"([A-Za-z0-9_.]+)"/g)) found.add(m[1]!)
    }
  }
  for (const f of files) {
    // the namespaces' own tables are definitions, not uses
    if (namespaces.some((ns) => f.text.includes(`defineStrings(\n  '${ns.name}'`) || f.text.includes(`defineStrings('${ns.name}'`))) {
      const withoutTables = f.text
        .replace(/\n(?:export )?const (?:en|es|pt)\b[^]*?\n\}[^\n]*\n/g, '\n')
        .replace(/defineStrings\([^]*?\n\)\n/g, '')
      for (const m of withoutTables.matchAll(/['"`]([A-Za-z0-9_.]+)['"`]/g)) found.add(m[1]!)
      continue
    }
    for (const m of f.text.matchAll(/['"`]([A-Za-z0-9_.]+)['"`]/g)) found.add(m[1]!)
  }
  return found
}

describe('string keys', () => {
  it('are looked up with one idiom: useT and t("namespace:key")', () => {
    const others = files
      .filter((f) => !f.path.startsWith('app/i18n/') && /\buseTranslation\(|\bi18n\.t\(|\bgetFixedT\(/.test(f.text))
      .map((f) => f.path)
    expect(others, 'files that look strings up another way').toEqual([])
  })

  it('used in the code exist in English, Spanish and Portuguese', () => {
    const missing = literalUses().flatMap(({ ns, key, at }) =>
      locales.filter((l) => !(key in byName.get(ns)!.strings[l])).map((l) => `${ns}:${key} (${l}) in ${at}`),
    )
    expect([...new Set(missing)]).toEqual([])
    const deadPrefixes = prefixUses().filter(
      ({ ns, prefix, named }) => named && !Object.keys(byName.get(ns)!.strings.en).some((k) => k.startsWith(prefix)),
    )
    expect(deadPrefixes).toEqual([])
  })

  it('are all used somewhere', () => {
    // The scanner finds the lookups (a guard against a pattern that silently matches nothing).
    expect(literalUses().length).toBeGreaterThan(400)
    expect(bareLiterals().has('row.loadFailed')).toBe(false)
    const literal = new Set(literalUses().map((u) => `${u.ns}:${u.key}`))
    // `ns:${key}` alone says nothing about which keys: those keys must be written somewhere as data.
    const prefixes = prefixUses().filter((p) => p.prefix !== '')
    const bare = bareLiterals()
    const unused = namespaces.flatMap((ns) =>
      Object.keys(ns.strings.en)
        .filter(
          (key) =>
            !literal.has(`${ns.name}:${key}`) && !bare.has(key) && !prefixes.some((p) => p.ns === ns.name && key.startsWith(p.prefix)),
        )
        .map((key) => `${ns.name}:${key}`),
    )
    expect(unused, 'strings no code uses').toEqual([])
  })

  it('are translated in every locale, with the same placeholders, and no empty text', () => {
    const problems: string[] = []
    for (const ns of namespaces) {
      const en = ns.strings.en as Record<string, string>
      for (const l of ['es', 'pt'] as const) {
        const other = ns.strings[l] as Record<string, string>
        const keys = new Set([...Object.keys(en), ...Object.keys(other)])
        for (const key of keys) {
          if (!(key in other)) problems.push(`${ns.name}:${key} has no ${l}`)
          else if (!(key in en)) problems.push(`${ns.name}:${key} is only in ${l}`)
          else {
            if (!other[key]!.trim()) problems.push(`${ns.name}:${key} is empty in ${l}`)
            const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join()
            if (holes(en[key]!) !== holes(other[key]!)) problems.push(`${ns.name}:${key} placeholders differ in ${l}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('name one string each, so a CMS labels key overrides exactly one', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const ns of namespaces) {
      for (const key of Object.keys(ns.strings.en)) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${ns.name}`)
        seen.set(key, ns.name)
      }
    }
    expect(twice).toEqual([])
  })
})
