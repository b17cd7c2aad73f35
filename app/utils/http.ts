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

const SAME_ORIGIN = 'http://same.origin'

/**
 * Only same-origin paths are followed as redirect targets (from, redirectTo, entryPage):
 * "/home?x=1" yes; "//evil.example", "https://evil.example", "/\\evil", "javascript:" no.
 *
 * The check is made on what is returned, after the URL parser has normalised it: "/.//evil.example"
 * is a harmless-looking input whose normalised path is "//evil.example", which a browser reads as
 * another host. The normalised path is refused when it (or its percent-decoded form, as a proxy or
 * another server may decode it once more) starts with two slashes or a backslash, or holds a
 * backslash or a control character anywhere.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback
  const value = target.trim()
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return fallback
  try {
    const url = new URL(value, SAME_ORIGIN)
    if (url.origin !== SAME_ORIGIN) return fallback
    if (!isPlainPath(url.pathname)) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/** A normalised pathname that stays on this origin as it is and once or twice percent-decoded. */
function isPlainPath(path: string): boolean {
  let current = path
  for (let round = 0; round < 3; round += 1) {
    if (!current.startsWith('/') || current.startsWith('//') || UNSAFE_CHARACTERS.test(current)) return false
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return false
    }
    if (decoded === current) return true
    current = decoded
  }
  return false
}

/** Throw a Response with a status when a condition fails: a missing thing is a 404, not a crash. */
export function invariantResponse(condition: unknown, message: string, init: ResponseInit = { status: 400 }): asserts condition {
  if (!condition)
    throw new Response(message, { ...init, headers: { 'content-type': 'text/plain; charset=utf-8', ...(init.headers ?? {}) } })
}
