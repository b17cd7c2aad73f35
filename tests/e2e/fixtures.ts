import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

export const accounts = {
  editor: { email: 'editor@marquee.test', password: 'editor-demo-2026' },
  operator: { email: 'operator@marquee.test', password: 'operator-demo-2026' },
  viewer: { email: 'viewer@marquee.test', password: 'viewer-demo-2026' },
} as const
export type AccountName = keyof typeof accounts

/** The platform's admin API, signed in as the operator. */
export class CmsAdmin {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { authorization: `Bearer ${this.token}` }
  }

  async get<T = Record<string, unknown>>(kind: string, id: string): Promise<{ draft: T; published: T | null; draftVersion: number }> {
    const res = await this.request.get(`/api/cms/admin/documents/${kind}/${id}`, { headers: this.headers })
    expect(res.status(), await res.text()).toBe(200)
    return res.json()
  }

  saveDraft(kind: string, id: string, body: unknown) {
    return this.request.put(`/api/cms/admin/documents/${kind}/${id}/draft`, { headers: this.headers, data: body })
  }

  async publish(kind: string, id: string) {
    const res = await this.request.post(`/api/cms/admin/documents/${kind}/${id}/publish`, { headers: this.headers })
    expect(res.status(), await res.text()).toBe(200)
  }

  /** Save and publish, failing the test on any refusal. */
  async replace(kind: string, id: string, body: unknown) {
    const res = await this.saveDraft(kind, id, body)
    expect(res.status(), await res.text()).toBe(200)
    await this.publish(kind, id)
  }
}

export async function apiLogin(request: APIRequestContext, who: AccountName): Promise<string> {
  const res = await request.post('/api/login', { data: { id: accounts[who].email, secret: accounts[who].password } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).authorisationToken
}

/** A fresh address per test and run, so tests never share an account or a mailbox. */
export const freshEmail = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`

let signUps = 0
/**
 * A private client address of its own for each sign-up. The server trusts X-Forwarded-For from
 * loopback, and counts sign-ups per address: were every test to sign up from 127.0.0.1, the
 * suite's sign-ups would add up to the hourly limit and the last ones would get 429. Private
 * addresses count as inside the realm's territories. The second octet is random per worker
 * process, the rest counts this process's sign-ups.
 */
const workerOctet = 100 + Math.floor(Math.random() * 100)
function nextClientAddress(): string {
  signUps += 1
  return `10.${workerOctet}.${(signUps >> 8) & 255}.${signUps & 255}`
}

export interface NewAccount {
  email: string
  password: string
  name?: string
  consentAnswers?: Record<string, boolean>
}

/** An active account made through the platform API: sign up, then confirm with the dev outbox's link. */
export async function createActiveAccount(request: APIRequestContext, account: NewAccount): Promise<void> {
  const signup = await request.post('/api/user/signup', {
    headers: { 'x-forwarded-for': nextClientAddress() },
    data: {
      email: account.email,
      password: account.password,
      name: account.name ?? 'Test Viewer',
      consentAnswers: account.consentAnswers ?? { acceptTerms: true, acceptPrivacy: true },
    },
  })
  expect(signup.status(), await signup.text()).toBe(202)
  const outbox = await (await request.get(`/api/_dev/outbox?to=${encodeURIComponent(account.email)}`)).json()
  const token = new URL(/https?:\/\/\S+/.exec(outbox.messages[0].text)![0]).searchParams.get('token')
  expect((await request.post('/api/user/email-confirmation', { data: { token } })).status()).toBe(204)
}

/** Sign in through the product's login form, as a person would. */
export async function signIn(page: Page, who: AccountName, from = '/home') {
  await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(accounts[who].email)
  await page.getByLabel('Password', { exact: true }).fill(accounts[who].password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/**
 * Waits for the document, React's hydration (the menus' native fallbacks become react-aria
 * controls then) and a quiet DOM (no change for 250 ms, at most 2 s), so a test sees and
 * drives what a visitor with JavaScript gets.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete' && Boolean((window as { __remixRouter?: unknown }).__remixRouter))
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect()
          clearTimeout(cap)
          resolve()
        }
        let quiet = setTimeout(done, 250)
        const cap = setTimeout(done, 2_000)
        const observer = new MutationObserver(() => {
          clearTimeout(quiet)
          quiet = setTimeout(done, 250)
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      }),
  )
}

/**
 * Resolves once the module whose file name matches `file` has been fetched and has run in the
 * page, with everything it imports: what a form's lazy `import()` waits for before its check is
 * in use. The module's response alone is not enough, since its own imports are fetched after it;
 * importing the same URL from the page joins the page's import and ends when it ends. Start it
 * before whatever fetches the module.
 */
export function lazyModuleRan(page: Page, file: RegExp): Promise<void> {
  return page
    .waitForResponse((r) => file.test(new URL(r.url()).pathname))
    .then(async (response) => {
      expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true)
      await page.evaluate((url) => import(url).then(() => undefined), response.url())
    })
}

/** Headings of the home page's rows, in page order. */
export async function rowHeadings(page: Page): Promise<string[]> {
  return page.locator('main section[aria-labelledby] h2').allInnerTexts()
}

export const test = base.extend<{ cms: CmsAdmin; asEditor: Page }>({
  /**
   * Every page runs under the product's enforced Content-Security-Policy; anything it blocks (an
   * inline script without the nonce, a worker or image from a source it does not allow) fails
   * the test that met it.
   */
  page: async ({ page }, use) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    await use(page)
    expect(violations, 'the Content-Security-Policy blocked something').toEqual([])
  },
  cms: async ({ request }, use) => {
    await use(new CmsAdmin(request, await apiLogin(request, 'operator')))
  },
  asEditor: async ({ page }, use) => {
    await signIn(page, 'editor')
    await use(page)
  },
})

export { expect }

/** Signs `email` in through the login form with `password` (an account a test made for itself). */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Serious and critical axe violations (WCAG 2.1 A/AA), on the page or within `include`. */
export async function seriousAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
