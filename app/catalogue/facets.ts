/**
 * The content-grid facet query of `GET /v1/view/content-grid`.
 *
 * Format: each facet is `name:value1,value2`; several are joined by `;`, e.g.
 * `genre:drama,comedy;year:2025`. Names and values are percent-encoded (encodeURIComponent), so
 * a value may hold `:`, `,`, `;`, `%` or spaces and the text stays URL-safe. Plain values
 * (letters, digits, `-`, `_`) are written as they are.
 *
 * Canonical form: facets keep their order, values keep their order, repeated values are dropped
 * and facets with no values are left out. `parseFacets(serializeFacets(f))` gives back `f` for
 * any `f` in canonical form.
 */

export interface Facet {
  name: string
  values: string[]
}

export type FacetParseResult = { ok: true; facets: Facet[] } | { ok: false; error: string }

const FACET_SEPARATOR = ';'
const NAME_SEPARATOR = ':'
const VALUE_SEPARATOR = ','

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * Parses a facet query. Never throws: invalid input gives `{ ok: false, error }` with a message a
 * person can act on. An empty (or blank) query is no facets.
 */
export function parseFacets(query: string | null | undefined): FacetParseResult {
  if (query == null) return { ok: true, facets: [] }
  if (typeof query !== 'string') return { ok: false, error: 'The facet query must be text.' }
  if (query.trim() === '') return { ok: true, facets: [] }

  const facets: Facet[] = []
  const seen = new Set<string>()
  const parts = query.split(FACET_SEPARATOR)
  for (const [index, part] of parts.entries()) {
    const position = `facet ${index + 1} ("${part}")`
    // A trailing or doubled ";" is harmless (the server's parser in platform/catalogue reads it the same way).
    if (part.trim() === '') continue

    const colon = part.indexOf(NAME_SEPARATOR)
    if (colon === -1) return { ok: false, error: `${capitalise(position)} has no ":" between its name and its values.` }
    // Raw whitespace around names and values is not part of them; an encoded space (%20) is.
    const rawName = part.slice(0, colon).trim()
    const rawValues = part.slice(colon + 1).trim()

    const name = decode(rawName)
    if (name === null) return { ok: false, error: `${capitalise(position)} has a badly encoded name.` }
    if (name.trim() === '') return { ok: false, error: `${capitalise(position)} has no name before ":".` }
    if (seen.has(name)) return { ok: false, error: `Facet "${name}" appears more than once; put all its values in one facet.` }
    if (rawValues === '') return { ok: false, error: `Facet "${name}" has no values after ":".` }

    const values: string[] = []
    for (const rawValue of rawValues.split(VALUE_SEPARATOR).map((v) => v.trim())) {
      if (rawValue === '') return { ok: false, error: `Facet "${name}" has an empty value (two commas in a row, or a comma at an end).` }
      const value = decode(rawValue)
      if (value === null) return { ok: false, error: `Facet "${name}" has a badly encoded value "${rawValue}".` }
      if (!values.includes(value)) values.push(value)
    }
    seen.add(name)
    facets.push({ name, values })
  }
  return { ok: true, facets }
}

/**
 * Serializes facets to the query text. Facets with no values are left out, repeated values are
 * written once, and a facet name given twice has its values merged into the first.
 */
export function serializeFacets(facets: readonly Facet[]): string {
  const merged = new Map<string, string[]>()
  for (const facet of facets) {
    if (facet.name === '') continue
    const values = merged.get(facet.name) ?? []
    for (const value of facet.values) if (value !== '' && !values.includes(value)) values.push(value)
    merged.set(facet.name, values)
  }
  return [...merged]
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${encodeURIComponent(name)}${NAME_SEPARATOR}${values.map(encodeURIComponent).join(VALUE_SEPARATOR)}`)
    .join(FACET_SEPARATOR)
}

/** Facets as a map (name → values), for filters and the filter badge count. */
export function facetsToRecord(facets: readonly Facet[]): Record<string, string[]> {
  return Object.fromEntries(facets.map((f) => [f.name, [...f.values]]))
}

/** The number of selected values across facets (what the filter badge counts). */
export function activeFacetCount(facets: readonly Facet[]): number {
  return facets.reduce((sum, f) => sum + f.values.length, 0)
}

/** Adds the value when absent, removes it when present; a facet left with no values disappears. */
export function toggleFacetValue(facets: readonly Facet[], name: string, value: string): Facet[] {
  const existing = facets.find((f) => f.name === name)
  if (!existing) return [...facets, { name, values: [value] }]
  return facets
    .map((f) =>
      f.name !== name ? f : { name, values: f.values.includes(value) ? f.values.filter((v) => v !== value) : [...f.values, value] },
    )
    .filter((f) => f.values.length > 0)
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
