import { test, expect, accounts } from './fixtures.ts'
import type { Page } from '@playwright/test'

/**
 * Federated sign-in in Chromium against the demo realm's local providers, which the demo server
 * starts on 127.0.0.1: "Demo ID" (a real OpenID provider, the oidc-provider package) and a
 * demo TV provider (Adobe-style).
 */

async function signInAtDemoId(page: Page, email: string, password = 'demo-id-2026') {
  await expect(page.getByRole('heading', { name: 'Sign in to Demo ID' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/**
 * An account made by its first federated sign-in has answered none of the realm's consent terms
 * (missingInformationStatus REQUIRED): the CONSENT step asks for the required ones, then goes on.
 */
async function agreeAtConsentStep(page: Page, from: string) {
  await page.waitForURL((url) => url.pathname === '/consent' && url.searchParams.get('from') === from)
  const submit = page.getByRole('button', { name: 'Agree and continue' })
  await expect(submit).toBeDisabled()
  for (const term of ['I accept the terms of use', 'I have read the privacy policy'])
    await page.locator('label').filter({ hasText: term }).click()
  await submit.click()
}

async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByLabel(`Profile: ${name}`)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
}

async function expectNoTokenInPage(page: Page) {
  const cookies = await page.evaluate(() => document.cookie)
  expect(cookies).not.toMatch(/marquee/)
  expect(await page.content()).not.toMatch(/authorisationToken|refreshToken|eyJhbGci/)
}

test.describe('OpenID Connect with the local Demo ID provider', () => {
  // Runs first: Alex's account is made here and agrees to the terms; later tests sign in to it.
  test('a new person signs in with Demo ID, answers the consent terms and returns to where they started', async ({ page }) => {
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
    await signInAtDemoId(page, 'alex@demo-id.test')
    await agreeAtConsentStep(page, '/browse')
    await page.waitForURL((url) => url.pathname === '/browse')
    await expectSignedInAs(page, 'Alex Demo')
    await expectNoTokenInPage(page)
  })

  test('a wrong Demo ID password stays at the provider with its message', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
    await signInAtDemoId(page, 'alex@demo-id.test', 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match a Demo ID.')
  })

  test('a forged return (state not from this browser) is refused', async ({ page }) => {
    await page.goto('/oauth/demo-oidc?code=stolen-code&state=someone-elses-state')
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or was opened in another browser')
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible()
  })

  // Runs before the test that links the viewer's Demo ID (tests in a file run in order, on one server).
  test('Skip leaves the link step without linking', async ({ page }) => {
    await page.goto('/login?from=%2Fsearch')
    await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
    await signInAtDemoId(page, accounts.viewer.email)
    await page.waitForURL('**/link-account')
    await page.getByRole('button', { name: 'Skip' }).click()
    await page.waitForURL((url) => url.pathname === '/search')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('an existing account: the link step names its provider, links after signing in; a second account cannot link it', async ({
    page,
    browser,
  }) => {
    test.slow() // two browsers and five sign-ins: give a busy machine room
    // Two browsers meet the same existing account through Demo ID.
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    for (const p of [page, other]) {
      await p.goto('/login')
      await p.getByRole('link', { name: 'Continue with Demo ID' }).click()
      await signInAtDemoId(p, accounts.viewer.email)
      await p.waitForURL('**/link-account')
    }
    await expect(page.getByRole('heading', { name: 'Link your Demo ID sign-in' })).toBeVisible()
    await expect(
      page.getByText(`An account for ${accounts.viewer.email} already exists. It signs in with email and password.`),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible()

    // The owner signs in with their password and links.
    await page.getByRole('link', { name: 'Sign in to link it' }).click()
    await page.getByRole('textbox', { name: 'Email' }).fill(accounts.viewer.email)
    await page.getByLabel('Password', { exact: true }).fill(accounts.viewer.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/link-account')
    await page.getByRole('button', { name: 'Link Demo ID' }).click()
    await page.waitForURL((url) => url.pathname === '/home')

    // The other browser signs in to a different account: that Demo ID cannot be linked there.
    await other.getByRole('link', { name: 'Sign in to link it' }).click()
    await other.getByRole('textbox', { name: 'Email' }).fill(accounts.editor.email)
    await other.getByLabel('Password', { exact: true }).fill(accounts.editor.password)
    await other.getByRole('button', { name: 'Sign in', exact: true }).click()
    await other.waitForURL('**/link-account')
    await other.getByRole('button', { name: 'Link Demo ID' }).click()
    await expect(other.getByRole('heading', { name: 'This sign-in can’t be linked' })).toBeVisible()
    await expect(other.getByRole('main').getByRole('button', { name: 'Log out' })).toBeVisible()
    await other.getByRole('main').getByRole('button', { name: 'Continue' }).click()
    await other.waitForURL((url) => url.pathname === '/home')
    await otherContext.close()

    // Log out, then Demo ID alone signs in to the viewer's account.
    await page.goto('/logout')
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })

  test('the Spanish login offers the same providers, and the flow returns to Spanish pages', async ({ page }) => {
    await page.goto('/es/iniciar-sesion')
    await page.getByRole('link', { name: 'Continuar con Demo ID' }).click()
    await signInAtDemoId(page, 'alex@demo-id.test')
    await page.waitForURL((url) => url.pathname === '/es/inicio')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Demo ID sign-in works with plain links and forms; a foreign from is ignored', async ({ page }) => {
    await page.goto('/login?from=https%3A%2F%2Fevil.example%2Fsteal')
    await page.getByRole('link', { name: 'Continue with Demo ID' }).click()
    await signInAtDemoId(page, 'alex@demo-id.test')
    await page.waitForURL((url) => url.pathname === '/home')
    expect(new URL(page.url()).origin).not.toContain('evil.example')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })
})

test.describe('a realm with a single external provider', () => {
  test('a guest on login goes straight to that provider (and with a code in the query, does not)', async ({ page, cms }) => {
    const { published } = await cms.get<Record<string, unknown>>('settings', 'realm')
    await cms.replace('settings', 'realm', { ...published, signInProviders: ['demo-oidc'] })
    try {
      await page.goto('/login?from=%2Fbrowse')
      await expect(page.getByRole('heading', { name: 'Sign in to Demo ID' })).toBeVisible()
      await signInAtDemoId(page, 'alex@demo-id.test')
      await page.waitForURL((url) => url.pathname === '/browse')
      await page.context().clearCookies()
      await page.goto('/login?code=abc')
      await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
    } finally {
      await cms.replace('settings', 'realm', published)
    }
  })
})

test.describe('TV-provider sign-in with the demo TV provider', () => {
  test('choose a provider, sign in there, return signed in; then unlink', async ({ page }) => {
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('link', { name: 'Sign in with your TV provider' }).click()
    await expect(page.getByRole('heading', { name: 'Choose your TV provider' })).toBeVisible()
    const featured = page.getByRole('list', { name: 'Popular providers' })
    await expect(featured.getByRole('link')).toHaveText(['Demo Cable', 'Demo Fibre'])
    await expect(page.getByRole('separator')).toHaveText('More providers')
    await expect(page.getByRole('list', { name: 'More providers' }).getByRole('link')).toHaveText(['Basic Antenna', 'Demo Satellite'])

    await featured.getByRole('link', { name: 'Demo Cable' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to Demo Cable' })).toBeVisible()
    await page.getByLabel('Username').fill('tv@demo-cable.test')
    await page.getByLabel('Password').fill('tv-demo-2026')
    await page.getByRole('button', { name: 'Sign in to Demo Cable' }).click()
    // A new account made by the TV provider answers the consent terms first.
    await agreeAtConsentStep(page, '/browse')
    await page.waitForURL((url) => url.pathname === '/browse')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    await expectNoTokenInPage(page)

    // Linked and allowed: the providers page offers to unlink.
    await page.goto('/tv-login')
    await page.getByRole('button', { name: 'Unlink TV provider' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your TV provider is no longer linked.')
    await expect(page.getByRole('button', { name: 'Unlink TV provider' })).toHaveCount(0)
  })

  test('a first failed return restarts the flow with a retry message; a second shows a message and the way home', async ({ page }) => {
    await page.goto('/tv-login')
    await expect(page.getByRole('heading', { name: 'Choose your TV provider' })).toBeVisible()
    // Back from the provider without having signed in there: 412 on the first try restarts.
    await page.goto('/providers/success')
    await expect(page.getByRole('heading', { name: 'Choose your TV provider' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('That didn’t work the first time. Please choose your provider and try again.')
    await page.goto('/providers/success')
    await expect(page.getByRole('alert')).toHaveText('We couldn’t confirm your TV provider sign-in.')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
  })

  test('a package without the service gets the mapped message', async ({ page }) => {
    await page.goto('/tv-login')
    await page.getByRole('link', { name: 'Basic Antenna' }).click()
    await page.getByLabel('Username').fill('tv@basic-antenna.test')
    await page.getByLabel('Password').fill('tv-demo-2026')
    await page.getByRole('button', { name: 'Sign in to Basic Antenna' }).click()
    await expect(page.getByRole('alert')).toHaveText('Your TV package doesn’t include this service.')
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
  })
})
