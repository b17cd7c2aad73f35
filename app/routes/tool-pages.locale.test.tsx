// @vitest-environment node
/**
 * The operator's impersonation page and the dev mailbox speak the language asked for with
 * ?locale=: their loaders and the impersonation action run against the real embedded platform
 * (in-memory PGlite, seeded from fixtures/, its dev outbox served), and the pages are rendered as
 * the server renders them (the router stub holding that data, under that language's strings), then
 * read by role and name. The issued link opens the landing page
 * in the operator's language.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { within } from '@testing-library/dom'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import type { ComponentType } from 'react'
import { createRequestState } from '#app/context.ts'
import { createPlatformClient } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { serverRenderedPage } from '#tests/setup/server-rendered-page.tsx'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'

process.env.SESSION_SECRET ??= 'tool-pages-test-secret-long-enough-000000'
process.env.DATA_DIR ??= 'memory://'

const embedded = embeddedPlatformForTests(undefined, { exposeOutbox: true })

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
type Action = (args: ActionFunctionArgs) => Promise<unknown>
interface RouteModule {
  loader: Loader
  action?: Action
  default: ComponentType
}
let impersonation: RouteModule
let mailbox: RouteModule
let landing: RouteModule
let operatorCookie: string

beforeAll(async () => {
  // imported once the environment is set: the session cookie's key is read from it
  impersonation = (await import('#app/routes/admin.impersonate.tsx')) as unknown as RouteModule
  mailbox = (await import('#app/routes/dev.mailbox.tsx')) as unknown as RouteModule
  landing = (await import('#app/routes/impersonate.tsx')) as unknown as RouteModule
  operatorCookie = await embedded.sessionCookie('operator@marquee.test', 'operator-demo-2026')
})

// The router stub renders react-router's RouterProvider, which holds a layout effect, on the server here.
beforeEach(() => allowConsole('error', /useLayoutEffect does nothing on the server/))

const context = () => ({ platform: embedded.transport, state: createRequestState('127.0.0.1') })

/** What a loader or action answered: its data, and the status it set (200 when none). */
function answer(value: unknown): { data: Record<string, unknown>; status: number } {
  const init = value as { type?: string; data?: unknown; init?: { status?: number } | null }
  if (init?.type === 'DataWithResponseInit') return { data: init.data as Record<string, unknown>, status: init.init?.status ?? 200 }
  return { data: value as Record<string, unknown>, status: 200 }
}

/** The operator posts the impersonation form on the page shown in `locale`. */
async function issue(locale: Locale, email: string, intent: string | null = 'issue') {
  const request = new Request(`http://app.test/_admin/impersonate?locale=${locale}`, {
    method: 'POST',
    headers: { cookie: operatorCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(intent === null ? { email } : { intent, email }),
  })
  return answer(await impersonation.action!({ request, context: context(), params: {} }))
}

/** A page rendered in the router stub under `locale`'s strings, with the data its loader (and action) gave. */
function renderPage(locale: Locale, page: RouteModule, loaderData: unknown, actionData?: unknown) {
  const { body } = serverRenderedPage({ locale, Page: page.default, path: '/tool', routeId: 'tool', loaderData, actionData })
  return { screen: within(body), text: readableText(body), body }
}

/** Every text a person meets on the page, each on its own line: the text nodes, and the names given by aria-label. */
function readableText(root: Element): string {
  const texts: string[] = []
  const visit = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? '')
    if (node.nodeType === 1) {
      const label = (node as Element).getAttribute('aria-label')
      if (label) texts.push(label)
    }
    node.childNodes.forEach(visit)
  }
  visit(root)
  return texts.join('\n')
}

/** Words and phrases of the pages' former English-only text, found as whole words. */
const impersonationEnglish = [
  'Impersonation',
  'Issue a single-use link',
  'signs in as',
  'viewer’s account',
  'Issuing and use are audited',
  'Account email',
  'Issue a link',
  'works once',
  'until',
  'Audit',
  'operator',
  'account',
  'from',
]
/** The platform's codes for the audit's actions, which the page once showed as they are. */
const rawCodes = ['ISSUED', 'USED']
const invalidEmailEnglish = ['Enter a valid email address']
const noAccountEnglish = ['No account has this address', 'No account has this email address']
const mailboxEnglish = [
  'Dev mailbox',
  'Mail the platform would have sent',
  'Newest first',
  'Recipient',
  'Filter',
  'No mail',
  'Messages',
  'To',
]

