import { describe, expect, it } from 'vitest'
import { defaultPreferences, nextItem, parsePreferences, pickAudio, pickSubtitle } from './preferences.ts'

describe('player preferences', () => {
  it('defaults autoAdvance to true and survives bad storage', () => {
    expect(parsePreferences(null)).toEqual(defaultPreferences)
    expect(parsePreferences('{nope')).toEqual(defaultPreferences)
    expect(parsePreferences('{"autoAdvance":false,"subTitleLanguage":"es","muted":"x"}')).toEqual({ ...defaultPreferences, autoAdvance: false, subTitleLanguage: 'es' })
  })
  it('picks the preferred subtitle and audio languages', () => {
    const tracks = [{ language: 'en' }, { language: 'es-ES' }]
    expect(pickSubtitle(tracks, 'es')).toBe(1)
    expect(pickSubtitle(tracks, 'off')).toBe(-1)
    expect(pickSubtitle(tracks, null)).toBe(-1)
    expect(pickSubtitle(tracks, 'fr')).toBe(-1)
    expect(pickAudio(tracks, 'EN')).toBe(0)
    expect(pickAudio(tracks, null)).toBe(-1)
  })
  it('advances to the next item only when allowed', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(nextItem(items, 'a', true)).toEqual({ id: 'b' })
    expect(nextItem(items, 'c', true)).toBeNull()
    expect(nextItem(items, 'a', false)).toBeNull()
    expect(nextItem(items, 'z', true)).toBeNull()
  })
})
