/**
 * Pages and actions only a signed-in viewer may use: a guest is sent to sign in, in the page's
 * language, and comes back to where they were (or to `from`, a same-origin path) afterwards.
 */
import { redirect } from '@remix-run/node'
import { localeOfRequest, loginHref } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'

/** Throws the redirect to sign in when `viewer` is a guest; returns quietly otherwise. */
export function requireSignedIn(request: Request, viewer: { isGuest: boolean }, from?: string): void {
  if (!viewer.isGuest) return
  const url = new URL(request.url)
  throw redirect(loginHref(localeOfRequest(request), from ?? url.pathname + url.search), { headers: { 'Cache-Control': cachePolicy.none } })
}
