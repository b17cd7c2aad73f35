/** Cache policies. Guest pages may sit on a CDN; anything personal or editorial never does. */
export const cachePolicy = {
  /** Guest pages: a CDN keeps them briefly and serves stale while it refreshes. */
  guest: 'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
  /** Signed-in pages: the browser may keep them, shared caches may not. */
  personal: 'private, max-age=0, must-revalidate',
  /** Drafts, previews, forms with secrets. */
  none: 'private, no-store',
} as const

/**
 * Merge parent and child Cache-Control conservatively: the most private policy wins.
 * Used by route `headers` exports.
 */
export function mergeCacheControl(...values: Array<string | null | undefined>): string {
  const present = values.filter((v): v is string => Boolean(v))
  if (present.some((v) => v.includes('no-store'))) return cachePolicy.none
  if (present.some((v) => v.includes('private'))) return cachePolicy.personal
  return present[present.length - 1] ?? cachePolicy.personal
}

/**
 * Only same-origin paths are followed as redirect targets (from, redirectTo, entryPage):
 * "/home?x=1" yes; "//evil.example", "https://evil.example", "/\\evil", "javascript:" no.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback
  const value = target.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}

/** Throw a Response with a status when a condition fails: a missing thing is a 404, not a crash. */
export function invariantResponse(condition: unknown, message: string, init: ResponseInit = { status: 400 }): asserts condition {
  if (!condition) throw new Response(message, { ...init, headers: { 'content-type': 'text/plain; charset=utf-8', ...(init.headers ?? {}) } })
}
