/**
 * What the player is told when a title turns out to be locked, against the real embedded platform
 * (in-memory PGlite, seeded from fixtures/): the resource route's answer names the plans that open
 * it, read from the platform's licences in the language of the page the player is on, with the
 * locked title page's Subscribe link into the checkout and back. The viewer here is a guest, for
 * whom The Salt Road (premium) is refused.
 */
import type { ActionFunctionArgs } from '@remix-run/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { createRequestState } from '#app/context.ts'
import type { PlaybackOutcome } from '#app/player/types.ts'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'

process.env.SESSION_SECRET ??= 'playback-test-secret-long-enough-0000000'
process.env.DATA_DIR ??= 'memory://'

const embedded = embeddedPlatformForTests()

let action: (args: ActionFunctionArgs) => Promise<Response>
beforeAll(async () => {
  // imported once the environment is set: the session cookie's key is read from it
  action = (await import('./resources.playback.ts')).action
})

/** The player's request for a video, from the page at `from`. */
async function play(id: string, from?: string): Promise<PlaybackOutcome> {
  const query = from ? `?from=${encodeURIComponent(from)}` : ''
  const request = new Request(`http://app.test/resources/playback/vod/${id}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId: 'resource-test' }),
  })
  const context = { platform: embedded.transport, state: createRequestState('127.0.0.1') } as unknown as ActionFunctionArgs['context']
  const response = await action({ request, context, params: { kind: 'vod', id } })
  return (await response.json()) as PlaybackOutcome
}

describe('POST /resources/playback for a title the viewer may not watch', () => {
  it('names the plans that open it (not their licence ids) and offers Subscribe into the checkout, back to the title', async () => {
    const outcome = await play('the-salt-road', '/video/the-salt-road')
    expect(outcome).toMatchObject({ kind: 'error', error: 'DENIED' })
    if (outcome.kind !== 'error') return
    expect(outcome.offers).toEqual([
      {
        kind: 'subscribe',
        href: `/purchase?licences=premium-monthly%2Cpremium-yearly&redirectTo=${encodeURIComponent('/video/the-salt-road')}`,
        plans: ['Marquee Premium: monthly', 'Marquee Premium: yearly'],
      },
    ])
  })

  it("reads them in the language of the page the player is on, with that language's checkout", async () => {
    const outcome = await play('the-salt-road', '/es/video/the-salt-road')
    if (outcome.kind !== 'error') throw new Error(`expected a refusal, got ${outcome.kind}`)
    const [offer] = outcome.offers ?? []
    expect(offer?.plans).toEqual(['Marquee Premium: mensual', 'Marquee Premium: anual'])
    expect(offer?.href).toMatch(/^\/es\/[^/?]+\?licences=premium-monthly%2Cpremium-yearly&redirectTo=%2Fes%2Fvideo%2Fthe-salt-road$/)
    const pt = await play('the-salt-road', '/pt/video/the-salt-road')
    expect(pt.kind === 'error' && pt.offers?.[0]?.plans[0]).toBe('Marquee Premium: mensal')
  })

  it('offers nothing where no licence is the matter', async () => {
    // a video the guest may watch plays; one that does not exist is no refusal to buy out of
    expect(await play('winter-orchard', '/video/winter-orchard')).toMatchObject({ kind: 'play' })
    const missing = await play('no-such-video', '/video/no-such-video')
    expect(missing).toMatchObject({ kind: 'error', error: 'NOT_FOUND' })
    expect(missing.kind === 'error' && missing.offers).toBeFalsy()
  })
})
