import type { ContentCard } from '#app/platform/types.ts'
import type { BlockLoader } from '../types.ts'
import { PAGE_SIZE, prevParam, rowParam } from './paging.ts'

/**
 * The row's page: the first one, or the one a no-JS visitor paged to (`?row.<id>=<cursor>`).
 * `prev.<id>` carries the cursor the previous page started at ('' = the first page).
 */
export const loadBucket: BlockLoader<'bucket'> = async (block, ctx) => {
  const lastSeen = ctx.searchParams.get(rowParam(block.id)) || null
  const previousCursor = lastSeen === null ? null : (ctx.searchParams.get(prevParam(block.id)) ?? '')
  const bucket = await ctx.platform.getBucket(block.bucketId, { rpp: PAGE_SIZE, lastSeen })
  const keepDescription = block.rowTypeData.rowType === 'featured'
  return {
    bucket: { ...bucket, contentList: bucket.contentList.map((item) => cardFields(item, keepDescription)) },
    startedAt: lastSeen,
    previousCursor,
  }
}

/**
 * Only what a card shows travels to the browser (the page's data is embedded in its HTML):
 * descriptions only for featured rows, no genres or schedule.
 */
export function cardFields(item: ContentCard, keepDescription: boolean): ContentCard {
  return { ...item, description: keepDescription ? item.description : '', genres: [], startDate: null, endDate: null }
}