const wholeWord = (phrase: string) => new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u')
const englishIn = (text: string, phrases: string[]) => phrases.filter((p) => wholeWord(p).test(text))

describe('the impersonation action', () => {
  it('issues a link under the operator’s locale prefix, which opens the landing page in that language', async () => {
    const expected: Record<Locale, { link: RegExp; home: string }> = {
      en: { link: /^http:\/\/app\.test\/impersonate\/[\w-]+$/, home: '/home' },
      es: { link: /^http:\/\/app\.test\/es\/suplantar\/[\w-]+$/, home: '/es/inicio' },
      pt: { link: /^http:\/\/app\.test\/pt\/personificar\/[\w-]+$/, home: '/pt/inicio' },
    }
    for (const locale of ['en', 'es', 'pt'] as const) {
      const { data, status } = await issue(locale, 'viewer@marquee.test')
      expect(status, locale).toBe(200)
      expect(data.error, locale).toBeNull()
      expect(String(data.link), locale).toMatch(expected[locale].link)
      // the landing page reads its language from the link's path
      const landed = (await landing.loader({ request: new Request(String(data.link)), context: context(), params: {} })) as {
        homeHref: string
      }
      expect(landed.homeHref, locale).toBe(expected[locale].home)
    }
  })

  it('answers a bad address with 400, and maps the platform’s refusals to the page’s own messages', async () => {
    expect(await issue('es', 'not-an-address')).toMatchObject({ status: 400, data: { error: 'invalidEmail', link: null } })
    // a post without the form's intent (or with another) issues nothing
    expect(await issue('es', 'viewer@marquee.test', null)).toMatchObject({ status: 400, data: { error: 'refused', link: null } })
    expect(await issue('es', 'viewer@marquee.test', 'delete')).toMatchObject({ status: 400, data: { error: 'refused', link: null } })
    expect(await issue('es', 'nobody-here@marquee.test')).toMatchObject({ status: 404, data: { error: 'noAccount', link: null } })
    expect(await issue('pt', 'operator@marquee.test')).toMatchObject({ status: 403, data: { error: 'operatorAccount', link: null } })
  })
})

describe('the impersonation page', () => {
  const load = async (locale: Locale) =>
    impersonation.loader({
      request: new Request(`http://app.test/_admin/impersonate?locale=${locale}`, { headers: { cookie: operatorCookie } }),
      context: context(),
      params: {},
    })

  it('has no English left in Spanish and Portuguese: the form, the issued link, the audit and the errors', async () => {
    const issued = await issue('en', 'viewer@marquee.test')
    const refused = await issue('en', 'nobody-here@marquee.test')
    const invalid = await issue('en', 'not-an-address')
    const loaderData = await load('en')
    expect((loaderData as { entries: unknown[] }).entries.length).toBeGreaterThan(0)

    // the English page holds every phrase looked for: the list is the page's own text
    const en = renderPage('en', impersonation, loaderData, issued.data)
    expect(en.screen.getByRole('button', { name: 'Issue a link' })).toBeTruthy()
    expect(englishIn(en.text, impersonationEnglish)).toEqual(impersonationEnglish)
    expect(englishIn(renderPage('en', impersonation, loaderData, invalid.data).text, invalidEmailEnglish)).toEqual(invalidEmailEnglish)

    const names: Record<'es' | 'pt', { field: string; submit: string; audit: string }> = {
      es: { field: 'Correo de la cuenta', submit: 'Generar un enlace', audit: 'Registro de auditoría' },
      pt: { field: 'E-mail da conta', submit: 'Gerar um link', audit: 'Registo de auditoria' },
    }
    for (const locale of ['es', 'pt'] as const) {
      const page = renderPage(locale, impersonation, await load(locale), issued.data)
      expect(page.screen.getByRole('textbox', { name: names[locale].field })).toBeTruthy()
      expect(page.screen.getByRole('button', { name: names[locale].submit })).toBeTruthy()
      const audit = page.screen.getByRole('list', { name: names[locale].audit })
      expect(audit.querySelectorAll('li').length).toBeGreaterThan(0)
      // the expiry is written as the language writes a time, in UTC, said
      expect(page.screen.getByRole('status').textContent).toMatch(/\d\d:\d\d UTC/)
      expect(englishIn(page.text, [...impersonationEnglish, ...rawCodes]), locale).toEqual([])

      for (const [result, english] of [
        [invalid.data, invalidEmailEnglish],
        [refused.data, noAccountEnglish],
      ] as const) {
        const errorPage = renderPage(locale, impersonation, await load(locale), result)
        expect(errorPage.screen.getByRole('alert').textContent!.trim(), locale).not.toBe('')
        expect(englishIn(errorPage.text, [...impersonationEnglish, ...english]), locale).toEqual([])
      }
    }
  })

  it('says so when nothing has been issued yet, in the page’s language', () => {
    const empty: Record<Locale, string> = {
      en: 'No link has been issued or used yet.',
      es: 'Todavía no se ha generado ni usado ningún enlace.',
      pt: 'Ainda não foi gerado nem utilizado nenhum link.',
    }
    for (const locale of ['en', 'es', 'pt'] as const) {
      const none = renderPage(locale, impersonation, { entries: [] })
      expect(none.text, locale).toContain(empty[locale])
      expect(none.screen.queryByRole('list'), locale).toBeNull()
      const entry = {
        id: 'a1',
        at: '2026-11-25T05:19:07.000Z',
        action: 'ISSUED',
        operatorId: 'op-12345678',
        accountId: 'ac-12345678',
        clientAddress: null,
      }
      expect(renderPage(locale, impersonation, { entries: [entry] }).text, locale).not.toContain(empty[locale])
    }
  })
})

