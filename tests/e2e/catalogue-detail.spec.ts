import { test, expect, signIn } from './fixtures.ts'

test.describe('video and live detail pages', () => {
  test('from home, through a series and a season, to an episode’s detail page', async ({ page }) => {
    await page.goto('/home')
    await page.getByRole('link', { name: 'The Lighthouse Keepers' }).first().click()
    await page.getByRole('navigation', { name: 'Seasons' }).getByRole('link', { name: 'Season 2' }).click()
    await expect(page).toHaveURL(/\/season\/lighthouse-keepers-s2\//)
    await page.getByRole('link', { name: 'Salt Wind' }).click()
    await expect(page).toHaveURL(/\/video\/lighthouse-keepers-s2e1\/salt-wind$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Salt Wind' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'The Lighthouse Keepers' })).toHaveAttribute(
      'href',
      /^\/series\/series-the-lighthouse-keepers/,
    )
    await expect(page.getByRole('region', { name: 'Access' })).toContainText('Included with your access.')
  })

  test('a guest opening sign-in content is offered a sign-in link that comes back here', async ({ page }) => {
    await page.goto('/video/undercurrent-s1e1/the-case')
    const signInLink = page.getByRole('region', { name: 'Access' }).getByRole('link', { name: 'Sign in to watch' })
    await expect(signInLink).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent('/video/undercurrent-s1e1/the-case')}&isGrantedOnSignIn=true`,
    )
    await signInLink.click()
    await expect(page).toHaveURL(/\/login\?from=/)
  })

  test('a signed-in viewer no longer needs to sign in, and the page is private', async ({ page }) => {
    await signIn(page, 'viewer')
    const res = await page.goto('/video/undercurrent-s1e1/the-case')
    expect(res?.headers()['cache-control']).toContain('private')
    await expect(page.getByRole('region', { name: 'Access' })).toContainText('Included with your access.')
    await expect(page.getByRole('link', { name: 'Sign in to watch' })).toHaveCount(0)
  })

  test('a title without the licence says a subscription is required and names the plans', async ({ page }) => {
    await page.goto('/video/the-salt-road/the-salt-road')
    const access = page.getByRole('region', { name: 'Access' })
    await expect(access).toContainText('Subscription required')
    // by their names, not the licences' ids
    await expect(access.getByRole('listitem')).toHaveText(['Marquee Premium: monthly', 'Marquee Premium: yearly'])
    // and in the page's language
    await page.goto('/es/video/the-salt-road/the-salt-road')
    await expect(page.getByRole('region', { name: 'Acceso' }).getByRole('listitem').first()).toHaveText('Marquee Premium: mensual')
  })

  test('a live event that has ended says so; an unknown id is a 404', async ({ page }) => {
    await page.goto('/live/jazz-on-the-pier/jazz-on-the-pier')
    await expect(page.getByRole('heading', { level: 1, name: 'Jazz on the Pier' })).toBeVisible()
    await expect(page.getByText('This event has ended')).toBeVisible()
    const res = await page.goto('/live/no-such-event')
    expect(res?.status()).toBe(404)
  })
})
