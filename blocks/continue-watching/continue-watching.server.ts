import type { BlockLoader } from '../types.ts'

/** How many titles the row shows when the editor set no maxItems. */
export const CONTINUE_WATCHING_DEFAULT_ITEMS = 12

/**
 * The viewer's titles to continue (the platform keeps only those between 5 % and 95 % watched,
 * the latest watched first). A guest has no history: the row gets nothing and shows nothing.
 */
export const loadContinueWatching: BlockLoader<'continueWatching'> = async (block, ctx) => {
  const items = await ctx.platform.getContinueWatching?.({ rpp: block.maxItems ?? CONTINUE_WATCHING_DEFAULT_ITEMS })
  return items?.length ? { items } : nothingToContinue
}

/** The row's data when there is nothing to continue: one frozen object, so a guest's pages stay alike. */
const nothingToContinue = Object.freeze({ items: Object.freeze([]) as unknown as [] })
