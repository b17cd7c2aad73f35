import type { Browser, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, seriousAxeViolations, settle, signInWithPassword, test } from './fixtures.ts'

/**
 * Watchlists in the browser, with fresh accounts (they change data): made from a title through
 * the add-to-watchlist panel, a title already in it not offered again, reordered on WATCHLISTS, and its share link
 * opened by a second account, which sees SHARED and saves it. Edge cases live in the platform's
 * and the app's own tests.
 */
test.describe.configure({ timeout: 150_000 })

const PASSWORD = 'watchlist-password-2026'

function signInAs(page: Page, email: string) {
  return signInWithPassword(page, email, PASSWORD)
}

async function openPanel(page: Page, path: string, title: string) {
  await page.goto(path)
  await settle(page)
  await page.getByRole('button', { name: 'Add to watchlist' }).click()
  const panel = page.getByRole('dialog', { name: `Add “${title}” to a watchlist` })
  await expect(panel).toBeVisible()
  return panel
}

async function newSignedInPage(browser: Browser, email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAs(page, email)
  return page
}

test('a watchlist made from a title takes titles once, is reordered, and its share link lets another account save it as SHARED', async ({
  page,
  request,
  browser,
}) => {
  const owner = freshEmail('watchlist-owner')
  const friend = freshEmail('watchlist-friend')
  await createActiveAccount(request, { email: owner, password: PASSWORD })
  await createActiveAccount(request, { email: friend, password: PASSWORD })
  await signInAs(page, owner)

  // made from a title: a 61-character name is refused with the limit, then the list is made and the title added
  let panel = await openPanel(page, '/video/letters-to-marisol', 'Letters to Marisol')
  await expect(panel.getByText('You have no watchlists of your own yet.')).toBeVisible()
  await panel.getByRole('button', { name: 'New watchlist' }).click()
  await panel.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(61))
  await panel.getByRole('button', { name: 'Create and add' }).click()
  await expect(panel.getByText('Name must be at most 60 characters')).toBeVisible()
  await panel.getByRole('textbox', { name: 'Name' }).fill('Weekend films')
  await panel.getByRole('button', { name: 'Create and add' }).click()
  await expect(panel.getByText('Added to Weekend films')).toBeVisible()
  // the confirmation closes the panel after 2 s
  await expect(panel).toBeHidden({ timeout: 4_000 })

  panel = await openPanel(page, '/video/the-last-ferry-home', 'The Last Ferry Home')
  await panel.getByRole('button', { name: 'Add to Weekend films' }).click()
  await expect(panel.getByText('Added to Weekend films')).toBeVisible()
  await expect(panel).toBeHidden({ timeout: 4_000 })

  // the same title again: the list says it holds it already and is not offered again
  panel = await openPanel(page, '/video/the-last-ferry-home', 'The Last Ferry Home')
  await expect(panel.getByRole('button', { name: 'Add to Weekend films' })).toBeDisabled()
  await expect(panel.getByText('Already in this list')).toBeVisible()
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([])
  await page.keyboard.press('Escape')

  // reordered with the keyboard-usable move buttons
  await page.goto('/watchlists')
  await page.getByRole('link', { name: 'Weekend films' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend films' })).toBeVisible()
  const titles = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
    .getByRole('link')
  await expect(titles).toHaveText(['Letters to Marisol', 'The Last Ferry Home'])
  await page.getByRole('button', { name: 'Move The Last Ferry Home up' }).click()
  await expect(page.getByText('Order changed.')).toBeVisible()
  await expect(titles).toHaveText(['The Last Ferry Home', 'Letters to Marisol'])
  expect(await seriousAxeViolations(page)).toEqual([])
  // playing from the list carries watchlistId and owner
  await expect(titles.first()).toHaveAttribute(
    'href',
    /\/video\/the-last-ferry-home\/the-last-ferry-home\?watchlistId=[\w-]+&owner=[\w-]+$/,
  )
  const shareUrl = (await page.getByRole('link', { name: /\/watchlists\/[\w-]+\?owner=/ }).getAttribute('href'))!

  // the share link, opened by another account: SHARED, and it can be saved
  const other = await newSignedInPage(browser, friend)
  await other.goto(shareUrl)
  await expect(other.getByRole('heading', { level: 1, name: 'Weekend films' })).toBeVisible()
  await expect(other.getByText('SHARED', { exact: true })).toBeVisible()
  await expect(other.getByRole('button', { name: /^Move / })).toHaveCount(0)
  await other.getByRole('button', { name: 'Save to my watchlists' }).click()
  await expect(other.getByText('Saved to your watchlists.')).toBeVisible()
  await expect(other.getByRole('button', { name: 'Remove from my watchlists' })).toBeVisible()
  await other.goto('/watchlists')
  await expect(other.getByRole('listitem').filter({ hasText: 'Weekend films' }).getByText('SHARED', { exact: true })).toBeVisible()
  await other.context().close()
})

test('a guest is sent to sign in from WATCHLISTS and comes back', async ({ page, request }) => {
  const email = freshEmail('watchlist-guest')
  await createActiveAccount(request, { email, password: PASSWORD })
  await page.goto('/watchlists')
  await expect(page).toHaveURL(/\/login\?from=%2Fwatchlists$/)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/watchlists$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlists' })).toBeVisible()
})

test('with the keyboard, a list is made and reordered and a title removed without losing focus; the create field starts empty again', async ({
  page,
  request,
}) => {
  const email = freshEmail('watchlist-keyboard')
  await createActiveAccount(request, { email, password: PASSWORD })
  await signInAs(page, email)
  await page.goto('/watchlists')
  await settle(page)

  // made from the lists page: the list opens, and the "New watchlist" field is empty, not the name just used
  await page.getByRole('textbox', { name: 'New watchlist' }).fill('Keyboard films')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard films' })).toBeVisible()
  await expect(page.getByText('Watchlist created.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'New watchlist' })).toHaveValue('')

  const listUrl = page.url().replace(/&notice=\w+$/, '')
  const { watchlistId } = /\/watchlists\/(?<watchlistId>[\w-]+)\?/.exec(listUrl)!.groups!
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}` }
  for (const id of ['letters-to-marisol', 'the-last-ferry-home', 'kingdom-of-tides']) {
    const added = await request.post(`/api/v1/watchlists/${watchlistId}/content`, {
      headers,
      data: { items: [{ id, contentType: 'VOD' }] },
    })
    expect(added.status(), await added.text()).toBeLessThan(300)
  }
  await page.goto(listUrl)
  await settle(page)
  const titles = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
    .getByRole('link')
  await expect(titles).toHaveText(['Letters to Marisol', 'The Last Ferry Home', 'Kingdom of Tides'])

  // the first title moved down twice with Enter: focus stays on its move buttons throughout
  await page.getByRole('button', { name: 'Move Letters to Marisol down' }).focus()
  await page.keyboard.press('Enter')
  await expect(titles).toHaveText(['The Last Ferry Home', 'Letters to Marisol', 'Kingdom of Tides'])
  await expect(page.getByRole('button', { name: 'Move Letters to Marisol down' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(titles).toHaveText(['The Last Ferry Home', 'Kingdom of Tides', 'Letters to Marisol'])
  // now last, it has no "down" button: focus is on its "up" one
  await expect(page.getByRole('button', { name: 'Move Letters to Marisol up' })).toBeFocused()

  // removing a title puts focus on the remove button of the title now in its place
  await page.getByRole('button', { name: 'Remove The Last Ferry Home' }).focus()
  await page.keyboard.press('Enter')
  await expect(titles).toHaveText(['Kingdom of Tides', 'Letters to Marisol'])
  await expect(page.getByRole('button', { name: 'Remove Kingdom of Tides' })).toBeFocused()

  // deleting asks first: keeping it changes nothing
  await page.getByRole('button', { name: 'Delete watchlist' }).click()
  await expect(page.getByRole('alert')).toContainText('Everyone you shared it with loses it too.')
  await page.getByRole('link', { name: 'No, keep it' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(titles).toHaveText(['Kingdom of Tides', 'Letters to Marisol'])
  // deleted, its address answers 404 with a message and the viewer's own lists
  await page.getByRole('button', { name: 'Delete watchlist' }).click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByText('Watchlist deleted.')).toBeVisible()
  const gone = await page.goto(listUrl)
  expect(gone?.status()).toBe(404)
  await expect(page.getByText('This watchlist does not exist any more.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Your watchlists' })).toBeVisible()
})
