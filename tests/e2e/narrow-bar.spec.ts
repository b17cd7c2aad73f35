import { test, expect, signIn } from './fixtures.ts'
import type { Page } from '@playwright/test'

/** Every control of the top bar lies inside the viewport (none pushed off its right edge). */
async function barControlsInView(page: Page) {
  const width = page.viewportSize()!.width
  const header = page.locator('header').first()
  // Hydrated: react-aria buttons (the hamburger's or Live now) replace the native disclosures.
  await expect(header.getByRole('button').first()).toBeVisible()
  const controls = header.locator('a:visible, button:visible, summary:visible')
  await expect(controls.first()).toBeVisible()
  const boxes = await controls.evaluateAll((els) =>
    els.map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', right: el.getBoundingClientRect().right })),
  )
  const out = boxes.filter((b) => b.right > width + 0.5)
  expect(out, `controls past the ${width} px edge`).toEqual([])
}

test.describe('the top bar on a phone, signed in', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('keeps the account button on screen, and it opens the account menu', async ({ page }) => {
    await signIn(page, 'viewer')
    await page.goto('/home')
    await barControlsInView(page)
    const account = page.getByRole('button', { name: /^Profile/ })
    await expect(account).toBeInViewport({ ratio: 1 })
    await account.click()
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  })
})

test.describe('the top bar of a guest', () => {
  for (const [width, path] of [
    [320, '/home'],
    [768, '/es/inicio'],
    [800, '/pt/inicio'],
    [1024, '/es/inicio'],
  ] as const) {
    test(`fits ${width} px (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await barControlsInView(page)
      await expect(page.getByRole('link', { name: /Sign in|Iniciar sesión|Entrar/ }).first()).toBeInViewport({ ratio: 1 })
    })
  }
})

test.describe('the bar’s items in a longer language', () => {
  for (const [width, path, more] of [
    [1280, '/es/inicio', 'Más'],
    [1280, '/pt/inicio', 'Mais'],
    [1440, '/home', 'More'],
  ] as const) {
    test(`show whole labels at ${width} px (${path}), the rest in More`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      const moreButton = page.getByRole('navigation').first().getByRole('button', { name: more, exact: true })
      await expect(moreButton).toBeVisible()
      const items = page.locator('header nav ul:not([aria-label]) > li > a:visible')
      // Once hydrated, no item is cut to an ellipsis ("I…", "Ex…")
      await expect
        .poll(() => items.evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent)))
        .toEqual([])
      const shown = await items.allInnerTexts()
      expect(shown.length).toBeGreaterThanOrEqual(2)
      // and the ones left out are the first entries of More, so nothing is out of reach
      await moreButton.click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      const listed = await menu.getByRole('menuitem').allInnerTexts()
      for (const label of shown) expect(listed).not.toContain(label)
    })
  }
})
