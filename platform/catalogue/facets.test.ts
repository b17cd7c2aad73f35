import { describe, expect, it } from 'vitest'
import { parseFacets } from './facets.ts'

describe('parseFacets', () => {
  it('reads name:values facets joined by ";"', () => {
    expect(parseFacets('genre:drama,comedy;year:2025')).toEqual({ ok: true, facets: { genre: ['drama', 'comedy'], year: ['2025'] } })
    expect(parseFacets('type:vod,live')).toEqual({ ok: true, facets: { type: ['VOD', 'LIVE'] } })
    expect(parseFacets('genre: Drama , drama ;')).toEqual({ ok: true, facets: { genre: ['drama'] } })
  })

  it('treats a missing or empty parameter as no facets', () => {
    expect(parseFacets(undefined)).toEqual({ ok: true, facets: {} })
    expect(parseFacets('')).toEqual({ ok: true, facets: {} })
  })

  it.each([
    ['genre', 'the colon is missing'],
    ['mood:happy', 'Unknown facet "mood": use one of genre, year, type.'],
    ['genre:drama;genre:comedy', 'is given twice'],
    ['genre:', 'has an empty value'],
    ['genre:drama,,comedy', 'has an empty value'],
    ['genre:dra ma', 'may use only letters, digits'],
    ['genre:<b>', 'may use only letters, digits'],
    ['year:25', 'four-digit years'],
  ])('refuses %j with a clear message', (param, message) => {
    const parsed = parseFacets(param)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toContain(message)
  })
})
