import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, type CmsAdmin, freshEmail, createActiveAccount } from './fixtures.ts'

/**
 * The steps after sign-in (decision 013): the CONSENT step when the realm's required terms
 * changed since the account agreed (missingInformationStatus REQUIRED), and the "Who's watching?"
 * chooser when the realm asks for a profile choice and the account has more than one profile.
 * Each test makes its own account (sign-up + the dev outbox) and restores the realm settings it
 * changes, so the demo realm is as other tests expect it.
 */

const PASSWORD = 'steps-password-2026'
const NEW_TERM = 'I accept the updated terms of use'

/** An active account that agreed to today's terms (and to marketing mail). */
const activeAccount = (request: APIRequestContext, email: string) =>
  createActiveAccount(request, {
    email,
    password: PASSWORD,
    name: 'Robin Rivera',
    consentAnswers: { acceptTerms: true, acceptPrivacy: true, marketingEmails: true },
  })

async function signInAs(page: Page, email: string, from: string) {
  await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Publishes the realm settings changed by `change` for the length of `body`, then the original again. */
async function withRealm(cms: CmsAdmin, change: (settings: Record<string, any>) => Record<string, any>, body: () => Promise<void>) {
  const { published } = await cms.get<Record<string, any>>('settings', 'realm')
  await cms.replace('settings', 'realm', change(structuredClone(published!)))
  try {
    await body()
  } finally {
    await cms.replace('settings', 'realm', published)
  }
}

/** The demo realm's terms plus a required one added after the account signed up. */
const withNewRequiredTerm = (s: Record<string, any>) => ({
  ...s,
  consentTerms: [...s.consentTerms, { fieldName: 'acceptUpdatedTerms', fieldType: 'BINARY_CHOICE', label: NEW_TERM, required: true }],
})

const consentUrl = (from: string) => (url: URL) => url.pathname === '/consent' && url.searchParams.get('from') === from

test.describe('the CONSENT step', () => {
  test('a required term added after sign-up: sign-in lands on the step, other pages lead back to it, submit waits for the tick, then from', async ({
    page,
    request,
    cms,
  }) => {
    const email = freshEmail('consent')
    await activeAccount(request, email)
    await withRealm(cms, withNewRequiredTerm, async () => {
      await signInAs(page, email, '/browse')
      await page.waitForURL(consentUrl('/browse'))
      await expect(page.getByRole('heading', { level: 1, name: 'Before you continue' })).toBeVisible()
      // No navigation bar on the step: nothing to wander off through.
      await expect(page.getByRole('banner')).toHaveCount(0)
      // The terms: the information text, the earlier answers kept, the new required one unticked.
      await expect(page.getByText('To create an account you need to accept our terms of use and privacy policy.')).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'I accept the terms of use (required)' })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: 'Send me news and offers by email' })).toBeChecked()
      const newTerm = page.getByRole('checkbox', { name: `${NEW_TERM} (required)` })
      await expect(newTerm).not.toBeChecked()
      const submit = page.getByRole('button', { name: 'Agree and continue' })
      await expect(submit).toBeDisabled()
      await expect(page.getByText('Tick every required term to continue.')).toBeVisible()

      // Elsewhere while answers are owed: back to the step, carrying the new target.
      await page.goto('/search?q=moon')
      await page.waitForURL(consentUrl('/search?q=moon'))

      // Unticking an earlier required term keeps the button disabled even with the new one ticked.
      await page.locator('label').filter({ hasText: NEW_TERM }).click()
      await expect(newTerm).toBeChecked()
      await expect(submit).toBeEnabled()
      await page.locator('label').filter({ hasText: 'I accept the terms of use' }).click()
      await expect(submit).toBeDisabled()
      await page.locator('label').filter({ hasText: 'I accept the terms of use' }).click()
      await submit.click()
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'moon')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)

      // Answered: the product is open again.
      await page.goto('/browse')
      await expect(page).toHaveURL(/\/browse$/)
    })
  })

  test('the way out: Log out from the step leaves a guest', async ({ page, request, cms }) => {
    const email = freshEmail('consent-out')
    await activeAccount(request, email)
    await withRealm(cms, withNewRequiredTerm, async () => {
      await signInAs(page, email, '/browse')
      await page.waitForURL(consentUrl('/browse'))
      await page.getByRole('button', { name: 'Log out' }).click()
      await page.waitForURL((url) => url.pathname === '/home')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
    })
  })

  test('in Spanish the step has its own path and words', async ({ page, request, cms }) => {
    const email = freshEmail('consent-es')
    await activeAccount(request, email)
    await withRealm(cms, withNewRequiredTerm, async () => {
      await page.goto(`/es/iniciar-sesion?from=${encodeURIComponent('/es/explorar')}`)
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await page.waitForURL((url) => url.pathname === '/es/consentimiento' && url.searchParams.get('from') === '/es/explorar')
      await expect(page.getByRole('heading', { level: 1, name: 'Antes de continuar' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Aceptar y continuar' })).toBeDisabled()
    })
  })
})

test.describe('the CONSENT step without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('submitting without the tick is refused with a message, keeping the ticks; with it, on to from', async ({ page, request, cms }) => {
    const email = freshEmail('consent-nojs')
    await activeAccount(request, email)
    await withRealm(cms, withNewRequiredTerm, async () => {
      await signInAs(page, email, '/browse')
      await page.waitForURL(consentUrl('/browse'))
      // Untick an optional choice, leave the new required term unticked, submit.
      await page.locator('label').filter({ hasText: 'Send me news and offers by email' }).click()
      await page.getByRole('button', { name: 'Agree and continue' }).click()
      await expect(page.getByRole('alert')).toHaveText('Tick every required term to continue: your answers were not saved.')
      await expect(page.getByText('This term is required.')).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Send me news and offers by email' })).not.toBeChecked()
      await expect(page.getByRole('checkbox', { name: 'I accept the terms of use (required)' })).toBeChecked()
      expect(new URL(page.url()).searchParams.get('from')).toBe('/browse')

      await page.locator('label').filter({ hasText: NEW_TERM }).click()
      await page.getByRole('button', { name: 'Agree and continue' }).click()
      await page.waitForURL((url) => url.pathname === '/browse')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    })
    // The answers were stored as given: the optional choice stays unticked.
    const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
    const consents = await (
      await request.get('/api/user/consents', { headers: { authorization: `Bearer ${(await login.json()).authorisationToken}` } })
    ).json()
    expect(consents.answers).toMatchObject({ acceptTerms: true, acceptPrivacy: true, marketingEmails: false })
  })
})

