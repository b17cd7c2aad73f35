/**
 * Open redirects: every route that takes a target (from, entryPage, redirectTo) is walked with the
 * whole payload list, in every language, and each answer must stay on this origin — its Location,
 * any target carried in that Location's query, and every link or form the page renders from it.
 * The requests go straight to the server (no browser), with the Origin a browser would send.
 */
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test'
import { OPEN_REDIRECT_PAYLOADS, staysOnOrigin } from '../security/redirect-payloads.ts'
import { accounts, apiLogin, expect, test } from './fixtures.ts'

const LOCALES = {
  en: {
    prefix: '',
    login: '/login',
    signup: '/signup',
    logout: '/logout',
    consent: '/consent',
    profiles: '/profiles',
    magic: '/login/magic-link',
    google: '/login/google',
  },
  es: {
    prefix: '/es',
    login: '/es/iniciar-sesion',
    signup: '/es/registro',
    logout: '/es/cerrar-sesion',
    consent: '/es/consentimiento',
    profiles: '/es/perfiles',
    magic: '/es/iniciar-sesion/enlace-magico',
    google: '/es/iniciar-sesion/google',
  },
  pt: {
    prefix: '/pt',
    login: '/pt/entrar',
    signup: '/pt/registo',
    logout: '/pt/sair',
    consent: '/pt/consentimento',
    profiles: '/pt/perfis',
    magic: '/pt/entrar/ligacao-magica',
    google: '/pt/entrar/google',
  },
} as const
type Paths = (typeof LOCALES)[keyof typeof LOCALES]

const TARGET_PARAMS = ['from', 'entryPage', 'redirectTo']

test.describe.configure({ mode: 'serial' })

/** Where the answer sends the browser, and every target it carries on, all on this origin. */
function expectSameOrigin(response: APIResponse, origin: string, what: string) {
  const location = response.headers()['location'] ?? null
  expect(response.status(), what).toBeLessThan(500)
  expect(staysOnOrigin(location, origin), `${what} → Location ${location}`).toBe(true)
  if (!location) return
  const next = new URL(location, origin)
  for (const key of TARGET_PARAMS) {
    const carried = next.searchParams.get(key)
    if (carried !== null) expect(staysOnOrigin(carried, origin), `${what} → carries ${key}=${carried}`).toBe(true)
  }
}

/** Links and form actions of a rendered page that name the attacker's host: none may lead off the origin. */
async function expectRenderedLinksSameOrigin(response: APIResponse, origin: string, what: string) {
  if (!(response.headers()['content-type'] ?? '').includes('text/html')) return
  const html = await response.text()
  for (const [, attribute, value] of html.matchAll(/\s(href|action|formaction)="([^"]*)"/g)) {
    const decoded = value!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
    if (!/evil/i.test(decodeURIComponent(decoded.replace(/%(?![0-9a-f]{2})/gi, '%25')))) continue
    // A link to another of our pages may carry the raw target on: that page checks it again.
    expect(staysOnOrigin(decoded, origin), `${what} renders ${attribute}="${decoded}"`).toBe(true)
  }
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

async function signedInContext(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { origin: baseURL } })
  const res = await context.post('/login', { form: { id: accounts.viewer.email, secret: accounts.viewer.password }, maxRedirects: 0 })
  expect(res.status(), await res.text()).toBe(302)
  return context
}

test('the payload list is long enough to mean something', () => {
  expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40)
})

