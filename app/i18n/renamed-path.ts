/**
 * Addresses that still use a path word the product has since renamed ("/pt/buscar?q=x", from
 * before the Portuguese pages took European Portuguese words): the same page at its current
 * address, built from the route table. The server answers them with a permanent redirect
 * (server/former-paths.ts). The renames are the route table's `formerPathWords`.
 *
 * Server-only in practice, and kept out of locale-path.ts so no page's bundle carries it.
 */
import { formerPathWords, locales, routeTable, translatePath } from '#app/route-table.js'
import type { Locale } from './resources.ts'

/** Each language's former words mapped to the word in use now (chains of renames followed). */
function currentWords(locale: Locale): Map<string, string> {
  const former: Readonly<Record<string, string>> = formerPathWords[locale] ?? {}
  const out = new Map<string, string>()
  for (const word of Object.keys(former)) {
    let next = former[word]!
    // A word renamed twice points at its next form, which is listed too; a cycle ends the walk.
    for (let hops = 0; Object.hasOwn(former, next) && hops < Object.keys(former).length; hops++) next = former[next]!
    out.set(word.toLowerCase(), next)
  }
  return out
}

/** The localized routes' patterns in a language, as segments after the prefix, in the table's order. */
function patternsOf(locale: Locale): string[][] {
  return routeTable
    .filter((entry) => entry.localized && entry.path !== '/' && entry.path !== '*')
    .map((entry) => translatePath(entry.path, locale).split('/').filter(Boolean).slice(1))
}

const renames = new Map(
  locales.flatMap((locale) => {
    const words = currentWords(locale)
    return words.size ? [[locale as string, { words, patterns: patternsOf(locale) }] as const] : []
  }),
)

/**
 * Match path segments against a pattern whose static words may be written in a former form.
 * Parameters take any segment and come out decoded and encoded again; optional ones may be absent.
 * The matched path at its current words, and whether a former word was met; undefined when no match.
 */
function match(
  segments: readonly string[],
  pattern: readonly string[],
  words: ReadonlyMap<string, string>,
): { out: string[]; renamed: boolean } | undefined {
  const [p, ...restPattern] = pattern
  if (p === undefined) return segments.length === 0 ? { out: [], renamed: false } : undefined
  const [s, ...restSegments] = segments
  if (p.startsWith(':')) {
    const optional = p.endsWith('?')
    if (s !== undefined) {
      const value = normalised(s)
      const taken = value === undefined ? undefined : match(restSegments, restPattern, words)
      if (taken) return { out: [value!, ...taken.out], renamed: taken.renamed }
    }
    return optional ? match(segments, restPattern, words) : undefined
  }
  if (s === undefined) return undefined
  const word = s.toLowerCase()
  const renamed = word !== p && words.get(word) === p
  if (word !== p && !renamed) return undefined
  const rest = match(restSegments, restPattern, words)
  return rest && { out: [p, ...rest.out], renamed: renamed || rest.renamed }
}

/** A parameter's segment decoded and encoded again (one the way links are built); undefined when it does not decode. */
function normalised(segment: string): string | undefined {
  try {
    return encodeURIComponent(decodeURIComponent(segment))
  } catch {
    return undefined
  }
}

/**
 * The current address of a path that uses a former path word of its language, else undefined.
 * `pathname` is a URL's path (no query): "/pt/buscar" → "/pt/pesquisar", "/pt/secao/sport" →
 * "/pt/seccao/sport", "/pt/ao-vivo/x/assistir-juntos" → "/pt/direto/x/ver-juntos". Only static
 * words of a route are renamed, never a parameter's value ("/pt/seccao/grade" stays); a path
 * that matches no route, or only with the current words, gives undefined.
 */
export function renamedPath(pathname: string): string | undefined {
  const [prefix, ...segments] = pathname.split('/').filter(Boolean)
  const language = prefix === undefined ? undefined : renames.get(prefix)
  if (!language || !segments.some((s) => language.words.has(s.toLowerCase()))) return undefined
  for (const pattern of language.patterns) {
    const found = match(segments, pattern, language.words)
    // The first route that matches is the page: when it needs no former word, the address is current.
    if (found) return found.renamed ? `/${prefix}/${found.out.join('/')}` : undefined
  }
  return undefined
}
