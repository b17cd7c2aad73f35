import { BlockNotFoundError } from '#blocks/shared/errors.ts'
import type { BlockLoader } from '../types.ts'
import { memoOnFrozen } from '#app/cms/frozen-memo.server.ts'
import type { PluginDocument } from '#schemas/index.ts'
import { sandboxFor } from './sandbox.ts'

// kept beside the platform's frozen document, so every guest's page holds the same plugin object
const framed = memoOnFrozen((plugin: PluginDocument, ownOrigin: string) => ({ ...plugin, sandbox: sandboxFor(plugin, ownOrigin) }))

/**
 * The plugin document (its draft in preview), with the sandbox its frame gets. A deleted plugin is
 * a not-found block, not a crash.
 */
export const loadPlugin: BlockLoader<'plugin'> = async (block, ctx) => {
  const plugin = await ctx.platform.getPlugin(block.pluginId, { draft: ctx.preview })
  if (!plugin) throw new BlockNotFoundError('Plugin', block.pluginId)
  return { plugin: framed(plugin, ctx.ownOrigin) }
}
