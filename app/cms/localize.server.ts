/**
 * Where the app turns stored CMS documents into what a page in one locale renders: every
 * localised text field (schemas/localize.ts) becomes the string for the page's locale, else for
 * the realm's default language (realm settings `defaultLocale`, English when unset or unreadable).
 * Blocks and components only ever see plain strings.
 */
import { cmsLocales, defaultLocaleOf, localizeDocument, type CmsLocale } from '#schemas/localize.ts'
import type { DocumentKind } from '#schemas/kinds.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { memoOnFrozen } from './frozen-memo.server.ts'

export interface TextLocale {
  /** the page's locale */
  locale: string
  /** the realm's default language, used where a text has no value for the page's locale */
  defaultLocale: CmsLocale
}

/** The realm's default language from the published settings; English when they can't be read. */
export async function realmDefaultLocale(client: Pick<PlatformClient, 'getSettings'>): Promise<CmsLocale> {
  try {
    return defaultLocaleOf((await client.getSettings())?.body)
  } catch (error) {
    logger.warn({ event: 'cms.settings.unreadable', what: 'defaultLocale', message: (error as Error)?.message })
    return defaultLocaleOf(null)
  }
}

export async function textLocaleFor(client: Pick<PlatformClient, 'getSettings'>, locale: string): Promise<TextLocale> {
  return { locale, defaultLocale: await realmDefaultLocale(client) }
}

// A published document (a menu, the labels, a plugin) is the same frozen object from request to
// request until the next publish: it is localised once per language (frozen-memo.server.ts).
const localizedDocument = memoOnFrozen((body: unknown, key: string) => {
  const [kind, locale, defaultLocale] = key.split(' ') as [DocumentKind, string, string]
  return localizeDocument(kind, body, locale, defaultLocale)
})

/** A document body with its localised fields resolved for the page's locale. */
export function localized<T>(kind: DocumentKind, body: T, text: TextLocale): T {
  return localizedDocument(body, `${kind} ${text.locale} ${text.defaultLocale}`) as T
}

/**
 * The locale a preview shows: `?locale=es` when given and known, else the locale of the path.
 * Previews let an editor check each language of a draft from one address.
 */
export function previewLocale(request: Request, pathLocale: string): string {
  const requested = new URL(request.url).searchParams.get('locale')
  return requested && (cmsLocales as readonly string[]).includes(requested) ? requested : pathLocale
}
