import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, settle, test } from './fixtures.ts'

/**
 * WATCH_TOGETHER in the browser, with fresh accounts of its own: two viewers on the same live
 * event each see the other appear (and leave) without reloading, and joining works with
 * JavaScript off. Expiry and the cross-process path are the platform's and the server's tests.
 */

const PASSWORD = 'correct horse battery staple'
const EVENT_PATH = '/live/harbour-city-derby/watch-together'

async function signInHere(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

async function newViewer(
  browser: Browser,
  request: Parameters<typeof createActiveAccount>[0],
  name: string,
  opts: { javaScriptEnabled?: boolean } = {},
) {
  const email = freshEmail('together')
  await createActiveAccount(request, { email, password: PASSWORD, name })
  const page = await (await browser.newContext(opts)).newPage()
  // as the suite's own page fixture does: anything the Content-Security-Policy blocks (the event stream included) fails the test
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${page.url()}: ${message.text()}`)
  })
  // a guest is sent to sign in and comes back to the page
  await page.goto(EVENT_PATH)
  await expect(page).toHaveURL(/\/login\?from=%2Flive%2Fharbour-city-derby%2Fwatch-together$/)
  await signInHere(page, email)
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`))
  return { page, email }
}

const cspViolations: string[] = []
test.afterEach(() => {
  expect(cspViolations.splice(0), 'the Content-Security-Policy blocked something').toEqual([])
})

const watching = (page: Page) => page.getByRole('region', { name: 'Who is watching' })

test('two viewers join the same live event and each sees the other appear and leave without reloading', async ({ browser, request }) => {
  const tag = Math.random().toString(36).slice(2, 7)
  const ana = `Ana ${tag}`
  const ben = `Ben ${tag}`
  const a = await newViewer(browser, request, ana)
  const b = await newViewer(browser, request, ben)
  try {
    for (const { page } of [a, b]) {
      await expect(page.getByRole('heading', { level: 1, name: 'Harbour City Derby' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Watch together' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
        /^http:\/\/127\.0\.0\.1:\d+\/live\/harbour-city-derby\/watch-together$/,
      )
      await settle(page)
      // a mark that a reload would wipe
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    }
    await expect(a.page.getByRole('button', { name: 'Share invite link' })).toBeVisible()

    await a.page.getByRole('button', { name: 'Join' }).click()
    await expect(
      watching(a.page)
        .getByRole('listitem')
        .filter({ hasText: `${ana} (you)` }),
    ).toBeVisible()
    await expect(a.page.getByRole('button', { name: 'Leave' })).toBeVisible()
    // Ben sees Ana appear while his page stays as it is
    await expect(watching(b.page).getByRole('listitem').filter({ hasText: ana })).toBeVisible({ timeout: 15_000 })

    await b.page.getByRole('button', { name: 'Join' }).click()
    await expect(
      watching(b.page)
        .getByRole('listitem')
        .filter({ hasText: `${ben} (you)` }),
    ).toBeVisible()
    await expect(watching(a.page).getByRole('listitem').filter({ hasText: ben })).toBeVisible({ timeout: 15_000 })
    expect(await b.page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)

    // shown by name, never by email
    for (const { page } of [a, b]) {
      await expect(watching(page)).not.toContainText('@example.test')
    }

    const violations = (
      await new AxeBuilder({ page: a.page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

    await a.page.getByRole('button', { name: 'Leave' }).click()
    await expect(a.page.getByRole('button', { name: 'Join' })).toBeVisible()
    await expect(watching(b.page).getByRole('listitem').filter({ hasText: ana })).toHaveCount(0, { timeout: 15_000 })
    await expect(watching(b.page).getByRole('listitem').filter({ hasText: ben })).toBeVisible()
    expect(await a.page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
    expect(await b.page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  } finally {
    await a.page.context().close()
    await b.page.context().close()
  }
})

test('with JavaScript off, a viewer joins and leaves with the plain forms, in Spanish too', async ({ browser, request }) => {
  const name = `Noa ${Math.random().toString(36).slice(2, 7)}`
  const { page } = await newViewer(browser, request, name, { javaScriptEnabled: false })
  try {
    await page.getByRole('button', { name: 'Join' }).click()
    await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}\\?notice=joined$`))
    await expect(page.getByRole('status').filter({ hasText: 'You joined.' })).toBeVisible()
    await expect(
      watching(page)
        .getByRole('listitem')
        .filter({ hasText: `${name} (you)` }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Leave' }).click()
    await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}\\?notice=left$`))
    await expect(watching(page).getByRole('listitem').filter({ hasText: name })).toHaveCount(0)

    // the Spanish page: its own path words, its own strings, and the same forms
    await page.goto('/es/directo/harbour-city-derby/ver-juntos')
    await expect(page.getByRole('heading', { level: 2, name: 'Ver juntos' })).toBeVisible()
    await page.getByRole('button', { name: 'Unirse' }).click()
    await expect(page).toHaveURL(/\/es\/directo\/harbour-city-derby\/ver-juntos\?notice=joined$/)
    await expect(
      page
        .getByRole('region', { name: 'Quién está viendo' })
        .getByRole('listitem')
        .filter({ hasText: `${name} (tú)` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al evento' })).toHaveAttribute('href', '/es/directo/harbour-city-derby')
    await page.getByRole('button', { name: 'Salir' }).click()
    await expect(page).toHaveURL(/\?notice=left$/)
  } finally {
    await page.context().close()
  }
})

test('the live event page links to watching it together', async ({ page }) => {
  await page.goto('/live/harbour-city-derby')
  await expect(page.getByRole('link', { name: 'Watch together' })).toHaveAttribute('href', EVENT_PATH)
  await page.goto('/pt/direto/harbour-city-derby')
  await expect(page.getByRole('link', { name: 'Ver em conjunto' })).toHaveAttribute('href', '/pt/direto/harbour-city-derby/ver-juntos')
})
