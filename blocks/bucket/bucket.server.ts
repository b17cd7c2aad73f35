import type { BucketPage, ContentCard, RowCard, RowPage } from '#app/platform/types.ts'
import type { BlockLoader } from '../types.ts'
import { prevParam, rowParam, type RowType } from './paging.ts'
import { artworkField, type RowArtwork } from './artwork.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { memoOnFrozen } from '#app/cms/frozen-memo.server.ts'

/**
 * The row's page: the first one, or the one a no-JS visitor paged to (`?row.<id>=<cursor>`).
 * `prev.<id>` carries the cursor the previous page started at ('' = the first page).
 */
export const loadBucket: BlockLoader<'bucket'> = async (block, ctx) => {
  const lastSeen = ctx.searchParams.get(rowParam(block.id)) || null
  const previousCursor = lastSeen === null ? null : (ctx.searchParams.get(prevParam(block.id)) ?? '')
  const bucket = await ctx.platform.getBucket(block.bucketId, { rpp: PAGE_SIZES.bucket, lastSeen })
  return { bucket: trimmedPage(bucket, block.rowTypeData), startedAt: lastSeen, previousCursor }
}

/**
 * What decides a row's cards: its type (featured rows keep descriptions) and how it shows artwork.
 * `allArtwork` keeps every artwork field: the next pages of a row (app/routes/resources.bucket.ts)
 * are asked for by bucket and row type alone, and are not embedded in a page's HTML.
 */
export interface RowShape extends RowArtwork {
  rowType: RowType
  allArtwork?: boolean
}

/**
 * A row's page as the browser gets it, the first page and every later one alike. A page the
 * embedded platform shares between callers (frozen: a guest's) is trimmed once per row shape and
 * the result shared too (frozen), until the platform's page changes.
 */
export function trimmedPage(page: BucketPage, row: RowShape): RowPage {
  const keepDescription = row.rowType === 'featured'
  const artwork: RowArtwork | 'all' = row.allArtwork
    ? 'all'
    : { displayPosters: row.displayPosters ?? false, playlistImageType: row.playlistImageType }
  const key = `${keepDescription}:${artwork === 'all' ? 'all' : `${artwork.displayPosters}:${artwork.playlistImageType ?? ''}`}`
  if (!shapes.has(key)) shapes.set(key, { keepDescription, artwork })
  return trimmedOnce(page, key)
}

/** Each shape a row page is trimmed to, by its key (a handful: row kind × artwork). */
const shapes = new Map<string, { keepDescription: boolean; artwork: RowArtwork | 'all' }>()

const trimmedOnce = memoOnFrozen((page: BucketPage, key: string): RowPage => {
  const { keepDescription, artwork } = shapes.get(key)!
  return Object.assign({}, page, { contentList: page.contentList.map((item) => cardFields(item, keepDescription, artwork)) })
})

/**
 * Only what a card shows travels to the browser (the page's data is embedded in its HTML, and
 * every field of every card is encoded into it): the one artwork field the row shows
 * (`artworkField`, or all three when asked), the description only for featured rows, no genres
 * or schedule.
 */
export function cardFields(item: ContentCard, keepDescription: boolean, row: RowArtwork | 'all'): RowCard {
  const card: RowCard = {
    id: item.id,
    type: item.type,
    title: item.title,
    duration: item.duration,
    year: item.year,
    rating: item.rating,
    displayLiveBadge: item.displayLiveBadge,
    accessLevel: item.accessLevel,
  }
  if (row === 'all') Object.assign(card, { thumbnailUrl: item.thumbnailUrl, posterUrl: item.posterUrl, titleImageUrl: item.titleImageUrl })
  else {
    const artwork = artworkField(item, row)
    card[artwork] = item[artwork]
  }
  if (keepDescription && item.description) card.description = item.description
  if (item.favourite !== undefined) card.favourite = item.favourite
  return card
}
