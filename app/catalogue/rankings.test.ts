import { afterEach, describe, expect, it } from 'vitest'
import { initialFighterTab, keepsRankings, rankingsAfterRouteChange, rankingsMemory } from './rankings.ts'

describe('"Rankings reset when leaving fighter, fighters, vod, live or multi-view routes"', () => {
  it.each([
    '/fighters',
    '/fighters/amara-okafor',
    '/video/the-salt-road/the-salt-road',
    '/live/harbour-city-derby',
    '/multi-video/harbour-city-derby',
    '/fighters?tab=az',
  ])('keeps the tab on %s', (path) => {
    expect(keepsRankings(path)).toBe(true)
    expect(rankingsAfterRouteChange('az', path)).toBe('az')
  })

  it.each(['/es/luchadores', '/pt/lutadores/amara-okafor', '/es/directo/harbour-city-derby', '/pt/direto/x', '/es/video/x'])(
    'keeps it on the localized route %s',
    (path) => {
      expect(keepsRankings(path)).toBe(true)
    },
  )

  it.each(['/', '/home', '/news', '/epg', '/series/a', '/livenow', '/video', '/es/fighters/x', '/fighterss'])('resets on %s', (path) => {
    expect(keepsRankings(path)).toBe(false)
    expect(rankingsAfterRouteChange('az', path)).toBeNull()
  })
})

describe('"Fighter list sort: rankings or A to Z"', () => {
  it('shows the tab named in the address first, then the remembered one, then rankings', () => {
    expect(initialFighterTab('rankings', 'az')).toBe('rankings')
    expect(initialFighterTab(null, 'az')).toBe('az')
    expect(initialFighterTab(undefined, null)).toBe('rankings')
  })
})

describe('rankingsMemory', () => {
  afterEach(() => {
    rankingsMemory.onRouteChange('/home')
  })

  it('never remembers on the server (no window): module state would be shared between visitors', () => {
    rankingsMemory.set('az')
    expect(rankingsMemory.get()).toBeNull()
  })

  it('in a browser, keeps the tab across fighter and video routes and forgets it elsewhere', () => {
    const g = globalThis as { window?: unknown }
    g.window = {}
    try {
      rankingsMemory.set('az')
      rankingsMemory.onRouteChange('/fighters/amara-okafor')
      rankingsMemory.onRouteChange('/video/a/b')
      expect(rankingsMemory.get()).toBe('az')
      rankingsMemory.onRouteChange('/news')
      expect(rankingsMemory.get()).toBeNull()
    } finally {
      delete g.window
    }
  })
})
