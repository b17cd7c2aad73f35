import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'

/**
 * The home's match centre is a plugin framed far down the page. On a phone its frame (a document
 * of its own) is loaded when the visitor scrolls near it, not while the page loads and hydrates;
 * without JavaScript the browser loads it as the page's markup says.
 */
const PHONE = { width: 390, height: 844 }

const matchCentre = (page: Page) =>
  page.locator('section[data-block="plugin"]').filter({ has: page.getByRole('heading', { name: 'Match centre' }) })

test.describe('a plugin frame far down the page, on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('is loaded only when scrolled near, into a box of its height', async ({ page }) => {
    const frameRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/plugins/match-centre.html')) frameRequests.push(request.url())
    })
    await page.goto('/home')
    await page.waitForLoadState('networkidle')
    const section = matchCentre(page)
    await expect(section.locator('[data-frame-waiting]')).toHaveCount(1)
    expect(frameRequests).toEqual([])
    const boxHeight = (await section.locator('[data-frame-waiting]').boundingBox())!.height

    await section.getByRole('heading', { name: 'Match centre' }).scrollIntoViewIfNeeded()
    const frame = section.locator('iframe[title="Match centre"]')
    await expect(frame).toHaveCount(1)
    await expect(page.frameLocator('iframe[title="Match centre"]').getByRole('heading', { name: /Match Centre/ })).toBeVisible()
    expect(frameRequests).toHaveLength(1)
    // the frame takes the box's place at the same height: nothing below it moves
    expect((await frame.boundingBox())!.height).toBe(boxHeight)
    await expect(section.locator('[data-frame-waiting]')).toHaveCount(0)
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('is in the page and loads when scrolled to', async ({ page }) => {
      await page.goto('/home')
      const section = matchCentre(page)
      await section.getByRole('heading', { name: 'Match centre' }).scrollIntoViewIfNeeded()
      await expect(page.frameLocator('iframe[title="Match centre"]').getByRole('heading', { name: /Match Centre/ })).toBeVisible()
    })
  })
})
