import { describe, expect, it } from 'vitest'
import {
  contentLink,
  contentLinkQuery,
  normaliseContentType,
  playlistPlaybackQuery,
  slugify,
  watchlistPlaybackQuery,
  type LinkableItem,
} from './links.ts'

const item = (type: string, extra: Partial<LinkableItem> = {}): LinkableItem => ({ id: '42', type, title: 'Big Fight Night', ...extra })
const both = { enhancedMetadata: true, seriesInterstitial: true }

describe('slugs: "Titles become URL slugs: lowercased, spaces and dots turned to hyphens, punctuation removed, repeated hyphens collapsed; an empty result gives no slug."', () => {
  it('lowercased', () => {
    expect(slugify('GRAND FINAL')).toBe('grand-final')
  })
  it('spaces and dots turned to hyphens', () => {
    expect(slugify('Round 1.5 Recap')).toBe('round-1-5-recap')
    expect(slugify('U.F.C.')).toBe('u-f-c')
  })
  it('punctuation removed', () => {
    expect(slugify("Who's #1? (Live!)")).toBe('whos-1-live')
  })
  it('repeated hyphens collapsed', () => {
    expect(slugify('A -- B . . C')).toBe('a-b-c')
  })
  it('an empty result gives no slug', () => {
    expect(slugify('?!')).toBe('')
    expect(contentLink(item('VOD', { title: '?!' }))).toBe('/video/42')
    expect(contentLink(item('VOD', { title: '' }))).toBe('/video/42')
    expect(contentLink(item('VOD', { title: null }))).toBe('/video/42')
    expect(contentLink({ id: '42', type: 'SEASON' })).toBe('/season/42')
  })
  it('keeps letters of other scripts and percent-encodes them in the path', () => {
    expect(slugify('Año Nuevo')).toBe('año-nuevo')
    expect(contentLink(item('VOD', { title: 'Año Nuevo' }))).toBe('/video/42/a%C3%B1o-nuevo')
  })
})

describe('"Video goes to the video view (eventId, eventTitle) or to an interstitial view with the same parameters."', () => {
  it.each(['VOD', 'VOD_VIDEO'])('%s goes to /video/{eventId}/{slug}', (type) => {
    expect(contentLink(item(type))).toBe('/video/42/big-fight-night')
  })
  it('goes to /interstitial/{eventId}/{slug} when asked', () => {
    expect(contentLink(item('VOD'), { interstitial: true })).toBe('/interstitial/42/big-fight-night')
    expect(contentLink(item('VOD_VIDEO', { title: '' }), { interstitial: true })).toBe('/interstitial/42')
  })
  it('encodes ids that are not URL-safe', () => {
    expect(contentLink({ id: 'a/b', type: 'VOD', title: 'X' })).toBe('/video/a%2Fb/x')
  })
})

describe('"Live, EPG and upcoming content goes to the live view (eventId, eventTitle). A premiere release goes to the video view instead."', () => {
  it.each(['LIVE', 'EPG', 'upcoming', 'UPCOMING'])('%s goes to /live/{eventId}/{slug}', (type) => {
    expect(contentLink(item(type))).toBe('/live/42/big-fight-night')
  })
  it('a premiere release goes to the video view instead', () => {
    expect(contentLink(item('LIVE', { premiereRelease: { startDate: '2025-01-01' } }))).toBe('/video/42/big-fight-night')
    expect(contentLink(item('upcoming', { premiereRelease: true }))).toBe('/video/42/big-fight-night')
  })
  it('a premiere flag that is false or null keeps the live view', () => {
    expect(contentLink(item('LIVE', { premiereRelease: false }))).toBe('/live/42/big-fight-night')
    expect(contentLink(item('EPG', { premiereRelease: null }))).toBe('/live/42/big-fight-night')
  })
  it('the interstitial option does not turn a live link into an interstitial', () => {
    expect(contentLink(item('LIVE'), { interstitial: true })).toBe('/live/42/big-fight-night')
  })
})

describe('"Season goes to the season view (seasonId, eventTitle), or to the series view (seriesId, seriesTitle) when enhanced metadata and the series interstitial are both enabled."', () => {
  const season = (type: string) => item(type, { title: 'Season 2', series: { seriesId: 's9', title: 'The Contenders' } })

  it.each(['SEASON', 'VOD_SEASON', 'SEASON_VOD'])('%s goes to /season/{seasonId}/{slug}', (type) => {
    expect(contentLink(season(type))).toBe('/season/42/season-2')
  })
  it('uses seasonId when the item carries one', () => {
    expect(contentLink(item('SEASON', { title: 'S1', seasonId: '7' }))).toBe('/season/7/s1')
  })
  it('goes to /series/{seriesId}/{seriesSlug} when both settings are on', () => {
    expect(contentLink(season('SEASON'), { settings: both })).toBe('/series/s9/the-contenders')
    expect(contentLink(item('VOD_SEASON', { seriesId: 's3', seriesTitle: 'Old Guard' }), { settings: both })).toBe('/series/s3/old-guard')
  })
  it.each([
    { enhancedMetadata: true, seriesInterstitial: false },
    { enhancedMetadata: false, seriesInterstitial: true },
    { enhancedMetadata: true },
    {},
  ])('stays on the season view unless BOTH are on: %o', (settings) => {
    expect(contentLink(season('SEASON'), { settings })).toBe('/season/42/season-2')
  })
  it('stays on the season view when the season has no series to go to', () => {
    expect(contentLink(item('SEASON', { title: 'Season 2' }), { settings: both })).toBe('/season/42/season-2')
  })
})

