import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'

/**
 * Logout ends the session at the OpenID provider the viewer signed in with:
 * after logging out of Marquee, starting "Demo ID" again must ask for the Demo ID password,
 * not sign in silently with the provider's old session.
 */

async function signInWithDemoId(page: Page, from: string) {
  await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Demo ID' })).toBeVisible()
  await page.getByLabel('Email').fill('alex@demo-id.test')
  await page.getByLabel('Password').fill('demo-id-2026')
  await page.getByRole('button', { name: 'Continue' }).click()
  // Demo ID's first sign-in makes Alex's account, which answers the realm's consent terms once;
  // whichever test of the run signs in first meets that step
  await page.waitForURL((url) => url.pathname === from || url.pathname === '/consent')
  if (new URL(page.url()).pathname === '/consent') {
    for (const term of ['I accept the terms of use', 'I have read the privacy policy'])
      await page.locator('label').filter({ hasText: term }).click()
    await page.getByRole('button', { name: 'Agree and continue' }).click()
    await page.waitForURL((url) => url.pathname === from)
  }
  await expect(page.getByLabel('Profile: Alex Demo')).toBeVisible()
}

async function expectDemoIdAsksAgain(page: Page) {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Demo ID' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('')
}

/** The addresses of the provider's end-session endpoint the browser visited. */
function endSessionVisits(page: Page) {
  const visits: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /\/session\/end/.test(new URL(request.url()).pathname)) visits.push(request.url())
  })
  return visits
}

test.describe('logout after signing in with Demo ID', () => {
  test('Log out ends the Demo ID session too and lands on from', async ({ page }) => {
    await signInWithDemoId(page, '/browse')
    const visits = endSessionVisits(page)
    await page.goto('/logout?from=%2Fsearch')
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/search')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
    // The browser went through Demo ID's end-session address, with the sign-in's ID token and a state.
    expect(visits.length).toBeGreaterThanOrEqual(1)
    const endSession = new URL(visits[0]!)
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toMatch(/\/logout$/)
    expect(endSession.searchParams.get('state')).toBeTruthy()
    // from was kept by Marquee, never given to the provider.
    expect(visits[0]).not.toContain('search')
    await expectDemoIdAsksAgain(page)
  })

  test('from the account menu, in Spanish, back to a Spanish page', async ({ page }) => {
    await signInWithDemoId(page, '/browse')
    await page.goto('/es/inicio')
    await page.getByRole('banner').getByRole('button', { name: 'Perfil: Alex Demo' }).click()
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
    await page.waitForURL((url) => url.pathname === '/es/inicio' && !url.search)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
    await expectDemoIdAsksAgain(page)
  })

  test('a return from the provider that this browser did not start goes home, signed out', async ({ page }) => {
    await page.goto('/logout?state=not-this-browsers-state')
    await page.waitForURL((url) => url.pathname === '/home')
  })
})

test.describe('logout after Demo ID, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the plain Log out form, then Demo ID’s own sign-out button, then from; Demo ID asks again', async ({ page }) => {
    await signInWithDemoId(page, '/browse')
    await page.goto('/logout?from=%2Fbrowse')
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
    // Without JavaScript the provider cannot sign out by itself: it shows one clear button.
    await expect(page.getByRole('heading', { name: 'Sign out of Demo ID' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out of Demo ID' }).click()
    await page.waitForURL((url) => url.pathname === '/browse')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expectDemoIdAsksAgain(page)
  })
})

test.describe('logout after email and password', () => {
  test('does not visit the provider', async ({ page }) => {
    const visits = endSessionVisits(page)
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('textbox', { name: 'Email' }).fill('viewer@marquee.test')
    await page.getByLabel('Password', { exact: true }).fill('viewer-demo-2026')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/browse')
    await page.goto('/logout?from=%2Fsearch')
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/search')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
    expect(visits).toEqual([])
  })
})
