import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The partner embedding bridge, driven from real pages on other origins (other ports): an
 * allowed partner framing /embed/player, and a stranger who opens it in a window and posts the
 * same messages. Only the allowed origin is answered.
 */

function partnerPage(embedUrl: string, embedOrigin: string, mode: 'iframe' | 'window') {
  return `<!doctype html><html><head><title>Partner</title></head><body>
<h1>Partner page</h1>
${mode === 'iframe' ? `<iframe title="Marquee player" src="${embedUrl}" width="640" height="360" allow="autoplay; fullscreen"></iframe>` : ''}
<script>
  window.events = []; let n = 0; const waiting = new Map();
  ${mode === 'iframe' ? `const target = () => document.querySelector('iframe').contentWindow;` : `let opened = null; window.openPlayer = () => { opened = window.open(${JSON.stringify(embedUrl)}, 'player'); }; const target = () => opened;`}
  window.addEventListener('message', (e) => {
    if (e.origin !== ${JSON.stringify(embedOrigin)}) return;
    window.events.push(e.data);
    if (e.data && e.data.type === 'response' && waiting.has(e.data.requestId)) { waiting.get(e.data.requestId)(e.data); waiting.delete(e.data.requestId); }
  });
  window.send = (msg, timeout = 10000) => new Promise((resolve) => {
    const id = String(++n); waiting.set(id, resolve);
    target().postMessage({ ...msg, requestId: id }, ${JSON.stringify(embedOrigin)});
    setTimeout(() => { if (waiting.has(id)) { waiting.delete(id); resolve({ timeout: true }); } }, timeout);
  });
</script></body></html>`
}

async function serve(html: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

type Reply = {
  ok?: boolean
  error?: string
  timeout?: boolean
  state?: { currentTime: number; trackId: string; audioLanguage: string | null }
}
const send = (page: Page, msg: Record<string, unknown>, timeout?: number) =>
  page.evaluate(([m, t]) => (window as unknown as { send: (m: unknown, t?: number) => Promise<Reply> }).send(m, t as number | undefined), [
    msg,
    timeout,
  ] as const)

test.describe('partner embedding bridge', () => {
  let partner: { server: Server; origin: string }
  let stranger: { server: Server; origin: string }
  let embedOrigin = ''
  let original: Record<string, unknown> | null = null

  test.beforeAll(async ({ baseURL }) => {
    embedOrigin = new URL(baseURL!).origin
    const embedUrl = `${embedOrigin}/embed/player`
    partner = await serve(() => partnerPage(embedUrl, embedOrigin, 'iframe'))
    stranger = await serve(() => partnerPage(embedUrl, embedOrigin, 'window'))
  })

  test.afterAll(async () => {
    partner?.server.close()
    stranger?.server.close()
  })

  test.beforeEach(async ({ cms }) => {
    const settings = await cms.get<Record<string, unknown>>('settings', 'realm')
    original = settings.published ?? settings.draft
    await cms.replace('settings', 'realm', { ...original, partnerOrigins: [partner.origin] })
  })

  test.afterEach(async ({ cms }) => {
    if (original) await cms.replace('settings', 'realm', original)
  })

  test('only the partner origins may frame it', async ({ request }) => {
    const res = await request.get('/embed/player')
    expect(res.status()).toBe(200)
    // The page keeps the product's whole policy; only its frame-ancestors names the partners.
    const policy = res.headers()['content-security-policy'] ?? ''
    const ancestors = policy
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.startsWith('frame-ancestors'))
    expect(ancestors).toEqual([`frame-ancestors ${partner.origin}`])
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(res.headers()['cache-control']).toContain('no-store')
  })

  test('answers each documented error, then plays what the partner loads', async ({ page }) => {
    await page.goto(partner.origin)
    const frame = page.frameLocator('iframe[title="Marquee player"]')
    await expect(frame.locator('[data-bridge="ready"]')).toBeAttached({ timeout: 15_000 })

    expect(await send(page, { type: 'getState' })).toMatchObject({ ok: false, error: 'Player not found' })
    expect(await send(page, { type: 'play' })).toMatchObject({ ok: false, error: 'Player not found' })
    expect(await send(page, { type: 'loadTrack', trackId: '../../etc' })).toMatchObject({ ok: false, error: 'Track NOT FOUND' })
    expect(await send(page, { type: 'loadTrack', trackId: 'no-such-video' })).toMatchObject({ ok: false, error: 'VOD does not exist' })
    // A video the guest has no licence for: it loads, but cannot play.
    expect(await send(page, { type: 'loadTrack', trackId: 'the-salt-road' })).toMatchObject({ ok: false, error: 'failed to play' })
    expect(await send(page, { type: 'play' })).toMatchObject({ ok: false, error: 'failed to play' })
    expect(await send(page, { type: 'getState' })).toMatchObject({ ok: false, error: 'Error Fetching State' })

    expect(await send(page, { type: 'loadTrack', trackId: 'winter-orchard' })).toMatchObject({ ok: true })
    expect(await send(page, { type: 'play' })).toMatchObject({ ok: true })
    await expect.poll(async () => (await send(page, { type: 'getState' })).state?.currentTime ?? 0, { timeout: 15_000 }).toBeGreaterThan(1)
    expect((await send(page, { type: 'getState' })).state).toMatchObject({ trackId: 'winter-orchard', audioLanguage: 'en' })
    expect(await send(page, { type: 'selectAudio', language: 'fr' })).toMatchObject({ ok: false, error: 'Track NOT FOUND' })
    expect(await send(page, { type: 'selectAudio', language: 'es' })).toMatchObject({ ok: true })
    expect(await send(page, { type: 'pause' })).toMatchObject({ ok: true })
    expect(await send(page, { type: 'seek', position: 12 })).toMatchObject({ ok: true })
    await expect.poll(async () => (await send(page, { type: 'getState' })).state?.currentTime ?? 0).toBeGreaterThanOrEqual(11.5)
    // Events come back to the partner too.
    const events = await page.evaluate(() =>
      (window as unknown as { events: Array<{ type: string; event?: string }> }).events
        .filter((e) => e.type === 'event')
        .map((e) => e.event),
    )
    expect(events).toEqual(expect.arrayContaining(['bridgeReady', 'play', 'pause']))
  })

  test('ignores messages from other origins', async ({ page, context }) => {
    await page.goto(stranger.origin)
    const popupPromise = context.waitForEvent('page')
    await page.evaluate(() => (window as unknown as { openPlayer: () => void }).openPlayer())
    const popup = await popupPromise
    await expect(popup.locator('[data-bridge="ready"]')).toBeAttached({ timeout: 15_000 })

    expect(await send(page, { type: 'getState' }, 2000)).toEqual({ timeout: true })
    expect(await send(page, { type: 'loadTrack', trackId: 'winter-orchard' }, 2000)).toEqual({ timeout: true })
    // Nothing was loaded: the player still waits for its partner.
    await expect(popup.getByRole('status')).toHaveText('Waiting for the partner page to load a video.')
    await expect(popup.locator('video')).toHaveCount(0)
  })
})
