import { data, type AppLoadContext } from '@remix-run/node'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { authClient, messageOf } from './auth.server.ts'
import { signedInRedirect } from './after-sign-in.server.ts'
import type { SignInMessage } from './errors.ts'
import { honeypotTripped } from './honeypot.ts'
import { loginFieldErrors, type LoginFieldErrors } from './login-schema.ts'

export type LoginActionData = { errors: LoginFieldErrors; id: string; message?: SignInMessage }

const noStore = { 'Cache-Control': cachePolicy.none }

/**
 * Email and password sign-in with the platform's ID provider; POST-redirect-GET on success to
 * the next page (entryPage, from, redirectTo, licences; same-origin paths only).
 */
export async function loginAction(request: Request, context: AppLoadContext, defaultTarget: string, locale: Locale = 'en') {
  const form = await request.formData()
  const id = String(form.get('id') ?? '').slice(0, 254)
  const parsed = loginFieldErrors(form)
  // Never echo the password back.
  if (!parsed.ok) return data<LoginActionData>({ errors: parsed.errors, id }, { status: 400, headers: noStore })
  if (honeypotTripped(form)) {
    return data<LoginActionData>(
      { errors: { form: ['login.failed'] }, id, message: { key: 'auth.failedAuthentication' } },
      { status: 401, headers: noStore },
    )
  }
  try {
    const tokens = await authClient(context, locale).login(parsed.value.id, parsed.value.secret)
    const query = new URL(request.url).searchParams
    return signedInRedirect(
      request,
      context,
      locale,
      tokens,
      {
        entryPage: String(form.get('entryPage') ?? '') || query.get('entryPage'),
        from: parsed.value.from || query.get('from'),
        redirectTo: String(form.get('redirectTo') ?? '') || query.get('redirectTo'),
        licences: String(form.get('licences') ?? '') || query.get('licences'),
      },
      defaultTarget,
    )
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400 && error.fields) {
      return data<LoginActionData>(
        {
          errors: {
            id: error.fields.id ? ['login.invalidEmail'] : undefined,
            secret: error.fields.secret ? ['login.emptyInputs'] : undefined,
          },
          id,
        },
        { status: 400, headers: noStore },
      )
    }
    if (error instanceof PlatformError && error.status < 500) {
      return data<LoginActionData>({ errors: {}, id, message: messageOf(error) }, { status: error.status, headers: noStore })
    }
    logger.error({ event: 'login.failed', message: (error as Error)?.message })
    return data<LoginActionData>({ errors: {}, id, message: { key: 'login.unavailable' } }, { status: 503, headers: noStore })
  }
}
