/**
 * Composed pages, rendered in this order:
 *   read the page (published, or the draft in preview) → check its envelope → validate each block
 *   on its own → resolve its localised texts for the page's locale → start every block's loader at
 *   once → await the first rows, stream the rest.
 * One bad block never breaks a page: on a live page it is left out and logged with its id and the
 * validation errors; in preview it is shown as an error panel with the same messages.
 */
import { cmsValidators } from '#schemas/validate.ts'
import type { Block, DocumentKind } from '#schemas/index.ts'
import { loadBlock } from '#blocks/registry.server.ts'
import type { BlockLoadContext, BlockResult, RenderableBlock } from '#blocks/types.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { env } from '#app/env.server.ts'
import { localizeBlock, resolveText, type LocalizedText } from '#schemas/localize.ts'
import { localized, realmDefaultLocale, type TextLocale } from './localize.server.ts'
import { memoOnFrozen } from './frozen-memo.server.ts'

/** Rows awaited before the first byte (the hero and what is above the fold); the rest stream. */
export const CRITICAL_BLOCKS = 3

export interface ComposedPage {
  id: string
  kind: 'page' | 'section'
  title: string
  description?: string
  access?: 'public' | 'signedIn'
  version: number
  blocks: RenderableBlock[]
}

export interface LoadComposedPageOptions {
  kind: 'page' | 'section'
  id: string
  platform: PlatformClient
  searchParams: URLSearchParams
  preview: boolean
  /** The page's locale: localised texts (titles, taglines, button texts...) are resolved for it. English when left out. */
  locale?: string
  /**
   * Await every block: for documents that will not stream anyway (first visits, JavaScript off,
   * crawlers — see app/utils/streaming.ts), deferring would only add work.
   */
  awaitAll?: boolean
  /**
   * Who is looking: a guest's page asks the platform for nothing personal (no history to
   * continue). It may still be on its way: the page's document is read meanwhile. A published
   * page passes whether the request has a session at all, known at once, so a signed-in viewer's
   * history is asked together with the rest of the page's calls.
   */
  viewer?: { isGuest: boolean } | Promise<{ isGuest: boolean }>
}

export class PageNotFound extends Error {}

// A published page's blocks are the same frozen objects from request to request until the next
// publish (frozen-memo.server.ts): each is validated once, and localised once per language.
const checkEnvelope = memoOnFrozen((body: unknown) => cmsValidators().pageEnvelope(body))
const checkBlock = memoOnFrozen((block: unknown) => cmsValidators().block(block))
const localizedBlock = memoOnFrozen((block: unknown, languages: string) => {
  const [locale, defaultLocale] = languages.split(' ') as [string, string]
  return localizeBlock(block, locale, defaultLocale) as Block
})

export async function loadComposedPage(opts: LoadComposedPageOptions): Promise<ComposedPage> {
  // Rows and the realm's default language have fallbacks (a row's error state, English): their
  // calls get the shorter deadline, so one slow row cannot hold the page. The page itself cannot.
  const optional = opts.platform.optional()
  const [record, defaultLocale] = await Promise.all([
    opts.platform.getDocument<{
      id: string
      title: LocalizedText
      description?: LocalizedText
      access?: 'public' | 'signedIn'
      blocks: unknown[]
    }>(opts.kind as DocumentKind, opts.id, { draft: opts.preview }),
    realmDefaultLocale(optional),
  ])
  const text: TextLocale = { locale: opts.locale ?? 'en', defaultLocale }
  if (!record) throw new PageNotFound(`${opts.kind} ${opts.id} is not published`)
  const envelope = checkEnvelope(record.body, '')
  if (!envelope.ok) {
    logger.error({ event: 'cms.page.invalid', kind: opts.kind, id: opts.id, errors: envelope.errors })
    throw new PlatformError(502, 'INVALID_DOCUMENT', `The ${opts.kind} "${opts.id}" is not a valid document`, { errors: envelope.errors })
  }
  const page = record.body
  const ctx: BlockLoadContext = {
    // A block's loader may read a document too (a plugin block's plugin): it gets it resolved.
    platform: {
      getBucket: (...args) => optional.getBucket(...args),
      getContent: (...args) => optional.getContent(...args),
      getPlugin: async (...args) => {
        const plugin = await optional.getPlugin(...args)
        return plugin && localized('plugin', plugin, text)
      },
      // a guest keeps no history (the platform answers 401): nothing to continue
      getContinueWatching: async (...args) => {
        if ((await opts.viewer)?.isGuest) return null
        try {
          return (await optional.getContinueWatching(...args)).items
        } catch (error) {
          if (error instanceof PlatformError && error.status === 401) return null
          throw error
        }
      },
    },
    searchParams: opts.searchParams,
    preview: opts.preview,
    ownOrigin: env().publicOrigin,
  }

  const blocks: RenderableBlock[] = []
  const pending: Array<{ index: number; promise: Promise<BlockResult> }> = []
  for (const raw of page.blocks) {
    const rawBlock = raw as { id: string; type: string }
    const key = `${rawBlock.type}:${rawBlock.id}`
    const check = checkBlock(raw, '')
    if (!check.ok) {
      logger.warn({
        event: 'cms.block.invalid',
        page: `${opts.kind}/${opts.id}`,
        block: rawBlock.id,
        type: rawBlock.type,
        errors: check.errors,
      })
      if (opts.preview) blocks.push({ key, type: rawBlock.type, status: 'invalid', block: raw, errors: check.errors })
      continue
    }
    // Validated as stored; rendered with each localised text resolved for the page's locale.
    const block = localizedBlock(raw, `${text.locale} ${text.defaultLocale}`)
    // Every loader starts now, in parallel: page time follows the slowest row, not the sum.
    const promise = loadBlock(block, ctx, `${opts.kind}/${opts.id}`)
    pending.push({ index: blocks.length, promise })
    blocks.push({ key, type: block.type, status: 'deferred', block, data: promise })
  }

  // Await the first blocks; a missing or failing one is dropped on a live page.
  const critical = opts.awaitAll ? pending : pending.slice(0, CRITICAL_BLOCKS)
  const results = await Promise.all(critical.map((p) => p.promise))
  const dropped = new Set<number>()
  critical.forEach(({ index }, i) => {
    const result = results[i]!
    const entry = blocks[index]!
    if (entry.status !== 'deferred') return
    if (result.ok) {
      blocks[index] = { key: entry.key, type: entry.type, status: 'ready', block: entry.block, data: result.data }
    } else if (opts.preview || !result.notFound) {
      blocks[index] = { key: entry.key, type: entry.type, status: 'failed', block: entry.block, message: result.message }
    } else {
      dropped.add(index)
    }
  })

  return {
    id: page.id,
    kind: opts.kind,
    title: resolveText(page.title, text.locale, text.defaultLocale),
    description: resolveText(page.description, text.locale, text.defaultLocale),
    access: page.access,
    version: record.version,
    blocks: blocks.filter((_, i) => !dropped.has(i)),
  }
}
