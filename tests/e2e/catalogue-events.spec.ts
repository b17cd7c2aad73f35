import { test, expect } from './fixtures.ts'

test.describe('live now and upcoming lists', () => {
  test.use({ javaScriptEnabled: false })

  test('/livenow lists what is live, 15 a page, pages forward and back by ?p= links, and an empty later page leads back', async ({
    page,
  }) => {
    const res = await page.goto('/livenow')
    expect(res?.headers()['cache-control']).toContain('s-maxage')
    await expect(page.getByRole('heading', { level: 1, name: 'Live now' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Live now' })
    await expect(list.getByRole('link', { name: 'Harbour City Derby' })).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(15)
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByText('Page 1 of 2')).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)

    // The demo realm has 16 events live at any time: the second page holds the rest.
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/livenow\?p=2$/)
    await expect(pages.getByText('Page 2 of 2')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await pages.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/livenow$/)
    await expect(list.getByRole('listitem')).toHaveCount(15)

    await page.goto('/livenow?p=3')
    await expect(page.getByText('There is nothing on this page.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to the first page' }).click()
    await expect(page).toHaveURL(/\/livenow$/)
    await expect(list.getByRole('link', { name: 'Harbour City Derby' })).toBeVisible()

    await list.getByRole('link', { name: 'Harbour City Derby' }).click()
    await expect(page).toHaveURL(/\/live\/harbour-city-derby\//)
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour City Derby' })).toBeVisible()
  })

  test('/upcoming lists 12 events a page that have not started, and a second page', async ({ page }) => {
    await page.goto('/upcoming')
    const list = page.getByRole('list', { name: 'Upcoming' })
    await expect(list.getByRole('listitem')).toHaveCount(12)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/upcoming\?p=2$/)
    await expect(list.getByRole('listitem')).not.toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous page' })).toBeVisible()
  })

  test('/upcoming lists events that have not started, in Spanish under /es/proximamente', async ({ page }) => {
    await page.goto('/upcoming')
    await expect(page.getByRole('list', { name: 'Upcoming' }).getByRole('link', { name: 'The Northern Lights Gala' })).toBeVisible()
    const res = await page.goto('/es/proximamente')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeVisible()
  })
})
