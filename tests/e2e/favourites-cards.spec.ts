import type { APIRequestContext, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, settle, test } from './fixtures.ts'

/**
 * The favourites toggle on cards, with a fresh account of its own: pressed with the keyboard on a
 * home row, it switches its name and the flag shows on the title's page, on FAVOURITES and on
 * HISTORY; it works without JavaScript; guests' cards have none.
 */

const PASSWORD = 'correct horse battery staple'
const TITLE = 'Kingdom of Tides'

async function signUpAndIn(page: Page, request: APIRequestContext, from: string) {
  const email = freshEmail('card-favourites')
  await createActiveAccount(request, { email, password: PASSWORD })
  await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

test('a card’s toggle, pressed with the keyboard, switches its name and the flag across the title, FAVOURITES and HISTORY', async ({
  page,
  request,
}) => {
  await signUpAndIn(page, request, '/home')
  await settle(page)
  const add = page.getByRole('button', { name: `Add ${TITLE} to favourites` }).first()
  await add.focus()
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter')
  // every card of the title on the page says so, in every row it is in
  await expect(page.getByRole('button', { name: `Remove ${TITLE} from favourites` }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: `Add ${TITLE} to favourites` })).toHaveCount(0)
  // the cards turn at once; leaving before the platform's answer (announced) would cancel it
  await expect(page.getByRole('status').filter({ hasText: `${TITLE} added to favourites` })).toHaveCount(1)

  await page.goto('/video/kingdom-of-tides')
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
  await page.goto('/favourites')
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible()

  // HISTORY's card carries the same flag and toggle
  expect((await page.request.post('/resources/history/kingdom-of-tides', { data: { position: 300, duration: 5280 } })).status()).toBe(204)
  await page.goto('/history')
  await settle(page)
  const onHistory = page.getByRole('button', { name: `Remove ${TITLE} from favourites` })
  await expect(onHistory).toBeVisible()
  await onHistory.click()
  await expect(page.getByRole('button', { name: `Add ${TITLE} to favourites` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `${TITLE} removed from favourites` })).toHaveCount(1)
  await page.goto('/favourites')
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a card’s toggle posts a plain form and comes back to the page with the new state', async ({ page, request }) => {
    await signUpAndIn(page, request, '/home')
    await page
      .getByRole('button', { name: `Add ${TITLE} to favourites` })
      .first()
      .click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('button', { name: `Remove ${TITLE} from favourites` }).first()).toBeVisible()
    await page.goto('/favourites')
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible()
  })
})

test('guests’ cards carry no favourites toggle', async ({ page }) => {
  await page.goto('/home')
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /to favourites$/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /to favourites$/ })).toHaveCount(0)
})
