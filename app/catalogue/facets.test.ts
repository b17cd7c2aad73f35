import { describe, expect, it } from 'vitest'
import { activeFacetCount, facetsToRecord, parseFacets, serializeFacets, toggleFacetValue, type Facet } from './facets.ts'

const ok = (facets: Facet[]) => ({ ok: true, facets })

describe('parseFacets: each facet "name:value1,value2", several joined by ";"', () => {
  it('parses genre:drama,comedy;year:2025', () => {
    expect(parseFacets('genre:drama,comedy;year:2025')).toEqual(
      ok([
        { name: 'genre', values: ['drama', 'comedy'] },
        { name: 'year', values: ['2025'] },
      ]),
    )
  })
  it('parses a single facet with a single value', () => {
    expect(parseFacets('year:2025')).toEqual(ok([{ name: 'year', values: ['2025'] }]))
  })
  it('an empty, blank or missing query is no facets', () => {
    expect(parseFacets('')).toEqual(ok([]))
    expect(parseFacets('   ')).toEqual(ok([]))
    expect(parseFacets(null)).toEqual(ok([]))
    expect(parseFacets(undefined)).toEqual(ok([]))
  })
  it('decodes percent-encoded names and values', () => {
    expect(parseFacets('sport:mixed%20martial%20arts,k%3A1%2C2%3B3;age%20rating:18%2B')).toEqual(
      ok([
        { name: 'sport', values: ['mixed martial arts', 'k:1,2;3'] },
        { name: 'age rating', values: ['18+'] },
      ]),
    )
  })
  it('keeps ":" inside values after the first one (URL-safe values may still carry it raw)', () => {
    expect(parseFacets('time:20:00')).toEqual(ok([{ name: 'time', values: ['20:00'] }]))
  })
  it('drops repeated values within a facet', () => {
    expect(parseFacets('genre:drama,drama,comedy')).toEqual(ok([{ name: 'genre', values: ['drama', 'comedy'] }]))
  })
  it('tolerates a trailing or doubled ";", as the server does', () => {
    expect(parseFacets('genre:drama;')).toEqual(ok([{ name: 'genre', values: ['drama'] }]))
    expect(parseFacets('genre:drama;;year:2025')).toEqual(
      ok([
        { name: 'genre', values: ['drama'] },
        { name: 'year', values: ['2025'] },
      ]),
    )
    expect(parseFacets(';')).toEqual(ok([]))
  })
  it('ignores raw whitespace around names and values, but keeps encoded spaces', () => {
    expect(parseFacets(' genre : drama , comedy ; year:2025')).toEqual(
      ok([
        { name: 'genre', values: ['drama', 'comedy'] },
        { name: 'year', values: ['2025'] },
      ]),
    )
    expect(parseFacets('genre:%20drama%20')).toEqual(ok([{ name: 'genre', values: [' drama '] }]))
  })
})

describe('parseFacets: invalid input returns a readable error, never throws', () => {
  it.each([
    ['genre', /no ":"/],
    [':drama', /no name/],
    ['genre:', /no values/],
    ['genre:drama,,comedy', /empty value/],
    ['genre:drama,', /empty value/],
    ['genre: ,drama', /empty value/],
    [' :drama', /no name/],
    ['genre:drama;genre:comedy', /appears more than once/],
    ['genre:%E0%A4%A', /badly encoded value "%E0%A4%A"/],
    ['gen%ZZre:drama', /badly encoded name/],
  ])('%j gives an error matching %s', (query, message) => {
    const result = parseFacets(query)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error).toMatch(message)
      expect(result.error.length).toBeGreaterThan(10)
    }
  })
  it('does not throw on a value that is not text', () => {
    expect(parseFacets(42 as unknown as string)).toEqual({ ok: false, error: 'The facet query must be text.' })
  })
})

describe('serializeFacets', () => {
  it('writes genre:drama,comedy;year:2025', () => {
    expect(
      serializeFacets([
        { name: 'genre', values: ['drama', 'comedy'] },
        { name: 'year', values: ['2025'] },
      ]),
    ).toBe('genre:drama,comedy;year:2025')
  })
  it('makes values URL-safe, encoding the separators', () => {
    const text = serializeFacets([{ name: 'age rating', values: ['18+', 'a,b;c:d', '50%', 'año'] }])
    expect(text).toBe('age%20rating:18%2B,a%2Cb%3Bc%3Ad,50%25,a%C3%B1o')
    expect(text).toMatch(/^[A-Za-z0-9%:,;\-_.!~*'()]+$/)
  })
  it('leaves out facets with no values, empty values and nameless facets', () => {
    expect(
      serializeFacets([
        { name: 'genre', values: [] },
        { name: '', values: ['x'] },
        { name: 'year', values: ['', '2025'] },
      ]),
    ).toBe('year:2025')
    expect(serializeFacets([])).toBe('')
  })
  it('writes repeated values once and merges a facet given twice', () => {
    expect(
      serializeFacets([
        { name: 'genre', values: ['drama', 'drama'] },
        { name: 'year', values: ['2025'] },
        { name: 'genre', values: ['comedy', 'drama'] },
      ]),
    ).toBe('genre:drama,comedy;year:2025')
  })
})

describe('round trips', () => {
  const cases: Facet[][] = [
    [],
    [{ name: 'genre', values: ['drama'] }],
    [
      { name: 'genre', values: ['drama', 'comedy'] },
      { name: 'year', values: ['2025'] },
    ],
    [{ name: 'weird: name;', values: ['a,b', 'c;d', 'e:f', '%41', ' spaced ', '⚽', 'ação'] }],
    [
      { name: 'z', values: ['2'] },
      { name: 'a', values: ['1'] },
    ],
  ]
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('parse(serialize(%s)) gives the facets back', (_, facets) => {
    expect(parseFacets(serializeFacets(facets))).toEqual(ok(facets))
  })
  it.each(['genre:drama,comedy;year:2025', 'a%3Ab:c%2Cd', 'x:1'])('serialize(parse(%s)) gives the text back', (text) => {
    const parsed = parseFacets(text)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(serializeFacets(parsed.facets)).toBe(text)
  })
  it('survives a trip through URLSearchParams', () => {
    const facets = [{ name: 'genre', values: ['drama & crime', 'sci-fi'] }]
    const url = new URL(`https://example.test/grid?${new URLSearchParams({ facets: serializeFacets(facets) })}`)
    expect(parseFacets(url.searchParams.get('facets'))).toEqual(ok(facets))
  })
})

describe('helpers', () => {
  const facets: Facet[] = [
    { name: 'genre', values: ['drama', 'comedy'] },
    { name: 'year', values: ['2025'] },
  ]
  it('facetsToRecord', () => {
    expect(facetsToRecord(facets)).toEqual({ genre: ['drama', 'comedy'], year: ['2025'] })
  })
  it('activeFacetCount counts selected values (the filter badge)', () => {
    expect(activeFacetCount(facets)).toBe(3)
    expect(activeFacetCount([])).toBe(0)
  })
  it('toggleFacetValue adds, removes and drops a facet left empty', () => {
    expect(toggleFacetValue(facets, 'genre', 'horror')[0]?.values).toEqual(['drama', 'comedy', 'horror'])
    expect(toggleFacetValue(facets, 'genre', 'drama')[0]?.values).toEqual(['comedy'])
    expect(toggleFacetValue(facets, 'year', '2025')).toEqual([facets[0]])
    expect(toggleFacetValue(facets, 'sport', 'boxing')).toEqual([...facets, { name: 'sport', values: ['boxing'] }])
    expect(facets[0]?.values).toEqual(['drama', 'comedy'])
  })
})
