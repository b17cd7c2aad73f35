// @vitest-environment node
/**
 * Deleting a profile asks first. The PROFILES page's loader and action run against the real
 * embedded platform (in-memory PGlite seeded from fixtures/, signed in as the demo viewer), and the
 * page is rendered as the server renders it (what a browser without JavaScript gets), in each
 * language, then read by role and name:
 * - ?delete=<id> shows the question, naming the profile, with a destructive confirm and a Cancel
 *   link back to the list (the rest of the query kept);
 * - the confirm's post deletes and comes back to the list with the message after it, which comes
 *   once, from a cookie the answer set: the URL cannot put words on the page;
 * - the platform's refusals (the last adult profile, a profile already gone) read as sentences.
 */
import { within } from '@testing-library/dom'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import { createRequestState } from '#app/context.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { Profile } from '#app/platform/types.ts'
import { serverRenderedPage, type RouteModule } from '#tests/setup/server-rendered-page.tsx'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'

process.env.SESSION_SECRET ??= 'profiles-delete-test-secret-long-enough-0'
process.env.DATA_DIR ??= 'memory://'

const embedded = embeddedPlatformForTests()

interface LoaderData {
  profiles: Profile[]
  confirmDelete: { id: string; name: string } | null
  listHref: string
  notice: { key: string; values?: Record<string, string> } | null
}
let route: RouteModule
let cookie: string

beforeAll(async () => {
  // imported once the environment is set: the session cookie's key is read from it
  route = (await import('#app/routes/profiles.tsx')) as unknown as RouteModule
  cookie = await embedded.sessionCookie('viewer@marquee.test', 'viewer-demo-2026')
})

// The router stub renders react-router's RouterProvider, which holds a layout effect, on the server here.
beforeEach(() => allowConsole('error', /useLayoutEffect does nothing on the server/))

const context = () => ({ platform: embedded.transport, state: createRequestState('127.0.0.1') })

/** The page's data at `path`; `flash` is a Set-Cookie an answer before it left (its message). */
async function loadWith(path: string, flash?: string | null) {
  const state = context()
  const data = (await route.loader({
    request: new Request(`http://app.test${path}`, { headers: { cookie: flash ? `${cookie}; ${flash.split(';')[0]}` : cookie } }),
    context: state,
    params: {},
  })) as LoaderData
  return { data, cookies: state.state.cookies }
}
const load = async (path: string) => (await loadWith(path)).data

/** The page's form posted at `path`: a redirect (its Location), or the data and status it answered with. */
async function post(path: string, fields: Record<string, string>) {
  const request = new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  const answer = (await route.action({ request, context: context(), params: {} })) as
    Response | { type: string; data: Record<string, unknown>; init: { status?: number } | null }
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get('location'), flash: answer.headers.get('set-cookie'), data: undefined }
  return { status: answer.init?.status ?? 200, location: null, flash: null, data: answer.data }
}

/** The page at `path` as the server renders it under `locale`'s strings. */
function renderPage(locale: Locale, path: string, loaderData: unknown, actionData?: unknown) {
  const { window, body } = serverRenderedPage({ locale, Page: route.default, path, routeId: 'profiles', loaderData, actionData })
  return Object.assign(within(body), {
    /** A form's fields as its submission would send them. */
    fieldsOf: (form: HTMLFormElement) => [...new window.FormData(form as never).entries()].map(([k, v]) => [k, String(v)]),
  })
}

async function addProfile(name: string, type: 'ADULT' | 'CHILD') {
  expect((await post('/profiles', { intent: 'create', name, type, pin: '' })).status).toBe(302)
  return (await load('/profiles')).profiles.find((p) => p.name === name)!
}

const words: Record<Locale, { ask: string; yes: string; cancel: string; done: string; lastAdult: string; gone: string }> = {
  en: {
    ask: 'Delete Kids?',
    yes: 'Yes, delete Kids',
    cancel: 'Cancel',
    done: 'The profile “Kids” was deleted.',
    lastAdult: 'The last adult profile cannot be deleted.',
    gone: 'This profile no longer exists.',
  },
  es: {
    ask: '¿Eliminar Kids?',
    yes: 'Sí, eliminar Kids',
    cancel: 'Cancelar',
    done: 'Se ha eliminado el perfil «Kids».',
    lastAdult: 'No se puede eliminar el último perfil adulto.',
    gone: 'Este perfil ya no existe.',
  },
  pt: {
    ask: 'Eliminar Kids?',
    yes: 'Sim, eliminar Kids',
    cancel: 'Cancelar',
    done: 'O perfil «Kids» foi eliminado.',
    lastAdult: 'O último perfil adulto não pode ser eliminado.',
    gone: 'Este perfil já não existe.',
  },
}
const listPath: Record<Locale, string> = { en: '/profiles', es: '/es/perfiles', pt: '/pt/perfis' }

