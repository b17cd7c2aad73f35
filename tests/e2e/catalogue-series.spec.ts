import { test, expect } from './fixtures.ts'

test.describe('series and season pages', () => {
  test('from home, a guest opens a series, switches season and finds its episodes', async ({ page }) => {
    await page.goto('/home')
    await page.getByRole('link', { name: 'The Lighthouse Keepers' }).first().click()
    await expect(page).toHaveURL(/\/series\/series-the-lighthouse-keepers/)
    await expect(page.getByRole('heading', { level: 1, name: 'The Lighthouse Keepers' })).toBeVisible()

    const seasons = page.getByRole('navigation', { name: 'Seasons' })
    await expect(seasons.getByRole('link', { name: 'Season 1' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 2, name: 'Season 1 · Episodes' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'The Long Night' })).toBeVisible()

    await seasons.getByRole('link', { name: 'Season 2' }).click()
    await expect(page).toHaveURL(/\/season\/lighthouse-keepers-s2\/season-2$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Season 2 · Episodes' })).toBeVisible()
    await expect(seasons.getByRole('link', { name: 'Season 2' })).toHaveAttribute('aria-current', 'page')
    const episode = page.getByRole('link', { name: 'Salt Wind' })
    await expect(episode).toHaveAttribute('href', /^\/video\/lighthouse-keepers-s2e1\//)
  })

  test('leaves out seasons without episodes and answers 404 for an unknown series', async ({ page }) => {
    await page.goto('/series/series-back-office/back-office')
    const seasons = page.getByRole('navigation', { name: 'Seasons' })
    await expect(seasons.getByRole('link')).toHaveText(['Season 1', 'Season 2'])
    const res = await page.goto('/series/no-such-series')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible()
  })

  test('a narrow screen picks the season from a dropdown, keeping the shared-watchlist marks', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/series/series-the-lighthouse-keepers/the-lighthouse-keepers?watchlistId=wl-1&owner=someone')
    await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: 'Season 3' })
    await expect(page).toHaveURL(/\/season\/lighthouse-keepers-s3\/season-3\?watchlistId=wl-1&owner=someone$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Season 3 · Episodes' })).toBeVisible()
  })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the series page switches season by link and pages episodes, cacheable for guests', async ({ page }) => {
    const res = await page.goto('/series/series-the-lighthouse-keepers/the-lighthouse-keepers')
    expect(res?.status()).toBe(200)
    expect(res?.headers()['cache-control']).toContain('s-maxage')
    await page.getByRole('navigation', { name: 'Seasons' }).getByRole('link', { name: 'Season 3' }).click()
    await expect(page).toHaveURL(/\/season\/lighthouse-keepers-s3\/season-3$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Season 3 · Episodes' })).toBeVisible()
    const episodes = page.getByRole('region', { name: 'Season 3 · Episodes' }).getByRole('listitem')
    await expect(episodes).toHaveCount(10)

    // Episodes page by lastSeen links (25 a page on the site; here a cursor part-way through the season).
    await page.goto('/season/lighthouse-keepers-s3/season-3?lastSeen=8')
    await expect(episodes).toHaveCount(2)
    await expect(episodes.first()).toContainText('Beacon')
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/season\/lighthouse-keepers-s3\/season-3$/)
    await expect(episodes).toHaveCount(10)
  })

  test('the Spanish series page lives under /es and links seasons there', async ({ page }) => {
    const res = await page.goto('/es/series/series-the-lighthouse-keepers/the-lighthouse-keepers')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('navigation', { name: 'Temporadas' }).getByRole('link', { name: 'Season 2' })).toHaveAttribute(
      'href',
      '/es/temporada/lighthouse-keepers-s2/season-2',
    )
  })
})
