/**
 * A viewer's preferences as the player and the hero read them, without zod: the page chrome reads
 * them on every page, and a validation library would cost every guest its download. The account
 * form's zod schema (account.ts) is built from the same lists.
 */

/** Languages a viewer may pick for subtitles and audio. */
export const PREFERENCE_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const
/** Languages the interface speaks. */
export const INTERFACE_LANGUAGES = ['en', 'es', 'pt'] as const

export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number]

export type Preferences = {
  language: (typeof INTERFACE_LANGUAGES)[number] | null
  /** a language, 'off' (no subtitles) or null (not chosen) */
  subTitleLanguage: PreferenceLanguage | 'off' | null
  audioLanguage: PreferenceLanguage | null
  autoAdvance: boolean
  videoBackgroundAutoPlay: boolean
  videoBackgroundAutoPlayAudio: boolean
  muted: boolean
}

/** autoAdvance and muted start true; a hero's background plays, silently, until told otherwise. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: null,
  subTitleLanguage: null,
  audioLanguage: null,
  autoAdvance: true,
  videoBackgroundAutoPlay: true,
  videoBackgroundAutoPlayAudio: false,
  muted: true,
}

const oneOf =
  (values: readonly string[]) =>
  (value: unknown): boolean =>
    value === null || (typeof value === 'string' && values.includes(value))
const boolean = (value: unknown): boolean => typeof value === 'boolean'

/** What each field accepts. */
const ACCEPTS: Record<keyof Preferences, (value: unknown) => boolean> = {
  language: oneOf(INTERFACE_LANGUAGES),
  subTitleLanguage: oneOf([...PREFERENCE_LANGUAGES, 'off']),
  audioLanguage: oneOf(PREFERENCE_LANGUAGES),
  autoAdvance: boolean,
  videoBackgroundAutoPlay: boolean,
  videoBackgroundAutoPlayAudio: boolean,
  muted: boolean,
}

/** Stored preferences over the defaults; anything unreadable falls back to its default. */
export function preferencesOf(stored: unknown): Preferences {
  const out = { ...DEFAULT_PREFERENCES } as Record<string, unknown>
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const key of Object.keys(ACCEPTS) as (keyof Preferences)[]) {
      const value = (stored as Record<string, unknown>)[key]
      if (value !== undefined && ACCEPTS[key](value)) out[key] = value
    }
  }
  return out as unknown as Preferences
}
