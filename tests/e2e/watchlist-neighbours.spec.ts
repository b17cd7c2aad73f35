import { createActiveAccount, expect, freshEmail, settle, test } from './fixtures.ts'

/**
 * A title opened from a watchlist (watchlistId and owner) links to the list's titles before and
 * after it (the watchlist's adjacentTo call), keeping the list's view. A fresh account of its own.
 */

const PASSWORD = 'correct horse battery staple'

test('a title opened from a watchlist walks the list with Previous and Next links', async ({ page, request }) => {
  const email = freshEmail('neighbours')
  await createActiveAccount(request, { email, password: PASSWORD })
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}` }
  const made = await request.post('/api/v1/watchlists', { headers, data: { name: 'Rainy Sunday' } })
  expect(made.status(), await made.text()).toBe(201)
  const list = await made.json()
  for (const id of ['letters-to-marisol', 'the-last-ferry-home', 'kingdom-of-tides']) {
    const added = await request.post(`/api/v1/watchlists/${list.watchlistExternalId}/content`, { headers, data: { items: [{ id, contentType: 'VOD' }] } })
    expect(added.status(), await added.text()).toBeLessThan(300)
  }
  // the list's own order, as the platform keeps it
  const items = (await (await request.get(`/api/v1/watchlists/${list.ownerExternalId}/${list.watchlistExternalId}`, { headers })).json()).content.items as Array<{ id: string; title: string }>
  expect(items).toHaveLength(3)
  const [a, b, c] = items

  const query = `watchlistId=${list.watchlistExternalId}&owner=${list.ownerExternalId}`
  await page.goto(`/login?from=${encodeURIComponent(`/video/letters-to-marisol?${query}`)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))

  // the middle title of the list looks both ways
  await page.goto(`/video/${b!.id}?${query}`)
  const around = page.getByRole('navigation', { name: 'In this watchlist: Rainy Sunday' })
  await expect(around.getByRole('link', { name: `Previous: ${a!.title}` })).toBeVisible()
  await settle(page)
  await around.getByRole('link', { name: `Next: ${c!.title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: c!.title })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/video/${c!.id}/[^?]*\\?${query}$`))
  // the last title: only a way back
  await expect(page.getByRole('navigation', { name: 'In this watchlist: Rainy Sunday' }).getByRole('link', { name: `Previous: ${b!.title}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Next: / })).toHaveCount(0)
})
