import { data, redirect } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { commitTokens } from '#app/session.server.ts'
import { createPlatformClient, PlatformError } from '#app/platform/client.server.ts'
import { safeRedirectPath, cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { loginFieldErrors, type LoginFieldErrors } from './login-schema.ts'

export type LoginActionData = { errors: LoginFieldErrors; id: string }

/** Email and password sign-in with the platform's ID provider; POST-redirect-GET on success. */
export async function loginAction(request: Request, context: AppLoadContext, defaultTarget: string) {
  const form = await request.formData()
  const id = String(form.get('id') ?? '').slice(0, 254)
  const parsed = loginFieldErrors(form)
  // Never echo the password back.
  if (!parsed.ok) return data<LoginActionData>({ errors: parsed.errors, id }, { status: 400, headers: { 'Cache-Control': cachePolicy.none } })
  try {
    const tokens = await createPlatformClient(context.platform).login(parsed.value.id, parsed.value.secret)
    const target = safeRedirectPath(parsed.value.from, defaultTarget)
    return redirect(target, { headers: { 'Set-Cookie': await commitTokens(request, tokens), 'Cache-Control': cachePolicy.none } })
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 401 || error.status === 400)) {
      const fieldErrors = error.status === 400 && error.fields ? { id: error.fields.id, secret: error.fields.secret } : { form: ['login.failed'] }
      return data<LoginActionData>({ errors: fieldErrors, id }, { status: error.status === 400 ? 400 : 401, headers: { 'Cache-Control': cachePolicy.none } })
    }
    logger.error({ event: 'login.failed', message: (error as Error)?.message })
    return data<LoginActionData>({ errors: { form: ['login.unavailable'] }, id }, { status: 503, headers: { 'Cache-Control': cachePolicy.none } })
  }
}