for (const [locale, paths] of Object.entries(LOCALES) as Array<[string, Paths]>) {
  test(`${locale}: sign-in by password follows no foreign from, entryPage or redirectTo`, async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { origin: baseURL! } })
    try {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const page = await guest.get(paths.login + q({ from: payload, entryPage: payload, redirectTo: payload }))
        await expectRenderedLinksSameOrigin(page, baseURL!, `GET ${paths.login} with ${JSON.stringify(payload)}`)
        // entryPage refused falls through to from, from refused to the page's own default
        const res = await guest.post(paths.login + q({ from: payload, entryPage: payload }), {
          form: { id: accounts.viewer.email, secret: accounts.viewer.password },
        })
        expectSameOrigin(res, baseURL!, `POST ${paths.login} from and entryPage ${JSON.stringify(payload)}`)
        // redirectTo counts after a sign-up entry page; here in the form fields, as the page posts them
        const withEntry = await guest.post(paths.login, {
          form: { id: accounts.viewer.email, secret: accounts.viewer.password, entryPage: paths.signup, redirectTo: payload },
        })
        expectSameOrigin(withEntry, baseURL!, `POST ${paths.login} redirectTo ${JSON.stringify(payload)}`)
        await guest.post(paths.logout, { form: {} })
      }
    } finally {
      await guest.dispose()
    }
  })

  test(`${locale}: signed-in pages that send a viewer on (login, signup, Google, consent, profiles) stay on this origin`, async ({
    playwright,
    baseURL,
    request,
  }) => {
    const viewer = await signedInContext(playwright, baseURL!)
    try {
      const token = await apiLogin(request, 'viewer')
      const profiles = await (await request.get('/api/user/profiles', { headers: { authorization: `Bearer ${token}` } })).json()
      const profileId: string | undefined = profiles.profiles[0]?.id
      const consentPage = await (await viewer.get(paths.consent)).text()
      const consentBoxes = Object.fromEntries([...consentPage.matchAll(/name="(consent\.[^"]+)"/g)].map(([, name]) => [name!, 'true']))
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const label = JSON.stringify(payload)
        for (const path of [paths.login, paths.signup, paths.google]) {
          expectSameOrigin(await viewer.get(path + q({ redirectTo: payload, from: payload })), baseURL!, `GET ${path} signed in, ${label}`)
        }
        const consent = await viewer.get(paths.consent + q({ from: payload }))
        expectSameOrigin(consent, baseURL!, `GET ${paths.consent} ${label}`)
        await expectRenderedLinksSameOrigin(consent, baseURL!, `GET ${paths.consent} ${label}`)
        expectSameOrigin(
          await viewer.post(paths.consent + q({ from: payload }), { form: { intent: 'save', ...consentBoxes } }),
          baseURL!,
          `POST ${paths.consent} ${label}`,
        )
        const profilesPage = await viewer.get(paths.profiles + q({ from: payload }))
        expectSameOrigin(profilesPage, baseURL!, `GET ${paths.profiles} ${label}`)
        await expectRenderedLinksSameOrigin(profilesPage, baseURL!, `GET ${paths.profiles} ${label}`)
        if (profileId) {
          expectSameOrigin(
            await viewer.post(paths.profiles + q({ from: payload }), { form: { intent: 'select', id: profileId } }),
            baseURL!,
            `POST ${paths.profiles} select ${label}`,
          )
        }
      }
      expect(profileId, 'the viewer has a profile to select').toBeTruthy()
    } finally {
      await viewer.dispose()
    }
  })

  test(`${locale}: logout goes to no foreign from`, async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { origin: baseURL! } })
    try {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const label = JSON.stringify(payload)
        expectSameOrigin(await guest.post(paths.logout, { form: { from: payload } }), baseURL!, `POST ${paths.logout} field ${label}`)
        expectSameOrigin(
          await guest.post(paths.logout + q({ from: payload }), { form: {} }),
          baseURL!,
          `POST ${paths.logout}?from ${label}`,
        )
        await expectRenderedLinksSameOrigin(await guest.get(paths.logout + q({ from: payload })), baseURL!, `GET ${paths.logout} ${label}`)
      }
    } finally {
      await guest.dispose()
    }
  })
}

test('magic-link sign-in follows no foreign from or entryPage, in every language', async ({ playwright, baseURL, request }) => {
  // Three links an account may ask for in a quarter of an hour: one fresh account per language.
  const issuePayloads = ['/.//evil.example', '/%2e//evil.example', '/./%2F/evil.example']
  for (const [locale, paths] of Object.entries(LOCALES) as Array<[string, Paths]>) {
    const email = `redirect-${locale}-${Date.now()}@marquee.test`
    // A private address of its own (counted inside the realm; the server trusts X-Forwarded-For from loopback), so the sign-ups and
    // links other specs asked for from 127.0.0.1 in this run do not count against this test's limits.
    const from = { 'x-forwarded-for': `10.77.0.${10 + Object.keys(LOCALES).indexOf(locale)}` }
    const signup = await request.post('/api/user/signup', {
      headers: from,
      data: { email, password: 'a-good-password', name: 'Redirect Test', consentAnswers: { acceptTerms: true, acceptPrivacy: true } },
    })
    expect(signup.status(), await signup.text()).toBe(202)
    const confirm = (await (await request.get(`/api/_dev/outbox?to=${encodeURIComponent(email)}`)).json()).messages[0].text as string
    expect(
      (
        await request.post('/api/user/email-confirmation', {
          data: { token: new URL(/https?:\/\/\S+/.exec(confirm)![0]).searchParams.get('token') },
        })
      ).status(),
    ).toBe(204)
    for (const payload of issuePayloads) {
      const guest = await playwright.request.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { origin: baseURL! } })
      try {
        expect((await guest.get(`/api/token/alt/magic-email?email=${encodeURIComponent(email)}`, { headers: from })).status()).toBe(204)
        const mail = (await (await request.get(`/api/_dev/outbox?to=${encodeURIComponent(email)}`)).json()).messages[0].text as string
        const token = new URL(/https?:\/\/\S+magic-link\S*/.exec(mail)![0]).searchParams.get('token')!
        const res = await guest.post(paths.magic + q({ from: payload, entryPage: payload }), { form: { intent: 'login', token } })
        expectSameOrigin(res, baseURL!, `POST ${paths.magic} ${JSON.stringify(payload)}`)
        expect(res.status(), 'the link signed in').toBe(302)
      } finally {
        await guest.dispose()
      }
    }
  }
})
