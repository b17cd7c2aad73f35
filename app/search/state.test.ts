import { describe, expect, it, vi } from 'vitest'
import {
  hasMoreResults,
  initialSearchState,
  searchReducer,
  shouldResetOnRouteChange,
  type SearchAction,
  type SearchHit,
  type SearchResults,
  type SearchState,
} from './state.ts'

const hits = (...ids: string[]): SearchHit[] => ids.map((id) => ({ id }))
const page = (n: number, ids: string[], totalPages = 3, totalHits = 30): SearchResults => ({
  hits: hits(...ids),
  page: n,
  totalPages,
  totalHits,
})
const run = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state)

const withResults = () =>
  run(
    initialSearchState(),
    { type: 'open' },
    { type: 'setRefines', refines: { genre: ['drama'] } },
    { type: 'setValue', value: 'boxing' },
    { type: 'results', value: 'boxing', results: { liveEvent: page(1, ['l1'], 1, 1), vodVideo: page(1, ['v1', 'v2'], 2, 4) } },
  )

describe('search state fields: "value, results per type (live event, vod video, vod playlist; each with hits, totalPages, totalHits, page), refines, popular content, totalCount"', () => {
  it('starts empty and inactive', () => {
    expect(initialSearchState()).toEqual({
      active: false,
      loading: false,
      value: '',
      results: {
        liveEvent: { hits: [], totalPages: 0, totalHits: 0, page: 0 },
        vodVideo: { hits: [], totalPages: 0, totalHits: 0, page: 0 },
        vodPlaylist: { hits: [], totalPages: 0, totalHits: 0, page: 0 },
      },
      refines: {},
      popularContent: [],
      totalCount: 0,
    })
  })
})

describe('search state transitions', () => {
  it('"Open (active, loading)"', () => {
    expect(searchReducer(initialSearchState(), { type: 'open' })).toMatchObject({ active: true, loading: true })
  })

  it('"close (reset, keeping refines and value)"', () => {
    const closed = searchReducer(withResults(), { type: 'close' })
    expect(closed).toEqual({ ...initialSearchState(), value: 'boxing', refines: { genre: ['drama'] } })
  })

  it('"a new search resets"', () => {
    const state = run(withResults(), { type: 'popularContent', items: hits('p1') }, { type: 'newSearch' })
    expect(state).toEqual({ ...initialSearchState(), active: true })
  })

  it('"value or refine update clears results and sets loading": value', () => {
    const state = searchReducer(withResults(), { type: 'setValue', value: 'boxing night' })
    expect(state.value).toBe('boxing night')
    expect(state.loading).toBe(true)
    expect(state.results.vodVideo).toEqual({ hits: [], totalPages: 0, totalHits: 0, page: 0 })
    expect(state.results.liveEvent.hits).toEqual([])
    expect(state.totalCount).toBe(0)
    expect(state.refines).toEqual({ genre: ['drama'] })
  })

  it('"value or refine update clears results and sets loading": refines', () => {
    const state = searchReducer(withResults(), { type: 'setRefines', refines: { genre: ['drama', 'comedy'] } })
    expect(state).toMatchObject({ loading: true, value: 'boxing', refines: { genre: ['drama', 'comedy'] }, totalCount: 0 })
    expect(state.results.vodVideo.hits).toEqual([])
  })

  it('results of every type arrive; totalCount adds their totalHits; loading stops', () => {
    const state = withResults()
    expect(state.loading).toBe(false)
    expect(state.results.liveEvent).toEqual(page(1, ['l1'], 1, 1))
    expect(state.results.vodVideo.hits).toEqual(hits('v1', 'v2'))
    expect(state.results.vodPlaylist).toEqual({ hits: [], totalPages: 0, totalHits: 0, page: 0 })
    expect(state.totalCount).toBe(5)
  })

  it('results for a value that is no longer in the box are ignored', () => {
    const state = searchReducer(withResults(), { type: 'setValue', value: 'boxing nights' })
    const late = searchReducer(state, { type: 'results', value: 'boxing', results: { vodVideo: page(1, ['old']) } })
    expect(late).toBe(state)
    expect(searchReducer(state, { type: 'failed', value: 'boxing' })).toBe(state)
  })

  it('"next page appends hits" of one type and updates its page, totalPages and totalHits', () => {
    const state = searchReducer(withResults(), {
      type: 'nextPage',
      resultType: 'vodVideo',
      value: 'boxing',
      results: page(2, ['v3', 'v4'], 2, 5),
    })
    expect(state.results.vodVideo).toEqual({ hits: hits('v1', 'v2', 'v3', 'v4'), page: 2, totalPages: 2, totalHits: 5 })
    expect(state.results.liveEvent).toEqual(page(1, ['l1'], 1, 1))
    expect(state.totalCount).toBe(6)
  })

  it('next page does not duplicate hits already shown, nor append the same page twice', () => {
    const once = searchReducer(withResults(), { type: 'nextPage', resultType: 'vodVideo', results: page(2, ['v2', 'v3'], 2, 4) })
    expect(once.results.vodVideo.hits).toEqual(hits('v1', 'v2', 'v3'))
    expect(searchReducer(once, { type: 'nextPage', resultType: 'vodVideo', results: page(2, ['v3'], 2, 4) })).toBe(once)
  })

  it('next page works for playlists from an empty start', () => {
    const state = searchReducer(initialSearchState(), { type: 'nextPage', resultType: 'vodPlaylist', results: page(1, ['p1'], 2, 2) })
    expect(state.results.vodPlaylist.hits).toEqual(hits('p1'))
    expect(hasMoreResults(state, 'vodPlaylist')).toBe(true)
    expect(hasMoreResults(state, 'liveEvent')).toBe(false)
  })

  it('popular content is kept apart from results', () => {
    const state = searchReducer(withResults(), { type: 'popularContent', items: hits('p1', 'p2') })
    expect(state.popularContent).toEqual(hits('p1', 'p2'))
    expect(searchReducer(state, { type: 'setValue', value: 'x' }).popularContent).toEqual(hits('p1', 'p2'))
  })

  it('a failed request stops loading and keeps what is shown', () => {
    const state = searchReducer(searchReducer(withResults(), { type: 'open' }), { type: 'failed' })
    expect(state.loading).toBe(false)
    expect(state.results.vodVideo.hits).toEqual(hits('v1', 'v2'))
  })

  it('never mutates the previous state', () => {
    const before = withResults()
    const snapshot = structuredClone(before)
    run(before, { type: 'nextPage', resultType: 'vodVideo', results: page(2, ['v3']) }, { type: 'close' }, { type: 'setValue', value: 'x' })
    expect(before).toEqual(snapshot)
  })
})

