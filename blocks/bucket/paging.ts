import type { RowPage } from '#app/platform/types.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

/** The row types whose pages differ in what a card carries (featured rows keep descriptions). */
export const ROW_TYPES = ['basic', 'featured', 'inline'] as const
export type RowType = (typeof ROW_TYPES)[number]

/** Query parameters of the no-JS paging state of one row. */
export const rowParam = (blockId: string) => `row.${blockId}`
export const prevParam = (blockId: string) => `prev.${blockId}`
/** The row's element id, so a no-JS paging link lands back on the row. */
export const rowAnchor = (blockId: string) => `row-${blockId}`

/**
 * The resource route that answers the next page of a bucket (app route BUCKET_PAGE):
 * GET /resources/bucket/:bucketId?lastSeen=<cursor>&rpp=10&rowType=basic → 200 RowPage JSON (cards trimmed as rows send them)
 * with the same trimmed cards as the row's first page. When it cannot answer it says so with an
 * error status and `{ "error": string }`: 400 for a bad query, the platform's own 4xx (an unknown
 * row), 503 when the platform fails. The row's fetcher reads any answer that is not a page as
 * "could not load more" and keeps what it shows; the page's error boundary is never reached.
 */
export function bucketResourcePath(bucketId: string, lastSeen: string, opts: { rowType?: RowType; rpp?: number } = {}): string {
  const query = new URLSearchParams({ lastSeen, rpp: String(opts.rpp ?? PAGE_SIZES.bucket), rowType: opts.rowType ?? 'basic' })
  return `/resources/bucket/${encodeURIComponent(bucketId)}?${query}`
}

export function isBucketPage(value: unknown): value is RowPage {
  if (typeof value !== 'object' || value === null) return false
  const page = value as Partial<RowPage>
  return Array.isArray(page.contentList) && typeof page.paging === 'object' && page.paging !== null
}
