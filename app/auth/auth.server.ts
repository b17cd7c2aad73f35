/** What the identity routes share on the server: an anonymous platform client that passes the client's address on, and sign-in completion. */
import { redirect, type AppLoadContext } from '@remix-run/node'
import { commitTokens } from '#app/session.server.ts'
import { createPlatformClient, PlatformError } from '#app/platform/client.server.ts'
import type { TokenPair } from '#app/platform/types.ts'
import { cachePolicy } from '#app/utils/http.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { signInErrorMessage, type SignInMessage } from './errors.ts'
import { isAuthKey } from './strings.ts'
import { consentStepTarget } from './redirect.ts'
import { localeOfPath, localePath } from '#app/i18n/locale-path.ts'

export function authClient(context: AppLoadContext, locale: Locale = 'en') {
  return createPlatformClient(context.platform, undefined, locale, { clientAddress: context.state.clientAddress })
}

/**
 * Keep the tokens in the session cookie and go on (POST-redirect-GET); a sign-in that answered
 * missingInformationStatus REQUIRED goes through the CONSENT step (in the target's language)
 * first. Flows that know their query use signedInRedirect (after-sign-in.server.ts), which also
 * applies the profile chooser suffix.
 */
export async function completeSignIn(request: Request, tokens: TokenPair & { missingInformationStatus?: string }, target: string) {
  const locale = localeOfPath(target)
  const location = tokens.missingInformationStatus === 'REQUIRED' ? consentStepTarget(localePath(locale, '/consent'), target) : target
  return redirect(location, { headers: { 'Set-Cookie': await commitTokens(request, tokens), 'Cache-Control': cachePolicy.none } })
}

/** A platform failure as a sign-in message (the product rules). */
export function messageOf(error: unknown): SignInMessage {
  if (error instanceof PlatformError) {
    const body = (error.body ?? {}) as { provider?: string; messageKey?: string }
    return signInErrorMessage(
      { status: error.status, code: error.code, message: error.message, provider: body.provider, messageKey: body.messageKey },
      isAuthKey,
    )
  }
  return { key: 'sorrySomethingWentWrong' }
}

/** The platform's 400 field messages are English; the forms show their own keys instead. */
export function platformFieldNames(error: unknown): string[] {
  return error instanceof PlatformError && error.status === 400 && error.fields ? Object.keys(error.fields) : []
}

export const noStore = { 'Cache-Control': cachePolicy.none }
