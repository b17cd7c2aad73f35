/** Loader data the sign-in family of pages shares: links carrying the query, the back target, sign-up availability. */
import type { AppLoadContext } from '@remix-run/node'
import type { Locale } from '#app/i18n/resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { localizedPath } from '#app/utils/paths.ts'
import { safeRedirectPath } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { ConsentTerm } from '#schemas/consent.ts'
import { backTarget, carryQuery } from './redirect.ts'

export interface RealmSignup {
  selfRegistration: boolean
  consentTerms: ConsentTerm[]
}

/** Self-registration and consent terms from the published realm settings (defaults when unreadable). */
export async function realmSignup(client: PlatformClient): Promise<RealmSignup> {
  try {
    const settings = (await client.getSettings())?.body as { features?: { selfRegistration?: boolean }; consentTerms?: ConsentTerm[] } | undefined
    return { selfRegistration: settings?.features?.selfRegistration ?? true, consentTerms: settings?.consentTerms ?? [] }
  } catch (error) {
    logger.warn({ event: 'auth.settings_unavailable', message: (error as Error)?.message })
    return { selfRegistration: true, consentTerms: [] }
  }
}

export function authLinks(url: URL, locale: Locale, params: { giftId?: string; redeemCode?: string } = {}) {
  const q = carryQuery(url.searchParams)
  const loginPath = localizedPath('/login', locale)
  return {
    login: loginPath + q,
    signup: localizedPath('/signup', locale) + q,
    magicLink: localizedPath('/login/magic-link', locale) + q,
    requestPassword: localizedPath('/login/request-password', locale) + q,
    back: backTarget({
      giftId: params.giftId,
      redeemCode: params.redeemCode,
      from: url.searchParams.get('from'),
      loginPath: loginPath + q,
      giftPath: (giftId) => localizedPath(giftId ? `/gift/${encodeURIComponent(giftId)}` : '/gift', locale),
      redeemPath: (code) => `${localizedPath('/gift/redeem', locale)}?redeemCode=${encodeURIComponent(code)}`,
    }),
    from: safeRedirectPath(url.searchParams.get('from'), ''),
  }
}

export type AuthLinks = ReturnType<typeof authLinks>
export type { AppLoadContext }
