/**
 * The content grid's facet parameter: `name:value1,value2` with several facets joined by `;`,
 * e.g. `genre:drama,comedy;year:2025`. Values of one facet are alternatives; facets combine.
 */
import { FACET_COLUMNS, type FacetName } from './library-store.ts'

export type FacetSelection = Partial<Record<FacetName, string[]>>
export type FacetParse = { ok: true; facets: FacetSelection } | { ok: false; message: string }

const VALUE = /^[A-Za-z0-9_-]{1,40}$/

export function parseFacets(param: string | undefined): FacetParse {
  const facets: FacetSelection = {}
  if (param === undefined || param.trim() === '') return { ok: true, facets }
  const fail = (message: string): FacetParse => ({ ok: false, message })
  for (const part of param.split(';')) {
    if (part.trim() === '') continue // a trailing or doubled ';' is harmless
    const colon = part.indexOf(':')
    if (colon < 0) return fail(`Facet "${part}" must be written name:value1,value2 (the colon is missing).`)
    const name = part.slice(0, colon).trim()
    if (!(FACET_COLUMNS as readonly string[]).includes(name))
      return fail(`Unknown facet "${name}": use one of ${FACET_COLUMNS.join(', ')}.`)
    if (facets[name as FacetName]) return fail(`Facet "${name}" is given twice: list all its values once, separated by commas.`)
    const values = part
      .slice(colon + 1)
      .split(',')
      .map((v) => v.trim())
    if (values.some((v) => v === '')) return fail(`Facet "${name}" has an empty value: list values separated by single commas.`)
    for (const v of values) {
      if (!VALUE.test(v)) return fail(`Facet value "${v}" of "${name}" may use only letters, digits, "-" and "_" (at most 40).`)
      if (name === 'year' && !/^\d{4}$/.test(v)) return fail(`Facet "year" takes four-digit years, not "${v}".`)
    }
    facets[name as FacetName] = [...new Set(name === 'type' ? values.map((v) => v.toUpperCase()) : values.map((v) => v.toLowerCase()))]
  }
  return { ok: true, facets }
}
