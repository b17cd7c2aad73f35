import { test, expect } from './fixtures.ts'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the hamburger opens the menu with a search box, and the bar shows one sign-in icon', async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(1)
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('searchbox')).toBeVisible()
    await dialog.getByRole('link', { name: 'Sport' }).click()
    await expect(page).toHaveURL(/\/section\/sport$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  // Changing every button of a long page into react-aria's at once was a long task on a phone
  // right after hydration: a row's arrows change as the row comes near the screen, and page the
  // row before and after.
  test("a row's arrows far down the home become react-aria's as they come near, and page the row", async ({ page }) => {
    await page.goto('/home')
    const nexts = page.getByRole('button', { name: 'Next' })
    // the first row's arrow, on screen: changed once the page has hydrated and the chunk arrived
    await expect(nexts.first()).toHaveAttribute('data-rac')
    const last = nexts.last()
    await expect(last).toBeAttached()
    await page.waitForTimeout(300)
    await expect(last).not.toHaveAttribute('data-rac')
    await last.scrollIntoViewIfNeeded()
    await expect(last).toHaveAttribute('data-rac')
    const track = page.locator(`[id="${await last.getAttribute('aria-controls')}"]`)
    const before = await track.evaluate((el) => el.scrollLeft)
    await last.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before)
  })

  // Spanish and Portuguese labels run longer than English: a button whose label did not fit
  // once pushed the sign-in and gift pages wider than the screen.
  for (const path of ['/es/iniciar-sesion', '/pt/entrar', '/es/regalo', '/pt/presente', '/es/canjear']) {
    test(`${path} fits the screen, its long button labels wrapping inside their buttons`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const labels = await page.getByRole('main').getByRole('button').or(page.getByRole('main').getByRole('link')).all()
      for (const label of labels) {
        const box = await label.boundingBox()
        if (box) expect(box.x + box.width, (await label.textContent()) ?? '').toBeLessThanOrEqual(390)
      }
    })
  }
})

test.describe('with a keyboard', () => {
  test('skip link, visible focus and a card reached by Tab', async ({ page }) => {
    await page.goto('/home')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)

    // Tab from the top of the content until focus lands on a card in a row.
    let onCard = false
    for (let i = 0; i < 40 && !onCard; i++) {
      await page.keyboard.press('Tab')
      onCard = await page.evaluate(() => Boolean(document.activeElement?.closest('main ul[role="list"] li a')))
    }
    expect(onCard, 'a card is reachable by Tab').toBe(true)
    const focused = page.locator(':focus')
    // The card shows focus as a ring around its artwork, and grows.
    const ring = await focused.evaluate((el) => getComputedStyle(el.querySelector('div')!).outlineStyle)
    expect(ring).toBe('solid')
    await expect.poll(() => focused.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none')
    const href = await focused.getAttribute('href')
    expect(href).toMatch(/^\/(video|live|playlist|series|season)\//)
  })
})
