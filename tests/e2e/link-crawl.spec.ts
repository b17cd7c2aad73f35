import type { APIRequestContext, Page } from '@playwright/test'
import { localePath } from '../../app/i18n/locale-path.ts'
import { expect, test } from './fixtures.ts'

/**
 * No link leads nowhere: from the main pages, every same-origin link is followed and every form's
 * action is checked, as a guest and as the demo subscriber, in English and in Spanish. A GET
 * form's action is fetched as a link; a POST form's action is asked for with GET only (nothing is
 * submitted, so nothing changes): its route must exist, so anything but a 404 or a 5xx will do
 * (405 included). Pages are fetched with the request API (no rendering), each distinct address
 * once, breadth first, at most MAX_PAGES pages a run and to MAX_DEPTH links from the start pages.
 */
test.describe.configure({ timeout: 240_000 })

const SUBSCRIBER = { email: 'subscriber@marquee.test', password: 'subscriber-demo-2026' }
const MAX_PAGES = 150
const MAX_DEPTH = 2

/** The main pages, in English paths (localePath gives each language's own). */
const GUEST_PAGES = ['/', '/home', '/browse', '/search', '/livenow', '/upcoming', '/epg', '/schedule', '/news', '/purchase', '/gift', '/redeem', '/login', '/signup']
const SUBSCRIBER_PAGES = [
  '/home',
  '/favourites',
  '/watchlists',
  '/history',
  '/preferences',
  '/profiles',
  '/account',
  '/account/licences',
  '/account/payments',
  '/account/cards',
  '/account/addresses',
  '/account/details',
  '/account/marketing',
  '/purchase',
  '/gift',
  '/redeem',
]

interface Found {
  url: string
  /** what the page says of it: a link, or a form's action with its method */
  kind: 'link' | 'get-form' | 'post-form'
  from: string
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return m ? decode(m[1] ?? m[2] ?? m[3] ?? '') : null
}

/** Same-origin addresses of a page's links and form actions (no fragments; no mailto:, tel:, javascript:, other hosts). */
function linksOf(html: string, pageUrl: string, origin: string): Found[] {
  const out: Found[] = []
  const resolve = (raw: string | null): string | null => {
    if (raw === null) return null
    const value = raw.trim()
    if (!value || value.startsWith('#') || /^(mailto|tel|javascript|data|blob):/i.test(value)) return null
    let url: URL
    try {
      url = new URL(value, pageUrl)
    } catch {
      return null
    }
    if (url.origin !== origin) return null
    url.hash = ''
    return url.pathname + url.search
  }
  for (const m of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = resolve(attr(m[0], 'href'))
    if (href && attr(m[0], 'download') === null) out.push({ url: href, kind: 'link', from: pageUrl })
  }
  for (const m of html.matchAll(/<form\b[^>]*>/gi)) {
    const action = attr(m[0], 'action')
    const target = resolve(action === null || action === '' ? pageUrl : action)
    if (!target) continue
    const method = (attr(m[0], 'method') ?? 'get').toLowerCase()
    out.push({ url: target, kind: method === 'get' ? 'get-form' : 'post-form', from: pageUrl })
  }
  return out
}

/** Breadth-first from `starts`; answers every address that was a 404 or a 5xx, with the page that pointed at it. */
async function crawl(request: APIRequestContext, baseURL: string, starts: string[]): Promise<{ broken: string[]; visited: number; checked: number }> {
  const origin = new URL(baseURL).origin
  const seen = new Set<string>()
  const checkedForms = new Set<string>()
  const broken: string[] = []
  let queue: Array<Found & { depth: number }> = starts.map((url) => ({ url, kind: 'link' as const, from: '(start)', depth: 0 }))
  let visited = 0
  while (queue.length && visited < MAX_PAGES) {
    const next: typeof queue = []
    for (const item of queue) {
      if (visited >= MAX_PAGES) break
      if (item.kind === 'post-form') {
        // the route must exist; it is never posted to
        const path = item.url.split('?')[0]!
        if (checkedForms.has(path) || seen.has(path)) continue
        checkedForms.add(path)
        const res = await request.get(path, { maxRedirects: 0, failOnStatusCode: false })
        if (res.status() === 404 || res.status() >= 500) broken.push(`${res.status()} POST form action ${path} (on ${item.from})`)
        continue
      }
      if (seen.has(item.url)) continue
      seen.add(item.url)
      visited += 1
      const res = await request.get(item.url, { failOnStatusCode: false })
      const status = res.status()
      if (status === 404 || status >= 500) {
        broken.push(`${status} ${item.kind === 'get-form' ? 'GET form action' : 'link'} ${item.url} (on ${item.from})`)
        continue
      }
      if (item.depth >= MAX_DEPTH || !(res.headers()['content-type'] ?? '').includes('text/html')) continue
      for (const found of linksOf(await res.text(), res.url(), origin)) next.push({ ...found, depth: item.depth + 1 })
    }
    queue = next
  }
  return { broken, visited, checked: checkedForms.size }
}

async function signedIn(page: Page) {
  await page.goto('/login?from=%2Fhome')
  await page.getByRole('textbox', { name: 'Email' }).fill(SUBSCRIBER.email)
  await page.getByLabel('Password', { exact: true }).fill(SUBSCRIBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/home')
}

for (const locale of ['en', 'es'] as const) {
  test(`as a guest in ${locale}: no link or form on the main pages leads to a 404 or a server error`, async ({ request, baseURL }) => {
    const result = await crawl(
      request,
      baseURL!,
      GUEST_PAGES.map((p) => localePath(locale, p)),
    )
    expect(result.visited).toBeGreaterThan(20)
    expect(result.broken).toEqual([])
  })

  test(`as the demo subscriber in ${locale}: no link or form on the main pages leads to a 404 or a server error`, async ({ page, baseURL }) => {
    await signedIn(page)
    // the page's request context carries the session cookie
    const result = await crawl(
      page.request,
      baseURL!,
      SUBSCRIBER_PAGES.map((p) => localePath(locale, p)),
    )
    expect(result.visited).toBeGreaterThan(20)
    expect(result.checked).toBeGreaterThan(0)
    expect(result.broken).toEqual([])
    // still signed in: nothing the crawl fetched ended the session
    expect((await page.request.get(localePath(locale, '/account/licences'), { maxRedirects: 0 })).status()).toBe(200)
  })
}
