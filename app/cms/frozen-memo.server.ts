import { deepFreeze } from '#app/utils/deep-freeze.ts'

/**
 * What a page computes from a CMS document, kept for as long as the platform keeps the document.
 *
 * The embedded platform hands its answers to this process frozen all the way down
 * (platform/in-process.ts), and its CMS cache hands every request the same objects until a
 * publish replaces them. A result computed from such an object (a block's validation, its texts
 * resolved for a locale) cannot go stale: it is kept beside the object, per key, and goes when
 * the object goes. Nothing is kept for a value that is not frozen (a remote platform's answer, a
 * preview's draft read afresh): it is computed every time, as before.
 *
 * Results are frozen too, since later requests share them.
 */

/** `compute(value, key)`, remembered per frozen `value` and `key`. */
export function memoOnFrozen<V, R>(compute: (value: V, key: string) => R): (value: V, key: string) => R {
  const results = new WeakMap<object, Map<string, R>>()
  return (value, key) => {
    if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return compute(value, key)
    let byKey = results.get(value)
    if (!byKey) results.set(value, (byKey = new Map()))
    if (byKey.has(key)) return byKey.get(key)!
    const result = deepFreeze(compute(value, key))
    byKey.set(key, result)
    return result
  }
}
