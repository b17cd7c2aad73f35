import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { translator } from '#app/i18n/t.ts'
import { formatTime, initialPlayerState, keyCommand, playerReducer, seekValueText } from './state.ts'
import { playerStrings } from './strings.ts'

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
  it("says the seek bar's position as a time of the whole in en, es and pt, and a live stream's distance from live", () => {
    const t = (locale: Locale) => translator(createI18n(locale, {}), playerStrings)
    const film = { start: 0, end: 2700 }
    expect(seekValueText(t('en'), 754, film, false)).toBe('12:34 of 45:00')
    expect(seekValueText(t('es'), 754, film, false)).toBe('12:34 de 45:00')
    expect(seekValueText(t('pt'), 754.9, film, false)).toBe('12:34 de 45:00')
    expect(seekValueText(t('en'), 3723, { start: 0, end: 5400 }, false)).toBe('1:02:03 of 1:30:00')
    const stream = { start: 0, end: 3600 }
    expect(seekValueText(t('en'), 3000, stream, true)).toBe('10:00 behind live')
    expect(seekValueText(t('es'), 3000, stream, true)).toBe('10:00 por detrás del directo')
    expect(seekValueText(t('pt'), 3000, stream, true)).toBe('10:00 atrás do direto')
    // near the edge it is simply live
    expect(seekValueText(t('en'), 3595, stream, true)).toBe('Live')
    expect(seekValueText(t('pt'), 3595, stream, true)).toBe('Em direto')
  })
})
