import { describe, expect, it, vi } from 'vitest'
import { BridgeErrors, createBridge, originAllowed, parseCommand, runCommand, type BridgePlayer, type BridgeState } from './bridge.ts'

const state: BridgeState = {
  trackId: 'a',
  currentTime: 3,
  duration: 60,
  paused: false,
  muted: true,
  volume: 100,
  ended: false,
  audioLanguage: 'en',
  subtitleLanguage: null,
}

function fakePlayer(overrides: Partial<BridgePlayer> = {}): BridgePlayer {
  return {
    status: () => 'ready',
    load: async (id) => (id === 'missing' ? 'notFound' : id === 'denied' ? 'refused' : 'ok'),
    play: async () => {},
    pause: () => {},
    seek: () => {},
    selectAudio: (l) => l === 'en' || l === 'es',
    selectSubtitles: (l) => l === 'off' || l === 'es',
    state: () => state,
    ...overrides,
  }
}

describe('embedding bridge', () => {
  it('accepts only the allowed origins, exactly', () => {
    expect(originAllowed('https://partner.example', ['https://partner.example/'])).toBe(true)
    expect(originAllowed('https://partner.example:444', ['https://partner.example'])).toBe(false)
    expect(originAllowed('null', ['https://partner.example'])).toBe(false)
    expect(originAllowed('https://evil.example', [])).toBe(false)
  })
  it('parses only its own commands', () => {
    expect(parseCommand({ type: 'seek', position: '12', requestId: 7 })).toEqual({
      command: { type: 'seek', position: 12 },
      requestId: '7',
    })
    expect(parseCommand({ type: 'hello' })).toBeNull()
    expect(parseCommand('play')).toBeNull()
  })
  it('answers each documented error', async () => {
    const reply = (p: BridgePlayer | null, c: Parameters<typeof runCommand>[1]) => runCommand(p, c, 'r1')
    expect(await reply(null, { type: 'play' })).toMatchObject({ ok: false, error: 'Player not found' })
    expect(await reply(fakePlayer({ status: () => 'none' }), { type: 'getState' })).toMatchObject({
      ok: false,
      error: BridgeErrors.playerNotFound,
    })
    expect(await reply(fakePlayer(), { type: 'loadTrack', trackId: '../x' })).toMatchObject({ ok: false, error: 'Track NOT FOUND' })
    expect(await reply(fakePlayer(), { type: 'selectAudio', language: 'fr' })).toMatchObject({ ok: false, error: 'Track NOT FOUND' })
    expect(await reply(fakePlayer(), { type: 'loadTrack', trackId: 'missing' })).toMatchObject({ ok: false, error: 'VOD does not exist' })
    expect(await reply(fakePlayer(), { type: 'loadTrack', trackId: 'denied' })).toMatchObject({ ok: false, error: 'failed to play' })
    expect(await reply(fakePlayer({ play: () => Promise.reject(new Error('NotAllowedError')) }), { type: 'play' })).toMatchObject({
      ok: false,
      error: 'failed to play',
    })
    expect(await reply(fakePlayer({ status: () => 'failed' }), { type: 'getState' })).toMatchObject({
      ok: false,
      error: 'Error Fetching State',
    })
    expect(
      await reply(
        fakePlayer({
          state: () => {
            throw new Error('detached')
          },
        }),
        { type: 'getState' },
      ),
    ).toMatchObject({ ok: false, error: 'Error Fetching State' })
  })
  it('runs commands and returns state', async () => {
    const seek = vi.fn()
    expect(await runCommand(fakePlayer({ seek }), { type: 'seek', position: 30 }, null)).toMatchObject({ ok: true, command: 'seek' })
    expect(seek).toHaveBeenCalledWith(30)
    expect(await runCommand(fakePlayer(), { type: 'getState' }, 'q')).toEqual({
      source: 'marquee-player',
      type: 'response',
      requestId: 'q',
      command: 'getState',
      ok: true,
      state,
    })
    expect(await runCommand(fakePlayer(), { type: 'loadTrack', trackId: 'winter-orchard' }, null)).toMatchObject({ ok: true })
  })
  it('replies to allowed senders at their origin and ignores the rest', async () => {
    const handle = createBridge({ allowedOrigins: ['http://127.0.0.1:4000'], player: () => fakePlayer() })
    const source = { postMessage: vi.fn() }
    expect(await handle({ origin: 'http://127.0.0.1:4001', data: { type: 'getState' }, source })).toBe(false)
    expect(source.postMessage).not.toHaveBeenCalled()
    expect(await handle({ origin: 'http://127.0.0.1:4000', data: { type: 'getState', requestId: 'a' }, source })).toBe(true)
    expect(source.postMessage).toHaveBeenCalledWith(expect.objectContaining({ ok: true, requestId: 'a' }), 'http://127.0.0.1:4000')
  })
})
