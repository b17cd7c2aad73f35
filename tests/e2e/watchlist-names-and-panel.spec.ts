import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, seriousAxeViolations, settle, signInWithPassword, test } from './fixtures.ts'

/**
 * Watchlists' refusals and the add panel, in the browser and without JavaScript, with fresh
 * accounts: a name the viewer already uses is refused on the name field (focus goes there, what
 * was typed stays), and a list that already holds a title says so in the panel and the picker
 * instead of offering to add it again.
 */
test.describe.configure({ timeout: 150_000 })

const PASSWORD = 'watchlist-names-2026'
const TAKEN = 'You already have a watchlist with this name. Choose another name.'

function signInAs(page: Page, email: string) {
  return signInWithPassword(page, email, PASSWORD)
}

/** A fresh account with a list named `name` holding `titles`, made through the platform's API. */
async function accountWithList(request: APIRequestContext, what: string, name: string, titles: string[]) {
  const email = freshEmail(what)
  await createActiveAccount(request, { email, password: PASSWORD })
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}` }
  const made = await request.post('/api/v1/watchlists', { headers, data: { name } })
  expect(made.status(), await made.text()).toBe(201)
  const { watchlistExternalId } = await made.json()
  for (const id of titles) {
    const added = await request.post(`/api/v1/watchlists/${watchlistExternalId}/content`, {
      headers,
      data: { items: [{ id, contentType: 'VOD' }] },
    })
    expect(added.status(), await added.text()).toBe(200)
  }
  return { email, headers }
}

async function noScriptPage(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signInAs(page, email)
  return page
}

test('a name already used is refused on its field, which gets focus and keeps what was typed; so is a rename onto it', async ({
  page,
  request,
}) => {
  const { email } = await accountWithList(request, 'watchlist-names', 'Weekend films', [])
  await signInAs(page, email)
  await page.goto('/watchlists')
  await settle(page)

  // the same name in other letters and with spaces around it
  const create = page.getByRole('textbox', { name: 'New watchlist' })
  await create.fill('  WEEKEND films ')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByText(TAKEN)).toBeVisible()
  await expect(create).toBeFocused()
  await expect(create).toHaveValue('  WEEKEND films ')
  await expect(create).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('listitem').filter({ hasText: /weekend films/i })).toHaveCount(1)
  expect(await seriousAxeViolations(page)).toEqual([])

  // another name is fine; renaming it onto the first one is refused the same way
  await create.fill('Late night')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Late night' })).toBeVisible()
  const rename = page.getByRole('textbox', { name: 'New name' })
  await rename.fill('weekend FILMS')
  await page.getByRole('button', { name: 'Rename' }).click()
  await expect(page.getByText(TAKEN)).toBeVisible()
  await expect(rename).toBeFocused()
  await expect(rename).toHaveValue('weekend FILMS')
  await expect(page.getByRole('heading', { level: 1, name: 'Late night' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
})

test('without JavaScript, a name already used comes back with its message next to the field and what was typed', async ({
  browser,
  request,
}) => {
  const { email } = await accountWithList(request, 'watchlist-names-nojs', 'Weekend films', [])
  const page = await noScriptPage(browser, email)
  await page.goto('/watchlists')
  const create = page.getByRole('textbox', { name: 'New watchlist' })
  await create.fill('weekend films')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByText(TAKEN)).toBeVisible()
  await expect(create).toHaveValue('weekend films')
  await expect(create).toHaveAttribute('aria-invalid', 'true')
  // the message is the field's own (its description for screen readers)
  await expect(create).toHaveAccessibleDescription(TAKEN)
  // (axe needs JavaScript in the page: the same refusal is checked in the test above)
  await page.context().close()
})

test('a list that already holds the title says so and is not offered again, in the panel and in the picker without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const { email } = await accountWithList(request, 'watchlist-holds', 'Weekend films', ['the-last-ferry-home'])
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}` }
  expect((await request.post('/api/v1/watchlists', { headers, data: { name: 'Late night' } })).status()).toBe(201)

  await signInAs(page, email)
  await page.goto('/video/the-last-ferry-home')
  await settle(page)
  await page.getByRole('button', { name: 'Add to watchlist' }).click()
  const panel = page.getByRole('dialog', { name: 'Add “The Last Ferry Home” to a watchlist' })
  const holding = panel.getByRole('button', { name: 'Add to Weekend films' })
  await expect(holding).toBeDisabled()
  await expect(holding).toHaveAccessibleDescription('Already in this list')
  await expect(panel.getByRole('button', { name: 'Add to Late night' })).toBeEnabled()
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([])
  // the other list takes it; the panel, opened again, shows both holding it
  await panel.getByRole('button', { name: 'Add to Late night' }).click()
  await expect(panel.getByText('Added to Late night')).toBeVisible()
  await expect(panel).toBeHidden({ timeout: 4_000 })
  await page.getByRole('button', { name: 'Add to watchlist' }).click()
  await expect(panel.getByRole('button', { name: 'Add to Late night' })).toBeDisabled()
  await expect(panel.getByText('Already in this list')).toHaveCount(2)

  // without JavaScript: the picker page says the same
  const noScript = await noScriptPage(browser, email)
  await noScript.goto('/video/kingdom-of-tides')
  await noScript.getByRole('link', { name: 'Add to watchlist' }).first().click()
  await expect(noScript.getByRole('heading', { level: 1, name: 'Add “Kingdom of Tides” to a watchlist' })).toBeVisible()
  await expect(noScript.getByRole('button', { name: 'Add to Weekend films' })).toBeEnabled()
  await noScript.getByRole('button', { name: 'Add to Weekend films' }).click()
  await expect(noScript.getByText('Added to the watchlist.')).toBeVisible()
  const added = noScript.getByRole('button', { name: 'Add to Weekend films' })
  await expect(added).toBeDisabled()
  await expect(added).toHaveAccessibleDescription('Already in this list')
  await expect(noScript.getByRole('button', { name: 'Add to Late night' })).toBeEnabled()
  const picker = noScript.url()
  await noScript.context().close()
  // axe needs JavaScript in the page: the same picker, in the browser with it
  await page.goto(picker)
  await settle(page)
  await expect(page.getByRole('button', { name: 'Add to Weekend films' })).toBeDisabled()
  expect(await seriousAxeViolations(page)).toEqual([])
})
