/**
 * Server loaders of the block registry: each fetches one block's data from the platform.
 * `loadBlock` runs the right one.
 */
import type { Block, BlockType } from '#schemas/index.ts'
import type { BlockLoadContext, BlockLoader, BlockResult } from './types.ts'
import { loadHero } from './hero/hero.server.ts'
import { loadBucket } from './bucket/bucket.server.ts'
import { loadPlugin } from './plugin/plugin.server.ts'
import { loadButtons } from './buttons/buttons.server.ts'
import { loadContinueWatching } from './continue-watching/continue-watching.server.ts'
import { isBlockNotFoundError } from './shared/errors.ts'
import { logger } from '#app/utils/logger.server.ts'

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
      return Promise.reject(new Error(`Unknown block type ${(unknown as { type?: unknown }).type}`))
    }
  }
}

/** A platform answer of 404 (PlatformError carries `status`), or a block's own "not found". */
function isNotFound(error: unknown): boolean {
  return isBlockNotFoundError(error) || (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404)
}

/**
 * The one runner of block loaders: one block's data as a BlockResult, `{ ok: true, data }` or
 * `{ ok: false, message, notFound }`; it never throws, so one failing row never fails a page.
 * A failure is logged with the page it was on (`where`). The message is for the preview's error
 * panel: a block's own "not found" says what is missing; any other failure says only that the
 * platform did not answer, never the platform's own words.
 */
export async function loadBlock(block: Block, ctx: BlockLoadContext, where = ''): Promise<BlockResult> {
  try {
    return { ok: true, data: await runLoader(block, ctx) }
  } catch (error) {
    const notFound = isNotFound(error)
    const raw = error instanceof Error ? error.message : String(error)
    logger.warn({
      event: 'cms.block.load_failed',
      page: where,
      block: (block as { id?: string }).id,
      type: block.type,
      notFound,
      message: raw,
    })
    return { ok: false, notFound, message: notFound ? raw : FAILED_BLOCK_MESSAGE }
  }
}

/** What a preview shows for a block whose platform call failed. */
export const FAILED_BLOCK_MESSAGE = 'The platform did not answer for this block.'
