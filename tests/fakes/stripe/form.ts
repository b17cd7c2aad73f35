/**
 * Turns the form-encoded bodies and query strings the Stripe SDK sends (`card[number]=…`,
 * `metadata[plan]=…`, `expand[0]=…`) back into nested objects, so the fake's handlers read the
 * same shape the calling code passed to the SDK. Values stay strings: each endpoint decides what
 * is an integer or a boolean, as Stripe does.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

export class FormError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message)
  }
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

/** `a[b][0]` → `['a', 'b', '0']`; `a[]` → `['a', '']` (append). */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) throw new FormError(`Invalid parameter name: ${key}`, key)
  const path = [match[1]!]
  for (const part of match[2]!.matchAll(/\[([^[\]]*)\]/g)) path.push(part[1]!)
  for (const part of path) if (FORBIDDEN.has(part)) throw new FormError(`Invalid parameter name: ${key}`, key)
  return path
}

function isIndex(segment: string) {
  return segment === '' || /^\d+$/.test(segment)
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = splitKey(key)
    let node: FormObject | FormValue[] = root
    for (let i = 0; i < path.length; i++) {
      const segment = path[i]!
      const last = i === path.length - 1
      const next = path[i + 1]
      if (Array.isArray(node)) {
        if (!isIndex(segment)) throw new FormError(`Invalid array index in ${key}`, key)
        const index: number = segment === '' ? node.length : Number(segment)
        if (index > node.length) throw new FormError(`Invalid array index in ${key}`, key)
        if (last) {
          node[index] = value
          break
        }
        node[index] ??= isIndex(next!) ? [] : {}
        const child: FormValue = node[index]!
        if (typeof child === 'string') throw new FormError(`Conflicting values for ${key}`, key)
        node = child
      } else {
        if (segment === '') throw new FormError(`Invalid parameter name: ${key}`, key)
        if (last) {
          if (segment in node && typeof node[segment] !== 'string') throw new FormError(`Conflicting values for ${key}`, key)
          node[segment] = value
          break
        }
        node[segment] ??= isIndex(next!) ? [] : {}
        const child: FormValue = node[segment]!
        if (typeof child === 'string') throw new FormError(`Conflicting values for ${key}`, key)
        node = child
      }
    }
  }
  return root
}
