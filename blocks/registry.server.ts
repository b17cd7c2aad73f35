/**
 * Server loaders of the block registry: each fetches one block's data from the platform.
 * `loadBlock` runs the right one and never throws, so one failing row never fails a page.
 */
import type { Block, BlockType } from '#schemas/index.ts'
import type { BlockLoadContext, BlockLoader, BlockResult } from './types.ts'
import { loadHero } from './hero/hero.server.ts'
import { loadBucket } from './bucket/bucket.server.ts'
import { loadPlugin } from './plugin/plugin.server.ts'
import { loadButtons } from './buttons/buttons.server.ts'
import { loadContinueWatching } from './continue-watching/continue-watching.server.ts'
import { isBlockNotFoundError } from './shared/errors.ts'

export const loaders = {
  hero: loadHero,
  bucket: loadBucket,
  plugin: loadPlugin,
  buttons: loadButtons,
  continueWatching: loadContinueWatching,
} satisfies { [T in BlockType]: BlockLoader<T> }

function runLoader(block: Block, ctx: BlockLoadContext): Promise<unknown> {
  switch (block.type) {
    case 'hero':
      return loaders.hero(block, ctx)
    case 'bucket':
      return loaders.bucket(block, ctx)
    case 'plugin':
      return loaders.plugin(block, ctx)
    case 'buttons':
      return loaders.buttons(block, ctx)
    case 'continueWatching':
      return loaders.continueWatching(block, ctx)
    default: {
      const unknown: never = block
      return Promise.reject(new Error(`No loader for block ${JSON.stringify(unknown)}`))
    }
  }
}

/** A platform answer of 404 (PlatformError carries `status`). */
function isNotFound(error: unknown): boolean {
  return isBlockNotFoundError(error) || (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404)
}

/**
 * One block's data as a BlockResult: `{ ok: true, data }`, or `{ ok: false, message, notFound? }`.
 * The message is for the preview's error panel and the server log, never for live pages.
 */
export async function loadBlock(block: Block, ctx: BlockLoadContext): Promise<BlockResult> {
  try {
    return { ok: true, data: await runLoader(block, ctx) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return isNotFound(error) ? { ok: false, message, notFound: true } : { ok: false, message }
  }
}
