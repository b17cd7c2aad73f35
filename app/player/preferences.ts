/**
 * Viewer preferences the player and the featured banners apply (language, subTitleLanguage, audioLanguage, autoAdvance (default true),
 * videoBackgroundAutoPlay, videoBackgroundAutoPlayAudio, muted (default true)). A signed-in
 * viewer's come from the platform (the PREFERENCES page saves them; the root loader hands them to
 * the page, which passes them here with useAccountPreferences); a guest's are kept in the
 * browser's localStorage. Choices made in the player itself (mute, subtitles, audio) are kept in
 * the browser for guests and last the page for a signed-in viewer, whose saved ones win.
 */
import { useEffect } from 'react'
import { DEFAULT_PREFERENCES, preferencesOf, type Preferences } from '#schemas/preferences.ts'
import type { AudioTrackInfo, SubtitleTrack } from './types.ts'

export type PlayerPreferences = Preferences

export const defaultPreferences: PlayerPreferences = { ...DEFAULT_PREFERENCES }

const KEY = 'marquee.player.preferences'

/** The signed-in viewer's saved preferences, with this page's player choices over them; null for a guest. */
let account: PlayerPreferences | null = null

export function parsePreferences(raw: string | null): PlayerPreferences {
  if (!raw) return { ...defaultPreferences }
  try {
    return preferencesOf(JSON.parse(raw))
  } catch {
    return { ...defaultPreferences }
  }
}

/** Hands the signed-in viewer's saved preferences to the player (null: a guest, use the browser's). */
export function setAccountPreferences(prefs: PlayerPreferences | null) {
  account = prefs ? { ...prefs } : null
}

/** Called by the page with the root loader's preferences; before the first effect the module keeps the last ones. */
export function useAccountPreferences(prefs: PlayerPreferences | null | undefined) {
  // set during render too, so a player mounting in this same render reads them
  if (typeof window !== 'undefined' && JSON.stringify(prefs ?? null) !== JSON.stringify(account)) setAccountPreferences(prefs ?? null)
  useEffect(() => setAccountPreferences(prefs ?? null), [prefs])
}

export function readPreferences(): PlayerPreferences {
  if (account) return { ...account }
  try {
    return parsePreferences(window.localStorage.getItem(KEY))
  } catch {
    return { ...defaultPreferences }
  }
}

export function writePreferences(patch: Partial<PlayerPreferences>): PlayerPreferences {
  if (account) {
    account = { ...account, ...patch }
    return { ...account }
  }
  const next = { ...readPreferences(), ...patch }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // storage full or disabled: the preference lasts this page only
  }
  return next
}

const base = (lang: string) => lang.toLowerCase().split('-')[0]!

/** Index of the subtitle track to show: the preferred language if offered, else none (-1). */
export function pickSubtitle(tracks: readonly Pick<SubtitleTrack, 'language'>[], preferred: string | null): number {
  if (!preferred || preferred === 'off') return -1
  const exact = tracks.findIndex((t) => t.language.toLowerCase() === preferred.toLowerCase())
  return exact !== -1 ? exact : tracks.findIndex((t) => base(t.language) === base(preferred))
}

/** Index of the audio track to use: the preferred language if offered, else the stream's default (-1: leave as is). */
export function pickAudio(tracks: readonly Pick<AudioTrackInfo, 'language'>[], preferred: string | null): number {
  if (!preferred) return -1
  const exact = tracks.findIndex((t) => t.language.toLowerCase() === preferred.toLowerCase())
  return exact !== -1 ? exact : tracks.findIndex((t) => base(t.language) === base(preferred))
}

/** The item after `currentId` in a playlist or season, when the viewer lets the player advance. */
export function nextItem<T extends { id: string }>(items: readonly T[], currentId: string, autoAdvance: boolean): T | null {
  if (!autoAdvance) return null
  const i = items.findIndex((x) => x.id === currentId)
  return i === -1 ? null : (items[i + 1] ?? null)
}
