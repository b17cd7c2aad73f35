import type { BucketPage, ContentCard, RowCard, RowPage } from '#app/platform/types.ts'
import type { BlockLoader } from '../types.ts'
import { prevParam, rowParam, type RowType } from './paging.ts'
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
  return { bucket: trimmedPage(bucket, block.rowTypeData.rowType), startedAt: lastSeen, previousCursor }
}

/**
 * A row's page as the browser gets it, the first page and every later one alike. A page the
 * embedded platform shares between callers (frozen: a guest's) is trimmed once per row type and
 * the result shared too (frozen), until the platform's page changes.
 */
export function trimmedPage(page: BucketPage, rowType: RowType): RowPage {
  return trimmedOnce(page, rowType === 'featured' ? 'featured' : 'other')
}

const trimmedOnce = memoOnFrozen((page: BucketPage, kind: string): RowPage => {
  const keepDescription = kind === 'featured'
  return Object.assign({}, page, { contentList: page.contentList.map((item) => cardFields(item, keepDescription)) })
})

/**
 * Only what a card shows travels to the browser (the page's data is embedded in its HTML, and
 * every field of every card is encoded into it): the description only for featured rows, no
 * genres or schedule.
 */
export function cardFields(item: ContentCard, keepDescription: boolean): RowCard {
  const card: RowCard = {
    id: item.id,
    type: item.type,
    title: item.title,
    duration: item.duration,
    year: item.year,
    rating: item.rating,
    thumbnailUrl: item.thumbnailUrl,
    posterUrl: item.posterUrl,
    titleImageUrl: item.titleImageUrl,
    displayLiveBadge: item.displayLiveBadge,
    accessLevel: item.accessLevel,
  }
  if (keepDescription && item.description) card.description = item.description
  if (item.favourite !== undefined) card.favourite = item.favourite
  return card
}
