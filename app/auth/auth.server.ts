/**
 * What the identity routes share on the server: an anonymous platform client that passes the
 * client's address on, and sign-in failures as messages. Finishing a sign-in is after-sign-in.server.ts.
 */
import type { AppLoadContext } from '@remix-run/node'
import { createPlatformClient, PlatformError } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { signInErrorMessage, type SignInMessage } from './errors.ts'
import { isAuthKey } from './strings.ts'
import { cachePolicy } from '#app/utils/http.ts'

export function authClient(context: AppLoadContext, locale: Locale = 'en') {
  return createPlatformClient(context.platform, undefined, locale, { clientAddress: context.state.clientAddress })
}

/** A platform failure as a sign-in message. */
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

export const noStore = { 'Cache-Control': cachePolicy.none }
