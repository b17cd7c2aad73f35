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

/** Headings of the home page's rows, in page order. */
export async function rowHeadings(page: Page): Promise<string[]> {
  return page.locator('main section[aria-labelledby] h2').allInnerTexts()
}

export const test = base.extend<{ cms: CmsAdmin; asEditor: Page }>({
  cms: async ({ request }, use) => {
    await use(new CmsAdmin(request, await apiLogin(request, 'operator')))
  },
  asEditor: async ({ page }, use) => {
    await signIn(page, 'editor')
    await use(page)
  },
})

export { expect }