describe('deleting a profile', () => {
  it('asks first: ?delete=<id> names the profile, offers a destructive confirm and a Cancel back to the list', async () => {
    const kids = await addProfile('Kids', 'CHILD')
    for (const locale of ['en', 'es', 'pt'] as const) {
      const path = `${listPath[locale]}?from=%2Fbrowse&delete=${kids.id}`
      const data = await load(path)
      expect(data.confirmDelete, locale).toEqual({ id: kids.id, name: 'Kids' })
      expect(data.listHref, locale).toBe(`${listPath[locale]}?from=%2Fbrowse`)

      const screen = renderPage(locale, path, data)
      const heading = screen.getByRole('heading', { level: 2, name: words[locale].ask })
      // focus lands on the question with JavaScript off too
      expect(heading.hasAttribute('autofocus'), locale).toBe(true)
      const region = screen.getByRole('region', { name: words[locale].ask })
      const confirm = within(region).getByRole('button', { name: words[locale].yes })
      const form = confirm.closest('form')!
      expect(form.getAttribute('method'), locale).toBe('post')
      expect(screen.fieldsOf(form), locale).toEqual([
        ['intent', 'delete'],
        ['id', kids.id],
      ])
      expect(within(region).getByRole('link', { name: words[locale].cancel }).getAttribute('href'), locale).toBe(
        `${listPath[locale]}?from=%2Fbrowse`,
      )
      // the list and the add form step aside while the page asks
      expect(screen.queryByRole('button', { name: /Kids/ }), locale).toBe(within(region).getByRole('button', { name: /Kids/ }))
      expect(screen.queryByRole('textbox'), locale).toBeNull()
    }
    // the profile is still there: asking deletes nothing
    expect((await load('/profiles')).profiles.map((p) => p.name)).toContain('Kids')
  })

  it('the list’s Delete asks by a GET to the page, keeping its other parameters', async () => {
    const data = await load('/profiles?from=%2Fbrowse&delete=none')
    const kids = data.profiles.find((p) => p.name === 'Kids')!
    const screen = renderPage('en', '/profiles?from=%2Fbrowse&delete=none', data)
    const form = screen.getByRole('button', { name: 'Delete Kids' }).closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(screen.fieldsOf(form)).toEqual([
      ['from', '/browse'],
      ['delete', kids.id],
    ])
  })

  it('an id the list does not hold, or none, asks nothing', async () => {
    expect((await load('/profiles?delete=not-a-profile')).confirmDelete).toBeNull()
    expect((await load(`/profiles?delete=${crypto.randomUUID()}`)).confirmDelete).toBeNull()
    expect((await load('/profiles')).confirmDelete).toBeNull()
  })

  it('confirming deletes it and comes back to the list, which says so in the page’s language', async () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      const kids = await addProfile('Kids', 'CHILD')
      const answer = await post(`${listPath[locale]}?from=%2Fbrowse&delete=${kids.id}`, { intent: 'delete', id: kids.id })
      expect(answer.status, locale).toBe(302)
      const back = new URL(answer.location!, 'http://app.test')
      expect(back.pathname, locale).toBe(listPath[locale])
      expect(Object.fromEntries(back.searchParams), locale).toEqual({ from: '/browse' })
      expect(answer.flash, locale).toMatch(/^__marquee_flash=[^;]+;.*HttpOnly/i)

      const { data, cookies } = await loadWith(back.pathname + back.search, answer.flash)
      expect(
        data.profiles.map((p) => p.id),
        locale,
      ).not.toContain(kids.id)
      expect(data.confirmDelete, locale).toBeNull()
      const screen = renderPage(locale, back.pathname + back.search, data)
      expect(screen.getByRole('status').textContent, locale).toBe(words[locale].done)
      // said once: the page's answer clears the cookie
      expect(cookies, locale).toEqual([expect.stringMatching(/^__marquee_flash=;.*Expires=Thu, 01 Jan 1970/i)])
    }
  })

  it('a link cannot put words on the page: ?deleted= and ?notice= say nothing', async () => {
    for (const query of [
      '?deleted=Your%20account%20is%20suspended',
      '?notice=Your%20account%20is%20suspended.%20Call%20555-0100',
      '?notice=profiles.saved',
    ]) {
      const { data, cookies } = await loadWith(`/profiles${query}`)
      expect(data.notice, query).toBeNull()
      expect(cookies, query).toEqual([])
      const screen = renderPage('en', `/profiles${query}`, data)
      expect(screen.queryByRole('status'), query).toBeNull()
      expect(screen.queryByText(/suspended|saved/i), query).toBeNull()
    }
  })

  it('an unchecked post is refused by the form’s check, not sent on', async () => {
    expect(await post('/profiles', { intent: 'delete', id: 'not-a-uuid' })).toMatchObject({ status: 400, location: null })
    expect(await post('/profiles', { intent: 'delete' })).toMatchObject({ status: 400, location: null })
  })

  it('the platform’s refusals stay, and read as sentences in the confirmation', async () => {
    const data = await load('/profiles')
    const adults = data.profiles.filter((p) => p.tp === 'ADULT')
    expect(adults).toHaveLength(1)
    const gone = crypto.randomUUID()
    for (const locale of ['en', 'es', 'pt'] as const) {
      // the last adult profile: the list offers no Delete for it, a page asked for by hand still may not
      const path = `${listPath[locale]}?delete=${adults[0]!.id}`
      const refused = await post(path, { intent: 'delete', id: adults[0]!.id })
      expect(refused, locale).toMatchObject({ status: 409, data: { intent: 'delete', message: 'profiles.lastAdult' } })
      const screen = renderPage(locale, path, await load(path), refused.data)
      expect(screen.getByRole('alert').textContent, locale).toBe(words[locale].lastAdult)
      expect(screen.getByRole('link', { name: words[locale].cancel }), locale).toBeTruthy()

      // deleted meanwhile (another tab, another device)
      const missing = await post(listPath[locale], { intent: 'delete', id: gone })
      expect(missing, locale).toMatchObject({ status: 404, data: { intent: 'delete', message: 'profiles.notFound' } })
      const list = renderPage(locale, listPath[locale], await load(listPath[locale]), missing.data)
      expect(list.getByRole('alert').textContent, locale).toBe(words[locale].gone)
    }
    expect((await load('/profiles')).profiles.filter((p) => p.tp === 'ADULT')).toHaveLength(1)
  })
})
