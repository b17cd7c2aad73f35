import { BlockNotFoundError } from '#blocks/shared/errors.ts'
import type { BlockLoader } from '../types.ts'
import { sandboxFor } from './sandbox.ts'

/**
 * The plugin document (its draft in preview), with the sandbox its frame gets. A deleted plugin is
 * a not-found block, not a crash.
 */
export const loadPlugin: BlockLoader<'plugin'> = async (block, ctx) => {
  const plugin = await ctx.platform.getPlugin(block.pluginId, { draft: ctx.preview })
  if (!plugin) throw new BlockNotFoundError('Plugin', block.pluginId)
  return { plugin: { ...plugin, sandbox: sandboxFor(plugin, ctx.ownOrigin) } }
}
