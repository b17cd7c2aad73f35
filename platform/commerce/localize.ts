/**
 * The language of what commerce sells. A licence and a gift product keep their English name and
 * description in `name`/`description` and the other languages in `translations`
 * ({ "es": { "name": …, "description": … } }). Answers carry the text in the language the request
 * asks for with `Accept-Language` (or `?locale=`), English when that language has none.
 *
 * The language is kept for the length of one request (`requestLocale` middleware) so the many
 * answers that show a licence (basket, plans, payment history, gifts) read it where they build the
 * view; text stored in the database (payment descriptions, provider references) stays English.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import * as z from 'zod'

export const ItemTranslations = z.record(
  z.string().regex(/^[a-z]{2,3}$/, { error: 'translations are keyed by a language code such as "es"' }),
  z.object({ name: z.string().min(1).optional(), description: z.string().optional() }).strict(),
)
export type ItemTranslations = z.infer<typeof ItemTranslations>

export const DEFAULT_ITEM_LOCALE = 'en'
const current = new AsyncLocalStorage<string>()

/** The first language of an Accept-Language header (or a `locale` query), as a bare code; English when none or malformed. */
export function localeOf(query: string | undefined, acceptLanguage: string | undefined): string {
  const requested = query ?? acceptLanguage?.split(',')[0]?.split(';')[0] ?? ''
  const code = requested.trim().toLowerCase().split('-')[0] ?? ''
  return /^[a-z]{2,3}$/.test(code) ? code : DEFAULT_ITEM_LOCALE
}

/** Keeps the request's language for the commerce views built while it is answered. */
export const requestLocale = (): MiddlewareHandler => async (c, next) => {
  await current.run(localeOf(c.req.query('locale'), c.req.header('accept-language')), next)
}

/** The language of the request being answered; English outside one (scheduler, tests calling the service). */
export const currentItemLocale = () => current.getStore() ?? DEFAULT_ITEM_LOCALE

/** An item's name and description in `locale`, each falling back to the English one on its own. */
export function localized(
  item: { name: string; description?: string | null; translations?: unknown },
  locale: string = currentItemLocale(),
): { name: string; description: string } {
  const parsed = ItemTranslations.safeParse(item.translations ?? {})
  const t = locale === DEFAULT_ITEM_LOCALE || !parsed.success ? undefined : parsed.data[locale]
  return { name: t?.name || item.name, description: t?.description || item.description || '' }
}
