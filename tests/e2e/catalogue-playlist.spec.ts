import { test, expect } from './fixtures.ts'

test.describe('playlist page', () => {
  test.use({ javaScriptEnabled: false })

  test('lists its videos, and Play opens the first one within the playlist', async ({ page }) => {
    const res = await page.goto('/playlist/playlist-goals-of-the-season/goals-of-the-season')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Goals of the Season' })).toBeVisible()
    const videos = page.getByRole('list', { name: 'Videos' })
    await expect(videos.getByRole('listitem')).toHaveCount(6)
    await expect(videos.getByRole('link', { name: 'Cup Final Classics: The Six-Goal Final' })).toHaveAttribute(
      'href',
      /^\/video\/replay-cup-final-classic\/[^?]+\?playlistId=playlist-goals-of-the-season$/,
    )
    await expect(page.getByRole('link', { name: 'Share' })).toHaveAttribute('href', '/playlist/playlist-goals-of-the-season')

    const play = page.getByRole('link', { name: 'Play', exact: true })
    await expect(play).toHaveAttribute(
      'href',
      /^\/video\/replay-harbour-city-v-ironbridge\/[^?]+\?playlistId=playlist-goals-of-the-season$/,
    )
    await play.click()
    await expect(page).toHaveURL(/\/video\/replay-harbour-city-v-ironbridge\/.*\?playlistId=playlist-goals-of-the-season$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour City v Ironbridge: Full Match' })).toBeVisible()
  })

  test('a longer playlist pages by ?p= links, Play still starts at its first video, and View all shows every video', async ({ page }) => {
    await page.goto('/playlist/playlist-great-comebacks')
    const videos = page.getByRole('list', { name: 'Videos' })
    await expect(videos.getByRole('listitem')).toHaveCount(8)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/playlist\/playlist-great-comebacks\?p=2$/)
    await expect(videos.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Play', exact: true })).toHaveAttribute(
      'href',
      /^\/video\/replay-coastal-open-semi-final\/[^?]+\?playlistId=playlist-great-comebacks$/,
    )
    await page.getByRole('link', { name: 'View all' }).click()
    await expect(videos.getByRole('listitem')).toHaveCount(9)
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0)

    expect((await page.goto('/playlist/no-such-playlist'))?.status()).toBe(404)
    const es = await page.goto('/es/lista/playlist-great-comebacks')
    expect(es?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Reproducir' })).toHaveAttribute('href', /^\/es\/video\/replay-coastal-open-semi-final\//)
  })
})
