import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, settle, test } from './fixtures.ts'

/**
 * The checkout in the browser: each test makes its own account (sign-up through the platform API
 * and the dev outbox's confirmation link), because a plan can be bought once per account.
 */

// each test signs up, signs in and buys: several server round trips with a payment among them
test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'checkout-password-2026'
const TITLE = 'The Salt Road'
const TITLE_PATH = '/video/the-salt-road'
function activeAccount(request: APIRequestContext, email: string) {
  return createActiveAccount(request, { email, password: PASSWORD, name: 'Casey Checkout' })
}

async function signInAs(page: Page, email: string, path = '/login') {
  await page.goto(path)
  await fillSignIn(page, email)
}

async function fillSignIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** A signed-in fresh account on the title's checkout, the monthly plan chosen: the payment page. */
async function toPaymentPage(page: Page, request: APIRequestContext, what: string) {
  const email = freshEmail(what)
  await activeAccount(request, email)
  await signInAs(page, email)
  await page.goto(TITLE_PATH)
  await expect(page.getByText('Subscription required')).toBeVisible()
  await page.getByRole('link', { name: 'Subscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
  await page.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  return email
}

async function payByCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number)
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Casey Checkout')
  await page.getByRole('button', { name: /^Pay / }).click()
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' })

async function startPlaying(page: Page, title: string) {
  const play = page.getByRole('button', { name: `Play ${title}` })
  await expect(play).toBeEnabled()
  await play.click()
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1), { timeout: 45_000 }).toBeGreaterThan(0.5)
}

/** Back on the checkout the title page sent the viewer to, with its plans and way back. */
async function expectBackInCheckout(page: Page) {
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/purchase' &&
      url.searchParams.get('redirectTo') === TITLE_PATH &&
      url.searchParams.get('licences') === 'premium-monthly,premium-yearly',
  )
  await expect(page.getByRole('button', { name: 'Choose Marquee Premium: monthly' })).toBeVisible()
}

