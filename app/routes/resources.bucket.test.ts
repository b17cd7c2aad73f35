/**
 * The next page of a row, as the row's fetcher reads it: the same trimmed cards as the row's
 * first page (which the page's loader embeds), so pages 2 and later do not carry more than page 1,
 * except for artwork: the first page keeps only the field its row shows, a next page all three.
 */
import { describe, expect, it } from 'vitest'
import type { AppLoadContext } from '@remix-run/node'
import { createRequestState } from '#app/context.ts'
import type { BucketPage, ContentCard, RowCard } from '#app/platform/types.ts'
import { loadBucket } from '#blocks/bucket/bucket.server.ts'
import { bucketResourcePath } from '#blocks/bucket/paging.ts'
import { createPlatformClient } from '#app/platform/client.server.ts'
import { loader } from './resources.bucket.ts'

const card = (id: string): ContentCard => ({
  id,
  type: 'VOD',
  title: `Title ${id}`,
  description: `A long description of ${id}`,
  duration: 3600,
  genres: ['drama', 'sport'],
  year: 2024,
  rating: '12',
  thumbnailUrl: `/img/${id}.jpg`,
  posterUrl: `/img/${id}-poster.jpg`,
  titleImageUrl: null,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  displayLiveBadge: false,
  accessLevel: 'GRANTED',
})

/** A platform that answers every bucket call with two full cards, and records what it was asked. */
function fakePlatform() {
  const asked: URL[] = []
  const transport = {
    baseUrl: 'http://embedded',
    fetch: async (request: Request) => {
      const url = new URL(request.url)
      asked.push(url)
      const page: BucketPage = {
        bucketId: 'trending',
        exid: 'trending',
        name: 'Trending',
        contentList: [card('a'), card('b')],
        paging: { page: 1, lastSeen: 'b', moreDataAvailable: true, totalResults: 40 },
      } as BucketPage
      return Response.json(page)
    },
  }
  return { transport, asked }
}

async function nextPage(path: string) {
  const { transport, asked } = fakePlatform()
  const context = { platform: transport, state: createRequestState() } as unknown as AppLoadContext
  const url = new URL(path, 'http://marquee.test')
  const bucketId = decodeURIComponent(url.pathname.split('/').pop()!)
  const response = (await loader({ request: new Request(url), context, params: { bucketId } })) as Response
  return { status: response.status, body: (await response.json()) as BucketPage, asked }
}

async function firstPage(rowType: 'basic' | 'featured') {
  const { transport } = fakePlatform()
  const block = { type: 'bucket', id: 'row-1', bucketId: 'trending', rowTypeData: { rowType } } as never
  const ctx = { platform: createPlatformClient(transport), searchParams: new URLSearchParams() } as never
  return (await loadBucket(block, ctx)).bucket
}

const withoutArtwork = ({ thumbnailUrl: _t, posterUrl: _p, titleImageUrl: _i, ...rest }: RowCard) => rest
const artworkOf = (c: RowCard) =>
  Object.keys(c)
    .filter((k) => k.endsWith('Url'))
    .sort()

describe('the next page of a row', () => {
  it('sends the same trimmed cards as the first page of a basic row, with every artwork field', async () => {
    const { status, body } = await nextPage(bucketResourcePath('trending', 'b'))
    expect(status).toBe(200)
    const first = (await firstPage('basic')).contentList
    expect(body.contentList.map(withoutArtwork)).toEqual(first.map(withoutArtwork))
    // the first page keeps the artwork its row shows, a next page all of it
    expect(first.map(artworkOf)).toEqual([['thumbnailUrl'], ['thumbnailUrl']])
    expect(body.contentList.map(artworkOf)).toEqual([
      ['posterUrl', 'thumbnailUrl', 'titleImageUrl'],
      ['posterUrl', 'thumbnailUrl', 'titleImageUrl'],
    ])
    // what a card shows, and nothing else: no description, genres or schedule
    expect(Object.keys(body.contentList[0]!).sort()).toEqual(
      [
        'accessLevel',
        'displayLiveBadge',
        'duration',
        'id',
        'posterUrl',
        'rating',
        'thumbnailUrl',
        'title',
        'titleImageUrl',
        'type',
        'year',
      ].sort(),
    )
    expect(body.paging).toEqual({ page: 1, lastSeen: 'b', moreDataAvailable: true, totalResults: 40 })
  })

  it('keeps descriptions for a featured row, as its first page does', async () => {
    const { body } = await nextPage(bucketResourcePath('trending', 'b', { rowType: 'featured' }))
    expect(body.contentList.map(withoutArtwork)).toEqual((await firstPage('featured')).contentList.map(withoutArtwork))
    expect(body.contentList[0]).toMatchObject({ description: 'A long description of a' })
    expect(body.contentList[0]).not.toHaveProperty('genres')
  })

  it('asks the platform for the row page size', async () => {
    const { asked } = await nextPage(bucketResourcePath('trending', 'b'))
    expect(asked[0]?.searchParams.get('rpp')).toBe('10')
    expect(asked[0]?.searchParams.get('lastSeen')).toBe('b')
  })

  it('refuses an unknown row type with 400', async () => {
    const { status } = await nextPage('/resources/bucket/trending?lastSeen=b&rowType=giant')
    expect(status).toBe(400)
  })
})
