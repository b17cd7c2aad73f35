import type { BlockLoader } from '../types.ts'

/** The animated background's entity (a VOD or LIVE item), for its live badge and, later, the full player. */
export const loadHero: BlockLoader<'hero'> = async (block, ctx) => {
  const entity = block.background?.animatedBackground
  if (!entity) return { content: null }
  return { content: await ctx.platform.getContent(entity.entityId) }
}
