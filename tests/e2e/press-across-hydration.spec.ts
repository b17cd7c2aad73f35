import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'

/**
 * A visitor presses a control while the page is still loading and releases it once the page has
 * hydrated (on a phone, a press lasts about a tenth of a second; hydration starts whenever the
 * scripts arrive). The press must do what it does at any other time. The page's scripts are held
 * back for half a second, as a slow link would, so the pointer surely goes down before they run;
 * it is released once they have run and, for a button, once react-aria's has had time to arrive.
 */
async function openWithSlowScripts(page: Page, path: string) {
  let slow = true
  await page.route(/\/build\/.*\.js$/, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  // what the page asks for later (react-aria's button once hydrated) comes at once
  return () => {
    slow = false
  }
}

async function pressAcrossHydration(page: Page, control: Locator, holdAfterScripts = 400, scriptsAtOnce = () => {}) {
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not on screen')
  await page.mouse.move(box.x + Math.min(12, box.width / 2), box.y + box.height / 2)
  await page.mouse.down()
  scriptsAtOnce()
  expect(await page.evaluate(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter)), 'pressed before the scripts ran').toBe(
    false,
  )
  await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter), null, { polling: 10 })
  await page.waitForTimeout(holdAfterScripts)
  await page.mouse.up()
}

test.describe('a press that spans hydration', () => {
  test('ticks a box when it began before the page hydrated', async ({ page }) => {
    await openWithSlowScripts(page, '/signup')
    const terms = page.getByRole('checkbox', { name: /terms/i })
    await expect(terms).not.toBeChecked()
    // the label is what a finger lands on (the input itself is visually hidden)
    await pressAcrossHydration(page, page.locator('label').filter({ has: terms }))
    await expect(terms).toBeChecked()
    // and the box still works as a box afterwards
    await page.locator('label').filter({ has: terms }).click()
    await expect(terms).not.toBeChecked()
  })

  test('chooses a radio when it began before the page hydrated', async ({ page }) => {
    await openWithSlowScripts(page, '/gift')
    const radios = page.getByRole('radio')
    await expect(radios.first()).toBeChecked()
    const other = radios.nth(1)
    const value = await other.getAttribute('value')
    await pressAcrossHydration(page, page.locator('label').filter({ has: page.locator(`input[value="${value}"]`) }))
    await expect(other).toBeChecked()
    await expect(radios.first()).not.toBeChecked()
  })

  test('presses a button when the press began before its react-aria version took its place', async ({ page }) => {
    const scriptsAtOnce = await openWithSlowScripts(page, '/signup')
    // Submitting the empty form is refused with field messages: the press reached the form.
    await pressAcrossHydration(page, page.getByRole('button', { name: 'Create account' }), 800, scriptsAtOnce)
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  })
})
