/** A row's page as the browser gets it: only what a card shows, trimmed once for a shared page. */
import { describe, expect, it } from 'vitest'
import type { BucketPage, ContentCard } from '#app/platform/types.ts'
import { trimmedPage } from './bucket.server.ts'

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

describe('trimmedPage', () => {
  it('keeps what a card shows: the description in featured rows only, a viewer’s favourite, no genres', () => {
    const page = pageOf([card('a'), card('b', { favourite: true })])
    const basic = trimmedPage(page, 'basic')
    expect(basic).toMatchObject({ bucketId: 'films', name: 'Films', paging: page.paging })
    expect(basic.contentList[0]).not.toHaveProperty('description')
    expect(basic.contentList[0]).not.toHaveProperty('genres')
    expect(basic.contentList[0]).not.toHaveProperty('favourite')
    expect(basic.contentList[1]).toMatchObject({ id: 'b', favourite: true })
    expect(trimmedPage(page, 'featured').contentList[0]).toMatchObject({ id: 'a', description: 'About a' })
  })

  it('trims a page the platform shares once per kind of row, and shares the result', () => {
    const page = frozen(pageOf([card('a'), card('b')]))
    const first = trimmedPage(page, 'basic')
    expect(trimmedPage(page, 'basic')).toBe(first)
    expect(trimmedPage(page, 'inline')).toBe(first)
    expect(Object.isFrozen(first) && Object.isFrozen(first.contentList[0])).toBe(true)
    const featured = trimmedPage(page, 'featured')
    expect(featured).not.toBe(first)
    expect(trimmedPage(page, 'featured')).toBe(featured)
    expect(featured.contentList[0]).toHaveProperty('description', 'About a')
    // the platform's next page (a new object) is trimmed afresh
    expect(trimmedPage(frozen(pageOf([card('a'), card('b')])), 'basic')).not.toBe(first)
  })

  it('trims a page of its own (a signed-in viewer’s, a remote platform’s) every time, unfrozen', () => {
    const page = pageOf([card('a', { favourite: false })])
    const first = trimmedPage(page, 'basic')
    expect(trimmedPage(page, 'basic')).not.toBe(first)
    expect(trimmedPage(page, 'basic')).toEqual(first)
    expect(Object.isFrozen(first)).toBe(false)
  })
})
