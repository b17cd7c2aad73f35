import type { Locator, Page } from '@playwright/test'
import { test, expect, accounts, settle, signIn } from './fixtures.ts'

/**
 * Keyboard-only journeys: browse and play, sign in, search, and every menu opened and closed
 * with the keyboard, Escape handing focus back to its trigger. Nothing here clicks: focus moves
 * with Tab (and the keys each widget documents), and every focused control shows a focus ring.
 * The skip link and a card's focus ring are covered by mobile-and-keyboard.spec.ts.
 */

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused({ timeout: 1 })
}

/** Presses Tab until the focused element matches `test` (run in the page); returns its href/name. */
async function tabUntil(page: Page, predicate: (el: Element) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(`(${predicate.toString()})(document.activeElement)`)) return
  }
  throw new Error(`no matching element within ${max} presses of Tab`)
}

/** The focused element shows a focus indicator: a visible outline or a box-shadow ring. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const own = getComputedStyle(el)
    // A card draws its ring on its artwork (see card.css.ts).
    const art = el.querySelector(':scope > div') as HTMLElement | null
    const styles = [own, ...(art ? [getComputedStyle(art)] : [])]
    return styles.some(
      (s) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || (s.boxShadow !== 'none' && s.boxShadow !== ''),
    )
  })
  const what = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))
  expect(ring, `a focus ring on ${what}`).toBe(true)
}

/** The trigger opens its popup from the keyboard, and Escape closes it and gives focus back. */
async function openAndEscape(page: Page, trigger: Locator, popup: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, trigger)
  await expectFocusRing(page)
  await page.keyboard.press(key)
  await expect(popup).toBeVisible()
  // Focus moved into the popup.
  await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(trigger).toBeFocused()
}

function currentTime(page: Page) {
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? -1)
}

// A journey is dozens of key presses, each a round trip to the browser.
test.describe.configure({ timeout: 90_000 })

test.describe('keyboard only, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('browse and play a title: Tab to a card, Enter, Tab to Play, Enter; Space pauses', async ({ page }) => {
    await page.goto('/browse')
    await settle(page)
    // A card for a video a guest may watch (its description names no restriction).
    await tabUntil(page, (el) => {
      if (!(el instanceof HTMLAnchorElement) || !el.closest('main li') || !/^\/video\//.test(el.getAttribute('href') ?? '')) return false
      const described = (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '')
      return !described.some((t) => /sign in|subscri|not available/i.test(t))
    })
    await expectFocusRing(page)
    const title = await page.evaluate(() => document.querySelector('main li a:focus p')?.textContent ?? '')
    expect(title).not.toBe('')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/video\//)
    await settle(page)

    const play = page.getByRole('button', { name: `Play ${title}` })
    await tabTo(page, play)
    await expectFocusRing(page)
    await page.keyboard.press('Enter')
    const player = page.getByRole('region', { name: `Video player: ${title}` })
    await expect(player).toBeVisible()
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5)

    // The player's own keys: Space pauses, and plays again.
    await tabTo(page, player)
    await expectFocusRing(page)
    await page.keyboard.press('Space')
    await expect(player).toHaveAttribute('data-playing', 'false')
    await page.keyboard.press('Space')
    await expect(player).toHaveAttribute('data-playing', 'true')

    // Its language menus (subtitles, audio) open with Enter and close with Escape.
    for (const name of ['Subtitles', 'Audio track']) {
      const trigger = player.getByRole('button', { name })
      if ((await trigger.count()) === 0) continue
      await openAndEscape(page, trigger, page.getByRole('menu', { name }))
    }
  })

  test('sign in: Tab to the bar’s Sign in, fill the form, Enter submits and comes back', async ({ page }) => {
    await page.goto('/browse')
    await settle(page)
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
    await tabTo(page, signInLink)
    await expectFocusRing(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/login\?from=%2Fbrowse/)
    await settle(page)

    const email = page.getByRole('textbox', { name: 'Email' })
    await tabTo(page, email)
    await expectFocusRing(page)
    await page.keyboard.type(accounts.viewer.email)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await expectFocusRing(page)
    await page.keyboard.type(accounts.viewer.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/browse$/)
    await expect(page.getByRole('button', { name: /^Profile/ })).toBeVisible()
  })

  test('search: the bar’s Search opens the overlay, Escape closes it, and a result opens from the keyboard', async ({ page }) => {
    await page.goto('/home')
    await settle(page)
    const opener = page.getByRole('banner').getByRole('link', { name: 'Search' })
    const dialog = page.getByRole('dialog', { name: 'Search' })
    await openAndEscape(page, opener, dialog)

    await page.keyboard.press('Enter')
    const box = dialog.getByRole('searchbox')
    await expect(box).toBeFocused()
    await page.keyboard.type('harbour')
    await expect(dialog.getByRole('status')).toHaveText(/results? for/)
    const hit = dialog.getByRole('link', { name: /Harbour/ }).first()
    await tabTo(page, hit)
    await expectFocusRing(page)
    const href = await hit.getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`))
  })

  test('the bar’s menus: More, Live now and the account menu open and close with the keyboard', async ({ page }) => {
    await page.goto('/home')
    await settle(page)
    // Guests: the More menu, with arrow keys between its items.
    const more = page.getByRole('button', { name: 'More' })
    await tabTo(page, more)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'More' })
    await expect(menu).toBeVisible()
    const first = await page.evaluate(() => document.activeElement?.textContent)
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(first)
    await expectFocusRing(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(more).toBeFocused()
    // The language links are plain links in the bar, each reached by Tab with a visible focus.
    await tabTo(page, page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' }))
    await expectFocusRing(page)

    await signIn(page, 'viewer')
    // A fresh page, so Tab starts from its top.
    await page.goto('/home')
    await settle(page)
    await openAndEscape(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Live now' }),
      page.getByRole('dialog', { name: 'Live now' }),
    )
    await openAndEscape(page, page.getByRole('button', { name: /^Profile/ }), page.getByRole('menu'), 'Space')
  })
})

test.describe('keyboard only, phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu button opens the menu dialog, its links and languages are reachable, and Escape closes it', async ({ page }) => {
    await page.goto('/home')
    await settle(page)
    const trigger = page.getByRole('button', { name: 'Menu' })
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await openAndEscape(page, trigger, dialog)

    // Again, and on through its content with Tab: a section link and a language link.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('link', { name: 'Español' }))
    await expectFocusRing(page)
    const sport = dialog.getByRole('link', { name: 'Sport', exact: true })
    await tabTo(page, sport, { back: true })
    await expectFocusRing(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/section\/sport$/)
    await expect(dialog).toHaveCount(0)
  })

  test('a signed-in viewer’s account menu opens and closes from the keyboard', async ({ page }) => {
    await signIn(page, 'viewer')
    await page.goto('/home')
    await settle(page)
    await openAndEscape(page, page.getByRole('button', { name: /^Profile/ }), page.getByRole('menu'))
  })
})
