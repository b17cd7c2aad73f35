// @vitest-environment node
/**
 * The PIN-reset mail's link (CONFIRM_RESET), against the real embedded platform: its post removes
 * the PIN and the page then names the profile once, from a cookie the answer set. The URL cannot
 * make the page say a PIN was removed.
 */
import { within } from '@testing-library/dom'
import { desc, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import { createRequestState } from '#app/context.ts'
import { createPlatformClient } from '#app/platform/client.server.ts'
import { mailOutbox } from '#platform/db/schema.ts'
import { serverRenderedPage, type RouteModule } from '#tests/setup/server-rendered-page.tsx'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'

process.env.SESSION_SECRET ??= 'confirm-reset-test-secret-long-enough-00'
process.env.DATA_DIR ??= 'memory://'

const embedded = embeddedPlatformForTests()

interface LoaderData {
  doneName: string | null
}
let route: RouteModule

beforeAll(async () => {
  route = (await import('#app/routes/confirm-reset.tsx')) as unknown as RouteModule
})
beforeEach(() => allowConsole('error', /useLayoutEffect does nothing on the server/))

const context = () => ({ platform: embedded.transport, state: createRequestState('127.0.0.1') })

async function load(path: string, cookie?: string | null) {
  const state = context()
  const data = (await route.loader({
    request: new Request(`http://app.test${path}`, cookie ? { headers: { cookie: cookie.split(';')[0]! } } : {}),
    context: state,
    params: {},
  })) as LoaderData
  return { data, cookies: state.state.cookies }
}

const render = (path: string, loaderData: unknown) =>
  within(serverRenderedPage({ locale: 'en', Page: route.default, path, routeId: 'confirm-reset', loaderData }).body)

/** A child profile with a PIN on the demo viewer's account, and the code its PIN-reset mail carries. */
async function pinResetCode(name: string) {
  const tokens = await createPlatformClient(embedded.transport).login('viewer@marquee.test', 'viewer-demo-2026')
  const client = createPlatformClient(embedded.transport, { accessToken: () => tokens.authorisationToken, refresh: async () => undefined })
  await client.createProfile({ name, type: 'CHILD', pin: '4821' })
  const profile = (await client.profiles()).profiles.find((p) => p.name === name)!
  await client.requestPinReset(profile.id)
  const [mail] = await embedded.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'PIN_RESET'))
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  return { profile, client, code: /\/confirm-reset\/([^\s"<?]+)/.exec(mail!.text)![1]! }
}

describe('the PIN-reset link', () => {
  it('removes the PIN, then names the profile once', async () => {
    const { profile, client, code } = await pinResetCode('Robin')
    const path = `/confirm-reset/${code}`
    const answer = (await route.action({
      request: new Request(`http://app.test${path}`, { method: 'POST', body: new URLSearchParams() }),
      context: context(),
      params: { code },
    })) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(path)
    expect((await client.profiles()).profiles.find((p) => p.id === profile.id)?.hasPin).toBe(false)

    const { data, cookies } = await load(path, answer.headers.get('set-cookie'))
    expect(data.doneName).toBe('Robin')
    expect(render(path, data).getByRole('status').textContent).toMatch(/Robin/)
    expect(cookies).toEqual([expect.stringMatching(/^__marquee_flash=;/)])
  })

  it('a link cannot say a PIN was removed', async () => {
    const { data, cookies } = await load('/confirm-reset/anything?removed=Your%20account%20is%20suspended')
    expect(data.doneName).toBeNull()
    expect(cookies).toEqual([])
    const screen = render('/confirm-reset/anything?removed=Your%20account%20is%20suspended', data)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText(/suspended/)).toBeNull()
    expect(screen.getByRole('button')).toBeTruthy()
  })
})
