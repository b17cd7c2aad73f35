/**
 * The one way every sign-in finishes: password, magic link, an operator's impersonation link,
 * OpenID Connect and OAuth providers, Apple/Google/Facebook, credential partners and the TV
 * provider all call `signedIn` or `signedInRedirect`. It keeps the token pair in the encrypted
 * session cookie and picks the next page from the query the sign-in carried (entryPage, from,
 * redirectTo, licences; the rules are in redirect.ts), through two steps when they apply:
 *
 * - the CONSENT step, when the sign-in answered missingInformationStatus REQUIRED; it continues
 *   to the target afterwards (carried in `from`);
 * - the "Who's watching?" chooser, when profile configuration requires it: the realm setting
 *   `features.chooseProfileAfterSignIn` is on and the account has more than one profile. The
 *   target (`from`) gets the chooseProfile=1 suffix, never on the TV login route.
 */
import { redirect, type AppLoadContext } from '@remix-run/node'
import { commitTokens } from '#app/session.server.ts'
import { createPlatformClient } from '#app/platform/client.server.ts'
import type { MissingInformationStatus, TokenPair } from '#app/platform/types.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { afterSignInTarget, consentStepTarget, isTvLoginPath, type AfterSignInQuery } from './redirect.ts'

export type SignInTokens = TokenPair & { missingInformationStatus?: MissingInformationStatus | string }

export interface SignedIn {
  /** where the browser goes next */
  location: string
  /** the session cookie holding the new token pair */
  cookie: string
}

/**
 * Does profile configuration ask this account to choose? Read as the new session: the realm
 * setting, then the account's profiles. A failure only skips the chooser (logged).
 */
export async function profileChoiceRequired(context: AppLoadContext, tokens: TokenPair, locale: Locale): Promise<boolean> {
  const client = createPlatformClient(
    context.platform,
    { accessToken: () => tokens.authorisationToken, refresh: async () => undefined },
    locale,
  )
  try {
    const settings = await client.getSettings()
    if (settings?.body.features?.chooseProfileAfterSignIn !== true) return false
    const { profiles } = await client.profiles()
    return profiles.length > 1
  } catch (error) {
    logger.warn({ event: 'auth.profile_choice_unknown', message: (error as Error)?.message })
    return false
  }
}

/** Where a sign-in goes, and the cookie that keeps it. */
export async function signedIn(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  tokens: SignInTokens,
  query: AfterSignInQuery,
  fallback: string,
  options: {
    tvLogin?: boolean
    /** an OpenID sign-in: the session remembers the provider and its ID token, so logout ends the session there too */
    oidc?: { provider: string; idToken?: string | null }
  } = {},
): Promise<SignedIn> {
  const from = safeRedirectPath(query.from, '')
  // Only a sign-in going to `from` may need the chooser: ask the platform only then.
  const chooseProfile =
    Boolean(from) && !options.tvLogin && !isTvLoginPath(from) ? await profileChoiceRequired(context, tokens, locale) : false
  const target = afterSignInTarget(query, fallback, { chooseProfile, tvLogin: options.tvLogin, locale })
  const location = tokens.missingInformationStatus === 'REQUIRED' ? consentStepTarget(localePath(locale, '/consent'), target) : target
  return { location, cookie: await commitTokens(request, tokens, options.oidc) }
}

/** signedIn as a POST-redirect-GET answer. */
export async function signedInRedirect(...args: Parameters<typeof signedIn>) {
  const { location, cookie } = await signedIn(...args)
  return redirect(location, { headers: { 'Set-Cookie': cookie, 'Cache-Control': cachePolicy.none } })
}
