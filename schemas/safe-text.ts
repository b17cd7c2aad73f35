/**
 * The one definition of text the product refuses at its input boundaries (the platform's, and the
 * web server's in front of Remix): a NUL, which Postgres text cannot store, and half of a UTF-16
 * surrogate pair, which has no UTF-8 form. Both boundaries also refuse percent-escapes that do not
 * decode to UTF-8.
 */

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a string holds a NUL or an unpaired surrogate. */
export const isUnsafeText = (value: string) => UNSAFE_TEXT.test(value)

/**
 * How deep a JSON body may nest. No call of the product nests more than a dozen levels (a CMS page
 * is the deepest); a body nested thousands deep would exhaust the stack of every recursive walk
 * over it (this file's, zod's, ajv's), which answered 500.
 */
export const MAX_JSON_DEPTH = 64

/** Whether a parsed JSON value nests arrays and objects deeper than `max` levels (walked without recursion). */
export function jsonTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (!item || typeof item !== 'object') continue
    if (depth >= max) return true
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}

/** The JSON pointer of the first unsafe string (or key) in a parsed JSON value; null when there is none. Check `jsonTooDeep` first. */
export function unsafeTextPointer(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? pointer || '/' : null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unsafeTextPointer(value[i], `${pointer}/${i}`)
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
      if (isUnsafeText(key)) return here
      const found = unsafeTextPointer(item, here)
      if (found) return found
    }
  }
  return null
}

/**
 * The decoded names and values of a urlencoded text (a query without its `?`, or a form body),
 * decoding strictly: a broken or non-UTF-8 percent-escape gives null, where URLSearchParams would
 * quietly put in U+FFFD.
 */
export function decodedFormTexts(text: string): string[] | null {
  const texts: string[] = []
  try {
    for (const pair of text.split('&')) {
      for (const part of pair.split('=')) texts.push(decodeURIComponent(part.replaceAll('+', ' ')))
    }
  } catch {
    return null
  }
  return texts
}

/** The decoded texts of a URL's path and query, decoded strictly (null when an escape is broken). */
export function decodedUrlTexts(url: URL): string[] | null {
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  const query = url.search ? decodedFormTexts(url.search.slice(1)) : []
  return query && [path, ...query]
}
