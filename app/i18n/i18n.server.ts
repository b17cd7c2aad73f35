import { RemixI18Next } from 'remix-i18next/server'
import { defaultLocale, supportedLocales, type Locale, type Strings } from './resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { localeOfPath } from './locale-path.ts'

export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: supportedLocales,
    fallbackLanguage: defaultLocale,
    findLocale: async (request) => localeOfPath(new URL(request.url).pathname),
  },
})

export function getLocale(request: Request): Promise<Locale> {
  return remixI18n.getLocale(request) as Promise<Locale>
}

/**
 * The published labels document of the locale: the CMS's overrides of the code's strings. A failed
 * labels call only costs the overrides: the defaults still render.
 */
const noLabels: Strings = {}
const merged = new Map<Locale, { raw: string; strings: Strings }>()

export async function resolveStrings(
  client: Pick<PlatformClient, 'getLabels'>,
  locale: Locale,
  onError?: (e: unknown) => void,
): Promise<Strings> {
  try {
    const labels = await client.getLabels(locale)
    // The same labels give the same object, so the i18n instance built from it is reused.
    const raw = JSON.stringify(labels.strings)
    const cached = merged.get(locale)
    if (cached?.raw === raw) return cached.strings
    const strings: Strings = { ...labels.strings }
    merged.set(locale, { raw, strings })
    return strings
  } catch (error) {
    onError?.(error)
    return noLabels
  }
}
