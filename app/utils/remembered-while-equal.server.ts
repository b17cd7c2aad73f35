/**
 * A signed-in viewer's route data, handed out as the same frozen object while it stays equal.
 *
 * Remix writes a document's loader data into its page with turbo-stream, and the server runtime
 * edit in scripts/patch-dependencies.mjs remembers that encoding under the route data objects when
 * every one of them is frozen. A guest's data is such an object, shared by every guest
 * (app/cms/guest-page.server.ts, app/root.server.ts). A signed-in viewer's is built afresh on every
 * request, because part of it is theirs alone (their favourites, their history, their name), so
 * it was encoded again every time: about a tenth of a signed-in home's server time.
 *
 * `rememberWhileEqual` keeps the last data built for each key (a viewer and a page) and, when the
 * data built now has the same values, hands out the kept object instead. Whether it does is
 * decided by comparing every value, never by time or by a version someone must remember to move:
 * a viewer who added a favourite a moment ago gets new data, because it is not equal. Most of it
 * is compared by reference only, since the embedded platform shares its frozen cards and rows
 * between answers, and what is built per request (a hero's favourite flag, the history row) is
 * small.
 *
 * Nothing that is not plain JSON-like data (a promise of a row still streaming, a Date, a class
 * instance) is ever kept: such data is returned as it is.
 */

import { deepFreeze } from './deep-freeze.ts'

/** Most kept entries: the viewers active in the last few moments, not every viewer there is. */
const DEFAULT_MOST = 500

export interface RememberWhileEqual<T> {
  (key: string, value: T): T
  /** how many entries are kept (for tests) */
  readonly size: number
}

export function rememberWhileEqual<T extends object>(most = DEFAULT_MOST): RememberWhileEqual<T> {
  const kept = new Map<string, T>()
  const remember = (key: string, value: T): T => {
    const last = kept.get(key)
    if (last !== undefined && equalData(last, value)) {
      // the most recently used entry goes last, so the least recently used one goes first
      kept.delete(key)
      kept.set(key, last)
      return last
    }
    if (!isPlainData(value)) {
      kept.delete(key)
      return value
    }
    deepFreeze(value)
    kept.delete(key)
    kept.set(key, value)
    if (kept.size > most) kept.delete(kept.keys().next().value!)
    return value
  }
  Object.defineProperty(remember, 'size', { get: () => kept.size })
  return remember as RememberWhileEqual<T>
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Whether two values of route data are equal, member for member (plain data only). */
export function equalData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!equalData(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !equalData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  }
  return true
}

/** Whether a value is made only of plain objects, arrays and primitives (no promise, date or function). */
function isPlainData(value: unknown, seen = new Set<object>()): boolean {
  if (value === null || value === undefined) return true
  const type = typeof value
  if (type === 'string' || type === 'number' || type === 'boolean') return true
  if (type !== 'object') return false
  const object = value as object
  if (seen.has(object)) return true
  seen.add(object)
  if (Array.isArray(object)) return object.every((item) => isPlainData(item, seen))
  if (!isPlainObject(object)) return false
  return Object.values(object).every((member) => isPlainData(member, seen))
}
