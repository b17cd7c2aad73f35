import type { BlockLoader } from '../types.ts'

/** The catalogue item the buttons act on (its link, title and access level), if the block names one. */
export const loadButtons: BlockLoader<'buttons'> = async (block, ctx) => {
  if (!block.contentId) return { content: null }
  return { content: await ctx.platform.getContent(block.contentId) }
}
