import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'

/** Once hydrated (the bar's Live now button renders only then, hidden on phones), the nav's search link opens the overlay. */
async function hydrated(page: Page) {
  await page.getByRole('banner').locator('button', { hasText: 'Live now' }).waitFor({ state: 'attached' })
}

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const { name, viewport } of viewports) {
  test.describe(`search overlay (${name})`, () => {
    test.use({ viewport })

    test('opens from the nav, finds a known title, and a hit opens its page', async ({ page }) => {
      await page.goto('/home')
      await hydrated(page)
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/home#search$/)
      const dialog = page.getByRole('dialog', { name: 'Search' })
      const box = dialog.getByRole('searchbox', { name: 'Search titles, events and playlists' })
      await expect(box).toBeFocused()
      // An empty query shows popular content.
      await expect(dialog.getByRole('heading', { name: 'Popular now' })).toBeVisible()

      await box.pressSequentially('harbour')
      await expect(dialog.getByRole('status')).toHaveText(/^\d+ results for “harbour”$/)
      const live = dialog.getByRole('region', { name: /^Live events/ })
      await expect(live.getByRole('heading', { name: /Live events \(\d+ results\)/ })).toBeVisible()
      await live
        .getByRole('list')
        .getByRole('link', { name: /Harbour City Derby/ })
        .click()

      await expect(page).toHaveURL(/\/live\/harbour-city-derby\/harbour-city-derby$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1, name: 'Harbour City Derby' })).toBeVisible()
    })

    test('Escape closes it, clears the hash and puts focus back on the opener', async ({ page }) => {
      await page.goto('/home')
      await hydrated(page)
      const opener = page.getByRole('banner').getByRole('link', { name: 'Search' })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: 'Search' })
      await expect(dialog.getByRole('searchbox')).toBeFocused()
      await dialog.getByRole('searchbox').fill('salt')
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(page).toHaveURL(/\/home$/)
      await expect(opener).toBeFocused()
    })
  })
}

test.describe('search overlay', () => {
  test('"more" appends the next page of one type; the close button closes', async ({ page }) => {
    await page.goto('/home')
    await hydrated(page)
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    await dialog.getByRole('searchbox').fill('the')
    const videos = dialog.getByRole('region', { name: /^Videos/ })
    const hits = videos.getByRole('listitem')
    await expect(hits).toHaveCount(6)
    await videos.getByRole('button', { name: 'More videos' }).click()
    await expect(hits).toHaveCount(12)
    await dialog.getByRole('button', { name: 'Close search' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/home$/)
  })

  test('a link to #search opens it on the page it names', async ({ page }) => {
    await page.goto('/search#search')
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the nav's search link goes to the search page", async ({ page }) => {
      await page.goto('/home')
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    })
  })
})
