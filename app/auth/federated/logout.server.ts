/**
 * Logout: the platform session ends (its refresh token revoked; the platform
 * itself ends the session at a partner identity manager), the cookie is forgotten, and when the
 * viewer signed in with an OpenID provider the browser goes through the provider's end-session
 * address so its session there ends too, then comes back to GET /logout?state=… and on to `from`
 * (kept server-side in the flow cookie, never taken from the provider's return). Failures at the
 * platform or the provider are only logged: the viewer always ends signed out, as a guest.
 */
import type { AppLoadContext } from '@remix-run/node'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { destroySession } from '#app/session.server.ts'
import { createPlatformClient } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { federatedCalls } from './client.server.ts'
import { readFlow } from './flow.server.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

/** Where a provider sends the browser after its logout: always the unprefixed /logout (the locale is in the flow). */
export const postLogoutUri = (request: Request) => `${new URL(request.url).origin}/logout`

export async function logout(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  from: string | null | undefined,
): Promise<Response> {
  const target = safeRedirectPath(from, localePath(locale, '/home'))
  const { refreshToken, oidc, cookie } = await destroySession(request)
  const headers = new Headers(noStore)
  headers.append('Set-Cookie', cookie)
  const platform = createPlatformClient(context.platform)
  if (refreshToken) {
    await platform
      .logout(refreshToken)
      .catch((error: unknown) => logger.warn({ event: 'logout.platform_failed', message: (error as Error)?.message }))
  }
  if (oidc) {
    try {
      const state = randomBytes(24).toString('base64url')
      const { logoutUri } = await federatedCalls(platform).logoutUri(oidc.provider, {
        postLogoutRedirectUri: postLogoutUri(request),
        state,
        idTokenHint: oidc.idToken,
      })
      if (logoutUri) {
        const flow = await readFlow(request)
        flow.set('logout', { state, from: target, locale })
        headers.append('Set-Cookie', await flow.commit())
        headers.set('Location', logoutUri)
        return new Response(null, { status: 302, headers })
      }
    } catch (error) {
      logger.warn({ event: 'logout.provider_failed', provider: oidc.provider, message: (error as Error)?.message })
    }
  }
  headers.set('Location', target)
  return new Response(null, { status: 302, headers })
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * GET /logout?state=…: the provider sent the browser back. With this browser's pending logout,
 * go on to where it started; a return without one (another browser, a replay) goes home.
 * Null when this is not a return from a provider (the page then asks to confirm a logout).
 */
export async function finishProviderLogout(request: Request, locale: Locale): Promise<Response | null> {
  const state = new URL(request.url).searchParams.get('state')
  if (state === null) return null
  const flow = await readFlow(request)
  const pending = flow.get('logout')
  const headers = new Headers(noStore)
  let target = localePath(pending?.locale ?? locale, '/home')
  if (pending) {
    flow.unset('logout')
    headers.append('Set-Cookie', await flow.commit())
    if (state.length <= 256 && same(state, pending.state)) target = safeRedirectPath(pending.from, target)
    else logger.warn({ event: 'logout.return_state_mismatch' })
  }
  headers.set('Location', target)
  return new Response(null, { status: 302, headers })
}
