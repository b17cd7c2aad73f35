/**
 * A guest's page is the same for every guest of a locale, and its loader data is the same
 * objects: the root's data and a composed page's data are handed out frozen and shared while the
 * platform's answers they were built from stay the same. Remix then writes the page's data from
 * the bytes it remembered for those objects (tests/unit/loader-data-memo.test.ts) instead of
 * encoding them again. Checked here through the embedded platform, as the server runs it.
 */
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestState } from '#app/context.ts'
import { loadEnv } from '#app/env.server.ts'
import { EMBEDDED_DEADLINES } from '#app/platform/resilience.server.ts'
import { inProcessTransport } from '#app/platform/client.server.ts'
import { startEmbeddedPlatform } from '../../server/platform.ts'
import { encodeDocumentData } from './single-fetch-encode.ts'

process.env.SESSION_SECRET ??= 'session-test-secret-that-is-long-enough-00'

let embedded: Awaited<ReturnType<typeof startEmbeddedPlatform>>
let context: () => AppLoadContext
let root: typeof import('#app/root.server.ts')
let pages: typeof import('#app/cms/page-route.server.ts')

beforeAll(async () => {
  embedded = await startEmbeddedPlatform(loadEnv({ ...process.env, DEMO: 'true', DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'error' }))
  const transport = inProcessTransport(embedded!.platform, EMBEDDED_DEADLINES)
  context = () => ({ platform: transport, state: createRequestState('127.0.0.1') }) as unknown as AppLoadContext
  root = await import('#app/root.server.ts')
  pages = await import('#app/cms/page-route.server.ts')
})
afterAll(async () => {
  await embedded?.close()
})

const guest = (path: string) => new Request(`http://marquee.test${path}`)
const home = async (path: string) =>
  (await pages.composedPageLoader({ request: guest(path), context: context(), kind: 'page', id: 'home' })) as unknown as { data: unknown }

async function firstChunk(data: unknown) {
  const reader = encodeDocumentData(data).getReader()
  const { value } = await reader.read()
  return value
}

describe("a guest's loader data", () => {
  it('is the same frozen root data for every guest of a locale, and other data for another locale', async () => {
    const first = await root.loadRootData(guest('/home'), context())
    const second = await root.loadRootData(guest('/home'), context())
    expect(second).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(first.viewer.isGuest).toBe(true)
    const spanish = await root.loadRootData(guest('/es/inicio'), context())
    expect(spanish).not.toBe(first)
    expect(spanish.locale).toBe('es')
    expect(await root.loadRootData(guest('/es/inicio'), context())).toBe(spanish)
  })

  it("is the same frozen page data for every guest, other data for another row page, and the page's data is encoded once", async () => {
    const first = await home('/home')
    const second = await home('/home')
    expect(second.data).toBe(first.data)
    expect(Object.isFrozen(first.data)).toBe(true)
    // every card in it is frozen, so the server builds each card's link once (card-links.server.ts)
    const cards: unknown[] = []
    const walk = (value: unknown) => {
      if (value === null || typeof value !== 'object') return
      if ('accessLevel' in value && 'title' in value) cards.push(value)
      Object.values(value).forEach(walk)
    }
    walk(first.data)
    expect(cards.length).toBeGreaterThan(50)
    expect(cards.filter((card) => !Object.isFrozen(card))).toEqual([])
    const paged = await home('/home?row-home-trending=10')
    expect(paged.data).not.toBe(first.data)

    const document = async () => ({
      loaderData: { root: await root.loadRootData(guest('/home'), context()), 'routes/home': (await home('/home')).data },
      actionData: null,
      errors: null,
    })
    const bytes = await firstChunk(await document())
    expect(await firstChunk(await document())).toBe(bytes)
  })
})
