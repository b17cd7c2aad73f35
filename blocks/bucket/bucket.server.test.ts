/** A row's page as the browser gets it: only what a card shows, trimmed once for a shared page. */
import { describe, expect, it } from 'vitest'
import type { BucketPage, ContentCard, RowPage } from '#app/platform/types.ts'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { trimmedPage, type RowShape } from './bucket.server.ts'
import { Card, type CardLabels } from './Card.tsx'

const card = (id: string, extra: Partial<ContentCard> = {}): ContentCard =>
  ({
    id,
    type: 'MOVIE',
    title: `Title ${id}`,
    description: `About ${id}`,
    duration: 5400,
    year: 2024,
    rating: '12',
    thumbnailUrl: `/media/artwork/${id}-thumb.svg`,
    posterUrl: `/media/artwork/${id}-poster.svg`,
    titleImageUrl: `/media/artwork/${id}-title.svg`,
    displayLiveBadge: false,
    accessLevel: 'GRANTED',
    genres: ['drama'],
    ...extra,
  }) as ContentCard

const pageOf = (cards: ContentCard[]): BucketPage =>
  ({
    bucketId: 'films',
    exid: 'films',
    name: 'Films',
    type: 'CURATED',
    contentList: cards,
    paging: { page: 1, lastSeen: '2', moreDataAvailable: false, totalResults: 2 },
  }) as BucketPage

/** Freezes a value all the way down, as the embedded platform hands over what it shares. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) frozen(child)
    Object.freeze(value)
  }
  return value
}

const basic = { rowType: 'basic' } as const
const featuredRow = { rowType: 'featured' } as const
const artworkOf = (c: object) => Object.keys(c).filter((k) => k.endsWith('Url'))

describe('trimmedPage', () => {
  it('keeps what a card shows: the description in featured rows only, a viewer’s favourite, no genres', () => {
    const page = pageOf([card('a'), card('b', { favourite: true })])
    const trimmed = trimmedPage(page, basic)
    expect(trimmed).toMatchObject({ bucketId: 'films', name: 'Films', paging: page.paging })
    expect(trimmed.contentList[0]).not.toHaveProperty('description')
    expect(trimmed.contentList[0]).not.toHaveProperty('genres')
    expect(trimmed.contentList[0]).not.toHaveProperty('favourite')
    expect(trimmed.contentList[1]).toMatchObject({ id: 'b', favourite: true })
    expect(trimmedPage(page, featuredRow).contentList[0]).toMatchObject({ id: 'a', description: 'About a' })
  })

  it('keeps only the artwork the row shows: thumbnails, posters, or a playlist’s own image', () => {
    const page = pageOf([card('a'), card('p', { type: 'VOD_PLAYLIST' }), card('q', { type: 'VOD_PLAYLIST', titleImageUrl: null })])
    const fields = (row: Parameters<typeof trimmedPage>[1]) => trimmedPage(page, row).contentList.map((c) => [c.id, artworkOf(c)])
    expect(fields(basic)).toEqual([
      ['a', ['thumbnailUrl']],
      ['p', ['thumbnailUrl']],
      ['q', ['thumbnailUrl']],
    ])
    expect(fields({ rowType: 'basic', displayPosters: true })).toEqual([
      ['a', ['posterUrl']],
      ['p', ['posterUrl']],
      ['q', ['posterUrl']],
    ])
    // a playlist without a title image shows its thumbnail, as the card does
    expect(fields({ rowType: 'basic', playlistImageType: 'title' })).toEqual([
      ['a', ['thumbnailUrl']],
      ['p', ['titleImageUrl']],
      ['q', ['thumbnailUrl']],
    ])
    expect(fields({ rowType: 'inline', displayPosters: false, playlistImageType: 'poster' })).toEqual([
      ['a', ['thumbnailUrl']],
      ['p', ['posterUrl']],
      ['q', ['posterUrl']],
    ])
    expect(trimmedPage(page, { rowType: 'featured', displayPosters: true }).contentList[0]).toEqual({
      id: 'a',
      type: 'MOVIE',
      title: 'Title a',
      description: 'About a',
      duration: 5400,
      year: 2024,
      rating: '12',
      posterUrl: '/media/artwork/a-poster.svg',
      displayLiveBadge: false,
      accessLevel: 'GRANTED',
    })
  })

  it('keeps the very image the card shows, in every kind of row', () => {
    const labels: CardLabels = { live: 'Live', subscriptionRequired: 'Locked', signInToWatch: 'Sign in', geoblocked: 'Not here' }
    const cards = [
      card('a'),
      card('p', { type: 'VOD_PLAYLIST' }),
      card('q', { type: 'VOD_PLAYLIST', titleImageUrl: null }),
      card('n', { thumbnailUrl: null }),
    ]
    const imageOf = (item: ContentCard | RowPage['contentList'][number], row: RowShape) =>
      /<img[^>]*src="([^"]+)"/.exec(
        renderToStaticMarkup(
          createElement(Card, {
            item,
            context: 'carousel',
            labels,
            idPrefix: item.id,
            isGuest: true,
            displayPosters: row.displayPosters,
            playlistImageType: row.playlistImageType,
          }),
        ),
      )?.[1] ?? null
    const rows: RowShape[] = [
      basic,
      { rowType: 'basic', displayPosters: true },
      { rowType: 'inline', playlistImageType: 'title' },
      { rowType: 'featured', displayPosters: true, playlistImageType: 'poster' },
    ]
    for (const row of rows) {
      const trimmed = trimmedPage(pageOf(cards), row).contentList
      expect(trimmed.map((c) => imageOf(c, row))).toEqual(cards.map((c) => imageOf(c, row)))
    }
    // and the images differ between those rows, so the comparison means something
    expect(new Set(rows.map((row) => imageOf(cards[1]!, row))).size).toBe(3)
  })

  it('trims a page the platform shares once per kind of row, and shares the result', () => {
    const page = frozen(pageOf([card('a'), card('b')]))
    const first = trimmedPage(page, basic)
    expect(trimmedPage(page, basic)).toBe(first)
    expect(trimmedPage(page, { rowType: 'inline' })).toBe(first)
    expect(Object.isFrozen(first) && Object.isFrozen(first.contentList[0])).toBe(true)
    const featured = trimmedPage(page, featuredRow)
    expect(featured).not.toBe(first)
    expect(trimmedPage(page, featuredRow)).toBe(featured)
    expect(featured.contentList[0]).toHaveProperty('description', 'About a')
    const posters = trimmedPage(page, { rowType: 'basic', displayPosters: true })
    expect(posters).not.toBe(first)
    expect(trimmedPage(page, { rowType: 'inline', displayPosters: true })).toBe(posters)
    expect(posters.contentList[0]).toHaveProperty('posterUrl', '/media/artwork/a-poster.svg')
    // the platform's next page (a new object) is trimmed afresh
    expect(trimmedPage(frozen(pageOf([card('a'), card('b')])), basic)).not.toBe(first)
  })

  it('trims a page of its own (a signed-in viewer’s, a remote platform’s) every time, unfrozen', () => {
    const page = pageOf([card('a', { favourite: false })])
    const first = trimmedPage(page, basic)
    expect(trimmedPage(page, basic)).not.toBe(first)
    expect(trimmedPage(page, basic)).toEqual(first)
    expect(Object.isFrozen(first)).toBe(false)
  })
})
