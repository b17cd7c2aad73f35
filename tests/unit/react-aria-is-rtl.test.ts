/**
 * react-aria's `isRTL` finds a locale's direction by maximizing an `Intl.Locale`. The first
 * `maximize()` in a browser's renderer loads ICU's likely-subtags data (14–28 ms of a fresh
 * renderer's main thread on this machine), and the module that works out the default locale
 * calls it as the page's scripts are evaluated. `scripts/patch-dependencies.mjs` answers first,
 * without ICU, for a tag that is only one of a few languages written left to right in every
 * region, with at most a region. These tests load the installed module the way the browser build
 * does and hold both halves: those tags never build an `Intl.Locale`, and every answer, for every
 * region of those languages and for the tags left to ICU, is the one ICU gives.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const moduleFile = path.resolve(import.meta.dirname, '../../node_modules/react-aria/dist/private/i18n/utils.mjs')

async function loadIsRTL(): Promise<(locale: string) => boolean> {
  if (!existsSync(moduleFile)) throw new Error(`react-aria's i18n utilities moved: ${moduleFile}`)
  const mod = (await import(/* @vite-ignore */ moduleFile)) as { isRTL: (locale: string) => boolean }
  return mod.isRTL
}

/** Runs `fn` with `Intl.Locale` counting its constructions, and puts the original back. */
function countingLocales<T>(fn: () => T): { result: T; built: string[] } {
  const intl = Intl as { Locale: typeof Intl.Locale }
  const original = intl.Locale
  const built: string[] = []
  intl.Locale = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.Locale>) {
      built.push(String(args[0]))
      return Reflect.construct(target, args) as Intl.Locale
    },
  })
  try {
    return { result: fn(), built }
  } finally {
    intl.Locale = original
  }
}

/** The direction ICU gives a tag, from the maximized locale's text info. */
function icuSaysRTL(tag: string): boolean {
  const locale = new Intl.Locale(tag).maximize() as Intl.Locale & {
    getTextInfo?: () => { direction: string }
    textInfo?: { direction: string }
  }
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo
  if (!info) throw new Error('this Node has no Intl.Locale text info to compare with')
  return info.direction === 'rtl'
}

const FAST_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl']
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Every well-formed region subtag: two letters or three digits. */
const REGIONS = [
  ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)),
  ...Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
]

describe("react-aria's isRTL", () => {
  it("answers the product's locales, and a viewer's browser tag in them, without building an Intl.Locale", async () => {
    const isRTL = await loadIsRTL()
    const tags = ['en', 'en-US', 'en-GB', 'es', 'es-ES', 'es-419', 'pt', 'pt-BR', 'pt-PT', 'fr-CA', 'de-DE', 'EN-us']
    const { result, built } = countingLocales(() => tags.map((tag) => isRTL(tag)))
    expect(result).toEqual(tags.map(() => false))
    expect(built).toEqual([])
  })

  it('gives the answer ICU gives for every region of the languages it answers itself', async () => {
    const isRTL = await loadIsRTL()
    const differing: string[] = []
    for (const language of FAST_LANGUAGES) {
      for (const tag of [language, ...REGIONS.map((region) => `${language}-${region}`)]) {
        if (isRTL(tag) !== icuSaysRTL(tag)) differing.push(tag)
      }
    }
    expect(differing).toEqual([])
  })

  it('still asks ICU about any other tag, and reads right-to-left ones as such', async () => {
    const isRTL = await loadIsRTL()
    // two right-to-left languages; one written in an Arabic script in this region only; a script
    // subtag, an extension and another language, which are never answered without ICU
    const tags = ['ar-EG', 'he', 'pa-PK', 'en-Arab', 'en-US-u-nu-arab', 'ja-JP']
    const { result, built } = countingLocales(() => tags.map((tag) => isRTL(tag)))
    expect(built).toEqual(tags)
    expect(result).toEqual(tags.map((tag) => icuSaysRTL(tag)))
    expect(result.slice(0, 3)).toEqual([true, true, true])
  })
})
