/**
 * A signed-in viewer's loader data is handed out as the same frozen objects while it is equal
 * (app/utils/remembered-while-equal.server.ts), so Remix writes it from the bytes it remembered
 * for them instead of encoding it again; anything the viewer changes gives new data at once.
 * Checked through the embedded platform, as the server runs it.
 */
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestState } from '#app/context.ts'
import { loadEnv } from '#app/env.server.ts'
import { EMBEDDED_DEADLINES } from '#app/platform/resilience.server.ts'
import { createPlatformClient, inProcessTransport, type PlatformTransport } from '#app/platform/client.server.ts'
import { startEmbeddedPlatform } from '../../server/platform.ts'
import { encodeDocumentData } from './single-fetch-encode.ts'

process.env.SESSION_SECRET ??= 'session-test-secret-that-is-long-enough-00'

let embedded: Awaited<ReturnType<typeof startEmbeddedPlatform>>
let transport: PlatformTransport
let context: () => AppLoadContext
let root: typeof import('#app/root.server.ts')
let pages: typeof import('#app/cms/page-route.server.ts')

/** A demo account's session cookie and a platform client acting for it. */
async function signIn(email: string, password: string) {
  const { commitTokens } = await import('#app/session.server.ts')
  const tokens = await createPlatformClient(transport).login(email, password)
  const cookie = (await commitTokens(new Request('http://marquee.test/'), tokens)).split(';')[0]!
  const client = createPlatformClient(transport, { accessToken: () => tokens.authorisationToken, refresh: async () => undefined })
  return { cookie, client }
}

beforeAll(async () => {
  embedded = await startEmbeddedPlatform(loadEnv({ ...process.env, DEMO: 'true', DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'error' }))
  transport = inProcessTransport(embedded!.platform, EMBEDDED_DEADLINES)
  context = () => ({ platform: transport, state: createRequestState('127.0.0.1') }) as unknown as AppLoadContext
  root = await import('#app/root.server.ts')
  pages = await import('#app/cms/page-route.server.ts')
}, 60_000)
afterAll(async () => {
  await embedded?.close()
})

const asViewer = (cookie: string, path = '/home') => new Request(`http://marquee.test${path}`, { headers: { cookie } })
const home = async (cookie: string, path = '/home') =>
  (await pages.composedPageLoader({ request: asViewer(cookie, path), context: context(), kind: 'page', id: 'home' })) as unknown as {
    data: unknown
  }

/** The favourite flags of a title's cards anywhere in the data. */
function favouriteFlags(data: unknown, id: string): unknown[] {
  const flags: unknown[] = []
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return
    if ((value as { id?: unknown }).id === id && 'favourite' in value) flags.push((value as { favourite: unknown }).favourite)
    Object.values(value).forEach(walk)
  }
  walk(data)
  return flags
}

describe("a signed-in viewer's loader data", () => {
  it('is the same frozen data while nothing changed, encoded once, and new data once a favourite is added', async () => {
    const viewer = await signIn('viewer@marquee.test', 'viewer-demo-2026')
    const favourites = await viewer.client.getFavourites({ rpp: 50 })
    const kept = new Set(favourites.items.map((item: { id: string }) => item.id))
    const first = await home(viewer.cookie)
    const firstRoot = await root.loadRootData(asViewer(viewer.cookie), context())
    expect(firstRoot.viewer.isGuest).toBe(false)
    expect(await root.loadRootData(asViewer(viewer.cookie), context())).toBe(firstRoot)
    expect(Object.isFrozen(firstRoot)).toBe(true)
    const second = await home(viewer.cookie)
    expect(second.data).toBe(first.data)
    expect(Object.isFrozen(first.data)).toBe(true)

    const document = async () => ({
      loaderData: { root: await root.loadRootData(asViewer(viewer.cookie), context()), 'routes/home': (await home(viewer.cookie)).data },
      actionData: null,
      errors: null,
    })
    const bytes = (
      await encodeDocumentData(await document())
        .getReader()
        .read()
    ).value
    expect(
      (
        await encodeDocumentData(await document())
          .getReader()
          .read()
      ).value,
    ).toBe(bytes)

    // a title on the home the viewer does not keep yet: adding it gives new data, with the flag set
    const title = ['the-salt-road', 'the-last-ferry-home'].find((id) => !kept.has(id) && favouriteFlags(first.data, id).length > 0)
    expect(title, 'a home title that is not a favourite').toBeDefined()
    expect(favouriteFlags(first.data, title!)).not.toContain(true)
    await viewer.client.addFavourite(title!)
    try {
      const after = await home(viewer.cookie)
      expect(after.data).not.toBe(first.data)
      expect(favouriteFlags(after.data, title!).length).toBeGreaterThan(0)
      expect(favouriteFlags(after.data, title!).every((flag) => flag === true)).toBe(true)
      // and the data from then on is the new one, shared again
      expect((await home(viewer.cookie)).data).toBe(after.data)
    } finally {
      await viewer.client.removeFavourite(title!)
    }
    const removed = await home(viewer.cookie)
    expect(favouriteFlags(removed.data, title!)).not.toContain(true)
  })

  it("is never another viewer's data, and a guest's is the guests' own", async () => {
    const viewer = await signIn('viewer@marquee.test', 'viewer-demo-2026')
    const mine = await home(viewer.cookie)
    const guest = (await pages.composedPageLoader({
      request: new Request('http://marquee.test/home'),
      context: context(),
      kind: 'page',
      id: 'home',
    })) as unknown as { data: unknown }
    expect(guest.data).not.toBe(mine.data)
    expect(favouriteFlags(guest.data, 'the-salt-road')).toEqual([])
    // a new session of the same account gets the same values, so the same data (it is compared, not trusted)
    const again = await signIn('viewer@marquee.test', 'viewer-demo-2026')
    expect((await home(again.cookie)).data).toBe(mine.data)
  })
})
