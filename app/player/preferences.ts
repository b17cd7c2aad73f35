/**
 * Viewer preferences the player applies (the product rules: subTitleLanguage,
 * audioLanguage, muted, autoAdvance (default true)). Kept in the browser's localStorage: the
 * platform has no preferences call yet, and a preference is a convenience, never a right.
 */
import type { AudioTrackInfo, SubtitleTrack } from './types.ts'

export interface PlayerPreferences {
  /** A language code, or 'off' for no subtitles; null: not chosen yet. */
  subTitleLanguage: string | null
  audioLanguage: string | null
  /** The viewer's last mute choice in the full player. */
  muted: boolean
  autoAdvance: boolean
}

export const defaultPreferences: PlayerPreferences = { subTitleLanguage: null, audioLanguage: null, muted: false, autoAdvance: true }

const KEY = 'marquee.player.preferences'

export function parsePreferences(raw: string | null): PlayerPreferences {
  if (!raw) return { ...defaultPreferences }
  try {
    const v = JSON.parse(raw) as Partial<PlayerPreferences>
    return {
      subTitleLanguage: typeof v.subTitleLanguage === 'string' ? v.subTitleLanguage : null,
      audioLanguage: typeof v.audioLanguage === 'string' ? v.audioLanguage : null,
      muted: typeof v.muted === 'boolean' ? v.muted : defaultPreferences.muted,
      autoAdvance: typeof v.autoAdvance === 'boolean' ? v.autoAdvance : defaultPreferences.autoAdvance,
    }
  } catch {
    return { ...defaultPreferences }
  }
}

export function readPreferences(): PlayerPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(KEY))
  } catch {
    return { ...defaultPreferences }
  }
}

export function writePreferences(patch: Partial<PlayerPreferences>): PlayerPreferences {
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
