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
