import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { pdfText } from '../../app/account/pdf-text.ts'
import { createActiveAccount, expect, freshEmail, test } from './fixtures.ts'

/**
 * The account's billing areas: the demo subscriber's licence status, payment history and a PDF
 * invoice; a double-submitted payment charged once; cards added and removed without JavaScript.
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
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

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
    await expect(row).toContainText('SUCCEEDED')
  }
  await expect(rows.nth(1)).toContainText('Renewal')
  await expect(rows.nth(3)).toContainText('Subscription')
  expect(await axeFindings(page)).toEqual([])

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

  await page.goto('/account/cards')
  const saved = page.getByRole('main').getByRole('listitem')
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
  await expect(rows.nth(1)).toContainText('SUCCEEDED')
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
    const cards = page.getByRole('main').getByRole('listitem')
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
