/**
 * Remix writes a page's loader data with turbo-stream: `flatten` gives every distinct value an
 * index and writes each object as its members' indices. `scripts/patch-dependencies.mjs` edits
 * turbo-stream 2.4.1's server build so that a value written inside an object or an array gets its
 * index as a number (the published code made a one-element array for every repeated value, and
 * string-converted it) and a string, number or boolean is written without the object path: about
 * half of the encoding's CPU on the home's data.
 *
 * These tests take the installed (edited) file, undo the edits to get the published text back,
 * and check that both write exactly the same text for the same values: loader-like data with
 * shared and repeated values, every type turbo-stream knows, values Remix's plugins handle, and
 * the errors it throws.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { edits } from '../../scripts/patch-dependencies.mjs'

const require = createRequire(import.meta.url)
// the copy the server runtime loads (its CommonJS build)
const turboStreamDir = path.dirname(createRequire(require.resolve('@remix-run/server-runtime')).resolve('turbo-stream'))
const flattenFile = path.join(turboStreamDir, 'flatten.js')

type Flatten = (this: Encoder, input: unknown) => number | [number]
interface Encoder {
  deferred: Record<number, Promise<unknown>>
  index: number
  indices: Map<unknown, number>
  stringified: string[]
  plugins?: Array<(value: unknown) => unknown[] | undefined>
  postPlugins?: Array<(value: unknown) => unknown[] | undefined>
}

const ownEdits = edits.filter((edit) => edit.pkg === 'turbo-stream' && edit.file === 'dist/flatten.js')
const edited = readFileSync(flattenFile, 'utf8')
const published = ownEdits.reduce((source, edit) => source.split(edit.replace).join(edit.find), edited)

/** The module's `flatten`, from its source text, with its own `require('./utils.js')`. */
function load(source: string): Flatten {
  const module = { exports: {} as { flatten?: Flatten } }
  const localRequire = (id: string) => require(path.join(turboStreamDir, id))
  new Function('exports', 'require', 'module', source)(module.exports, localRequire, module)
  return module.exports.flatten!
}

const editedFlatten = load(edited)
const publishedFlatten = load(published)

// Remix's plugins (server-runtime's encodeViaTurboStream), in their shape: errors, error
// responses and redirects by a plugin; any other class instance by a post-plugin.
class ErrorResponseLike {
  constructor(
    public status: number,
    public data: unknown,
  ) {}
}
const REDIRECT = Symbol('redirect')
const remixPlugins = {
  plugins: [
    (value: unknown) => {
      if (value instanceof Error) return ['SanitizedError', value.name, value.message, undefined]
      if (value instanceof ErrorResponseLike) return ['ErrorResponse', value.data, value.status, 'Not Found']
      if (value && typeof value === 'object' && REDIRECT in value)
        return ['SingleFetchRedirect', (value as Record<symbol, unknown>)[REDIRECT]]
      return undefined
    },
  ],
  postPlugins: [
    (value: unknown) => {
      if (!value || typeof value !== 'object') return undefined
      return ['SingleFetchClassInstance', Object.fromEntries(Object.entries(value))]
    },
    () => ['SingleFetchFallback'],
  ],
}

/** What `flatten` writes for `input`: its answer and the encoder's texts, or the error it throws. */
function written(flatten: Flatten, input: unknown, plugins: Partial<Encoder> = {}) {
  const encoder: Encoder = { deferred: {}, index: 0, indices: new Map(), stringified: [], ...plugins }
  try {
    const id = flatten.call(encoder, input)
    return { id, text: `[${encoder.stringified.join(',')}]`, deferred: Object.keys(encoder.deferred), next: encoder.index }
  } catch (error) {
    return { threw: (error as Error).message }
  }
}

function expectSame(input: unknown, plugins: Partial<Encoder> = remixPlugins) {
  const expected = written(publishedFlatten, input, plugins)
  expect(written(editedFlatten, input, plugins)).toEqual(expected)
  return expected
}

