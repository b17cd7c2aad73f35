import { test, expect } from './fixtures.ts'

test.describe('search page', () => {
  test('an empty query asks for words; /search?q= finds a known title whose link opens its page', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByText('Type a title, an event or a team to search.')).toBeVisible()

    await page.goto('/search?q=salt')
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “salt”' })).toBeVisible()
    const videos = page.getByRole('region', { name: /^Videos/ })
    await videos.getByRole('link', { name: 'The Salt Road' }).click()
    await expect(page).toHaveURL(/\/video\/the-salt-road\/the-salt-road$/)
    await expect(page.getByRole('heading', { level: 1, name: 'The Salt Road' })).toBeVisible()
  })

  test('one result is said in the singular, in each language', async ({ page }) => {
    await page.goto('/search?q=tides')
    await expect(page.getByRole('heading', { name: 'Videos (1 result)' })).toBeVisible()
    await page.goto('/es/buscar?q=tides')
    await expect(page.getByRole('heading', { name: 'Vídeos (1 resultado)' })).toBeVisible()
    await page.goto('/pt/pesquisar?q=tides')
    await expect(page.getByRole('heading', { name: 'Vídeos (1 resultado)' })).toBeVisible()
  })

  test('a type with more hits than shown links to more results, which page by links', async ({ page }) => {
    await page.goto('/search?q=the')
    await page.getByRole('link', { name: 'More results in Videos' }).click()
    await expect(page).toHaveURL(/\/search\?q=the&type=VOD$/)
    await expect(page.getByRole('region', { name: /^Live events/ })).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/p=2/)
    await expect(
      page
        .getByRole('region', { name: /^Videos/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible()
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the search form submits and a query with nothing to match says so', async ({ page }) => {
      await page.goto('/search')
      await page.getByRole('searchbox', { name: 'Search titles, events and playlists' }).fill('???')
      await page.getByRole('search', { name: 'Search' }).last().getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search\?q=/)
      await expect(page.getByRole('status')).toHaveText('Nothing matches “???”.')
    })
  })
})
