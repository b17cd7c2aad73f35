import type { BucketPage } from '#app/platform/types.ts'

/** Cards per page, on the server (first page, no-JS pages) and from the resource route. */
export const PAGE_SIZE = 10

/** Query parameters of the no-JS paging state of one row. */
export const rowParam = (blockId: string) => `row.${blockId}`
export const prevParam = (blockId: string) => `prev.${blockId}`
/** The row's element id, so a no-JS paging link lands back on the row. */
export const rowAnchor = (blockId: string) => `row-${blockId}`

/**
 * The resource route that answers the next page of a bucket (app route BUCKET_PAGE):
 * GET /resources/bucket/:bucketId?lastSeen=<cursor>&rpp=10 → 200 BucketPage JSON,
 * or 200 `{ "error": string }` when the platform fails (a non-2xx answer would reach the
 * route's error boundary through useFetcher).
 */
export function bucketResourcePath(bucketId: string, lastSeen: string, rpp = PAGE_SIZE): string {
  const query = new URLSearchParams({ lastSeen, rpp: String(rpp) })
  return `/resources/bucket/${encodeURIComponent(bucketId)}?${query}`
}

export function isBucketPage(value: unknown): value is BucketPage {
  if (typeof value !== 'object' || value === null) return false
  const page = value as Partial<BucketPage>
  return Array.isArray(page.contentList) && typeof page.paging === 'object' && page.paging !== null
}
