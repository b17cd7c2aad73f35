/**
 * FAVOURITES: the loader (the signed-in viewer's favourite videos, a page of 9 at a time, ?p=)
 * and the action behind every favourites toggle (intent add or remove). Guests are sent to sign
 * in and come back: to the page they asked for, or to the title whose toggle they pressed.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { localePath, loginHref, localeOfRequest } from '#app/i18n/locale-path.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { favouriteForm } from './form.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

function pageParam(url: URL): number {
  const raw = url.searchParams.get('p')
  const n = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1
  return n >= 1 && n <= 10_000 ? n : 1
}

export async function favouritesLoader(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const { client, viewer } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  requireSignedIn(request, viewer)
  const page = pageParam(url)
  const answer = await client.getFavourites({ p: page, rpp: PAGE_SIZES.favourites })
  return data(
    {
      locale,
      page,
      items: answer.items,
      moreDataAvailable: answer.paging.moreDataAvailable,
      totalPages: Math.max(1, Math.ceil(answer.paging.totalResults / PAGE_SIZES.favourites)),
      pathname: url.pathname,
    },
    { headers: { 'Cache-Control': cachePolicy.personal, Vary: 'Cookie' } },
  )
}
export type FavouritesData = Awaited<ReturnType<typeof favouritesLoader>>['data']

export type FavouriteActionData =
  | { ok: true; contentId: string; favourite: boolean }
  | { ok: false; contentId: string | null; message: 'favourites.invalid' | 'favourites.notFound' | 'favourites.failed' }

export async function favouritesAction(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const { client, viewer } = await platformFor(request, context, locale)
  const form = Object.fromEntries(await request.formData())
  // back to where the toggle was pressed (a title, or this page); only same-origin paths
  const back = safeRedirectPath(form.redirectTo, localePath(locale, '/favourites'))
  requireSignedIn(request, viewer, back)
  const parsed = favouriteForm.safeParse(form)
  if (!parsed.success) {
    return data<FavouriteActionData>({ ok: false, contentId: null, message: 'favourites.invalid' }, { status: 400, headers: noStore })
  }
  const { intent, contentId, js } = parsed.data
  try {
    if (intent === 'add') await client.addFavourite(contentId)
    else await client.removeFavourite(contentId)
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) throw redirect(loginHref(locale, back), { headers: noStore })
    const notFound = error instanceof PlatformError && (error.status === 404 || error.status === 400)
    return data<FavouriteActionData>(
      { ok: false, contentId, message: notFound ? 'favourites.notFound' : 'favourites.failed' },
      { status: notFound ? 404 : 503, headers: noStore },
    )
  }
  if (js) return data<FavouriteActionData>({ ok: true, contentId, favourite: intent === 'add' }, { headers: noStore })
  return redirect(back, { status: 303, headers: noStore })
}
