/**
 * A message for the next page only. An action that changes something and redirects (post,
 * redirect, get) leaves what it wants said, "Saved." or "The profile “Kids” was deleted.", in a
 * short-lived private cookie; the page it lands on reads the message once and clears the cookie.
 *
 * The message never rides in the URL. A `?notice=` or `?deleted=` parameter used to be shown as
 * the product's own words, so a link from anywhere could make a signed-in page say anything
 * ("Your account is suspended. Call …") in the product's voice. A cookie is this browser's alone,
 * is set only by the product's own answers, and is encrypted like the session (nobody can write
 * one by hand).
 *
 * Each message names the page it is for (`page`): a page takes only its own, so a message meant
 * for one page never shows on another the browser happens to load first. A page that finds no
 * cookie in its request sets none, so guest pages stay cacheable.
 */
import type { AppLoadContext, SessionStorage } from '@remix-run/node'
import { privateCookie } from '#app/session.server.ts'
import { createEncryptedCookieSessionStorage } from './encrypted-cookie.server.ts'

export interface Flash {
  /** the page the message is for, e.g. 'profiles' */
  page: string
  /** a message key of that page's strings */
  key: string
  values?: Record<string, string>
}

const NAME = '__marquee_flash'
/** long enough for a slow redirect on a phone, short enough that a message is never found later */
const MAX_AGE_SECONDS = 120

let storage: SessionStorage<{ flash: Flash }> | undefined
function flashStorage() {
  storage ??= createEncryptedCookieSessionStorage<{ flash: Flash }>({
    ...privateCookie(NAME),
    maxAge: MAX_AGE_SECONDS,
    info: 'marquee flash message',
  })
  return storage
}

/** The Set-Cookie value that leaves `flash` for the next page. */
export async function flashCookie(flash: Flash): Promise<string> {
  const session = await flashStorage().getSession()
  session.set('flash', flash)
  return flashStorage().commitSession(session)
}

/**
 * The message left for `page`, if any, taken: the cookie that held it is cleared with this
 * request's answer. A message for another page is left where it is.
 */
export async function takeFlash(request: Request, context: AppLoadContext, page: string): Promise<Flash | null> {
  const header = request.headers.get('cookie')
  if (!header || !header.includes(`${NAME}=`)) return null
  const session = await flashStorage().getSession(header)
  const flash = session.get('flash')
  if (flash && flash.page !== page) return null
  context.state.cookies.push(await flashStorage().destroySession(session))
  return flash ?? null
}
