// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { answerResourceFetches } from '#tests/setup/resource-fetch.ts'
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { format } from 'node:util'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SeasonSummary } from '#app/platform/types.ts'
import { SEASON_ERRORS } from '#app/catalogue/season-cache.ts'
import type { SeriesViewData } from './series.server.ts'
import { SeriesView } from './SeriesView.tsx'

const hydration = vi.hoisted(() => ({ hydrated: true }))
vi.mock('#app/utils/useHydrated.ts', () => ({ useHydrated: () => hydration.hydrated }))

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: {} } }, interpolation: { escapeValue: false } })
})
beforeEach(() => {
  // @remix-run/testing's stub cannot be given react-router's v7 flags: its one notice is the harness's, not ours.
  const warn = console.warn
  console.warn = (...args: unknown[]) => (/Future Flag Warning/.test(format(...args)) ? undefined : warn(...args))
})
afterEach(() => {
  cleanup()
  hydration.hydrated = true
})

const season = (n: number, episodeCount = 2): SeasonSummary => ({ id: `pm-s${n}`, title: `Season ${n}`, number: n, episodeCount })
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => season(from + i))

/** The page of season `n` with `before` and `after` seasons known around it. */
function pageData(
  n: number,
  known: SeasonSummary[],
  flags: { hasMoreBefore: boolean; hasMoreAfter: boolean },
  aroundFailed = false,
): SeriesViewData {
  const current = season(n)
  return {
    locale: 'en',
    isGuest: true,
    series: { id: 'series-pm', title: 'Paper Moons', description: '', thumbnailUrl: null, posterUrl: null },
    seasons: known.map((s) => ({ ...s, href: `/season/${s.id}/season-${s.number}` })),
    seasonsAround: { current, around: aroundFailed ? null : { precedingSeasons: [], followingSeasons: [] }, ...flags },
    season: { ...current, episodes: [], paging: { page: 1, lastSeen: null, moreDataAvailable: false, totalResults: 0 } },
    cursor: 0,
    keep: { watchlistId: null, owner: null },
    pathname: `/season/${current.id}/season-${n}`,
    isSeasonView: true,
  } as SeriesViewData
}

function renderSelector(data: SeriesViewData, answers: unknown[]) {
  const requested: string[] = []
  const Stub = createRemixStub([{ path: '/season/:id/:title', Component: () => <SeriesView data={data} /> }])
  answerResourceFetches('/resources/seasons/', (url) => {
    requested.push(url.pathname)
    return answers.shift() ?? { error: 'no answer' }
  })
  render(<Stub initialEntries={[data.pathname]} />)
  return { requested, tabs: () => within(screen.getByRole('navigation', { name: 'Seasons' })) }
}

describe('season selector, adjacent loading', () => {
  it('"More seasons" appends the next seasons; a failure says "Failed to load more seasons" and retries', async () => {
    const { requested, tabs } = renderSelector(pageData(1, range(1, 26), { hasMoreBefore: false, hasMoreAfter: true }), [
      { error: 'Seasons are not available right now' },
      { precedingSeasons: range(1, 26), followingSeasons: [season(27), season(28, 0)] },
    ])
    await userEvent.click(tabs().getByRole('button', { name: 'More seasons' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SEASON_ERRORS.forward)
    expect(tabs().getByRole('button', { name: 'More seasons' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tabs().getAllByRole('link')).toHaveLength(27))
    // Season 28 has no episodes: dropped. Fewer than 25 came back: nothing more after.
    expect(tabs().queryByRole('link', { name: 'Season 28' })).not.toBeInTheDocument()
    expect(tabs().queryByRole('button', { name: 'More seasons' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requested).toEqual(['/resources/seasons/series-pm/pm-s26', '/resources/seasons/series-pm/pm-s26'])
    expect(screen.getByRole('combobox', { name: 'Season' }).querySelectorAll('option')).toHaveLength(27)
  })

  it('"Previous seasons" prepends the seasons before; a failure says "Failed to load previous seasons"', async () => {
    const { requested, tabs } = renderSelector(pageData(27, range(2, 27), { hasMoreBefore: true, hasMoreAfter: false }), [
      { error: 'down' },
      { precedingSeasons: [season(1)], followingSeasons: range(3, 27) },
    ])
    await userEvent.click(tabs().getByRole('button', { name: 'Previous seasons' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SEASON_ERRORS.backward)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tabs().getAllByRole('link')[0]).toHaveAccessibleName('Season 1'))
    expect(tabs().getAllByRole('link')).toHaveLength(27)
    expect(tabs().queryByRole('button', { name: 'Previous seasons' })).not.toBeInTheDocument()
    expect(requested).toEqual(['/resources/seasons/series-pm/pm-s2', '/resources/seasons/series-pm/pm-s2'])
  })

  it('when the server could not read the seasons around, the browser tries: "Failed to load seasons", then a retry', async () => {
    const { tabs } = renderSelector(pageData(5, [season(5)], { hasMoreBefore: false, hasMoreAfter: false }, true), [
      { error: 'down' },
      { precedingSeasons: range(1, 4), followingSeasons: range(6, 30) },
    ])
    expect(await screen.findByRole('alert')).toHaveTextContent(SEASON_ERRORS.initial)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tabs().getAllByRole('link')).toHaveLength(30))
    // Exactly 25 came back after: there may be more.
    expect(tabs().getByRole('button', { name: 'More seasons' })).toBeInTheDocument()
    expect(tabs().queryByRole('button', { name: 'Previous seasons' })).not.toBeInTheDocument()
  })

  it('without JavaScript the ends are links to the first and last seasons shown', async () => {
    hydration.hydrated = false
    const { tabs } = renderSelector(pageData(26, range(1, 27), { hasMoreBefore: true, hasMoreAfter: true }), [])
    await screen.findByRole('navigation', { name: 'Seasons' })
    expect(tabs().getByRole('link', { name: 'Previous seasons' })).toHaveAttribute('href', '/season/pm-s1/season-1')
    expect(tabs().getByRole('link', { name: 'More seasons' })).toHaveAttribute('href', '/season/pm-s27/season-27')
    expect(tabs().queryByRole('button')).not.toBeInTheDocument()
  })
})
