import { test, expect } from './fixtures.ts'
import type { Page } from '@playwright/test'

/**
 * Apple, Google, Facebook and a credentials partner (PBR) in Chromium, against the demo realm's
 * local providers: the local OpenID provider stands in for the social providers (Apple: a code by
 * form_post; Google: an ID token by form_post; Facebook: an OAuth code), and a local partner speaks
 * the credentials protocol. Demo people: platform/identity/federation/demo/*.
 */

async function signInAtProvider(page: Page, brand: string, email: string, password = 'demo-id-2026') {
  await expect(page.getByRole('heading', { name: `Sign in to ${brand}` })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

const CONSENT_STEP: Record<string, { terms: string[]; submit: string }> = {
  '/consent': { terms: ['I accept the terms of use', 'I have read the privacy policy'], submit: 'Agree and continue' },
  '/es/consentimiento': { terms: ['Acepto los términos de uso', 'He leído la política de privacidad'], submit: 'Aceptar y continuar' },
}

/**
 * Lands on the page `isTarget` names. An account made by this sign-in has answered none of the
 * realm's consent terms, so its first sign-in passes the CONSENT step (decision 013), which goes
 * on to the same target; later sign-ins of the same person go straight there.
 */
async function landOn(page: Page, isTarget: (url: URL) => boolean) {
  await page.waitForURL((url) => url.pathname in CONSENT_STEP || isTarget(url))
  const step = CONSENT_STEP[new URL(page.url()).pathname]
  if (step) {
    for (const term of step.terms) await page.locator('label').filter({ hasText: term }).click()
    await page.getByRole('button', { name: step.submit }).click()
  }
  await page.waitForURL(isTarget)
}

async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByLabel(`Profile: ${name}`)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
}

async function expectNoTokenInPage(page: Page) {
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/marquee/)
  expect(await page.content()).not.toMatch(/authorisationToken|refreshToken|eyJhbGci/)
}

test.describe('social sign-in with the local stand-ins', () => {
  test('Google: an ID token returned by form_post, checked by the platform, lands on from', async ({ page }) => {
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await signInAtProvider(page, 'Google (demo)', 'gabi@demo-id.test')
    await landOn(page, (url) => url.pathname === '/browse')
    await expectSignedInAs(page, 'Gabi Demo')
    await expectNoTokenInPage(page)
  })

  test('Apple: a code returned by form_post, the state checked on our side, the nonce by the platform', async ({ page }) => {
    await page.goto('/login?from=%2Fsearch')
    await page.getByRole('button', { name: 'Continue with Apple' }).click()
    await signInAtProvider(page, 'Apple (demo)', 'sam@demo-id.test')
    await landOn(page, (url) => url.pathname === '/search')
    // Apple's ID token carries no name: the new account is named after the address
    await expectSignedInAs(page, 'sam')
    await expectNoTokenInPage(page)
  })

  test('Facebook: a code in the query, from the Spanish login, returns to Spanish pages', async ({ page }) => {
    await page.goto('/es/iniciar-sesion')
    await page.getByRole('button', { name: 'Continuar con Facebook' }).click()
    await signInAtProvider(page, 'Facebook (demo)', 'fran@demo-id.test')
    await landOn(page, (url) => url.pathname === '/es/inicio')
    await page.goto('/home')
    await expectSignedInAs(page, 'Fran Demo')
  })

  test('a return this browser did not start is refused, and nothing is signed in', async ({ page, baseURL }) => {
    // Another site posts a code with someone else's state to our Apple return address.
    await page.setContent(
      `<form method="post" action="${baseURL}/login/apple/return"><input name="code" value="stolen-code"><input name="state" value="someone-elses-state"><button>Send</button></form>`,
    )
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or was opened in another browser')
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('a foreign from is ignored: the sign-in lands on the home page', async ({ page }) => {
    await page.goto('/login?from=https%3A%2F%2Fevil.example%2Fsteal')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    // (Gabi: whether or not the Google test ran first, this identity signs in without a link step)
    await signInAtProvider(page, 'Google (demo)', 'gabi@demo-id.test')
    await landOn(page, (url) => url.pathname === '/home')
    expect(new URL(page.url()).origin).not.toContain('evil.example')
  })
})

test.describe('partner sign-in with id and password (PBR)', () => {
  test('a wrong password shows the partner’s mapped message and keeps the id; the right one lands on from', async ({ page }) => {
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('link', { name: 'Continue with PBR' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in with PBR' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Username or email' }).fill('member-1001')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in with PBR' }).click()
    await expect(page.getByRole('alert')).toHaveText('That PBR username and password don’t match. Check them and try again.')
    await expect(page.getByRole('textbox', { name: 'Username or email' })).toHaveValue('member-1001')
    await expect(page.getByLabel('Password')).toHaveValue('')

    await page.getByLabel('Password').fill('pbr-demo-2026')
    await page.getByRole('button', { name: 'Sign in with PBR' }).click()
    await landOn(page, (url) => url.pathname === '/browse')
    await expectSignedInAs(page, 'Pat Member')
    await expectNoTokenInPage(page)
  })

  test('the back arrow returns to the login page it hangs under (plain or gift); the Spanish path has the form in Spanish', async ({
    page,
  }) => {
    await page.goto('/login/pbr?from=%2Fbrowse')
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/browse')
    // under the gift login, back goes to the gift login
    await page.goto('/gift/g-42/login')
    await page.getByRole('link', { name: 'Continue with PBR' }).click()
    await page.waitForURL((url) => url.pathname === '/gift/g-42/login/pbr')
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/gift/g-42/login')
    await page.goto('/es/iniciar-sesion/pbr')
    await expect(page.getByRole('heading', { name: 'Inicia sesión con PBR' })).toBeVisible()
    await page.getByRole('button', { name: 'Iniciar sesión con PBR' }).click()
    await expect(page.getByText('Escribe tu usuario o correo.')).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the PBR form: field errors, the mapped refusal keeping the id (never the password), then sign-in', async ({ page }) => {
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('link', { name: 'Continue with PBR' }).click()
    await page.getByRole('button', { name: 'Sign in with PBR' }).click()
    await expect(page.getByText('Enter your username or email.')).toBeVisible()
    await expect(page.getByText('Enter your password.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Username or email' }).fill('member-1001')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in with PBR' }).click()
    await expect(page.getByRole('alert')).toHaveText('That PBR username and password don’t match. Check them and try again.')
    await expect(page.getByRole('textbox', { name: 'Username or email' })).toHaveValue('member-1001')
    await expect(page.getByLabel('Password')).toHaveValue('')
    expect(await page.content()).not.toContain('not-the-password')

    await page.getByLabel('Password').fill('pbr-demo-2026')
    await page.getByRole('button', { name: 'Sign in with PBR' }).click()
    await landOn(page, (url) => url.pathname === '/browse')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })

  test('Apple: the provider’s form_post and our same-origin continuation each go on with a button', async ({ page }) => {
    await page.goto('/login?from=%2Fbrowse')
    await page.getByRole('button', { name: 'Continue with Apple' }).click()
    await signInAtProvider(page, 'Apple (demo)', 'sam@demo-id.test')
    // the provider's own form_post page (its <noscript> button), then ours
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Finishing your sign-in with Apple' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await landOn(page, (url) => url.pathname === '/browse')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })
})
