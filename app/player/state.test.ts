import { describe, expect, it } from 'vitest'
import { formatTime, initialPlayerState, keyCommand, playerReducer } from './state.ts'

describe('player state', () => {
  it('starts at volume 100, not playing', () => {
    expect(initialPlayerState()).toMatchObject({ volume: 100, isPlaying: false, hasStarted: false, position: 0, muted: false })
  })
  it('resets on route change but keeps the volume', () => {
    let s = initialPlayerState()
    s = playerReducer(s, { type: 'volume', volume: 40 })
    s = playerReducer(s, { type: 'play' })
    s = playerReducer(s, { type: 'time', position: 120, duration: 600 })
    s = playerReducer(s, { type: 'fullscreen', fullscreen: true })
    const after = playerReducer(s, { type: 'routeChange' })
    expect(after).toEqual({ ...initialPlayerState(), volume: 40 })
  })
  it('unmutes when the volume goes up and mutes at zero', () => {
    let s = playerReducer(initialPlayerState(), { type: 'muted', muted: true })
    s = playerReducer(s, { type: 'volume', volume: 0 })
    expect(s.muted).toBe(true)
    s = playerReducer(s, { type: 'volume', volume: 30 })
    expect(s).toMatchObject({ muted: false, volume: 30 })
    expect(playerReducer(s, { type: 'volume', volume: 250 }).volume).toBe(100)
  })
  it('marks start, end and restart', () => {
    let s = playerReducer(initialPlayerState(), { type: 'time', position: 3 })
    expect(s.hasStarted).toBe(true)
    s = playerReducer(s, { type: 'ended' })
    expect(s).toMatchObject({ videoEnded: true, isPlaying: false })
    expect(playerReducer(s, { type: 'restart' })).toMatchObject({ videoEnded: false, position: 0 })
  })
  it('maps keys to commands', () => {
    expect(keyCommand(' ')).toEqual({ type: 'togglePlay' })
    expect(keyCommand('k')).toEqual({ type: 'togglePlay' })
    expect(keyCommand('ArrowRight')).toEqual({ type: 'seekBy', seconds: 10 })
    expect(keyCommand('ArrowLeft', { shift: true })).toEqual({ type: 'seekBy', seconds: -30 })
    expect(keyCommand('m')).toEqual({ type: 'toggleMute' })
    expect(keyCommand('f')).toEqual({ type: 'toggleFullscreen' })
    expect(keyCommand('5')).toEqual({ type: 'seekTo', fraction: 0.5 })
    expect(keyCommand('x')).toBeNull()
  })
  it('formats times', () => {
    expect(formatTime(65)).toBe('1:05')
    expect(formatTime(3723)).toBe('1:02:03')
    expect(formatTime(NaN)).toBe('0:00')
  })
})
