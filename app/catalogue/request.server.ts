/** What every catalogue page loader needs: locale, the viewer's platform client and the cache policy. */
import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { AppLoadContext } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'

export async function catalogueRequest(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const { client, viewer } = await platformFor(request, context, locale)
  const cacheControl = viewer.isGuest ? cachePolicy.guest : cachePolicy.personal
  return {
    locale,
    client,
    isGuest: viewer.isGuest,
    url: new URL(request.url),
    /** Guests' pages may sit on a CDN; signed-in pages are private (access levels are personal). */
    headers: { 'Cache-Control': cacheControl, Vary: 'Cookie' },
  }
}

/** A 404 the CDN may keep briefly (as composed pages do). */
export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=10' } })
}
