import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, signIn, test, expect } from './fixtures.ts'

/**
 * Once hydrated the bar's Live now button renders (and the toasts' stream opens). After signing
 * in, the address changes a moment before React draws the signed-in page, and the sign-in page's
 * bar has a Live now button too: a press in that moment opens the sidebar just before the path
 * change closes it. So the button is taken from the signed-in bar, the one with the profile menu.
 */
async function liveNowButton(page: Page) {
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: /^Profile: / }).waitFor()
  const button = banner.getByRole('button', { name: 'Live now' })
  await button.waitFor()
  return button
}

const EVENT = 'matchday-live-kickoff'
const TITLE = 'Matchday Live: Kick-off Show'

/** Starts the demo's upcoming kick-off show now, as an operator would; returns how to put it back. */
async function startNow(request: APIRequestContext) {
  const token = await apiLogin(request, 'operator')
  const before = await (await request.get(`/api/v4/vods/live/${EVENT}`)).json()
  const res = await request.post(`/api/event/${EVENT}/schedule`, { headers: { authorization: `Bearer ${token}` }, data: {} })
  expect(res.status(), await res.text()).toBe(200)
  return async () => {
    const back = await request.post(`/api/event/${EVENT}/schedule`, {
      headers: { authorization: `Bearer ${token}` },
      data: { startDate: before.startDate, endDate: before.endDate },
    })
    expect(back.status(), await back.text()).toBe(200)
  }
}

test.describe('live now for signed-in viewers', () => {
  test('the sidebar lists what is live 10 at a time, with links to the live pages, and keyboard users can close it', async ({
    page,
    request,
  }) => {
    // What the platform says is live now, read the way the list reads it (10 a page).
    const live = await (await request.get('/api/event/live?p=1&rpp=10')).json()
    const total: number = live.paging.totalResults
    expect(total).toBeGreaterThan(0)
    const first: { id: string; title: string } = live.events[0]
    const firstLink = new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

    await signIn(page, 'viewer')
    const opener = await liveNowButton(page)
    await opener.click()
    const sidebar = page.getByRole('dialog', { name: 'Live now' })
    const list = sidebar.getByRole('list', { name: 'Live now' })
    await expect(list.getByRole('link').first()).toHaveAccessibleName(firstLink)
    if (total > 10) {
      // The first page is 10; reaching the bottom of the list loads the next one.
      await expect.poll(() => list.getByRole('link').count()).toBeGreaterThanOrEqual(10)
      await list.getByRole('link').last().scrollIntoViewIfNeeded()
      await sidebar.getByRole('status').scrollIntoViewIfNeeded()
      await expect.poll(() => list.getByRole('link').count()).toBeGreaterThanOrEqual(Math.min(20, total))
    } else {
      await expect(list.getByRole('link')).toHaveCount(total)
      await expect(sidebar.getByRole('button', { name: 'Load more live events' })).toHaveCount(0)
    }
    await page.keyboard.press('Escape')
    await expect(sidebar).toHaveCount(0)

    await opener.click()
    await list.getByRole('link', { name: firstLink }).click()
    await expect(page).toHaveURL(new RegExp(`/live/${first.id}/`))
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
  })

  test('a failed load says so and offers a retry', async ({ page }) => {
    await signIn(page, 'viewer')
    let fail = true
    await page.route('**/resources/live-now?p=1', (route) => (fail ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()))
    await (await liveNowButton(page)).click()
    const sidebar = page.getByRole('dialog', { name: 'Live now' })
    await expect(sidebar.getByText("Live events couldn't be loaded.")).toBeVisible()
    fail = false
    await sidebar.getByRole('button', { name: 'Try again' }).click()
    await expect(sidebar.getByRole('list', { name: 'Live now' }).getByRole('link').first()).toBeVisible()
    await expect(sidebar.getByText("Live events couldn't be loaded.")).toHaveCount(0)
  })

  test('a toast announces an event the moment it goes live, with its thumbnail, LIVE badge and Watch now', async ({ page, request }) => {
    await signIn(page, 'viewer')
    const stream = page.waitForResponse((r) => r.url().endsWith('/resources/live-now/stream'))
    await liveNowButton(page)
    expect((await stream).headers()['content-type']).toContain('text/event-stream')

    const restore = await startNow(request)
    try {
      const toast = page.getByRole('group', { name: TITLE })
      await expect(toast).toBeVisible()
      await expect(toast.getByText('Live', { exact: true })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: `${TITLE} is live now` })).toBeAttached()
      const image = toast.locator('img')
      await expect(image).toHaveAttribute('src', `/media/artwork/${EVENT}-thumb.svg`)
      await expect(image).toHaveAttribute('width', '160')
      await expect(image).toHaveAttribute('height', '90')
      await expect(toast.getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', `/live/${EVENT}/matchday-live-kick-off-show`)

      // The sidebar, opened now, lists it too.
      await (await liveNowButton(page)).click()
      await expect(page.getByRole('dialog', { name: 'Live now' }).getByRole('link', { name: new RegExp(TITLE) })).toBeVisible()
      await page.keyboard.press('Escape')

      // Keyboard: Escape inside the toast dismisses it.
      await toast.getByRole('button', { name: 'Dismiss' }).focus()
      await page.keyboard.press('Escape')
      await expect(toast).toHaveCount(0)
    } finally {
      await restore()
    }
  })

  test('a toast whose thumbnail fails falls back to the default thumbnail, and Watch now opens the live page', async ({
    page,
    request,
  }) => {
    await page.route(`**/media/artwork/${EVENT}-thumb.svg`, (route) => route.fulfill({ status: 404, body: '' }))
    await signIn(page, 'viewer')
    const stream = page.waitForResponse((r) => r.url().endsWith('/resources/live-now/stream'))
    await liveNowButton(page)
    await stream
    const restore = await startNow(request)
    try {
      const toast = page.getByRole('group', { name: TITLE })
      await expect(toast.locator('img')).toHaveAttribute('src', '/media/artwork/default-thumbnail.svg')
      await toast.getByRole('link', { name: 'Watch now' }).click()
      await expect(page).toHaveURL(new RegExp(`/live/${EVENT}/`))
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    } finally {
      await restore()
    }
  })

  test('guests get no live-now stream', async ({ request }) => {
    const res = await request.get('/resources/live-now/stream')
    expect(res.status()).toBe(401)
    expect((await request.get('/resources/live-now')).status()).toBe(401)
    // Only operators move events.
    const viewer = await apiLogin(request, 'viewer')
    const refused = await request.post(`/api/event/${EVENT}/schedule`, { headers: { authorization: `Bearer ${viewer}` }, data: {} })
    expect(refused.status()).toBe(403)
  })
})