describe('the dev mailbox', () => {
  const load = async (locale: Locale, to: string) =>
    mailbox.loader({
      request: new Request(`http://app.test/_dev/mailbox?locale=${locale}&to=${encodeURIComponent(to)}`),
      context: context(),
      params: {},
    })

  /** The page's own words: all but the mail's subject and body (sent in whichever language the mail was). */
  const ownText = (body: HTMLElement) => {
    const copy = body.cloneNode(true) as HTMLElement
    for (const article of copy.querySelectorAll('article')) {
      article.querySelector('h2')?.remove()
      article.querySelector('p:last-of-type')?.remove()
    }
    return readableText(copy)
  }

  it('has no English left in Spanish and Portuguese, with mail or without', async () => {
    for (const locale of ['en', 'es', 'pt'] as const)
      await createPlatformClient(embedded.transport, undefined, locale).requestMagicLink('viewer@marquee.test')

    const en = renderPage('en', mailbox, await load('en', 'viewer@marquee.test'))
    expect(en.screen.getByRole('list', { name: 'Messages' })).toBeTruthy()
    const empty = renderPage('en', mailbox, await load('en', 'nobody-here@marquee.test'))
    expect(englishIn(`${ownText(en.body)}\n${empty.text}`, mailboxEnglish)).toEqual(mailboxEnglish)

    const names: Record<'es' | 'pt', { field: string; list: string; filter: string }> = {
      es: { field: 'Destinatario', list: 'Mensajes', filter: 'Filtrar' },
      pt: { field: 'Destinatário', list: 'Mensagens', filter: 'Filtrar' },
    }
    for (const locale of ['es', 'pt'] as const) {
      const page = renderPage(locale, mailbox, await load(locale, 'viewer@marquee.test'))
      const list = page.screen.getByRole('list', { name: names[locale].list })
      expect(list.querySelectorAll('article').length).toBeGreaterThanOrEqual(3)
      expect(page.screen.getByRole('textbox', { name: names[locale].field })).toBeTruthy()
      expect(page.screen.getByRole('button', { name: names[locale].filter })).toBeTruthy()
      // filtering keeps the language
      expect(page.body.querySelector('input[type="hidden"][name="locale"]')?.getAttribute('value')).toBe(locale)
      const text = ownText(page.body)
      expect(text).toMatch(/\d{2}:\d{2}:\d{2} UTC/)
      expect(englishIn(text, mailboxEnglish), locale).toEqual([])

      const nothing = renderPage(locale, mailbox, await load(locale, 'nobody-here@marquee.test'))
      expect(nothing.screen.getByRole('status').textContent).toContain('nobody-here@marquee.test')
      expect(englishIn(nothing.text, mailboxEnglish), locale).toEqual([])
    }
  })
})
