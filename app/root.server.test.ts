/**
 * What a signed-in viewer's page asks the platform first: the root's settings, labels and saved
 * preferences, and a published page's document, go out together with the question of who the
 * viewer is (so the platform checks the session once for all of them, not once per stage); a
 * session that turns out to be over leaves a guest page without preferences; a preview still
 * waits to know it is an editor's.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppLoadContext } from '@remix-run/node'
import { createRequestState } from '#app/context.ts'
import { DEFAULT_PREFERENCES } from '#schemas/preferences.ts'

process.env.SESSION_SECRET ??= 'session-test-secret-that-is-long-enough-00'
process.env.DATA_DIR ??= 'memory://'

let root: typeof import('./root.server.ts')
let pages: typeof import('./cms/page-route.server.ts')
let session: typeof import('./session.server.ts')
beforeAll(async () => {
  root = await import('./root.server.ts')
  pages = await import('./cms/page-route.server.ts')
  session = await import('./session.server.ts')
})

const viewer = { id: 'acc-1', loc: 'en', rol: ['viewer'], isGuest: false, pro: null, name: 'Vera Viewer' }
const saved = { ...DEFAULT_PREFERENCES, muted: false, subTitleLanguage: 'es' }

/**
 * A platform that holds its answer to "who is this?" until each of `together` has been asked
 * for (or 300 ms have passed), recording the order of what it was asked and answered. Documents
 * other than the settings are not found.
 */
function platform({
  signedIn,
  together,
  expired = false,
  me = viewer,
}: {
  signedIn: boolean
  together: string[]
  expired?: boolean
  me?: object
}) {
  const events: string[] = []
  const waiting = new Set(together)
  let allAsked: () => void = () => {}
  const asked = new Promise<void>((resolve) => (allAsked = resolve))
  const ask = (what: string) => {
    events.push(`${what} asked`)
    waiting.delete(what)
    if (waiting.size === 0) allAsked()
  }
  const over = () => Response.json({ message: 'session over' }, { status: 401 })
  const transport = {
    baseUrl: 'http://embedded',
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/token/refresh')) {
        events.push('refresh')
        return expired ? Response.json({ authorisationToken: 'fresh', refreshToken: 'refresh-2' }) : over()
      }
      // an expired access token is refused whatever it asks for
      if (expired && request.headers.get('authorization') === 'Bearer access') return over()
      if (path.endsWith('/user/me')) {
        events.push('me asked')
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 300))])
        events.push('me answered')
        return signedIn ? Response.json(me) : over()
      }
      if (path.endsWith('/user/preferences')) {
        ask('preferences')
        return signedIn ? Response.json(saved) : over()
      }
      if (path.endsWith('/cms/settings')) ask('settings')
      else if (path.endsWith('/label')) ask('labels')
      else if (path.includes('/cms/documents/page/')) ask('page')
      // the settings and labels fall back to the product's own; the page is not found
      return Response.json({ message: 'not here' }, { status: 404 })
    },
  }
  return { transport, events }
}

async function signedInRequest(path: string) {
  const cookie = (
    await session.commitTokens(new Request('http://marquee.test/login'), { authorisationToken: 'access', refreshToken: 'refresh' })
  ).split(';')[0]!
  return new Request(`http://marquee.test${path}`, { headers: { cookie } })
}

const asked = (events: string[], what: string) => events.indexOf(`${what} asked`)

describe('a signed-in page asks the platform', () => {
  it('for the settings, labels and saved preferences before the platform has said who the viewer is', async () => {
    const { transport, events } = platform({ signedIn: true, together: ['settings', 'labels', 'preferences'] })
    const context = { platform: transport, state: createRequestState() } as unknown as AppLoadContext
    const data = await root.loadRootData(await signedInRequest('/home'), context)
    for (const what of ['settings', 'labels', 'preferences']) {
      expect(asked(events, what), what).toBeGreaterThanOrEqual(0)
      expect(asked(events, what), what).toBeLessThan(events.indexOf('me answered'))
    }
    expect(data.viewer).toEqual({ isGuest: false, name: 'Vera Viewer', rol: ['viewer'] })
    expect(data.preferences).toEqual(saved)
  })

  it('names the chosen profile in the header, else the account holder', async () => {
    const me = { ...viewer, pro: 'profile-2', tp: 'CHILD', profileName: 'Kids' }
    const { transport } = platform({ signedIn: true, together: [], me })
    const context = { platform: transport, state: createRequestState() } as unknown as AppLoadContext
    expect((await root.loadRootData(await signedInRequest('/home'), context)).viewer).toEqual({
      isGuest: false,
      name: 'Kids',
      rol: ['viewer'],
    })
  })

  it('for a published page’s document before the platform has said who the viewer is; a preview waits', async () => {
    const { transport, events } = platform({ signedIn: true, together: ['page'] })
    const context = { platform: transport, state: createRequestState() } as unknown as AppLoadContext
    const request = await signedInRequest('/home')
    const published = await pages.composedPageLoader({ request, context, kind: 'page', id: 'home' }).catch((e: unknown) => e)
    expect((published as Response).status).toBe(404)
    expect(asked(events, 'page')).toBeGreaterThanOrEqual(0)
    expect(asked(events, 'page')).toBeLessThan(events.indexOf('me answered'))

    // a preview is for editors: the viewer is known before any draft is asked for
    const preview = platform({ signedIn: true, together: ['page'] })
    const previewContext = { platform: preview.transport, state: createRequestState() } as unknown as AppLoadContext
    const refused = await pages
      .composedPageLoader({ request, context: previewContext, kind: 'page', id: 'home', preview: true })
      .catch((e: unknown) => e)
    expect((refused as Response).status).toBe(403)
    expect(preview.events).toEqual(['me asked', 'me answered'])
  })

  it('with an expired access token: the calls it starts together refresh it once, and the cookie is set once', async () => {
    const { transport, events } = platform({ signedIn: true, together: ['settings', 'labels', 'preferences', 'page'], expired: true })
    const context = { platform: transport, state: createRequestState() } as unknown as AppLoadContext
    const request = await signedInRequest('/home')
    const [data] = await Promise.all([
      root.loadRootData(request, context),
      pages.composedPageLoader({ request, context, kind: 'page', id: 'home' }).catch((e: unknown) => e),
    ])
    expect(data.viewer.isGuest).toBe(false)
    expect(data.preferences).toEqual(saved)
    expect(events.filter((e) => e === 'refresh')).toHaveLength(1)
    expect(context.state.cookies).toHaveLength(1)
    expect(
      await session.destroySession(new Request('http://marquee.test/', { headers: { cookie: context.state.cookies[0]!.split(';')[0]! } })),
    ).toMatchObject({
      refreshToken: 'refresh-2',
    })
  })

  it('and a session that turns out to be over gives a guest page without preferences', async () => {
    const { transport } = platform({ signedIn: false, together: ['preferences'] })
    const context = { platform: transport, state: createRequestState() } as unknown as AppLoadContext
    const data = await root.loadRootData(await signedInRequest('/home'), context)
    expect(data.viewer.isGuest).toBe(true)
    expect(data.preferences).toBeNull()
  })
})