describe('shouldResetOnRouteChange: "Search resets on route change unless on vod, live, multi-view, playlist, series or season pages or the search hash is present."', () => {
  it.each([
    '/video/42/big-fight',
    '/video/42',
    '/live/42/big-fight',
    '/live/42/watch-together',
    '/multi-video/42',
    '/playlist/7/best-of',
    '/series/9/contenders',
    '/season/3/season-3',
  ])('does not reset on %s', (path) => {
    expect(shouldResetOnRouteChange(path, '')).toBe(false)
  })

  it.each([
    '/es/video/42/pelea',
    '/pt/direto/42',
    '/es/directo/42',
    '/es/multi-video/42',
    '/pt/lista-de-reproducao/7',
    '/es/series/9',
    '/pt/temporada/3',
  ])('does not reset on the Spanish and Portuguese variant %s', (path) => {
    expect(shouldResetOnRouteChange(path, undefined)).toBe(false)
  })

  it.each(['/', '/home', '/browse', '/livenow', '/upcoming', '/section/sport', '/es/inicio', '/pt/livenow', '/videos/1', '/fighters/3'])(
    'resets on %s',
    (path) => {
      expect(shouldResetOnRouteChange(path, null)).toBe(true)
    },
  )

  it('a view word with no id is not such a page', () => {
    expect(shouldResetOnRouteChange('/live', '')).toBe(true)
    expect(shouldResetOnRouteChange('/es/video', '')).toBe(true)
  })

  it('ignores a query string', () => {
    expect(shouldResetOnRouteChange('/video/42?playlistId=7', '')).toBe(false)
    expect(shouldResetOnRouteChange('/home?video=1', '')).toBe(true)
  })

  it('does not reset anywhere when the search hash #search is present', () => {
    expect(shouldResetOnRouteChange('/home', '#search')).toBe(false)
    expect(shouldResetOnRouteChange('/browse', 'search')).toBe(false)
    expect(shouldResetOnRouteChange('/es/inicio#search', '')).toBe(false)
  })

  it('another hash does not keep the search', () => {
    expect(shouldResetOnRouteChange('/home', '#searching')).toBe(true)
    expect(shouldResetOnRouteChange('/home', '#row-a')).toBe(true)
  })

  it('uses the translated path word from pathWords when the route table has one', async () => {
    vi.resetModules()
    vi.doMock('#app/route-table.js', async (importOriginal) => {
      const original = await importOriginal<typeof import('#app/route-table.js')>()
      return { ...original, pathWords: { ...original.pathWords, season: { es: 'temporada', pt: 'temporada' } } }
    })
    try {
      const { shouldResetOnRouteChange: translated } = await import('./state.ts')
      expect(translated('/es/temporada/3', '')).toBe(false)
      expect(translated('/pt/temporada/3/x', '')).toBe(false)
      expect(translated('/es/season/3', '')).toBe(true)
      expect(translated('/season/3', '')).toBe(false)
    } finally {
      vi.doUnmock('#app/route-table.js')
      vi.resetModules()
    }
  })
})
