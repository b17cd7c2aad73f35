/**
 * `scripts/patch-dependencies.mjs` edits Remix's server runtime so that a document whose every
 * route's loader data is a frozen object (and that has no action data or error) is encoded once:
 * the bytes are remembered under those objects, and the next document with the same objects gets
 * them again. It edits `<StreamTransfer>` (the server's copy) to write the data script's text
 * once for the same bytes.
 *
 * These tests use the installed (edited) files. They check that what is written is the same text
 * as turbo-stream's own encoding, that only frozen data is remembered, that data with a deferred
 * value, action data or an error is encoded every time, and that the data script is the same text
 * whether it was remembered or not.
 */
import { createRequire } from 'node:module'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { encodeDocumentData } from './single-fetch-encode.ts'

const require = createRequire(import.meta.url)
const turboStream = require(createRequire(require.resolve('@remix-run/server-runtime')).resolve('turbo-stream')) as {
  encode: (data: unknown) => ReadableStream<Uint8Array>
}
const { StreamTransfer } = require('@remix-run/react/dist/single-fetch.js') as { StreamTransfer: (props: object) => ReactNode }

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    chunks.push(value)
  }
}

const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('')
const encode = (data: unknown) => chunksOf(encodeDocumentData(data))

function rootData() {
  return Object.freeze({ locale: 'en', strings: Object.freeze({ 'nav.home': 'Home' }), viewer: Object.freeze({ isGuest: true, rol: [] }) })
}
function pageData() {
  const card = { id: 'the-salt-road', title: 'The Salt Road' }
  return Object.freeze({ page: Object.freeze({ id: 'home', blocks: [card, card] }), preview: false })
}
const documentOf = (loaderData: Record<string, unknown>) => ({ loaderData, actionData: null, errors: null })

describe('a document whose loader data is frozen', () => {
  it('is encoded once: the next document with the same objects gets the same bytes, and the same text as turbo-stream writes', async () => {
    const root = rootData()
    const page = pageData()
    const state = documentOf({ root, 'routes/home': page })
    const first = await encode(state)
    const second = await encode(documentOf({ root, 'routes/home': page }))
    expect(first).toHaveLength(1)
    expect(second).toHaveLength(1)
    // the very bytes of the first encoding, not a new encoding of the same text
    expect(second[0]).toBe(first[0])
    expect(text(second)).toBe(text(await chunksOf(turboStream.encode(state))))
  })

  it('is encoded again when a route has other data, or the same data under another route', async () => {
    const root = rootData()
    const page = pageData()
    const first = await encode(documentOf({ root, 'routes/home': page }))
    const otherPage = await encode(documentOf({ root, 'routes/home': pageData() }))
    expect(otherPage[0]).not.toBe(first[0])
    const otherRoute = await encode(documentOf({ root, 'routes/browse': page }))
    expect(otherRoute[0]).not.toBe(first[0])
    expect(text(otherRoute)).toContain('routes/browse')
  })

  it('is not remembered when a route data object is not frozen', async () => {
    const root = rootData()
    const page = { page: { id: 'home', blocks: [] }, preview: false }
    const first = await encode(documentOf({ root, 'routes/home': page }))
    const second = await encode(documentOf({ root, 'routes/home': page }))
    expect(second[0]).not.toBe(first[0])
    expect(text(second)).toBe(text(first))
  })

  it('is encoded every time when there is action data or an error', async () => {
    const root = rootData()
    const withAction = { loaderData: { root }, actionData: { ok: true }, errors: null }
    expect((await encode(withAction))[0]).not.toBe((await encode(withAction))[0])
    const withError = { loaderData: { root }, actionData: null, errors: { 'routes/home': { message: 'no' } } }
    expect((await encode(withError))[0]).not.toBe((await encode(withError))[0])
  })

  it('with a deferred value is streamed in its chunks each time and never remembered', async () => {
    const root = rootData()
    const later = Object.freeze({ rows: Promise.resolve(Object.freeze({ id: 'row' })) })
    const first = await encode(documentOf({ root, 'routes/home': later }))
    const second = await encode(documentOf({ root, 'routes/home': later }))
    expect(first.length).toBeGreaterThan(1)
    expect(second[0]).not.toBe(first[0])
    expect(text(second)).toBe(text(first))
    expect(text(second)).toContain('"row"')
  })
})

describe("the data script's text", () => {
  /** Renders StreamTransfer's first chunk from `bytes`, as the document does (it suspends until read). */
  async function script(bytes: Uint8Array) {
    const context = { renderMeta: { didRenderScripts: true } }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes)
        controller.close()
      },
    })
    const props = { context, identifier: 0, reader: stream.getReader(), textDecoder: new TextDecoder(), nonce: 'n' }
    try {
      StreamTransfer(props)
    } catch (pending) {
      await pending
    }
    return renderToString(createElement(StreamTransfer, props))
  }

  it('is written once for the same bytes, and is the same text either way', async () => {
    const bytes = new TextEncoder().encode('[{"_1":2},"a <script>","\u2028"]\n')
    const first = await script(bytes)
    expect(first).toContain('window.__remixContext.streamController.enqueue(')
    expect(first).toContain('\\u003cscript\\u003e')
    const stringify = vi.spyOn(JSON, 'stringify')
    try {
      const again = await script(bytes)
      expect(again).toBe(first)
      expect(stringify).not.toHaveBeenCalled()
      const copy = await script(bytes.slice())
      expect(copy).toBe(first)
      expect(stringify).toHaveBeenCalled()
    } finally {
      stringify.mockRestore()
    }
  })
})
