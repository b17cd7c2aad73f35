import type { RenderableBlock } from '#blocks/types.ts'
import type { ComposedPage } from './composed-page.server.ts'

/** A composed page route's data, as its loader hands it to Remix. */
export interface PageRouteData {
  page: ComposedPage
  preview: boolean
}

/** The most pages remembered (one per page, locale and row paging asked for). */
const MOST = 200
const remembered = new Map<string, PageRouteData>()

/**
 * A guest's page data, shared between guests while nothing in it changed. The page is built
 * afresh on every request, but from the same objects: each block as the CMS published it, and its
 * rows as the catalogue answered them. When the page built now is made of the same objects as
 * the one remembered under `key`, the remembered data is handed out again: one frozen object,
 * which Remix then writes from the encoded form it remembered for it (the server runtime edit in
 * scripts/patch-dependencies.mjs) instead of encoding it again. A page with a block still
 * streaming, failed or invalid is never shared.
 */
export function guestPageData(key: string, page: ComposedPage): PageRouteData {
  if (!page.blocks.every((b) => b.status === 'ready')) return { page, preview: false }
  const last = remembered.get(key)
  if (last && samePage(last.page, page)) return last
  if (remembered.size >= MOST) remembered.clear()
  for (const block of page.blocks) Object.freeze(block)
  Object.freeze(page.blocks)
  const shared: PageRouteData = Object.freeze({ page: Object.freeze(page), preview: false })
  remembered.set(key, shared)
  return shared
}

function samePage(a: ComposedPage, b: ComposedPage): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  for (const k of keys) {
    if (k === 'blocks') continue
    if (a[k as keyof ComposedPage] !== b[k as keyof ComposedPage]) return false
  }
  return a.blocks.length === b.blocks.length && a.blocks.every((block, i) => sameBlock(block, b.blocks[i]!))
}

/** The same block with data made of the same values (each block's loader makes a new wrapper object). */
function sameBlock(a: RenderableBlock, b: RenderableBlock): boolean {
  if (a.status !== 'ready' || b.status !== 'ready') return false
  return a.key === b.key && a.type === b.type && a.block === b.block && sameMembers(a.data, b.data)
}

function sameMembers(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
}
