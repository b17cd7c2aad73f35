import { describe, expect, it } from 'vitest'
import {
  SEASON_ERRORS,
  appendForward,
  canFetch,
  clearError,
  emptySeasonCache,
  initialise,
  loadFailed,
  prependBackward,
  seasonCacheReducer,
  setAdjacent,
  startLoading,
  type Season,
} from './season-cache.ts'

const season = (n: number, episodeCount = 3): Season => ({ id: `s${n}`, title: `Season ${n}`, episodeCount })
const range = (from: number, count: number, episodeCount = 3) => Array.from({ length: count }, (_, i) => season(from + i, episodeCount))
const ids = (seasons: Season[]) => seasons.map((s) => s.id)
const opts = { pageSize: 25 }

describe('initialise', () => {
  it('keeps the seasons in order and starts settled, with nothing known around them', () => {
    const state = initialise([season(1), season(2)], opts)
    expect(state).toEqual({
      seasons: [season(1), season(2)],
      pageSize: 25,
      hasMoreBefore: false,
      hasMoreAfter: false,
      loading: false,
      loadingDirection: null,
      error: null,
    })
  })
  it('page size defaults to the season page size, 25', () => {
    expect(initialise([]).pageSize).toBe(25)
    expect(emptySeasonCache().pageSize).toBe(25)
  })
  it('"Seasons with no episodes are dropped."', () => {
    expect(ids(initialise([season(1), season(2, 0), season(3)], opts).seasons)).toEqual(['s1', 's3'])
  })
  it('drops repeated seasons', () => {
    expect(ids(initialise([season(1), season(1), season(2)], opts).seasons)).toEqual(['s1', 's2'])
  })
  it('does not mutate its input', () => {
    const input = [season(1), season(2, 0)]
    initialise(input, opts)
    expect(input).toHaveLength(2)
  })
})

describe('set adjacent: "hasMoreBefore or hasMoreAfter true when exactly 25 seasons came back"', () => {
  const current = initialise([season(100)], opts)

  it('puts preceding seasons before and following seasons after the current ones', () => {
    const state = setAdjacent(current, { precedingSeasons: [season(98), season(99)], followingSeasons: [season(101)] })
    expect(ids(state.seasons)).toEqual(['s98', 's99', 's100', 's101'])
    expect(state.hasMoreBefore).toBe(false)
    expect(state.hasMoreAfter).toBe(false)
  })
  it('hasMoreBefore is true when exactly 25 came back before', () => {
    const state = setAdjacent(current, { precedingSeasons: range(75, 25), followingSeasons: range(101, 3) })
    expect(state.hasMoreBefore).toBe(true)
    expect(state.hasMoreAfter).toBe(false)
    expect(state.seasons).toHaveLength(29)
  })
  it('hasMoreAfter is true when exactly 25 came back after', () => {
    const state = setAdjacent(current, { precedingSeasons: [], followingSeasons: range(101, 25) })
    expect(state.hasMoreBefore).toBe(false)
    expect(state.hasMoreAfter).toBe(true)
  })
  it('24 or 26 is not exactly 25', () => {
    expect(setAdjacent(current, { precedingSeasons: range(1, 24), followingSeasons: range(101, 26) })).toMatchObject({
      hasMoreBefore: false,
      hasMoreAfter: false,
    })
  })
  it('counts the seasons that came back, before those without episodes are dropped', () => {
    const page = [...range(1, 24), season(25, 0)]
    const state = setAdjacent(current, { precedingSeasons: page, followingSeasons: null })
    expect(state.hasMoreBefore).toBe(true)
    expect(ids(state.seasons)).not.toContain('s25')
    expect(state.seasons).toHaveLength(25)
  })
  it('missing lists count as none', () => {
    expect(setAdjacent(current, {})).toMatchObject({ hasMoreBefore: false, hasMoreAfter: false, seasons: [season(100)] })
  })
  it('does not duplicate the current season when an adjacent list repeats it', () => {
    const state = setAdjacent(current, { precedingSeasons: [season(99), season(100)], followingSeasons: [season(100), season(101)] })
    expect(ids(state.seasons)).toEqual(['s99', 's100', 's101'])
  })
})

describe('append forward', () => {
  it('appends the next page after the current seasons and drops seasons with no episodes', () => {
    const state = appendForward(initialise(range(1, 2), opts), [season(3), season(4, 0), season(5)])
    expect(ids(state.seasons)).toEqual(['s1', 's2', 's3', 's5'])
  })
  it('adds no duplicates when pages overlap', () => {
    const state = appendForward(initialise(range(1, 3), opts), range(2, 4))
    expect(ids(state.seasons)).toEqual(['s1', 's2', 's3', 's4', 's5'])
  })
  it('a full page of 25 means there may be more after; a short page means the end', () => {
    const full = appendForward(initialise(range(1, 25), { pageSize: 25 }), range(26, 25))
    expect(full.hasMoreAfter).toBe(true)
    expect(appendForward(full, range(51, 3)).hasMoreAfter).toBe(false)
  })
  it('ends the forward load', () => {
    const state = appendForward(startLoading(initialise([], opts), 'forward'), [season(1)])
    expect(state).toMatchObject({ loading: false, loadingDirection: null, error: null })
  })
})

