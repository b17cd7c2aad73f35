import { test, expect } from './fixtures.ts'
import { formerPathWords, pathWords, translatePath } from '#app/route-table.js'

/**
 * A Spanish or Portuguese visitor stays in their language: every internal link and form action
 * of the main pages points into the same locale. The language selector (links with hreflang) is
 * the one deliberate way out. Resource routes, editor tools, provider returns and files have no
 * language and are left alone.
 */

const pages = [
  { name: 'home', path: '/home' },
  { name: 'browse', path: '/browse' },
  { name: 'a detail page', path: '/video/the-salt-road/the-salt-road' },
  { name: 'live now', path: '/livenow' },
  { name: 'schedule', path: '/schedule' },
  { name: 'the EPG', path: '/epg' },
  { name: 'search', path: '/search?q=harbour' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'a section', path: '/section/sport' },
]

type Target = { kind: 'a' | 'form'; url: string; label: string; hreflang: string | null }

/** Paths that have no language: resource routes, editor tools, static files, provider returns. */
function isLanguageless(pathname: string): boolean {
  return (
    /^\/(?:resources|_admin|_dev|api|build|media|plugins)(?:\/|$)/.test(pathname) ||
    /^\/login\/[^/]+\/return$/.test(pathname) ||
    /\.[a-z0-9]+$/i.test(pathname)
  )
}

const words = pathWords as Record<string, Partial<Record<'es' | 'pt', string>>>

/** Why a same-origin path leaves `locale`, or null when it stays. */
function leaves(pathname: string, locale: 'es' | 'pt'): string | null {
  if (isLanguageless(pathname)) return null
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== locale) return segments[0] === 'es' || segments[0] === 'pt' ? `the ${segments[0]} site` : 'an English path'
  // Under the right prefix but with an English route word that has a translation ("/es/login").
  const first = segments[1]
  if (first && words[first]?.[locale] && words[first][locale] !== first) return `the English word "${first}"`
  // A word the language no longer uses ("/pt/buscar"): it only works through a redirect.
  const former = segments.slice(1).find((s) => Object.hasOwn(formerPathWords[locale] ?? {}, s))
  if (former) return `the former word "${former}"`
  return null
}

// Links and form actions are server-rendered, and hydration must reproduce them exactly: the
// pages are read without JavaScript, which checks the same markup in a fraction of the time.
test.use({ javaScriptEnabled: false })

for (const locale of ['es', 'pt'] as const) {
  test.describe(`in ${locale === 'es' ? 'Spanish' : 'Portuguese'}`, () => {
    for (const p of pages) {
      test(`${p.name} links and forms stay in the language`, async ({ page, baseURL }) => {
        const [pathname, query] = p.path.split('?')
        const url = translatePath(pathname!, locale) + (query ? `?${query}` : '')
        const res = await page.goto(url, { waitUntil: 'domcontentloaded' })
        expect(res?.status(), url).toBeLessThan(400)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const targets: Target[] = await page.evaluate(() => {
          const label = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
          return [
            ...[...document.querySelectorAll('a[href]')].map((a) => ({
              kind: 'a' as const,
              url: (a as HTMLAnchorElement).href,
              label: label(a),
              hreflang: a.getAttribute('hreflang'),
            })),
            ...[...document.querySelectorAll('form[action]')].map((f) => ({
              kind: 'form' as const,
              url: (f as HTMLFormElement).action,
              label: label(f.querySelector('button, [type=submit]') ?? f),
              hreflang: null,
            })),
          ]
        })
        expect(targets.length, `${url} has links`).toBeGreaterThan(0)
        const origin = new URL(baseURL!).origin
        const offenders = targets
          .filter((t) => t.hreflang === null)
          .map((t) => ({ ...t, parsed: new URL(t.url) }))
          .filter((t) => t.parsed.origin === origin)
          .map((t) => ({ ...t, why: leaves(t.parsed.pathname, locale) }))
          .filter((t) => t.why !== null)
          .map((t) => `  <${t.kind}> "${t.label}" → ${t.parsed.pathname}${t.parsed.search} (${t.why})`)
        const unique = [...new Set(offenders)]
        expect(unique, `${url}: ${unique.length} internal links or forms leave ${locale}:\n${unique.join('\n')}\n`).toEqual([])
      })
    }
  })
}

test.describe('addresses with a renamed path word', () => {
  test('move permanently to the same page at its current address, query kept', async ({ page }) => {
    const res = await page.request.get('/pt/buscar?q=harbour', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers()['location']).toBe('/pt/pesquisar?q=harbour')
    const post = await page.request.post('/pt/secao/sport', { maxRedirects: 0, form: { intent: 'x' } })
    expect(post.status()).toBe(308)
    expect(post.headers()['location']).toBe('/pt/seccao/sport')

    // a visitor with an old bookmark lands on the page itself
    await page.goto('/pt/buscar?q=harbour')
    await expect(page).toHaveURL(/\/pt\/pesquisar\?q=harbour$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page).toHaveTitle('harbour · Pesquisar · Marquee')
  })
})
