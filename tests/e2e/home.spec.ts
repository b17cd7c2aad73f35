import type { Page } from '@playwright/test'
import { test, expect, signIn } from './fixtures.ts'

/** The first row of the home that pages with a "Next" button (rows without one fit on screen). */
const pagingRow = (page: Page) =>
  page
    .locator('main section[aria-labelledby]')
    .filter({ has: page.getByRole('button', { name: 'Next' }) })
    .first()

test.describe('home page with JavaScript', () => {
  test('a carousel loads its next page in place, without leaving the page', async ({ page }) => {
    await page.goto('/home')
    const row = pagingRow(page)
    await expect(row).toBeVisible()
    const before = await row.getByRole('listitem').count()
    // One press loads the next page (an earlier build lost about one first press in three).
    const nextPage = page.waitForResponse((response) => response.url().includes('/resources/bucket/'))
    await row.getByRole('button', { name: 'Next' }).click()
    expect((await nextPage).status()).toBe(200)
    await expect.poll(() => row.getByRole('listitem').count()).toBeGreaterThan(before)
    await expect(page).toHaveURL(/\/home$/)
  })

  test("a row's arrows follow its track: 'Previous' is disabled at the start and enabled once 'Next' has scrolled it", async ({ page }) => {
    await page.goto('/home')
    const row = pagingRow(page)
    await expect(row.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await row.getByRole('button', { name: 'Next' }).click()
    await expect(row.getByRole('button', { name: 'Previous' })).toBeEnabled()
    expect(await row.getByRole('list').evaluate((track) => track.scrollLeft)).toBeGreaterThan(0)
    await row.getByRole('button', { name: 'Previous' }).click()
    await expect(row.getByRole('button', { name: 'Previous' })).toBeDisabled()
  })

  test('the page paints before its scripts are requested, then hydrates', async ({ page, request }) => {
    // The document names its modules, but inert: nothing is fetched while the browser parses it.
    const html = await (await request.get('/home')).text()
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="x-deferred-modulepreload"')
    await page.goto('/home')
    // Then it hydrates: Remix's router runs, and React has removed the inert script markup.
    await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
    await expect(page.locator('link[rel="x-deferred-modulepreload"]')).toHaveCount(0)
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/build\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime)
      return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts), scripts: scripts.length }
    })
    expect(order.paint).not.toBeNull()
    expect(order.scripts).toBeGreaterThan(0)
    expect(order.firstScript).toBeGreaterThanOrEqual(order.paint!)
  })

  test('a signed-in viewer gets private pages and a way to log out', async ({ page }) => {
    await signIn(page, 'viewer')
    const res = await page.goto('/home')
    expect(res?.headers()['cache-control']).toContain('private')
    await page
      .getByRole('button', { name: /profile|account|viewer/i })
      .first()
      .click()
    await page
      .getByRole('menuitem', { name: 'Log out' })
      .or(page.getByRole('button', { name: 'Log out' }))
      .first()
      .click()
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  })

  test('a wrong password gets a readable message and keeps the email', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill('viewer@marquee.test')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('viewer@marquee.test')
  })

  test('an unknown page answers 404 with a page a person understands', async ({ page }) => {
    const res = await page.goto('/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible()
  })
})
