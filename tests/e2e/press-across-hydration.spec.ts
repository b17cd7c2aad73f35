import type { Locator, Page } from '@playwright/test'
import { test, expect, signIn } from './fixtures.ts'

/**
 * A visitor presses a control while the page is still loading and releases it once the page has
 * hydrated (on a phone, a press lasts about a tenth of a second; hydration starts whenever the
 * scripts arrive). The press must do what it does at any other time. The page's scripts are held
 * back, as a slow link would hold them, until the test lets them go once the pointer is down (a
 * fixed delay was not enough on a slow machine: the page sometimes hydrated before the press);
 * the pointer is released once they have run and, for a button, once react-aria's has had time
 * to arrive. Whatever the page asks for after that comes at once.
 */
async function openWithSlowScripts(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/build\/.*\.js$/, async (route) => {
    // a test that never lets them go still gets them, late, and fails on what it checks instead
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 15_000))])
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return release
}

async function pressAcrossHydration(page: Page, control: Locator, releaseScripts: () => void, holdAfterScripts = 400) {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not on screen')
  await page.mouse.move(box.x + Math.min(12, box.width / 2), box.y + box.height / 2)
  await page.mouse.down()
  expect(await page.evaluate(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter)), 'pressed before the scripts ran').toBe(
    false,
  )
  releaseScripts()
  await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter), null, { polling: 10 })
  await page.waitForTimeout(holdAfterScripts)
  await page.mouse.up()
}

test.describe('a press that spans hydration', () => {
  test('ticks a box when it began before the page hydrated', async ({ page }) => {
    const releaseScripts = await openWithSlowScripts(page, '/signup')
    const terms = page.getByRole('checkbox', { name: /terms/i })
    await expect(terms).not.toBeChecked()
    // the label is what a finger lands on (the input itself is visually hidden)
    await pressAcrossHydration(page, page.locator('label').filter({ has: terms }), releaseScripts)
    await expect(terms).toBeChecked()
    // and the box still works as a box afterwards
    await page.locator('label').filter({ has: terms }).click()
    await expect(terms).not.toBeChecked()
  })

  test('chooses a radio when it began before the page hydrated', async ({ page }) => {
    const releaseScripts = await openWithSlowScripts(page, '/gift')
    const radios = page.getByRole('radio')
    await expect(radios.first()).toBeChecked()
    const other = radios.nth(1)
    const value = await other.getAttribute('value')
    await pressAcrossHydration(page, page.locator('label').filter({ has: page.locator(`input[value="${value}"]`) }), releaseScripts)
    await expect(other).toBeChecked()
    await expect(radios.first()).not.toBeChecked()
  })

  test('presses a button when the press began before its react-aria version took its place', async ({ page }) => {
    const releaseScripts = await openWithSlowScripts(page, '/signup')
    // Submitting the empty form is refused with field messages: the press reached the form.
    await pressAcrossHydration(page, page.getByRole('button', { name: 'Create account' }), releaseScripts, 800)
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  })

  test('a menu opened while the page loads stays open once it hydrates, and its Log out works', async ({ page }) => {
    await signIn(page, 'viewer')
    const releaseScripts = await openWithSlowScripts(page, '/home')
    await page.locator('summary[aria-label^="Profile"]').click()
    expect(await page.evaluate(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))).toBe(false)
    releaseScripts()
    // hydrated, and react-aria's menu has had time to arrive: the open menu is still the one in use
    await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
    await page.waitForTimeout(800)
    const logOut = page.getByRole('button', { name: 'Log out' })
    await expect(logOut).toBeVisible()
    await logOut.click()
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  })

  test('focus on a menu button stays on it when the react-aria menu takes its place', async ({ page }) => {
    await signIn(page, 'viewer')
    const releaseScripts = await openWithSlowScripts(page, '/home')
    await page.locator('summary[aria-label^="Profile"]').focus()
    releaseScripts()
    await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
    // react-aria's trigger is a button (the native one was a summary), and it has the focus
    const trigger = page.getByRole('button', { name: /^Profile/ })
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  })

  test('follows a link that becomes a button when the page hydrates, when the press spanned hydration', async ({ page }) => {
    await signIn(page, 'viewer')
    const releaseScripts = await openWithSlowScripts(page, '/video/letters-to-marisol')
    // before hydration "Add to watchlist" is a link to the watchlist picker; after it, a button
    await pressAcrossHydration(page, page.getByRole('link', { name: 'Add to watchlist' }), releaseScripts)
    await expect(page).toHaveURL(/\/watchlists\?add=/)
  })

  test('a country chosen while the page loads redraws the address form once it hydrates', async ({ page }) => {
    await signIn(page, 'viewer')
    const releaseScripts = await openWithSlowScripts(page, '/account/addresses?country=US')
    const country = page.getByRole('combobox', { name: 'Country' })
    await country.selectOption('GB')
    expect(await page.evaluate(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter)), 'chosen before the scripts ran').toBe(
      false,
    )
    releaseScripts()
    await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
    // the choice stays, and the form asks for a British address (no state, a postal code)
    await expect(page.getByRole('textbox', { name: 'State, province or region' })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Postal code' })).toBeVisible()
    await expect(country).toHaveValue('GB')
  })

  test('a season chosen just as React starts hydrating is followed, and the page is not rendered again', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // React's scheduler runs its work in message-channel tasks; the first one after the scripts
    // have run is held back for a second, so the choice below lands after hydration was asked for
    // and before its first render (a moment a busy phone stretches as well).
    await page.addInitScript(() => {
      const post = MessagePort.prototype.postMessage
      let held = false
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
        if (!held && (window as { __remixRouteModules?: unknown }).__remixRouteModules) {
          held = true
          ;(window as { __hydrationAsked?: boolean }).__hydrationAsked = true
          setTimeout(() => post.apply(this, args), 1_000)
          return
        }
        post.apply(this, args)
      } as MessagePort['postMessage']
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/series/series-the-lighthouse-keepers/the-lighthouse-keepers')
    await page.waitForFunction(() => (window as { __hydrationAsked?: boolean }).__hydrationAsked === true)
    await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: 'Season 3' })
    await expect(page).toHaveURL(/\/season\/lighthouse-keepers-s3\/season-3$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Season 3 · Episodes' })).toBeVisible()
    expect(errors).toEqual([])
  })
})
