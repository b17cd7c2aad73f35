import { test, expect } from './fixtures.ts'

test.describe('live now and upcoming lists', () => {
  test.use({ javaScriptEnabled: false })

  test('/livenow lists what is live, pages by ?p= links, and an empty later page leads back', async ({ page }) => {
    const res = await page.goto('/livenow')
    expect(res?.headers()['cache-control']).toContain('s-maxage')
    await expect(page.getByRole('heading', { level: 1, name: 'Live now' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Live now' })
    await expect(list.getByRole('link', { name: 'Harbour City Derby' })).toBeVisible()
    // The demo realm has fewer live events than a page holds (15): no next page.
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0)

    await page.goto('/livenow?p=2')
    await expect(page.getByText('There is nothing on this page.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to the first page' }).click()
    await expect(page).toHaveURL(/\/livenow$/)
    await expect(list.getByRole('link', { name: 'Harbour City Derby' })).toBeVisible()

    await list.getByRole('link', { name: 'Harbour City Derby' }).click()
    await expect(page).toHaveURL(/\/live\/harbour-city-derby\//)
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour City Derby' })).toBeVisible()
  })

  test('/upcoming lists events that have not started, in Spanish under /es/proximamente', async ({ page }) => {
    await page.goto('/upcoming')
    await expect(page.getByRole('list', { name: 'Upcoming' }).getByRole('link', { name: 'The Northern Lights Gala' })).toBeVisible()
    const res = await page.goto('/es/proximamente')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeVisible()
  })
})
