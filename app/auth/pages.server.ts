/** Loader data the sign-in family of pages shares: links carrying the query, the back target, sign-up availability. */
import type { AppLoadContext } from '@remix-run/node'
import type { Locale } from '#app/i18n/resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { localePath } from '#app/i18n/locale-path.ts'
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
    const settings = (await client.getSettings())?.body as
      { features?: { selfRegistration?: boolean }; consentTerms?: ConsentTerm[] } | undefined
    return { selfRegistration: settings?.features?.selfRegistration ?? true, consentTerms: settings?.consentTerms ?? [] }
  } catch (error) {
    logger.warn({ event: 'auth.settings_unavailable', message: (error as Error)?.message })
    return { selfRegistration: true, consentTerms: [] }
  }
}

export function authLinks(url: URL, locale: Locale, params: { giftId?: string; redeemCode?: string } = {}) {
  const q = carryQuery(url.searchParams)
  const loginPath = localePath(locale, '/login')
  return {
    login: loginPath + q,
    // from the gift redemption sign-in, sign-up is its register sub-path (whose back arrow leads to the code again)
    signup: localePath(locale, params.redeemCode ? `/gift/redeem/${encodeURIComponent(params.redeemCode)}/register` : '/signup') + q,
    magicLink: localePath(locale, '/login/magic-link') + q,
    requestPassword: localePath(locale, '/login/request-password') + q,
    back: backTarget({
      giftId: params.giftId,
      redeemCode: params.redeemCode,
      from: url.searchParams.get('from'),
      loginPath: loginPath + q,
      giftPath: (giftId) => localePath(locale, giftId ? `/gift/${encodeURIComponent(giftId)}` : '/gift'),
      // the REDEEM page, its code filled in
      redeemPath: (code) => `${localePath(locale, '/redeem')}?code=${encodeURIComponent(code)}`,
    }),
    from: safeRedirectPath(url.searchParams.get('from'), ''),
  }
}

export type AuthLinks = ReturnType<typeof authLinks>
export type { AppLoadContext }
