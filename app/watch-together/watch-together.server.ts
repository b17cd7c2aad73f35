/**
 * WATCH_TOGETHER (`/live/{eventId}/watch-together`): the live event (its detail and player), an
 * invite link to this page, and who is watching. Joining and leaving are plain forms (intent join
 * or leave) answered with a redirect back here, so they work without JavaScript; with JavaScript
 * the list follows the platform's stream (resources.watch-together.stream.ts). Signed-in viewers
 * only: a guest is sent to sign in and comes back here.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { loadDetail } from '#app/catalogue/detail.server.ts'
import { contentId } from '#app/catalogue/params.server.ts'
import { notFound } from '#app/catalogue/request.server.ts'
import { loginHref, localeOfRequest } from '#app/i18n/locale-path.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { watchTogetherCalls } from '#app/platform/watch-together.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { watchTogetherForm } from './form.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const NOTICES = ['joined', 'left'] as const
export type WatchTogetherNotice = (typeof NOTICES)[number]

export async function watchTogetherLoader(request: Request, context: AppLoadContext, eventId: string | undefined) {
  const locale = localeOfRequest(request)
  const { client, viewer } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  requireSignedIn(request, viewer, url.pathname)
  const id = contentId.safeParse(eventId)
  if (!id.success) throw notFound()
  const [detail, room] = await Promise.all([
    loadDetail({ request, context, kind: 'live', eventId: id.data }),
    watchTogetherCalls(client)
      .state(id.data)
      .catch((error: unknown) => {
        if (error instanceof PlatformError && error.status === 404) throw notFound()
        throw error
      }),
  ])
  const notice = NOTICES.find((n) => n === url.searchParams.get('notice')) ?? null
  return data(
    {
      detail: detail.data,
      room,
      notice,
      /** the invite link: this page, in this language, without the notice */
      invitePath: url.pathname,
      streamPath: `/resources/watch-together/${encodeURIComponent(id.data)}/stream`,
    },
    { headers: { 'Cache-Control': cachePolicy.personal, Vary: 'Cookie' } },
  )
}
export type WatchTogetherData = Awaited<ReturnType<typeof watchTogetherLoader>>['data']

export type WatchTogetherActionData = { ok: false; message: 'watchTogether.invalid' | 'watchTogether.failed' | 'watchTogether.notFound' }

export async function watchTogetherAction(request: Request, context: AppLoadContext, eventId: string | undefined) {
  const locale = localeOfRequest(request)
  const { client, viewer } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  requireSignedIn(request, viewer, url.pathname)
  const id = contentId.safeParse(eventId)
  if (!id.success) throw notFound()
  const parsed = watchTogetherForm.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success)
    return data<WatchTogetherActionData>({ ok: false, message: 'watchTogether.invalid' }, { status: 400, headers: noStore })
  const calls = watchTogetherCalls(client)
  try {
    if (parsed.data.intent === 'join') await calls.join(id.data)
    else await calls.leave(id.data)
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) throw redirect(loginHref(locale, url.pathname), { headers: noStore })
    if (error instanceof PlatformError && (error.status === 404 || error.status === 400)) {
      return data<WatchTogetherActionData>({ ok: false, message: 'watchTogether.notFound' }, { status: 404, headers: noStore })
    }
    logger.warn({ event: 'watch_together.action_failed', intent: parsed.data.intent, message: (error as Error)?.message })
    return data<WatchTogetherActionData>({ ok: false, message: 'watchTogether.failed' }, { status: 503, headers: noStore })
  }
  const notice = parsed.data.intent === 'join' ? 'joined' : 'left'
  return redirect(`${url.pathname}?notice=${notice}`, { status: 303, headers: noStore })
}