describe('"Series goes to the series view. Playlist goes to the playlist view (playlistId, playlistTitle)."', () => {
  it.each(['SERIES', 'VOD_SERIES'])('%s goes to /series/{seriesId}/{slug}', (type) => {
    expect(contentLink(item(type))).toBe('/series/42/big-fight-night')
  })
  it.each(['PLAYLIST', 'VOD_PLAYLIST'])('%s goes to /playlist/{playlistId}/{slug}', (type) => {
    expect(contentLink(item(type))).toBe('/playlist/42/big-fight-night')
  })
})

describe('"Data feed item goes to the news item view (feedName, newId). Section link goes to the section view (id). Watchlist goes to the watchlists view (watchlistId)."', () => {
  it('data feed item goes to /news/{feedName}/{newId}', () => {
    expect(contentLink(item('data feed', { feedName: 'headlines', newId: 'n1' }))).toBe('/news/headlines/n1')
    expect(contentLink(item('DATA_FEED', { feedName: 'headlines' }))).toBe('/news/headlines/42')
  })
  it('a data feed item without a feed name has no link', () => {
    expect(contentLink(item('DATA_FEED'))).toBeNull()
  })
  it('section link goes to /section/{id}, with no slug', () => {
    expect(contentLink(item('SECTION_LINK'))).toBe('/section/42')
  })
  it('plugin goes to /plugin/{id}', () => {
    expect(contentLink(item('plugin'))).toBe('/plugin/42')
  })
  it('watchlist goes to /watchlists/{watchlistId}', () => {
    expect(contentLink(item('WATCHLIST', { watchlistExternalId: 'wl-1' }))).toBe('/watchlists/wl-1')
    expect(contentLink(item('watchlist'))).toBe('/watchlists/42')
  })
})

describe('"Query parameters on content links: seasonId, playlistId, seriesId, watchlistId, owner, showInterstitial=true."', () => {
  it('emits them in a fixed order and skips empty ones', () => {
    const query = { owner: 'u1', watchlistId: 'w1', seriesId: 's1', playlistId: 'p1', seasonId: 'se1', showInterstitial: true }
    expect(contentLinkQuery(query)).toBe('?seasonId=se1&playlistId=p1&seriesId=s1&watchlistId=w1&owner=u1&showInterstitial=true')
    expect(contentLinkQuery({ seasonId: '', playlistId: null })).toBe('')
    expect(contentLinkQuery()).toBe('')
  })
  it('showInterstitial appears only as showInterstitial=true', () => {
    expect(contentLink(item('VOD'), { query: { showInterstitial: true } })).toBe('/video/42/big-fight-night?showInterstitial=true')
    expect(contentLink(item('VOD'), { query: { showInterstitial: false } })).toBe('/video/42/big-fight-night')
  })
  it('"Watchlist playback links carry watchlistId and owner."', () => {
    expect(contentLink(item('VOD'), { query: watchlistPlaybackQuery('w 1', 'owner&1') })).toBe(
      '/video/42/big-fight-night?watchlistId=w+1&owner=owner%261',
    )
  })
  it('"Playlist playback links carry playlistId."', () => {
    expect(contentLink(item('VOD'), { query: playlistPlaybackQuery('p7') })).toBe('/video/42/big-fight-night?playlistId=p7')
  })
  it('a season link may carry seasonId and seriesId', () => {
    expect(contentLink(item('SEASON', { title: 'S1' }), { query: { seriesId: 's9' } })).toBe('/season/42/s1?seriesId=s9')
  })
})

describe('localization through localizeConcretePath', () => {
  it('translates route words that have translations and keeps parameters and query', () => {
    expect(contentLink(item('SECTION_LINK'), { locale: 'es' })).toBe('/es/seccion/42')
    expect(contentLink(item('plugin'), { locale: 'pt' })).toBe('/pt/complemento/42')
  })
  it('prefixes the locale for views whose words have no translation', () => {
    expect(contentLink(item('VOD'), { locale: 'pt', query: { playlistId: 'p1' } })).toBe('/pt/video/42/big-fight-night?playlistId=p1')
  })
  it('leaves the default language as it is', () => {
    expect(contentLink(item('LIVE'), { locale: 'en' })).toBe('/live/42/big-fight-night')
  })
})

describe('content types', () => {
  it('forgives case, spaces and hyphens', () => {
    expect(normaliseContentType('vod_video')).toBe('VOD_VIDEO')
    expect(normaliseContentType(' data-feed ')).toBe('DATA_FEED')
    expect(normaliseContentType('section link')).toBe('SECTION_LINK')
  })
  it('an unknown type or a missing id has no link', () => {
    expect(normaliseContentType('PODCAST')).toBeNull()
    expect(contentLink(item('PODCAST'))).toBeNull()
    expect(contentLink({ id: '', type: 'VOD', title: 'x' })).toBeNull()
  })
})