test.describe('checkout', () => {
  test('a locked title: Subscribe, pay with 4242, and the title plays', async ({ page, request }) => {
    await toPaymentPage(page, request, 'buyer')
    await expect(summary(page)).toContainText('£9.99')
    await expect(summary(page)).toContainText('per month')
    await payByCard(page, '4242 4242 4242 4242')
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    await page.getByRole('link', { name: 'Start watching' }).click()
    await expect(page).toHaveURL(TITLE_PATH)
    await expect(page.getByText('Subscription required')).toHaveCount(0)
    await startPlaying(page, TITLE)
  })

  test('the 0002 card is declined in an alert and nothing is granted', async ({ page, request }) => {
    await toPaymentPage(page, request, 'declined')
    await payByCard(page, '4000 0000 0000 0002')
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()
    // the card's number and CVC are not kept: the keyboard starts again at an empty number
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'CVC' })).toHaveValue('')
    // what may be kept is: the expiry and the holder's name need not be typed again
    await expect(page.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/34')
    await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Casey Checkout')
    // a new attempt the form itself refuses replaces the old refusal, and its field takes the focus
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'CVC' }).fill('12')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('textbox', { name: 'CVC' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'CVC' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Your card was declined.')).toHaveCount(0)
    // nor is the refused card: it is not offered as a saved card to pay with
    await expect(page.getByRole('button', { name: /ending 0002/ })).toHaveCount(0)
    await page.goto('/account/cards')
    await expect(page.getByRole('main')).not.toContainText('0002')
    await page.goto(TITLE_PATH)
    await expect(page.getByText('Subscription required')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Subscribe' })).toBeVisible()
  })

  test('by keyboard, each step of the checkout starts at its heading', async ({ page, request }) => {
    const email = freshEmail('keyboard')
    await activeAccount(request, email)
    await signInAs(page, email)
    await page.goto(`/purchase?redirectTo=${encodeURIComponent(TITLE_PATH)}&licences=premium-monthly,premium-yearly`)
    const choose = page.getByRole('button', { name: 'Choose Marquee Premium: monthly' })
    // hydrated: the steps that follow are navigations within the page (before, each is a new document)
    await settle(page)
    await choose.focus()
    await page.keyboard.press('Enter')
    // the pressed button is gone with the plans: the focus is on the payment step's heading, not lost
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused()
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0025 0000 3155')
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Casey Checkout')
    await page.getByRole('button', { name: /^Pay / }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Authorise your payment' })).toBeFocused()
    await page.getByRole('button', { name: 'Authorise payment' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeFocused()
  })

  test('the 3155 card asks for authorisation, then succeeds', async ({ page, request }) => {
    await toPaymentPage(page, request, 'threeds')
    await payByCard(page, '4000 0025 0000 3155')
    await expect(page.getByRole('heading', { level: 1, name: 'Authorise your payment' })).toBeVisible()
    await page.getByRole('button', { name: 'Authorise payment' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    await page.getByRole('link', { name: 'Start watching' }).click()
    await expect(page.getByText('Subscription required')).toHaveCount(0)
    // the other plan of the family is changed to from the account, and the checkout says where
    await page.goto('/purchase?licences=premium-monthly,premium-yearly')
    const yearly = page.getByRole('article', { name: 'Marquee Premium: yearly' })
    await expect(yearly).toContainText('You already have another plan of this family.')
    await yearly.getByRole('link', { name: 'Your plans' }).click()
    await expect(page).toHaveURL('/account/licences')
  })

  test('a cancelled authorisation is told once: not again on the way back after paying', async ({ page, request }) => {
    await toPaymentPage(page, request, 'auth-cancel')
    await payByCard(page, '4000 0025 0000 3155')
    await page.getByRole('button', { name: 'Cancel' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'The payment was not authorised.' })
    await expect(refusal).toBeVisible()
    await page.getByRole('button', { name: 'Pay £9.99 with VISA ending 3155' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Authorise your payment' })).toBeVisible()
    await page.getByRole('button', { name: 'Authorise payment' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    // Back reaches the spent authorisation step, which gives its place to the checkout…
    await page.goBack()
    await expect(page).toHaveURL(/\/purchase\?(?!.*problem=)/)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
    // …so that Back once more leaves it, to where the refusal was told, and it is not told again
    await page.goBack()
    await expect(page).toHaveURL(/problem=authFailed/)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
    await expect(refusal).toHaveCount(0)
  })

  test('WELCOME10 lowers the total; an unknown code shows the server’s message', async ({ page, request }) => {
    await toPaymentPage(page, request, 'voucher')
    const total = summary(page).getByRole('definition').last()
    await expect(total).toHaveText('£9.99')
    await summary(page).getByRole('textbox', { name: 'Voucher code' }).fill('NOSUCHCODE')
    await summary(page).getByRole('button', { name: 'Apply' }).click()
    await expect(summary(page).getByText('This voucher code is not valid.')).toBeVisible()
    await summary(page).getByRole('textbox', { name: 'Voucher code' }).fill('welcome10')
    await summary(page).getByRole('button', { name: 'Apply' }).click()
    await expect(summary(page).getByText('Voucher WELCOME10 applied')).toBeVisible()
    await expect(total).toHaveText('£8.99')
    await expect(page.getByRole('button', { name: 'Pay £8.99' })).toBeVisible()
  })

  test('FREEMONTH continues at once, with no card form', async ({ page, request }) => {
    await toPaymentPage(page, request, 'freemonth')
    await summary(page).getByRole('textbox', { name: 'Voucher code' }).fill('FREEMONTH')
    await summary(page).getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Start watching' }).click()
    await expect(page.getByText('Subscription required')).toHaveCount(0)
  })

  test('a guest choosing to buy signs in and lands back in the checkout', async ({ page, request }) => {
    const email = freshEmail('guest')
    await activeAccount(request, email)
    await page.goto(TITLE_PATH)
    await page.getByRole('link', { name: 'Subscribe' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to continue' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
    await fillSignIn(page, email)
    await expectBackInCheckout(page)
  })

  test('a guest who signs up from the checkout lands back in it after confirming the mail and signing in', async ({ page }) => {
    const email = freshEmail('signup-checkout')
    await page.goto(TITLE_PATH)
    await page.getByRole('link', { name: 'Subscribe' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to continue' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).fill('Casey Checkout')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    for (const term of [/I accept the terms of use/, /I have read the privacy policy/]) {
      await page.locator('label').filter({ hasText: term }).click()
      await expect(page.getByRole('checkbox', { name: term })).toBeChecked()
    }
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()

    // the confirmation mail's link says where to come back to
    await page.goto(`/_dev/mailbox?to=${encodeURIComponent(email)}`)
    const mailLink = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /\/email-confirmation\?token=/ })
    const href = (await mailLink.getAttribute('href'))!
    expect(new URL(href).searchParams.get('from')).toMatch(/^\/purchase\?/)
    await page.goto(href)
    await page.getByRole('button', { name: 'Confirm my email' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your email is confirmed. You can sign in now.')
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
    await fillSignIn(page, email)
    await expectBackInCheckout(page)
  })

  test('a child profile is refused', async ({ page, request }) => {
    const email = freshEmail('family')
    await activeAccount(request, email)
    await signInAs(page, email)
    await page.goto('/profiles')
    await page.getByRole('textbox', { name: 'Profile name' }).fill('Kiddo')
    await page
      .locator('label')
      .filter({ hasText: /^Child$/ })
      .click()
    await page.getByRole('button', { name: 'Add profile' }).click()
    await page.getByRole('button', { name: 'Watch as Kiddo' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/profiles'))
    await page.goto('/purchase?licences=premium-monthly')
    await expect(page.getByRole('alert')).toHaveText('A child profile cannot make purchases.')
    await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0)
  })

  test('the Spanish checkout speaks Spanish', async ({ page, request }) => {
    const email = freshEmail('es')
    await activeAccount(request, email)
    await signInAs(page, email)
    await page.goto('/es/compra?licences=premium-monthly,premium-yearly')
    await expect(page.getByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeVisible()
    await expect(page.getByText('al mes')).toBeVisible()
    await expect(page.getByText('Prueba gratuita de 7 días')).toBeVisible()
    // the plans' names and descriptions come from the platform in Spanish
    await expect(page.getByRole('heading', { name: 'Marquee Premium: mensual' })).toBeVisible()
    await expect(page.getByText(/^Todas las películas, conciertos, canales/)).toBeVisible()
    await expect(page.getByText('Marquee Premium: monthly')).toHaveCount(0)
    await expect(page.getByText(/Every premium film/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Elegir Marquee Premium: mensual' }).click()
    await expect(page).toHaveURL(/\/es\/compra/)
    await expect(page.getByRole('textbox', { name: 'Número de tarjeta' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Caducidad (MM/AA)' })).toHaveAttribute('placeholder', 'MM/AA')
    await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toContainText('Total a pagar hoy')
    await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toContainText('Marquee Premium: mensual')
  })

  test('a refused card and an unknown voucher are told in Spanish on the Spanish checkout', async ({ page, request }) => {
    const email = freshEmail('es-refused')
    await activeAccount(request, email)
    await signInAs(page, email)
    await page.goto('/es/compra?licences=premium-monthly')
    await page.getByRole('button', { name: 'Elegir Marquee Premium: mensual' }).click()
    const resumen = page.getByRole('complementary', { name: 'Resumen del pedido' })
    await resumen.getByRole('textbox', { name: 'Código de descuento' }).fill('NOSUCHCODE')
    await resumen.getByRole('button', { name: 'Aplicar' }).click()
    await expect(resumen.getByText('Este código de descuento no es válido.')).toBeVisible()
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 0002')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/34')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('Casey Checkout')
    await page.getByRole('button', { name: /^Pagar / }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Tu tarjeta fue rechazada.' })).toBeVisible()
    await expect(page.getByText('Your card was declined.')).toHaveCount(0)
  })

  test('a billing postcode that does not fit the country chosen is refused next to the field, and nothing is bought', async ({
    page,
    request,
  }) => {
    const email = freshEmail('billing-postcode')
    await activeAccount(request, email)
    await signInAs(page, email)
    await page.goto('/purchase?licences=premium-monthly,premium-yearly')
    await page.getByRole('button', { name: 'Choose Marquee Premium: yearly' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Billing details' })).toBeVisible()
    // the country is chosen from the list with the keyboard (react-aria's combo box once hydrated)
    const country = page.getByRole('combobox', { name: 'Country' })
    await expect(country).toHaveAttribute('aria-autocomplete', 'list')
    await country.focus()
    await country.pressSequentially('United K')
    await expect(page.getByRole('option', { name: 'United Kingdom' })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Spain' })).toHaveCount(0)
    await country.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(country).toHaveValue('United Kingdom')
    await page.getByRole('textbox', { name: 'Full name' }).fill('Casey Checkout')
    await page.getByRole('textbox', { name: 'Address' }).fill('1 High Street')
    await page.getByRole('textbox', { name: 'Town or city' }).fill('London')
    const postcode = page.getByRole('textbox', { name: 'Postcode' })
    await postcode.fill('28013')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(postcode).toHaveAccessibleDescription("This postal code doesn't match the country's format.")
    await expect(postcode).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Casey Checkout')
    await expect(country).toHaveValue('United Kingdom')
    const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    // nothing was bought: the title still asks for a subscription
    await page.goto(TITLE_PATH)
    await expect(page.getByText('Subscription required')).toBeVisible()
  })

  test('the plans and payment pages have no serious or critical axe violation', async ({ page, request }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    await toPaymentPage(page, request, 'axe')
    expect(await serious()).toEqual([])
    await page.getByRole('link', { name: 'Change plan' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
    expect(await serious()).toEqual([])
  })
})

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the whole purchase works with plain forms', async ({ page, request }) => {
    const email = await toPaymentPage(page, request, 'nojs')
    expect(email).toBeTruthy()
    await summary(page).getByRole('textbox', { name: 'Voucher code' }).fill('WELCOME10')
    await summary(page).getByRole('button', { name: 'Apply' }).click()
    await expect(summary(page).getByRole('definition').last()).toHaveText('£8.99')
    await payByCard(page, '4242 4242 4242 4242')
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    await page.getByRole('link', { name: 'Start watching' }).click()
    await expect(page).toHaveURL(TITLE_PATH)
    await expect(page.getByText('Subscription required')).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Play ${TITLE}` })).toBeVisible()
  })

  test('a billing form sent with a field missing or a postcode of another country keeps what was typed', async ({ page, request }) => {
    const email = freshEmail('nojs-billing')
    await activeAccount(request, email)
    await signInAs(page, email)
    await page.goto('/purchase?licences=premium-monthly,premium-yearly')
    await page.getByRole('button', { name: 'Choose Marquee Premium: yearly' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Billing details' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Full name' }).fill('Casey Checkout')
    await page.getByRole('textbox', { name: 'Address' }).fill('1 High Street')
    await page.getByRole('textbox', { name: 'Town or city' }).fill('London')
    // the country is a choice from the list: a plain select without JavaScript
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' })
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('This field is required.')
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Casey Checkout')
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('1 High Street')
    await expect(page.getByRole('textbox', { name: 'Town or city' })).toHaveValue('London')
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')
    // a postcode of another country's format is refused by the action, with its message
    await page.getByRole('textbox', { name: 'Postcode' }).fill('28013')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      "This postal code doesn't match the country's format.",
    )
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('28013')
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')
    await page.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
  })
})
