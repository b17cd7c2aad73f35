import { test, expect } from './fixtures.ts'

test.describe('expanded playlist preview in a row', () => {
  test('opens from a playlist card with Play and View all, pages past one page, and closes on a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/home')
    const toggle = page.getByRole('region', { name: 'Playlists' }).getByRole('button', { name: 'Preview The Great Comebacks' })
    await toggle.click()
    const panel = page.getByRole('region', { name: 'The Great Comebacks preview' })
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const videos = panel.getByRole('list', { name: 'Videos in The Great Comebacks' }).getByRole('link')
    await expect(videos).toHaveCount(6)
    await expect(panel.getByRole('link', { name: 'Play', exact: true })).toHaveAttribute(
      'href',
      /^\/video\/replay-coastal-open-semi-final\/[^?]+\?playlistId=playlist-great-comebacks$/,
    )
    await expect(panel.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/playlist/playlist-great-comebacks/the-great-comebacks',
    )

    // 9 videos: two pages of 6.
    await expect(panel.getByText('Page 1 of 2')).toBeVisible()
    await panel.getByRole('button', { name: 'Next videos' }).click()
    await expect(panel.getByText('Page 2 of 2')).toBeVisible()
    await expect(videos).toHaveCount(3)
    await expect(videos.first()).toHaveAccessibleName('Tour of the Sierras: Stage 14')

    await page.getByRole('heading', { level: 2, name: 'Trending now' }).click()
    await expect(panel).toHaveCount(0)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a playlist of one page has no page arrows; View all opens the playlist', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/home')
    await page.getByRole('region', { name: 'Playlists' }).getByRole('button', { name: 'Preview Encore Sessions' }).click()
    const panel = page.getByRole('region', { name: 'Encore Sessions preview' })
    await expect(panel.getByRole('list').getByRole('link')).toHaveCount(6)
    await expect(panel.getByRole('button', { name: 'Next videos' })).toHaveCount(0)
    await panel.getByRole('link', { name: 'View all' }).click()
    await expect(page).toHaveURL(/\/playlist\/playlist-encore-sessions\//)
  })

  test('closes when the window becomes narrow, where it is not offered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/home')
    await page.getByRole('region', { name: 'Playlists' }).getByRole('button', { name: 'Preview The Great Comebacks' }).click()
    const panel = page.getByRole('region', { name: 'The Great Comebacks preview' })
    await expect(panel).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(panel).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Playlists' }).getByRole('button', { name: 'Preview The Great Comebacks' })).toBeHidden()
  })
})
