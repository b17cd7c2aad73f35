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
  return { bucket, startedAt: lastSeen, previousCursor }
}
