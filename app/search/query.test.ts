import { describe, expect, it } from 'vitest'
import type { SearchResults } from '#app/platform/types.ts'
import { parseSearchResourceQuery, resultTypeOf, toSearchAnswer } from './query.ts'

const parse = (qs: string) => parseSearchResourceQuery(new URLSearchParams(qs))

describe('the search resource query', () => {
  it('reads q (trimmed), an optional type and a page that defaults to 1', () => {
    expect(parse('q=%20harbour%20')).toEqual({ ok: true, query: { q: 'harbour', type: undefined, p: 1 } })
    expect(parse('q=the&type=VOD&p=3&utm=x')).toEqual({ ok: true, query: { q: 'the', type: 'VOD', p: 3 } })
  })

  it('refuses an empty or over-long query, an unknown type and a page that is not a number from 1, with a message', () => {
    expect(parse('')).toEqual({ ok: false, message: 'Type something to search for.' })
    expect(parse('q=%20%20')).toEqual({ ok: false, message: 'Type something to search for.' })
    expect(parse(`q=${'a'.repeat(201)}`)).toMatchObject({ ok: false, message: expect.stringContaining('too long') })
    expect(parse('q=a&type=SERIES')).toEqual({ ok: false, message: 'Unknown result type.' })
    expect(parse('q=a&p=0')).toMatchObject({ ok: false })
    expect(parse('q=a&p=two')).toMatchObject({ ok: false })
  })
})

describe('the answer', () => {
  const group = (totalHits: number) => ({ hits: [], totalHits, totalPages: Math.ceil(totalHits / 6), page: 1 })
  const platform: SearchResults = { liveEvents: group(2), vodVideos: group(13), vodPlaylists: group(0), totalCount: 15 }

  it("names the types as the search reducer does, and keeps only the asked type's page", () => {
    expect(Object.keys(toSearchAnswer({ q: 'x', type: undefined, p: 1 }, platform).results)).toEqual(['liveEvent', 'vodVideo', 'vodPlaylist'])
    const answer = toSearchAnswer({ q: 'x', type: 'VOD', p: 2 }, platform)
    expect(answer).toEqual({ q: 'x', type: 'VOD', results: { vodVideo: group(13) } })
    expect(resultTypeOf('VOD_PLAYLIST')).toBe('vodPlaylist')
  })
})