/** A small deterministic generator, so a failure names the seed that shows it. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** Loader-like data: objects with repeated keys, strings and numbers, and values shared between places. */
function loaderLike(seed: number) {
  const next = random(seed)
  const shared: unknown[] = ['shared text', 7, { id: 'shared' }, [1, 2, 3]]
  const words = ['id', 'title', 'image', 'type', 'href', 'rating', 'year', 'duration', 'tags', 'en', 'es', '']
  const value = (depth: number): unknown => {
    const pick = Math.floor(next() * 11)
    if (depth > 4 || pick < 3) return words[Math.floor(next() * words.length)]
    if (pick === 3) return Math.floor(next() * 100) - 20
    if (pick === 4) return next() < 0.5
    if (pick === 5) return shared[Math.floor(next() * shared.length)]
    if (pick === 6) return next() < 0.5 ? null : undefined
    if (pick === 7) return Array.from({ length: Math.floor(next() * 5) }, () => value(depth + 1))
    const object: Record<string, unknown> = {}
    for (let i = Math.floor(next() * 6); i > 0; i--) object[words[Math.floor(next() * words.length)]!] = value(depth + 1)
    return object
  }
  return { loaderData: { root: value(0), home: Array.from({ length: 12 }, () => value(1)) }, actionData: null, errors: undefined }
}

describe("turbo-stream's flatten, as edited at install", () => {
  it('is edited in the installed package, and undoing the edits gives the published text back', () => {
    expect(ownEdits.length).toBeGreaterThan(0)
    for (const edit of ownEdits) {
      expect(edited.split(edit.replace)).toHaveLength(edit.count + 1)
      expect(published.split(edit.find)).toHaveLength(edit.count + 1)
    }
    expect(published).not.toContain('marqueeIndex')
    expect(edited).toContain('marqueeIndex')
  })

  it('writes loader-like data exactly as the published flatten does', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const out = expectSame(loaderLike(seed))
      expect(out.threw).toBeUndefined()
    }
  })

  it('writes repeated and shared values as references to their first index', () => {
    const card = { id: 'c1', title: 'The Salt Road', tags: ['drama', 'drama'] }
    const out = expectSame({ rows: [card, card, { ...card }], again: 'The Salt Road', zero: 0, one: 1 })
    expect(out.text).toContain('"The Salt Road"')
    expect(out.text!.split('"The Salt Road"')).toHaveLength(2)
  })

  it('writes every kind of value turbo-stream knows as the published flatten does', () => {
    const nullProto = Object.assign(Object.create(null) as object, { a: 1, b: 'x' })
    const sparse = [1, , 3] // eslint-disable-line no-sparse-arrays
    const values: unknown[] = [
      'text',
      '',
      'quotes " and \\ and \u2028 and é €',
      0,
      -0,
      1.5,
      -42,
      NaN,
      Infinity,
      -Infinity,
      true,
      false,
      null,
      undefined,
      10n,
      Symbol.for('marquee'),
      new Date(0),
      new URL('https://example.test/a?b=c'),
      /a+b/gi,
      new Set(['a', 1, 'a']),
      new Set(),
      new Map<unknown, unknown>([
        ['k', { v: 1 }],
        [1, 'one'],
      ]),
      new Map(),
      sparse,
      [],
      {},
      nullProto,
      new Error('went wrong'),
      new TypeError('wrong type'),
      new ErrorResponseLike(404, { message: 'Not found' }),
      { [REDIRECT]: { redirect: '/home', status: 302 } },
      new (class Programme {
        title = 'News at Ten'
      })(),
    ]
    for (const value of values) {
      expectSame(value)
      expectSame(value, {})
      expectSame({ first: value, second: value, list: [value, value] })
    }
  })

  it('keeps a promise as deferred data at its index', () => {
    const promise = Promise.resolve('later')
    const out = expectSame({ now: 'now', later: promise, again: promise })
    expect(out.deferred).toHaveLength(1)
  })

  it('writes a cycle through the top value and through an inner one as the published flatten does', () => {
    const top: Record<string, unknown> = { name: 'top' }
    top.self = top
    const inner: Record<string, unknown> = { name: 'inner' }
    inner.self = inner
    expectSame(top)
    expectSame({ inner })
  })

  it('throws where the published flatten throws', () => {
    const unencodable = [() => 1, Symbol('local'), { fn: () => 1 }, new (class Thing {})()]
    for (const value of unencodable) {
      const out = expectSame(value, {})
      expect(out.threw).toBeTruthy()
    }
  })
})
