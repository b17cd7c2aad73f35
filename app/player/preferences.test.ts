import { describe, expect, it, vi } from 'vitest'
import {
  defaultPreferences,
  nextItem,
  parsePreferences,
  pickAudio,
  pickSubtitle,
  readPreferences,
  setAccountPreferences,
  writePreferences,
} from './preferences.ts'

describe('player preferences', () => {
  it('defaults autoAdvance and muted to true, keeps all seven fields, and survives bad storage', () => {
    expect(defaultPreferences).toEqual({
      language: null,
      subTitleLanguage: null,
      audioLanguage: null,
      autoAdvance: true,
      videoBackgroundAutoPlay: true,
      videoBackgroundAutoPlayAudio: false,
      muted: true,
    })
    const all = {
      language: 'pt',
      subTitleLanguage: 'off',
      audioLanguage: 'es',
      autoAdvance: false,
      videoBackgroundAutoPlay: false,
      videoBackgroundAutoPlayAudio: true,
      muted: false,
    }
    expect(parsePreferences(JSON.stringify(all))).toEqual(all)
    expect(parsePreferences(null)).toEqual(defaultPreferences)
    expect(parsePreferences('{nope')).toEqual(defaultPreferences)
    expect(parsePreferences('{"autoAdvance":false,"subTitleLanguage":"es","muted":"x"}')).toEqual({
      ...defaultPreferences,
      autoAdvance: false,
      subTitleLanguage: 'es',
    })
  })
  it("a signed-in viewer's saved preferences win over the browser's, and player choices last the page", () => {
    const storage = new Map<string, string>()
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    })
    try {
      writePreferences({ muted: false })
      expect(readPreferences().muted).toBe(false)
      setAccountPreferences({ ...defaultPreferences, autoAdvance: false })
      expect(readPreferences()).toEqual({ ...defaultPreferences, autoAdvance: false })
      writePreferences({ subTitleLanguage: 'es' })
      expect(readPreferences().subTitleLanguage).toBe('es')
      expect(JSON.parse(storage.get('marquee.player.preferences')!).subTitleLanguage).toBeNull()
      setAccountPreferences(null)
      expect(readPreferences().muted).toBe(false)
    } finally {
      setAccountPreferences(null)
      vi.unstubAllGlobals()
    }
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
