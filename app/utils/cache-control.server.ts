/**
 * Reading a Cache-Control header as a shared cache does: the guest page cache (server/page-cache.ts)
 * and the platform read cache (app/platform/shared-reads.server.ts) keep only what it allows.
 */

/** How long a shared cache may keep an answer, from its Cache-Control; null when it may not. */
export function sharedFreshness(cacheControl: string | null): { freshMs: number; staleMs: number } | null {
  if (!cacheControl) return null
  const directives = new Map<string, string | true>()
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=')
    if (name) directives.set(name, value === undefined ? true : value.replace(/"/g, ''))
  }
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null
  const seconds = (name: string) => {
    const value = directives.get(name)
    const n = typeof value === 'string' ? Number.parseInt(value, 10) : NaN
    return Number.isFinite(n) && n > 0 ? n : 0
  }
  const fresh = directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age')
  if (fresh <= 0) return null
  return { freshMs: fresh * 1000, staleMs: seconds('stale-while-revalidate') * 1000 }
}
