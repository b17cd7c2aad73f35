import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import {
  documentWithScriptsAfterFirstPaint,
  PRELOAD_SLICE_MS,
  scriptsAfterFirstPaint,
  starterScript,
} from './scripts-after-paint.server.ts'

const nonce = 'n0nce'
// What Remix's <Scripts> writes (single fetch), between the page's markup and the streamed data.
const before =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/build/css.css"/></head><body><main><a href="/home">Home é</a></main>'
const scripts =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  `<script nonce="${nonce}">window.__remixContext = {"state":{"loaderData":{}}};</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/build/manifest-C.js";\nimport * as route0 from "/build/root-D.js";\nimport("/build/entry.client-A.js");</script>`
const after = `<script nonce="${nonce}">window.__remixContext.streamController.enqueue("[{\\"type\\":\\"module\\"}]");</script><link rel="modulepreload" href="/later.js"/></body></html>`

const expected =
  before +
  '<link rel="x-deferred-modulepreload" href="/build/entry.client-A.js"/><link rel="x-deferred-modulepreload" href="/build/_shared/chunk-B.js"/>' +
  `<script nonce="${nonce}">window.__remixContext = {"state":{"loaderData":{}}};</script>` +
  `<script nonce="${nonce}" type="text/x-deferred-module" async="">import "/build/manifest-C.js";\nimport * as route0 from "/build/root-D.js";\nimport("/build/entry.client-A.js");</script>` +
  starterScript(nonce) +
  after

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint(nonce)))
}

describe('scriptsAfterFirstPaint', () => {
  const whole = Buffer.from(before + scripts + after)

  it('makes the preloads and the module script inert and adds the starter after them', async () => {
    expect(await run([whole])).toBe(expected)
  })

  it('gives the same bytes however the stream is cut, even inside a tag or a character', async () => {
    for (let cut = 1; cut < whole.length; cut++) {
      const out = await run([whole.subarray(0, cut), whole.subarray(cut)])
      if (out !== expected) expect({ cut, out }).toEqual({ cut, out: expected })
    }
  })

  it('gives the same bytes when every byte is its own chunk', async () => {
    expect(await run([...whole].map((byte) => Buffer.from([byte])))).toBe(expected)
  })

  it('leaves everything after the module script as it is (streamed rows and their scripts)', async () => {
    const out = await run([whole])
    expect(out.endsWith(after)).toBe(true)
    expect(out.match(/<link rel="x-deferred-modulepreload"/g)).toHaveLength(2)
  })

  it('changes nothing in a document without scripts', async () => {
    const plain = before + '</body></html>'
    expect(await run([Buffer.from(plain)])).toBe(plain)
  })

  it('writes a starter that parses, carries the nonce, and waits for the first contentful paint with a timer as fallback', () => {
    const starter = starterScript(nonce)
    expect(starter.startsWith(`<script nonce="${nonce}">`)).toBe(true)
    const body = starter.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(() => new Function(body)).not.toThrow()
    expect(body).toContain('first-contentful-paint')
    expect(body).toMatch(/setTimeout\(start,\d+\)/)
  })
})

/**
 * Runs the starter in a hidden tab (it starts at once there) against `count` preload links whose
 * relation costs `costMs` each on a clock of the test's own; answers the links set in each task.
 */
function startPreloads(count: number, costMs: (index: number) => number) {
  let now = 0
  const queue: Array<() => void> = []
  const tasks: number[][] = []
  let current: number[] = []
  const links = Array.from({ length: count }, (_, index) => ({
    set rel(value: string) {
      expect(value).toBe('modulepreload')
      now += costMs(index)
      current.push(index)
    },
  }))
  const document = {
    visibilityState: 'hidden',
    querySelectorAll: () => links,
    querySelector: () => null,
    addEventListener: () => {},
  }
  const body = starterScript(nonce)
    .replace(/^<script[^>]*>/, '')
    .replace(/<\/script>$/, '')
  const timers = (callback: () => void) => void queue.push(callback)
  const run = new Function('document', 'setTimeout', 'Date', body) as (d: unknown, t: unknown, c: unknown) => void
  run(document, timers, { now: () => now })
  tasks.push(current)
  while (queue.length > 0) {
    current = []
    queue.shift()!()
    if (current.length > 0) tasks.push(current)
  }
  return tasks
}

describe('the starter giving the preload links their relation back', () => {
  it('sets as many as fit in a few milliseconds per task, then lets the browser go on', () => {
    const tasks = startPreloads(39, () => 1)
    expect(tasks.flat()).toEqual(Array.from({ length: 39 }, (_, i) => i))
    for (const task of tasks) expect(task.length).toBeLessThanOrEqual(PRELOAD_SLICE_MS)
    expect(tasks.length).toBe(Math.ceil(39 / PRELOAD_SLICE_MS))
  })

  it('takes many cheap ones in one task, and one slow one alone', () => {
    expect(startPreloads(39, () => 0.05)).toHaveLength(1)
    const tasks = startPreloads(4, (i) => (i === 0 ? 9 : 0.1))
    expect(tasks).toEqual([[0], [1, 2, 3]])
  })

  it('does nothing when the page has no preload links', () => {
    expect(startPreloads(0, () => 1)).toEqual([[]])
  })
})

describe('documentWithScriptsAfterFirstPaint (a page rendered whole before it is sent)', () => {
  it('gives the same bytes as the stream', () => {
    expect(documentWithScriptsAfterFirstPaint(Buffer.from(before + scripts + after), nonce).toString()).toBe(expected)
  })

  it('changes nothing in a document without scripts, and keeps its last bytes', () => {
    const plain = before + '</body></html>'
    expect(documentWithScriptsAfterFirstPaint(Buffer.from(plain), nonce).toString()).toBe(plain)
  })

  it('keeps a module script cut short as it is (a render aborted inside it)', () => {
    const cut = before + scripts.slice(0, scripts.indexOf('import "/build/manifest'))
    const out = documentWithScriptsAfterFirstPaint(Buffer.from(cut), nonce).toString()
    expect(out).toContain('<link rel="x-deferred-modulepreload" href="/build/_shared/chunk-B.js"/>')
    expect(out.endsWith('type="module" async="">')).toBe(true)
  })
})