describe('prepend backward', () => {
  it('puts the previous page before the current seasons, in its own order', () => {
    const state = prependBackward(initialise(range(5, 2), opts), range(1, 4))
    expect(ids(state.seasons)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6'])
  })
  it('adds no duplicates when pages overlap and drops seasons with no episodes', () => {
    const state = prependBackward(initialise(range(3, 3), opts), [season(1), season(2, 0), season(3), season(4)])
    expect(ids(state.seasons)).toEqual(['s1', 's3', 's4', 's5'])
  })
  it('a full page of 25 means there may be more before', () => {
    expect(prependBackward(initialise([season(100)], opts), range(75, 25)).hasMoreBefore).toBe(true)
    expect(prependBackward(initialise([season(100)], opts), range(90, 10)).hasMoreBefore).toBe(false)
  })
  it('keeps the same list when nothing is new', () => {
    const state = initialise(range(1, 3), opts)
    expect(prependBackward(state, [season(1)]).seasons).toBe(state.seasons)
  })
})

describe("errors: \"'Failed to load seasons', 'Failed to load more seasons', 'Failed to load previous seasons'\"", () => {
  it.each([
    ['initial', 'Failed to load seasons'],
    ['forward', 'Failed to load more seasons'],
    ['backward', 'Failed to load previous seasons'],
  ] as const)('a failed %s load shows "%s"', (direction, message) => {
    const state = loadFailed(startLoading(emptySeasonCache(), direction), direction)
    expect(state.error).toBe(message)
    expect(SEASON_ERRORS[direction]).toBe(message)
    expect(state.loading).toBe(false)
  })
  it('a failure keeps the seasons already loaded', () => {
    const state = loadFailed(initialise(range(1, 3), opts), 'forward')
    expect(state.seasons).toHaveLength(3)
  })
  it('clearError lets fetches run again', () => {
    const failed = loadFailed({ ...initialise([], opts), hasMoreAfter: true }, 'forward')
    expect(canFetch(clearError(failed), 'forward')).toBe(true)
    const fine = initialise([], opts)
    expect(clearError(fine)).toBe(fine)
  })
})

describe('canFetch: "fetches skipped while loading or in error"', () => {
  const open = { ...initialise(range(1, 3), opts), hasMoreAfter: true, hasMoreBefore: true }

  it('is true when settled and there is more to fetch', () => {
    expect(canFetch(open, 'initial')).toBe(true)
    expect(canFetch(open, 'forward')).toBe(true)
    expect(canFetch(open, 'backward')).toBe(true)
  })
  it.each(['initial', 'forward', 'backward'] as const)('is false in every direction while loading (%s asked)', (direction) => {
    const loading = startLoading(open, 'forward')
    expect(loading.loading).toBe(true)
    expect(canFetch(loading, direction)).toBe(false)
  })
  it.each(['initial', 'forward', 'backward'] as const)('is false in every direction while in error (%s asked)', (direction) => {
    expect(canFetch(loadFailed(open, 'backward'), direction)).toBe(false)
  })
  it('is false forward when nothing more is after, and backward when nothing more is before', () => {
    const closed = initialise(range(1, 3), opts)
    expect(canFetch(closed, 'forward')).toBe(false)
    expect(canFetch(closed, 'backward')).toBe(false)
  })
  it('starting a load clears a previous error', () => {
    expect(startLoading(loadFailed(open, 'initial'), 'initial')).toMatchObject({ loading: true, loadingDirection: 'initial', error: null })
  })
})

describe('seasonCacheReducer', () => {
  it('runs the same transitions as the functions', () => {
    let state = emptySeasonCache()
    state = seasonCacheReducer(state, { type: 'loading', direction: 'initial' })
    state = seasonCacheReducer(state, { type: 'initialise', seasons: [season(50), season(51, 0)] })
    state = seasonCacheReducer(state, { type: 'setAdjacent', precedingSeasons: range(25, 25), followingSeasons: range(52, 25) })
    expect(state.seasons).toHaveLength(51)
    expect(state).toMatchObject({ hasMoreBefore: true, hasMoreAfter: true, loading: false })
    state = seasonCacheReducer(state, { type: 'loading', direction: 'forward' })
    state = seasonCacheReducer(state, { type: 'appendForward', seasons: range(77, 2) })
    state = seasonCacheReducer(state, { type: 'loading', direction: 'backward' })
    state = seasonCacheReducer(state, { type: 'failed', direction: 'backward' })
    expect(state.error).toBe('Failed to load previous seasons')
    state = seasonCacheReducer(state, { type: 'clearError' })
    state = seasonCacheReducer(state, { type: 'prependBackward', seasons: range(20, 5) })
    expect(state.seasons[0]?.id).toBe('s20')
    expect(state.seasons.at(-1)?.id).toBe('s78')
    expect(state).toMatchObject({ hasMoreBefore: false, hasMoreAfter: false, error: null })
  })
  it('initialise keeps the page size unless one is given', () => {
    const state = seasonCacheReducer(emptySeasonCache({ pageSize: 10 }), { type: 'initialise', seasons: [] })
    expect(state.pageSize).toBe(10)
  })
})
