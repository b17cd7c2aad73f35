// @vitest-environment node
import type { AppLoadContext } from '@remix-run/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRequestState } from '#app/context.ts'

process.env.SESSION_SECRET ??= 'flash-test-secret-that-is-long-enough-00'

let flash: typeof import('./flash.server.ts')
beforeAll(async () => {
  flash = await import('./flash.server.ts')
})
afterEach(() => vi.useRealTimers())

const context = () => ({ state: createRequestState() }) as unknown as AppLoadContext
const request = (cookie?: string) => new Request('http://app.test/profiles', cookie ? { headers: { cookie } } : {})
const valueOf = (setCookie: string) => setCookie.split(';')[0]!

describe('a message for the next page', () => {
  it('is left in a short-lived private cookie that does not show its words', async () => {
    const set = await flash.flashCookie({ page: 'profiles', key: 'profiles.deleted', values: { name: 'Kids' } })
    expect(set).toMatch(/^__marquee_flash=/)
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/SameSite=Lax/i)
    expect(set).toMatch(/Max-Age=120/)
    expect(decodeURIComponent(set)).not.toMatch(/Kids|profiles/)
  })

  it('is taken once, by its own page: the answer clears the cookie', async () => {
    const cookie = valueOf(await flash.flashCookie({ page: 'profiles', key: 'profiles.deleted', values: { name: 'Kids' } }))
    const ctx = context()
    expect(await flash.takeFlash(request(`other=1; ${cookie}`), ctx, 'profiles')).toEqual({
      page: 'profiles',
      key: 'profiles.deleted',
      values: { name: 'Kids' },
    })
    expect(ctx.state.cookies).toEqual([expect.stringMatching(/^__marquee_flash=;.*Expires=Thu, 01 Jan 1970/i)])
  })

  it('is left alone by another page', async () => {
    const cookie = valueOf(await flash.flashCookie({ page: 'confirm-reset', key: 'confirmReset.done', values: { name: 'Kids' } }))
    const ctx = context()
    expect(await flash.takeFlash(request(cookie), ctx, 'profiles')).toBeNull()
    expect(ctx.state.cookies).toEqual([])
  })

  it('a page with no message sets no cookie (guest pages stay cacheable)', async () => {
    const ctx = context()
    expect(await flash.takeFlash(request(), ctx, 'profiles')).toBeNull()
    expect(await flash.takeFlash(request('__marquee=abc'), ctx, 'profiles')).toBeNull()
    expect(ctx.state.cookies).toEqual([])
  })

  it('a cookie written by hand, or one too old, says nothing (and is cleared)', async () => {
    const forged = `__marquee_flash=${encodeURIComponent(JSON.stringify({ page: 'profiles', key: 'profiles.saved' }))}`
    const ctx = context()
    expect(await flash.takeFlash(request(forged), ctx, 'profiles')).toBeNull()
    expect(ctx.state.cookies).toHaveLength(1)

    const cookie = valueOf(await flash.flashCookie({ page: 'profiles', key: 'profiles.saved' }))
    vi.useFakeTimers({ now: Date.now() + 121_000 })
    expect(await flash.takeFlash(request(cookie), context(), 'profiles')).toBeNull()
  })
})
