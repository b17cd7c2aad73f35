/**
 * React 18.3's Node streaming renderer fills 2 kB views with encoded text. When the next
 * character needed more bytes than a view had left, it sent the whole view, unwritten zero bytes
 * included: a NUL landed in the page before that character. `scripts/patch-dependencies.mjs`
 * makes it send only the bytes written. These tests stream texts whose multi-byte characters
 * fall on every offset around a view's end, through both builds of the renderer (production, as
 * the server runs it, and development, as the tests do), and compare the bytes with the
 * non-streaming renderer's output.
 *
 * The production build is also edited to gather each flush's output as one string and write it
 * once (in pieces of under 64 Ki characters for a long page), instead of encoding every small
 * piece into those views (about a seventh of a page's CPU): the last tests count its writes and
 * their sizes, and check that a boundary which resolves later still arrives after the shell, with
 * the same bytes as the unedited development build.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createElement, Suspense, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
// The package's exports map hides its build files: reach them through its directory.
const reactDomServer = (build: string) =>
  path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', `react-dom-server.node.${build}.js`)

type Streaming = typeof import('react-dom/server').renderToPipeableStream

const builds: Array<[string, Streaming]> = [
  ['production', require(reactDomServer('production.min')).renderToPipeableStream as Streaming],
  ['development', require(reactDomServer('development')).renderToPipeableStream as Streaming],
]

/** The chunks `render` writes; `piped` runs once the renderer has started writing to the sink. */
function streamed(render: Streaming, element: ReactElement, ready: 'onAllReady' | 'onShellReady' = 'onAllReady', piped?: () => void) {
  return new Promise<Buffer[]>((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
      final(done) {
        resolve(chunks)
        done()
      },
    })
    const { pipe } = render(element, {
      [ready]: () => {
        pipe(sink)
        piped?.()
      },
      onShellError: reject,
      onError: reject,
    })
  })
}

async function stream(render: Streaming, element: ReactElement): Promise<Buffer> {
  return Buffer.concat(await streamed(render, element))
}

/**
 * A page of short texts dense with two- and three-byte characters (a text longer than a third of
 * a view is encoded apart, so only short ones meet a view's end), in attributes and in text, with
 * lengths that vary so that view ends fall on every byte of a character.
 */
function page() {
  const chars = ['·', 'é', 'ã', '€']
  const items = Array.from({ length: 1000 }, (_, i) => {
    const char = chars[i % chars.length]!
    return createElement(
      'li',
      { key: i, title: `${'t'.repeat(i % 7)}${char.repeat(5)}` },
      `${'x'.repeat(i % 3)}${char.repeat(3 + (i % 5))}`,
    )
  })
  return createElement('ul', null, items)
}

describe("React's streaming renderer", () => {
  for (const [name, render] of builds) {
    it(`(${name} build) writes no NUL byte where a multi-byte character meets the end of a 2 kB view`, async () => {
      const element = page()
      const bytes = await stream(render, element)
      expect(bytes.length).toBeGreaterThan(20 * 2048)
      expect(bytes.indexOf(0)).toBe(-1)
      expect(bytes.toString('utf8')).toBe(renderToString(element))
    })
  }
})

/** A shell with a boundary whose content arrives after the shell has been written. */
function later(release: Promise<void>) {
  let ready = false
  void release.then(() => (ready = true))
  function Late() {
    if (!ready) throw release
    return createElement('p', null, 'arrived · later')
  }
  return createElement(
    'main',
    null,
    createElement('h1', null, 'shell'),
    createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Late)),
  )
}

describe("React's streaming renderer in production", () => {
  const production = builds[0]![1]
  const development = builds[1]![1]

  it('writes a page rendered at once in one write, not one per 2 kB', async () => {
    const element = page()
    const chunks = await streamed(production, element)
    expect(chunks).toHaveLength(1)
    expect(Buffer.concat(chunks).toString('utf8')).toBe(renderToString(element))
  })

  it('writes a long page in pieces V8 keeps with its other strings (none over 64 Ki characters)', async () => {
    // A flattened string of more than 128 KiB goes to V8's large-object space, which made
    // writing a whole home page as one string several times slower than writing it in pieces.
    // This page is about 224,000 characters, with two-byte ones among them.
    const element = createElement('div', null, ...Array.from({ length: 7 }, page))
    const chunks = await streamed(production, element)
    const texts = chunks.map((chunk) => chunk.toString('utf8'))
    expect(texts.join('').length).toBeGreaterThan(3 * 65_536)
    expect(chunks.length).toBeLessThanOrEqual(5)
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(65_536)
    expect(texts.join('')).toBe(renderToString(element))
  })

  it('writes a boundary that resolves later after the shell, as the unedited renderer does', async () => {
    let release!: () => void
    const gate = () => new Promise<void>((resolve) => (release = resolve))
    // the late content is let go only once the shell has been written
    const shellFirst = (render: Streaming) => streamed(render, later(gate()), 'onShellReady', () => release())
    const edited = await shellFirst(production)
    const unedited = await shellFirst(development)
    expect(edited.length).toBeGreaterThanOrEqual(2)
    expect(edited[0]!.toString('utf8')).toContain('waiting')
    expect(edited[0]!.toString('utf8')).not.toContain('arrived')
    expect(Buffer.concat(edited).toString('utf8')).toContain('arrived · later')
    expect(Buffer.concat(edited).toString('utf8')).toBe(Buffer.concat(unedited).toString('utf8'))
  })
})
