import { test, expect } from './fixtures.ts'

// fixtures/catalogue/series.json: series-paper-moons has 27 seasons, more than a page of 25.
test.describe('season selector over the 27-season series', () => {
  test('tabs show the seasons around this one and load the rest in place', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/season/paper-moons-s1/season-1')
    const seasons = page.getByRole('navigation', { name: 'Seasons' })
    // Season 1 and the 25 after it.
    await expect(seasons.getByRole('link')).toHaveCount(26)
    await expect(seasons.getByRole('link', { name: 'Season 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(seasons.getByRole('button', { name: 'Previous seasons' })).toHaveCount(0)
    const more = seasons.getByRole('button', { name: 'More seasons' })
    await more.click()
    await expect(seasons.getByRole('link')).toHaveCount(27)
    const last = seasons.getByRole('link', { name: 'Season 27' })
    await expect(last).toBeFocused()
    await expect(more).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: '1 more seasons listed' })).toBeAttached()

    await last.click()
    await expect(page).toHaveURL(/\/season\/paper-moons-s27\/season-27$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Season 27 · Episodes' })).toBeVisible()
    // From the last season: the 25 before it, and the first one on demand.
    await expect(seasons.getByRole('link')).toHaveCount(26)
    await seasons.getByRole('button', { name: 'Previous seasons' }).click()
    await expect(seasons.getByRole('link')).toHaveCount(27)
    await expect(seasons.getByRole('link', { name: 'Season 1', exact: true })).toBeFocused()
  })

  test('the dropdown (narrow screens) loads more seasons and keeps the shared-watchlist marks', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/season/paper-moons-s1/season-1?watchlistId=wl-1&owner=someone')
    const select = page.getByRole('combobox', { name: 'Season' })
    await expect(select.locator('option')).toHaveCount(26)
    await page.getByRole('button', { name: 'More seasons' }).click()
    await expect(select.locator('option')).toHaveCount(27)
    await expect(select).toBeFocused()
    await select.selectOption({ label: 'Season 27' })
    await expect(page).toHaveURL(/\/season\/paper-moons-s27\/season-27\?watchlistId=wl-1&owner=someone$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Season 27 · Episodes' })).toBeVisible()
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('"More seasons" is a link to the last season shown, whose page shows the seasons after it', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/series/series-paper-moons/paper-moons')
      const seasons = page.getByRole('navigation', { name: 'Seasons' })
      await expect(seasons.getByRole('link', { name: 'Season 1', exact: true })).toHaveAttribute('aria-current', 'page')
      await seasons.getByRole('link', { name: 'More seasons' }).click()
      await expect(page).toHaveURL(/\/season\/paper-moons-s26\/season-26$/)
      await expect(seasons.getByRole('link', { name: 'Season 27' })).toBeVisible()
      await expect(seasons.getByRole('link', { name: 'Previous seasons' })).toHaveAttribute('href', '/season/paper-moons-s1/season-1')
    })
  })
})
