/**
 * WATCHLISTS (/watchlists/{watchlistId?}): the viewer's lists, one list (?owner= names whose it
 * is: a shared link carries it), and the picker that adds a title (?add=&contentType=&from=), which
 * is also how the add-to-watchlist control works without JavaScript. Signed-in only; hidden (404)
 * when the realm turns watchlists off. Every change is a form with an intent, answered with
 * POST-redirect-GET; the browser's panel posts the same forms with panel=1 and gets data back.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { checkForm } from '#app/auth/forms.ts'
import { type FieldErrors } from '#app/auth/form-errors.ts'
import { fallbackSettings } from '#app/cms/settings.ts'
import { contentLink, watchlistPlaybackQuery } from '#app/catalogue/links.ts'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { PlatformError, type PlatformClient } from '#app/platform/client.server.ts'
import { watchlistCalls, type ItemRef, type Watchlist } from '#app/platform/watchlists.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { watchlistIntents } from './forms.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/
const idOrNull = (v: string | null | undefined) => (v && ID.test(v) ? v : null)
const cursor = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined)

/** Whether the realm shows watchlists (its settings, or the same defaults the page chrome uses). */
export async function watchlistsEnabled(client: Pick<PlatformClient, 'getSettings'>): Promise<boolean> {
  const settings = await client.getSettings().catch(() => null)
  return settings?.body.features?.watchlists ?? fallbackSettings.features.watchlists ?? false
}

/** The page of a list, in the page's language. */
export function watchlistPath(
  locale: Locale,
  list: { watchlistExternalId: string; ownerExternalId: string },
  query: Record<string, string> = {},
) {
  const params = new URLSearchParams({ owner: list.ownerExternalId, ...query })
  return `${localePath(locale, `/watchlists/${encodeURIComponent(list.watchlistExternalId)}`)}?${params}`
}

async function request(req: Request, context: AppLoadContext) {
  const locale = localeOfRequest(req)
  const { client, viewer } = await platformFor(req, context, locale)
  const url = new URL(req.url)
  requireSignedIn(req, viewer)
  if (!(await watchlistsEnabled(client))) throw new Response('Not found', { status: 404, headers: noStore })
  return { locale, client, url, calls: watchlistCalls(client) }
}

const listView = (locale: Locale, w: Watchlist) => ({ ...w, href: watchlistPath(locale, w) })

export async function watchlistsLoader(req: Request, context: AppLoadContext, watchlistId: string | undefined) {
  const { locale, client, url, calls } = await request(req, context)
  const q = url.searchParams
  const id = idOrNull(watchlistId)
  if (watchlistId !== undefined && !id) throw new Response('Not found', { status: 404, headers: noStore })
  const addId = idOrNull(q.get('add'))
  // a failed list load still shows the page (and the panel), with a message
  const empty = { watchlists: [] as Watchlist[], pagingInfo: { moreDataAvailable: false, lastSeen: null }, failed: true }
  const [lists, adding] = await Promise.all([
    // the picker shows which lists already hold the title: the platform says so
    calls.list({ lastSeen: cursor(q.get('lastSeen')), item: addId ?? undefined }).catch((error: unknown) => {
      logger.warn({ event: 'watchlists.list_failed', message: (error as Error)?.message })
      return empty
    }),
    addId ? client.getContent(addId).catch(() => null) : null,
  ])
  // a list of one's own opened without ?owner= (an old bookmark): its owner is on the shelf
  const owner = idOrNull(q.get('owner')) ?? lists.watchlists.find((w) => w.watchlistExternalId === id)?.ownerExternalId ?? null
  let selected = null
  if (id && owner) {
    selected = await calls.content(owner, id, { lastSeen: cursor(q.get('after')) }).catch((error: unknown) => {
      if (error instanceof PlatformError && error.status === 404) return null
      throw error
    })
  }
  const moreLists =
    lists.pagingInfo.moreDataAvailable && lists.pagingInfo.lastSeen !== null
      ? `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(q), lastSeen: String(lists.pagingInfo.lastSeen) })}`
      : null
  return data(
    {
      locale,
      lists: lists.watchlists.map((w) => listView(locale, w)),
      loadFailed: 'failed' in lists,
      moreLists,
      missing: Boolean(id) && !selected,
      selected: selected && {
        ...listView(locale, selected),
        shareUrl: new URL(localePath(locale, selected.shareablePath), url.origin).href,
        after: cursor(q.get('after')) ?? 0,
        items: selected.content.items.map((item) => ({
          ...item,
          // playback started from a list carries watchlistId and owner
          href: contentLink(
            { id: item.id, type: item.contentType, title: item.title },
            { locale, query: watchlistPlaybackQuery(selected.watchlistExternalId, selected.ownerExternalId) },
          ),
        })),
        moreItems:
          selected.content.pagingInfo.moreDataAvailable && selected.content.pagingInfo.lastSeen !== null
            ? watchlistPath(locale, selected, { after: String(selected.content.pagingInfo.lastSeen) })
            : null,
      },
      adding: adding && { id: adding.id, type: adding.type, title: adding.title },
      from: safeRedirectPath(q.get('from'), ''),
      notice: q.get('notice'),
    },
    // a list that does not exist (deleted, or a mistyped share link) is a 404, shown with the shelf
    { status: id && !selected ? 404 : 200, headers: noStore },
  )
}
export type WatchlistsData = Awaited<ReturnType<typeof watchlistsLoader>>['data']

