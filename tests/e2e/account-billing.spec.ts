import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { pdfText } from '../../app/account/pdf-text.ts'
import { apiLogin, createActiveAccount, expect, freshEmail, lazyModuleRan, settle, test } from './fixtures.ts'

/**
 * The account's billing areas: the demo subscriber's licence status, payment history and a PDF
 * invoice; a double-submitted payment charged once; cards added and removed without JavaScript,
 * and a bad card refused in the browser with it;
 * a plan's card changed, a new price answered and a plan changed within its family, without JavaScript.
 * Anything that changes data uses a fresh account.
 */
test.describe.configure({ timeout: 120_000 })

const SUBSCRIBER = { email: 'subscriber@marquee.test', password: 'subscriber-demo-2026' }
const PASSWORD = 'billing-password-2026'

async function signInAs(page: Page, email: string, password: string, from: string) {
  await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === from)
}

/** Serious and critical axe findings (WCAG 2.1 A/AA and best practices) on the page. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the payment history shows each payment’s status and invoice link without scrolling sideways', async ({ page }) => {
    await signInAs(page, SUBSCRIBER.email, SUBSCRIBER.password, '/account/payments')
    const first = page.getByRole('table').getByRole('row').nth(1)
    const status = first.getByRole('cell').nth(4)
    const invoice = first.getByRole('link', { name: /^View the invoice of Marquee Premium: monthly/ })
    await expect(status).toHaveText('Paid')
    await expect(invoice).toBeVisible()
    await invoice.scrollIntoViewIfNeeded()
    for (const shown of [status, invoice]) {
      const box = (await shown.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    // nothing on the page reaches past the screen's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // the column names are still the table's headers for screen readers
    await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(1)
    expect(await axeFindings(page)).toEqual([])
  })
})

test('the demo subscriber sees the status, the payment history and downloads a PDF invoice', async ({ page }) => {
  // a guest is sent to sign in and comes back to the page asked for
  await page.goto('/account/payments')
  await expect(page).toHaveURL(/\/login\?from=%2Faccount%2Fpayments$/)
  await page.getByRole('textbox', { name: 'Email' }).fill(SUBSCRIBER.email)
  await page.getByLabel('Password', { exact: true }).fill(SUBSCRIBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/account/payments')

  const rows = page.getByRole('table').getByRole('row')
  // a header and the three paid months, newest first
  await expect(rows).toHaveCount(4)
  for (const row of await rows.all().then((all) => all.slice(1))) {
    await expect(row).toContainText('Marquee Premium: monthly')
    await expect(row).toContainText('£9.99')
    // the status in words, not the platform's code
    await expect(row.getByRole('cell').nth(4)).toHaveText('Paid')
  }
  await expect(rows.nth(1)).toContainText('Renewal')
  await expect(rows.nth(3)).toContainText('Subscription')
  expect(await axeFindings(page)).toEqual([])
  await page.goto('/es/cuenta/pagos')
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('Pagado')
  await page.goto('/account/payments')

  const view = rows.nth(1).getByRole('link', { name: /^View the invoice of Marquee Premium: monthly/ })
  const href = await view.getAttribute('href')
  expect(href).toMatch(/^\/account\/payments\/[0-9a-f-]{36}\/invoice$/)
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = pdfText(await pdf.body())
  expect(text).toContain('Total: £9.99')
  expect(text).toContain('Sami Subscriber')
  expect(text).toMatch(/Invoice number: MQ-\d{8}-[0-9A-F]{8}/)

  await page.goto('/account/licences')
  const licence = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marquee Premium: monthly' }) })
  await expect(licence).toContainText(/Renews monthly, next on /)
  await expect(licence).toContainText('Paid by the last renewal')
  await expect(licence).toContainText('£9.99 per month')
  expect(await axeFindings(page)).toEqual([])
  // the page that chooses the plan's card (PAYMENT_UPDATE), with keyboard-usable radios
  await licence.getByRole('link', { name: 'Change the card of Marquee Premium: monthly' }).click()
  await expect(page.getByRole('heading', { name: 'Card for Marquee Premium: monthly' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'VISA •••• 4242 (in use)' })).toBeChecked()
  expect(await axeFindings(page)).toEqual([])

  await page.goto('/account/cards')
  const saved = page.getByRole('region', { name: 'Cards', exact: true }).getByRole('listitem')
  await expect(saved).toHaveCount(1)
  await expect(saved.first()).toContainText('VISA •••• 4242')
  await expect(saved.first()).toContainText('Default')
  expect(await axeFindings(page)).toEqual([])

  // the same page in Spanish, under its Spanish path
  await page.goto('/es/cuenta/suscripciones')
  await expect(page.getByRole('heading', { name: 'Licencias y suscripciones' })).toBeVisible()
  await expect(page.getByText(/Se renueva cada mes; próxima el /)).toBeVisible()
})

test('a double-submitted payment shows one charge in the history', async ({ page, request }) => {
  const email = freshEmail('billing-double')
  await createActiveAccount(request, { email, password: PASSWORD, name: 'Dana Double' })
  await signInAs(page, email, PASSWORD, '/purchase')
  await page.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Dana Double')
  // the very form the page rendered (its idempotency key included) posted twice at once
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /^Pay / }) })
  const fields = await form.evaluate((f: HTMLFormElement) => Object.fromEntries(new FormData(f) as unknown as Iterable<[string, string]>))
  const action = new URL((await form.getAttribute('action')) ?? page.url(), page.url()).toString()
  const origin = new URL(page.url()).origin
  const post = () => page.request.post(action, { form: { ...fields, intent: 'pay' }, headers: { origin }, maxRedirects: 0 })
  const answers = await Promise.all([post(), post()])
  for (const answer of answers) expect(answer.status(), await answer.text()).toBe(302)

  await page.goto('/account/payments')
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('£9.99')
  await expect(rows.nth(1)).toContainText('Paid')
})

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test('cards are added, made default and removed with JavaScript off', async ({ browser, request }) => {
  const email = freshEmail('billing-cards')
  await createActiveAccount(request, { email, password: PASSWORD, name: 'Cory Cards' })
  const { context, page } = await noScriptPage(browser)
  try {
    await signInAs(page, email, PASSWORD, '/account/cards')
    await expect(page.getByText('You have no saved cards.')).toBeVisible()

    const add = async (number: string) => {
      await page.getByRole('textbox', { name: 'Card number' }).fill(number)
      await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
      await page.getByRole('textbox', { name: 'CVC' }).fill('123')
      await page.getByRole('textbox', { name: 'Name on card' }).fill('Cory Cards')
      await page.getByRole('button', { name: 'Add card' }).click()
    }
    // a bad number gets its field message and the other input is kept
    await add('4242 4242 4242 4241')
    await expect(page.getByText('Enter a valid card number.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Cory Cards')

    await add('4242 4242 4242 4242')
    await expect(page).toHaveURL(/\/account\/cards\?done=added$/)
    await expect(page.getByRole('status')).toContainText('The card was added.')
    await add('4000 0000 0000 0341')
    const cards = page.getByRole('region', { name: 'Cards', exact: true }).getByRole('listitem')
    await expect(cards).toHaveCount(2)
    // the default card comes first
    await expect(cards.nth(0)).toContainText('VISA •••• 4242')
    await expect(cards.nth(0)).toContainText('Default')

    await page.getByRole('button', { name: 'Make VISA •••• 0341 the default' }).click()
    await expect(page.getByRole('status')).toContainText('The default card was changed.')
    await expect(cards.nth(0)).toContainText('VISA •••• 0341')
    await expect(cards.nth(0)).toContainText('Default')

    await page.getByRole('button', { name: 'Remove VISA •••• 4242' }).click()
    await expect(page.getByRole('status')).toContainText('The card was removed.')
    await expect(cards).toHaveCount(1)
    await expect(cards.nth(0)).toContainText('VISA •••• 0341')
  } finally {
    await context.close()
  }
})

test('with JavaScript, the add-card check comes when the form is used and refuses a bad number without sending it', async ({
  page,
  request,
}) => {
  const email = freshEmail('billing-cards-js')
  await createActiveAccount(request, { email, password: PASSWORD, name: 'Cory Cards' })
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/account/cards')) posts.push(r.url())
  })
  // the check (zod and the card schema) is not in the page's first download: the form's use fetches it
  const check = lazyModuleRan(page, /\/cards-form-[\w-]+\.js$/)
  await signInAs(page, email, PASSWORD, '/account/cards')
  await settle(page)
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241')
  await check
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Cory Cards')
  await page.getByRole('button', { name: 'Add card' }).click()
  await expect(page.getByText('Enter a valid card number.')).toBeVisible()
  expect(posts, 'checked in the browser, nothing sent').toEqual([])
  await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Cory Cards')
})

/** A fresh account holding Premium monthly, bought through the platform API with the sandbox's 4242 card. */
async function subscribedAccount(request: import('@playwright/test').APIRequestContext, what: string) {
  const email = freshEmail(what)
  await createActiveAccount(request, { email, password: PASSWORD, name: 'Lee Lifecycle' })
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}` }
  const method = await request.post('/api/payment-method/validate', {
    headers,
    data: { provider: 'sandbox', details: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', cardHolder: 'Lee Lifecycle' } },
  })
  expect(method.status(), await method.text()).toBe(201)
  const basket = await request.post('/api/basket', { headers, data: { licenceId: 'premium-monthly' } })
  expect(basket.ok(), await basket.text()).toBe(true)
  const paid = await request.post(`/api/customer/baskets/pay/${(await basket.json()).id}`, {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      paymentArrangement: {
        primaryPaymentDetailsAttributes: {
          paymentDetailsExternalId: (await method.json()).paymentDetailsExternalId,
          targetPaymentProvider: 'sandbox',
          paymentMethodType: 'CARD',
        },
      },
    },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return { email, headers, subscriptionId: (await paid.json()).subscriptionId as string }
}

test.describe('changing a plan without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('cancel (refusing the promo), then reactivate; pause, then resume', async ({ page, request }) => {
    const { email } = await subscribedAccount(request, 'lifecycle')
    await signInAs(page, email, PASSWORD, '/account/licences')
    const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marquee Premium: monthly' }) })
    await expect(plan).toContainText(/Renews monthly, next on /)

    // cancel: the promo comes first; refused, the plan is cancelled but runs to the end of the period
    await plan.getByRole('button', { name: 'Cancel Marquee Premium: monthly' }).click()
    // the offer's copy is the labels' (what editors preview); the price comes from the platform's promo
    const offer = plan.getByRole('region', { name: 'Before you go…' })
    await expect(offer).toContainText('Stay with us and get 50% off your next 3 months.')
    await expect(offer).toContainText(/Each of those renewals: £(4\.99|5\.00) instead of £9\.99\./)
    await offer.getByRole('button', { name: 'Continue cancelling' }).click()
    await expect(page.getByRole('status')).toHaveText('Your plan is cancelled: you keep access until the end of the paid period.')
    await expect(plan).not.toContainText(/Renews monthly/)

    // reactivate before it ends
    await plan.getByRole('button', { name: 'Reactivate Marquee Premium: monthly' }).click()
    await expect(page.getByRole('status')).toHaveText('Your plan renews again.')
    await expect(plan).toContainText(/Renews monthly, next on /)

    // a resume date inside the paid period is refused with its reason, nothing changes
    await plan.getByLabel('Resume by itself on (optional)').fill('2000-01-01')
    await plan.getByRole('button', { name: 'Pause Marquee Premium: monthly' }).click()
    await expect(plan.getByRole('alert')).toContainText('Choose a resume date after the end of the paid period, or leave it empty.')
    // the date's field is marked as the one refused, and described by the reason
    const resumeOn = plan.getByLabel('Resume by itself on (optional)')
    await expect(resumeOn).toHaveAttribute('aria-invalid', 'true')
    await expect(resumeOn).toHaveAccessibleDescription(/Choose a resume date after the end of the paid period/)
    await expect(plan).toContainText(/Renews monthly, next on /)

    // pause at the end of the period, then change one's mind
    await plan.getByRole('button', { name: 'Pause Marquee Premium: monthly' }).click()
    await expect(page.getByRole('status')).toHaveText('Your pause is booked: billing and access stop at the end of the paid period.')
    await expect(plan.getByRole('button', { name: 'Resume Marquee Premium: monthly' })).toBeVisible()
    await plan.getByRole('button', { name: 'Resume Marquee Premium: monthly' }).click()
    await expect(page.getByRole('status')).toHaveText('Your plan is running again.')
    await expect(plan).toContainText(/Renews monthly, next on /)
    // (axe needs JavaScript: the same page, with its pause and cancel forms, is checked in the subscriber's test)
  })

  test('a resume date inside the paid period is refused in Spanish on the Spanish page', async ({ page, request }) => {
    const { email } = await subscribedAccount(request, 'lifecycle-es')
    await signInAs(page, email, PASSWORD, '/account/licences')
    await page.goto('/es/cuenta/suscripciones')
    // the plan's name comes from the platform in Spanish too
    const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marquee Premium: mensual' }) })
    await plan.getByLabel('Reanudar sola el (opcional)').fill('2000-01-01')
    await plan.getByRole('button', { name: /^Pausar/ }).click()
    await expect(plan.getByRole('alert')).toHaveText(
      'Elige una fecha de reanudación posterior al final del periodo pagado, o déjala vacía.',
    )
    await expect(plan).toContainText(/Se renueva cada mes/)
  })

  test('change the card', async ({ page, request }) => {
    const { email, headers } = await subscribedAccount(request, 'card')
    const second = await request.post('/api/payment-method/validate', {
      headers,
      data: { provider: 'sandbox', details: { cardNumber: '4000000000000341', expiry: '11/31', cvc: '123', cardHolder: 'Lee Lifecycle' } },
    })
    expect(second.status(), await second.text()).toBe(201)
    await signInAs(page, email, PASSWORD, '/account/licences')
    const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marquee Premium: monthly' }) })
    await expect(plan).toContainText('VISA •••• 4242')

    await plan.getByRole('link', { name: 'Change the card of Marquee Premium: monthly' }).click()
    await expect(page).toHaveURL(/\/payment-update\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Card for Marquee Premium: monthly' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'VISA •••• 4242 (in use)' })).toBeChecked()
    // without JavaScript the radio is a native one inside its label: a click on the label picks it
    await page.locator('label').filter({ hasText: 'VISA •••• 0341' }).click()
    await expect(page.getByRole('radio', { name: 'VISA •••• 0341' })).toBeChecked()
    await page.getByRole('button', { name: 'Use this card' }).click()

    await expect(page).toHaveURL(/\/account\/licences\?done=card$/)
    await expect(page.getByRole('status')).toHaveText('This plan renews with the chosen card from now on.')
    await expect(plan).toContainText('VISA •••• 0341')
    // a licence that is not the account's has no card page
    expect((await page.request.get('/payment-update/00000000-0000-4000-8000-000000000000')).status()).toBe(404)
  })

  test('a new price is continued; a plan is upgraded today and booked to go back down at the period end', async ({ page, request }) => {
    const { email, headers, subscriptionId } = await subscribedAccount(request, 'tiers')
    // an operator asks this subscriber to move to a new price
    const operator = await apiLogin(request, 'operator')
    const proposed = await request.post('/api/price-version-migration', {
      headers: { authorization: `Bearer ${operator}` },
      data: { licenceId: 'premium-monthly', price: { amount: 1199, scale: 2, currency: 'GBP' }, subscriptionIds: [subscriptionId] },
    })
    expect(proposed.status(), await proposed.text()).toBe(200)
    await signInAs(page, email, PASSWORD, '/account/licences')
    const plan = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) })
    const monthly = plan('Marquee Premium: monthly')
    const consent = monthly.getByRole('region', { name: 'New price for Marquee Premium: monthly' })
    await expect(consent).toContainText(/this plan costs £11\.99/)
    await consent.getByRole('button', { name: 'Continue Marquee Premium: monthly at the new price' }).click()
    await expect(page.getByRole('status')).toHaveText('Thanks: your plan continues at the new price from its next renewal.')
    await expect(monthly).toContainText('£11.99')
    await expect(monthly.getByRole('region', { name: 'New price for Marquee Premium: monthly' })).toHaveCount(0)

    // a plan that is no tier of this one is refused in words (a hand-made form post)
    const refused = await page.request.post('/account/licences', {
      form: { intent: 'changeTier', subscriptionId, licenceId: 'ppv-fight-night-main-card' },
    })
    expect(refused.status()).toBe(409)
    expect(await refused.text()).toContain('That plan can&#x27;t replace yours. Choose another plan of the same kind.')

    // the yearly plan needs a billing address, as at its checkout
    const details = await request.put('/api/customer/billing-details', {
      headers,
      data: { fields: { fullName: 'Lee Lifecycle', line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } },
    })
    expect(details.ok(), await details.text()).toBe(true)
    await page.reload()
    const change = monthly.getByRole('region', { name: 'Change plan' })
    await expect(change).toContainText(/Charged now: £\d+\.\d\d \(£\d+\.\d\d off for the unused part of this period\)/)
    await change.getByRole('button', { name: 'Upgrade to Marquee Premium: yearly' }).click()
    await expect(page.getByRole('status')).toHaveText('Your plan is upgraded from today.')
    const yearly = plan('Marquee Premium: yearly')
    await expect(yearly).toContainText(/Renews yearly, next on /)

    await yearly.getByRole('region', { name: 'Change plan' }).getByRole('button', { name: 'Switch to Marquee Premium: monthly' }).click()
    await expect(page.getByRole('status')).toHaveText('Your plan changes at the end of the current period.')
    await expect(yearly).toContainText(/Changes to Marquee Premium: monthly on /)
    await yearly.getByRole('button', { name: 'Keep my current plan: Marquee Premium: yearly' }).click()
    await expect(page.getByRole('status')).toHaveText('You keep your current plan.')
    await expect(yearly).not.toContainText('Changes to Marquee Premium: monthly on')
    await page.goto('/account/payments')
    await expect(page.getByRole('table')).toContainText('Upgrade')
  })
})
