/**
 * react-aria's i18n module works out the browser's default locale when it loads. As installed it
 * checked that locale with `Intl.DateTimeFormat.supportedLocalesOf`, which loads the browser's
 * date-format locale data (20–130 ms of a phone's main thread before hydration, on every page).
 * `scripts/patch-dependencies.mjs` swaps the check for `Intl.getCanonicalLocales`, which refuses
 * the same invalid tags without loading any data. These tests load the installed module the way
 * the browser build does and hold both halves: no locale-data lookup, and the same answers.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const moduleFile = path.resolve(import.meta.dirname, '../../node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs')

interface DefaultLocaleModule {
  getDefaultLocale: () => { locale: string; direction: 'ltr' | 'rtl' }
}

async function loadFresh(): Promise<DefaultLocaleModule> {
  if (!existsSync(moduleFile)) throw new Error(`react-aria's default-locale module moved: ${moduleFile}`)
  vi.resetModules()
  return (await import(/* @vite-ignore */ `${moduleFile}?fresh=${Date.now()}`)) as DefaultLocaleModule
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("react-aria's default locale", () => {
  it('is worked out on load without asking for date-format locale data', async () => {
    const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
    vi.stubGlobal('navigator', { language: 'es-ES' })
    const { getDefaultLocale } = await loadFresh()
    expect(getDefaultLocale()).toEqual({ locale: 'es-ES', direction: 'ltr' })
    expect(supportedLocalesOf).not.toHaveBeenCalled()
  })

  it('still falls back to en-US for a tag that is not a language tag', async () => {
    vi.stubGlobal('navigator', { language: 'not a language tag!' })
    const { getDefaultLocale } = await loadFresh()
    expect(getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' })
  })

  it('still reads a right-to-left language as such', async () => {
    vi.stubGlobal('navigator', { language: 'ar-EG' })
    const { getDefaultLocale } = await loadFresh()
    expect(getDefaultLocale()).toEqual({ locale: 'ar-EG', direction: 'rtl' })
  })
})
