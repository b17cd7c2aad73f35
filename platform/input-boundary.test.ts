/**
 * The platform's input boundary (platform/http.ts inputBoundary) and the handler fixes the fuzz
 * found: each case here answered 5xx before (a NUL reached Postgres, a non-UUID reached a uuid
 * column, an empty update reached the database).
 */
import { describe, expect, it } from 'vitest'
import { testDrivers, useTestDatabase } from './test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn } from './test/helpers.ts'

describe.each(testDrivers)('input boundary on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  const platform = () => makePlatform(t.database, { exposeOutbox: true, logger: { info() {}, warn() {}, error() {} } })

  it.each([
    '/api/content/a%00b',
    '/api/v4/vod/%00',
    '/api/cms/documents/page/home%00',
    '/api/v4/fighters/x%00y',
    '/api/_dev/outbox?to=operator%40marquee.test%00',
    '/api/content-search?q=%00',
    '/api/v4/vod/%ED%A0%80',
    '/api/v4/vod/%E0%A4%A',
    '/api/v4/news?locale=%C0%AF',
  ])('GET %s answers 400 with a message before any query', async (path) => {
    const res = await call(platform(), 'GET', path)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) })
  })

  it.each([
    ['a NUL', 'Home\u0000page'],
    ['a lone high surrogate', 'Home \ud800'],
    ['a lone low surrogate', '\udc00 Home'],
  ])('a CMS draft with %s answers 422 with the pointer of the text, and stores nothing', async (_what, title) => {
    const p = platform()
    await createAccount(t.database, { email: 'editor@example.test', roles: ['editor'] })
    const editor = await signIn(p, 'editor@example.test')
    const res = await call(p, 'PUT', '/api/cms/admin/documents/page/boundary-test/draft', {
      token: editor,
      body: { id: 'boundary-test', title, blocks: [] },
    })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ pointer: '/title', message: expect.any(String) }] })
    expect((await call(p, 'GET', '/api/cms/admin/documents/page/boundary-test', { token: editor })).status).toBe(404)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])(
    'a JSON text labelled %j is not read as JSON: it cannot get past the checks, and nothing is stored',
    async (type) => {
      const p = platform()
      await createAccount(t.database, { email: 'editor@example.test', roles: ['editor'] })
      const editor = await signIn(p, 'editor@example.test')
      const res = await call(p, 'PUT', '/api/cms/admin/documents/page/boundary-test/draft', {
        token: editor,
        body: JSON.stringify({ id: 'boundary-test', title: 'Home\u0000page', blocks: [] }),
        headers: { 'content-type': type },
      })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect((await call(p, 'GET', '/api/cms/admin/documents/page/boundary-test', { token: editor })).status).toBe(404)
    },
  )

  it('a body over 1 MB is refused with 413 before it is read whole, with or without Content-Length', async () => {
    const p = platform()
    const huge = JSON.stringify({ id: `${'a'.repeat(2 * 1024 * 1024)}@example.test`, secret: 'x' })
    // streamed in (no Content-Length): counted as it arrives
    const streamed = await call(p, 'POST', '/api/login', { body: huge })
    expect(streamed.status).toBe(413)
    expect(streamed.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) })
    const declared = await call(p, 'POST', '/api/login', { body: huge, headers: { 'content-length': String(Buffer.byteLength(huge)) } })
    expect(declared.status).toBe(413)
    // a signed-in call too: nothing is created
    await createAccount(t.database, { email: 'big@example.test' })
    const token = await signIn(p, 'big@example.test')
    expect((await call(p, 'POST', '/api/v1/watchlists', { token, body: { name: 'x'.repeat(1024 * 1024 + 1) } })).status).toBe(413)
    expect((await call(p, 'GET', '/api/v1/watchlists', { token })).body.watchlists).toEqual([])
    // an ordinary body still passes
    expect((await call(p, 'POST', '/api/v1/watchlists', { token, body: { name: 'Fine' } })).status).toBe(201)
  })

  it('a JSON body nested thousands deep answers 400, not 500 (no walk over it runs out of stack)', async () => {
    const p = platform()
    await createAccount(t.database, { email: 'deep@example.test' })
    const token = await signIn(p, 'deep@example.test')
    const deep = `{"name":${'['.repeat(100_000)}1${']'.repeat(100_000)}}`
    const res = await call(p, 'POST', '/api/v1/watchlists', { token, body: deep })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('nests') })
    expect((await call(p, 'POST', '/api/login', { body: `{"id":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}` })).status).toBe(400)
    expect((await call(p, 'GET', '/api/v1/watchlists', { token })).body.watchlists).toEqual([])
  })

  it('a key with a NUL in a JSON body is refused too', async () => {
    const res = await call(platform(), 'POST', '/api/login', { body: { id: 'a@example.test', secret: 'x', ['lo\u0000cale']: 'en' } })
    expect(res.status).toBe(422)
    expect(res.body.errors[0].pointer).toBe('/lo\u0000cale')
  })

  it('PATCH /api/user/profiles/:id with nothing to update answers 400 and names the field', async () => {
    const p = platform()
    await createAccount(t.database, { email: 'viewer@example.test' })
    const token = await signIn(p, 'viewer@example.test')
    const [profile] = (await call(p, 'GET', '/api/user/profiles', { token })).body.profiles
    const empty = await call(p, 'PATCH', `/api/user/profiles/${profile.id}`, { token, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: ['Give a new name or PIN.'] } })
    // and a real change still works
    const renamed = await call(p, 'PATCH', `/api/user/profiles/${profile.id}`, { token, body: { name: 'Renamed' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe('Renamed')
  })

  it('a profile id that is not a UUID names no profile: 404 on every profile call', async () => {
    const p = platform()
    await createAccount(t.database, { email: 'viewer@example.test' })
    const token = await signIn(p, 'viewer@example.test')
    expect((await call(p, 'PATCH', '/api/user/profiles/home', { token, body: { name: 'X' } })).status).toBe(404)
    expect((await call(p, 'DELETE', '/api/user/profiles/home', { token })).status).toBe(404)
    expect((await call(p, 'POST', '/api/user/profiles/home/select', { token, body: {} })).status).toBe(404)
    expect((await call(p, 'POST', '/api/user/profiles/..%2F/pin-reset', { token })).status).toBe(404)
  })

  it('a guest has no linked identities, and cannot unlink one', async () => {
    const p = platform()
    const guest = await guestToken(p)
    const listed = await call(p, 'GET', '/api/user/external-identities', { token: guest })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({ linkedAccounts: [] })
    expect((await call(p, 'DELETE', '/api/user/external-identities/google', { token: guest })).status).toBe(401)
  })
})
