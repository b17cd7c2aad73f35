/** What the editorial page loaders share beyond app/catalogue/request.server.ts. */
import { PlatformError } from '#app/platform/client.server.ts'

/** A 400 page for a query the platform refused (the same answer parseQuery gives for a malformed one). */
export function badQuery(what: string): Response {
  return new Response(`Invalid query parameter: ${what}`, { status: 400, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } })
}

/** Runs a platform call whose 400 means the visitor's query was wrong: that becomes a 400 page. */
export async function orBadQuery<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400) throw badQuery(what)
    throw error
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A real calendar day, YYYY-MM-DD ("2026-02-31" is not one). */
export function isDay(d: string): boolean {
  return DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d
}
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