export interface WatchlistsActionData {
  intent: string
  ok: boolean
  /** the list acted on (the panel's confirmation names it) */
  name?: string
  errors: FieldErrors
  /** a translation key for the form as a whole */
  message?: string
  values?: { name?: string }
  /** a delete asked for: the page asks to confirm it */
  confirm?: boolean
}

const NOTICE: Record<string, string> = {
  create: 'created',
  rename: 'renamed',
  'add-item': 'added',
  'remove-item': 'removed',
  move: 'moved',
  save: 'saved',
}

export async function watchlistsAction(req: Request, context: AppLoadContext) {
  const { locale, url, calls } = await request(req, context)
  const form = await req.formData()
  const intent = String(form.get('intent') ?? '')
  const panel = form.get('panel') === '1'
  const fail = (status: number, errors: FieldErrors, message?: string) =>
    data<WatchlistsActionData>(
      { intent, ok: false, errors, message, values: { name: String(form.get('name') ?? '').slice(0, 200) } },
      { status, headers: noStore },
    )
  const checked = checkForm(watchlistIntents, form)
  // a message for the form as a whole unless the name field shows what is wrong
  if (!checked.ok) return fail(400, checked.errors, checked.errors.name ? undefined : 'watchlists:watchlists.failed')
  const op = checked.value
  const done = (list: { watchlistExternalId: string; ownerExternalId: string; name?: string } | null) => {
    if (panel) return data<WatchlistsActionData>({ intent, ok: true, name: list?.name, errors: {} }, { headers: noStore })
    const from = safeRedirectPath(form.get('from'), '')
    // created or added from a title: back to that title's picker, which confirms
    if (from && (op.intent === 'add-item' || (op.intent === 'create' && op.contentId)) && list) {
      return redirect(
        `${url.pathname}?${new URLSearchParams({ add: String(form.get('contentId')), contentType: String(form.get('contentType')), from, notice: 'added' })}`,
        { headers: noStore },
      )
    }
    if (!list) return redirect(`${localePath(locale, '/watchlists')}?notice=deleted`, { headers: noStore })
    const after = op.intent === 'move' || op.intent === 'remove-item' ? String(form.get('after') ?? '') : ''
    return redirect(watchlistPath(locale, list, { notice: NOTICE[op.intent] ?? '', ...(after ? { after } : {}) }), { headers: noStore })
  }
  try {
    switch (op.intent) {
      case 'create': {
        const list = await calls.create(op.name)
        if (op.contentId && op.contentType)
          await calls.addContent(list.watchlistExternalId, [{ id: op.contentId, contentType: op.contentType }])
        return done(list)
      }
      case 'rename':
        return done(await calls.rename(op.watchlistId, op.name))
      case 'delete':
        // a list is gone for everyone it was shared with: the first press asks, the second deletes
        if (!op.confirmed) return data<WatchlistsActionData>({ intent, ok: false, confirm: true, errors: {} }, { headers: noStore })
        await calls.remove(op.owner, op.watchlistId)
        return done(null)
      case 'save':
        return done(await calls.save(op.owner, op.watchlistId))
      case 'add-item':
        return done(await calls.addContent(op.watchlistId, [{ id: op.contentId, contentType: op.contentType }]))
      case 'remove-item':
        return done(await calls.removeItem(op.watchlistId, { id: op.contentId, contentType: op.contentType }))
      case 'move': {
        const after = op.after ?? 0
        const page = await calls.content(op.owner, op.watchlistId, { lastSeen: after || undefined })
        const order: ItemRef[] = page.content.items.map((i) => ({ id: i.id, contentType: i.contentType }))
        const at = order.findIndex((i) => i.id === op.contentId)
        const to = op.direction === 'up' ? at - 1 : at + 1
        if (at >= 0 && to >= 0 && to < order.length) {
          ;[order[at], order[to]] = [order[to]!, order[at]!]
          await calls.reorder(op.watchlistId, after, order)
        }
        return done(page)
      }
    }
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500) {
      if (error.status === 409) return fail(409, {}, 'duplicatedItemMessage')
      if (error.code === 'WATCHLIST_NAME_TAKEN') return fail(422, { name: ['watchlists:watchlists.nameTaken'] })
      if (error.fields?.name) return fail(422, { name: ['watchlists:watchlists.nameTooLong'] })
      if (error.status === 404) return fail(404, {}, 'watchlists:watchlists.notFound')
      return fail(error.status, {}, 'watchlists:watchlists.failed')
    }
    logger.error({ event: 'watchlists.action_failed', intent, message: (error as Error)?.message })
    return fail(502, {}, 'watchlists:watchlists.failed')
  }
}