test.describe('Who’s watching? after sign-in', () => {
  async function accountWithTwoProfiles(page: Page, request: APIRequestContext, email: string, pin?: string) {
    await activeAccount(request, email)
    const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
    const token = (await login.json()).authorisationToken
    const created = await request.post('/api/user/profiles', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Sam', type: 'ADULT', pin: pin ?? null },
    })
    expect(created.status(), await created.text()).toBe(201)
  }

  test('a viewer with two profiles signs in, is asked who is watching, chooses one and lands on from without the suffix', async ({
    page,
    request,
    cms,
  }) => {
    const email = freshEmail('family')
    await accountWithTwoProfiles(page, request, email)
    await withRealm(
      cms,
      (s) => ({ ...s, features: { ...s.features, chooseProfileAfterSignIn: true } }),
      async () => {
        await signInAs(page, email, '/search?q=moon')
        await page.waitForURL(
          (url) => url.pathname === '/search' && url.searchParams.get('q') === 'moon' && url.searchParams.get('chooseProfile') === '1',
        )
        await expect(page.getByRole('heading', { level: 1, name: 'Who’s watching?' })).toBeVisible()
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Robin Rivera', 'Sam'])
        await page.getByRole('button', { name: 'Watch as Sam' }).click()
        await page.waitForURL(
          (url) => url.pathname === '/search' && url.searchParams.get('q') === 'moon' && !url.searchParams.has('chooseProfile'),
        )
        await expect(page.getByRole('heading', { level: 1, name: 'Who’s watching?' })).toHaveCount(0)
        // The session is now Sam's.
        await page.goto('/profiles')
        await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Sam' }) })).toContainText(
          'Watching now',
        )
      },
    )
  })

  test('without JavaScript, a PIN-protected profile asks for its PIN in the chooser', async ({ browser, request, cms }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = freshEmail('family-pin')
    await accountWithTwoProfiles(page, request, email, '2468')
    await withRealm(
      cms,
      (s) => ({ ...s, features: { ...s.features, chooseProfileAfterSignIn: true } }),
      async () => {
        await signInAs(page, email, '/browse')
        await page.waitForURL((url) => url.pathname === '/browse' && url.searchParams.get('chooseProfile') === '1')
        await page.getByLabel('PIN for Sam').fill('2468')
        await page.getByRole('button', { name: 'Watch as Sam' }).click()
        await page.waitForURL((url) => url.pathname === '/browse' && !url.searchParams.has('chooseProfile'))
        await expect(page.getByRole('heading', { level: 1, name: 'Who’s watching?' })).toHaveCount(0)
      },
    )
    await context.close()
  })

  test('one profile, or the realm not asking: no chooser', async ({ page, request }) => {
    const email = freshEmail('single')
    await activeAccount(request, email)
    await signInAs(page, email, '/browse')
    await page.waitForURL((url) => url.pathname === '/browse' && !url.searchParams.has('chooseProfile'))
  })
})
