import type { Locale, Strings } from './resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'

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
