import type { APIRequestContext, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, settle, test } from './fixtures.ts'

/**
 * Favourites and continue watching, as a viewer meets them: each test signs up an account of its
 * own (they change the account's data), signs in through the login form and stays in the browser.
 */

const PASSWORD = 'correct horse battery staple'

/** A fresh active account; signs in from the login page that comes back to `from`. */
async function signUpAndIn(page: Page, request: APIRequestContext, from: string) {
  const email = freshEmail('favourites')
  await createActiveAccount(request, { email, password: PASSWORD })
  if (!page.url().includes('/login')) await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

test('a favourite toggled on a detail page appears on /favourites, and toggled off disappears', async ({ page, request }) => {
  await signUpAndIn(page, request, '/video/the-last-ferry-home')
  await expect(page).toHaveURL(/\/video\/the-last-ferry-home$/)
  await settle(page)
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
  // the button turns at once; the announcement waits for the platform's answer. Reloading before
  // it would cancel the request still on its way.
  await expect(page.getByRole('status').filter({ hasText: 'The Last Ferry Home added to favourites' })).toHaveCount(1)
  // kept by the platform, not only shown: a fresh load of the title says so too
  await page.reload()
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()

  await page.goto('/favourites')
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'The Last Ferry Home' })).toBeVisible()
  await settle(page)
  await page.getByRole('button', { name: 'Remove from favourites' }).click()
  await expect(page.getByRole('link', { name: 'The Last Ferry Home' })).toHaveCount(0)
  await expect(page.getByText('You have no favourites yet.')).toBeVisible()
})

test('guests are sent to sign in: from a title’s favourites toggle back to the title, and from /favourites', async ({ page, request }) => {
  await page.goto('/favourites')
  await expect(page).toHaveURL(/\/login\?from=%2Ffavourites$/)

  await page.goto('/video/the-last-ferry-home')
  await page.getByRole('link', { name: 'Add to favourites' }).click()
  await expect(page).toHaveURL(/\/login\?from=%2Fvideo%2Fthe-last-ferry-home$/)
  await signUpAndIn(page, request, '/video/the-last-ferry-home')
  await expect(page).toHaveURL(/\/video\/the-last-ferry-home$/)
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible()
})

test('continue watching shows a title after it has been partly watched', async ({ page, request }) => {
  await signUpAndIn(page, request, '/home')
  await expect(page.getByRole('region', { name: 'Continue watching' })).toHaveCount(0)
  // the player's position report (what it sends while playing): 20 minutes into a 101-minute film
  const report = await page.request.post('/resources/history/letters-to-marisol', { data: { position: 1200, duration: 6060 } })
  expect(report.status()).toBe(204)
  await page.goto('/home')
  const row = page.getByRole('region', { name: 'Continue watching' })
  await expect(row.getByRole('link', { name: 'Resume Letters to Marisol' })).toBeVisible()
  await expect(row.getByRole('progressbar', { name: '20 % watched' })).toBeVisible()
})

test('the personal pages have their tab title in the language of the page', async ({ page, request }) => {
  await signUpAndIn(page, request, '/home')
  const titles: Array<[string, string]> = [
    ['/es/favoritos', 'Favoritos · Marquee'],
    ['/pt/favoritos', 'Favoritos · Marquee'],
    ['/es/listas', 'Mis listas · Marquee'],
    ['/pt/listas', 'As minhas listas · Marquee'],
    ['/es/historial', 'Seguir viendo · Marquee'],
    ['/pt/historico', 'Continuar a ver · Marquee'],
    ['/es/regalo', 'Regalos · Marquee'],
    ['/pt/resgatar', 'Resgatar um presente · Marquee'],
    ['/es/buscar?q=ferry', 'ferry · Buscar · Marquee'],
    ['/favourites', 'Favourites · Marquee'],
  ]
  for (const [path, title] of titles) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(title)
  }
})

test('removing a favourite on /favourites announces it and keeps keyboard focus on the next card', async ({ page, request }) => {
  const email = freshEmail('favourites-keyboard')
  await createActiveAccount(request, { email, password: PASSWORD })
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}` }
  // the latest added shows first: Kingdom of Tides, The Last Ferry Home, Letters to Marisol
  for (const id of ['letters-to-marisol', 'the-last-ferry-home', 'kingdom-of-tides']) {
    const added = await request.put(`/api/favourite/vods/${id}`, { headers })
    expect(added.status(), await added.text()).toBeLessThan(300)
  }
  await page.goto('/login?from=%2Ffavourites')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/favourites$/)
  await settle(page)
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards).toHaveCount(3)

  await cards.nth(1).getByRole('button', { name: 'Remove from favourites' }).focus()
  await page.keyboard.press('Enter')
  await expect(cards).toHaveCount(2)
  await expect(page.getByRole('status').filter({ hasText: 'The Last Ferry Home removed from favourites' })).toBeAttached()
  // focus is on the toggle of the card now in its place (Letters to Marisol), not lost to the page
  await expect(cards.nth(1).getByRole('button', { name: 'Remove from favourites' })).toBeFocused()
  await expect(cards.nth(1)).toContainText('Letters to Marisol')
})
