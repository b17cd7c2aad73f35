import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, test } from './fixtures.ts'

/**
 * Gifts in the browser: one account buys a gift with the sandbox card, the code reaches the dev
 * mailbox, and a second account redeems it and can then watch a title that was locked. Each test
 * makes its own accounts.
 */

// sign-ups, a payment and a redemption: several server round trips
test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'gift-password-2026'
const TITLE = 'The Salt Road'
const TITLE_PATH = '/video/the-salt-road'
const GIFT = 'Marquee Premium for 1 month (gift)'

async function fillSignIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !/\/login/.test(url.pathname))
}

test('a gift bought with 4242 is mailed with its code, and another account redeems it and watches a locked title', async ({
  page,
  request,
}) => {
  const buyer = freshEmail('gift-buyer')
  const friend = freshEmail('gift-friend')
  await createActiveAccount(request, { email: buyer, password: PASSWORD, name: 'Gift Buyer' })
  await createActiveAccount(request, { email: friend, password: PASSWORD, name: 'Gift Friend' })

  // the buyer chooses a gift, says for whom, and pays through the checkout
  await page.goto(`/login?from=${encodeURIComponent('/gift')}`)
  await fillSignIn(page, buyer)
  await expect(page.getByRole('heading', { level: 1, name: 'Give Marquee' })).toBeVisible()
  await page.getByRole('radio', { name: `${GIFT}, £9.99` }).check()
  await page.getByRole('textbox', { name: 'Their email address' }).fill(friend)
  await page.getByRole('textbox', { name: 'Your message (optional)' }).fill('Happy birthday!')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary).toContainText(`A gift for ${friend}`)
  await expect(summary).toContainText('£9.99')
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Gift Buyer')
  await page.getByRole('button', { name: /^Pay / }).click()

  // the gift's page shows the code
  await expect(page.getByRole('heading', { level: 1, name: 'Your gift' })).toBeVisible()
  await expect(page).toHaveURL(/\/gift\/[0-9a-f-]{36}$/)
  await expect(page.getByText(`Paid. We have emailed the code to ${friend}.`)).toBeVisible()
  const code = (await page.getByTestId('gift-code').textContent())!.trim()
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)

  // the gift page lists it under the gifts given, its links readable on the panel (WCAG AA contrast)
  await page.goto('/gift')
  await expect(page.getByRole('link', { name: `${GIFT}: To ${friend}` })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // the mail with the code reaches the dev mailbox
  await page.goto(`/_dev/mailbox?to=${encodeURIComponent(friend)}`)
  const mail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `You have been given ${GIFT}` }) })
  await expect(mail).toContainText(code)
  await expect(mail).toContainText('Happy birthday!')
  const link = new URL((await mail.getByRole('link', { name: /\/redeem\?code=/ }).getAttribute('href'))!)

  // the friend signs in: the title is locked, then the mail's link redeems the code
  await page.context().clearCookies()
  await page.goto(`/login?from=${encodeURIComponent(TITLE_PATH)}`)
  await fillSignIn(page, friend)
  await expect(page.getByText('Subscription required')).toBeVisible()
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('textbox', { name: 'Gift code' })).toHaveValue(code)
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByText(/^Done: you have Marquee Premium: monthly until /)).toBeVisible()

  // the title is no longer locked: access is granted and the player starts
  await page.goto(TITLE_PATH)
  await expect(page.getByText('Subscription required')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Access' })).toContainText('Included with your access.')
  const play = page.getByRole('button', { name: `Play ${TITLE}` })
  await expect(play).toBeEnabled()
  await play.click()
  const player = page.getByRole('region', { name: `Video player: ${TITLE}` })
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 })
  await expect(player.getByRole('alert')).toHaveCount(0)
})

test('a gift left unpaid does not take the place of a plan: a title’s Subscribe and the account’s plans link offer the plans', async ({
  page,
  request,
}) => {
  const buyer = freshEmail('gift-left')
  await createActiveAccount(request, { email: buyer, password: PASSWORD, name: 'Gift Buyer' })
  await page.goto(`/login?from=${encodeURIComponent('/gift')}`)
  await fillSignIn(page, buyer)
  await page.getByRole('radio', { name: `${GIFT}, £9.99` }).check()
  await page.getByRole('textbox', { name: 'Their email address' }).fill(freshEmail('gift-left-friend'))
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('A gift for')

  // the buyer leaves the gift: the account's link to the plans shows the plans
  await page.goto('/account/licences')
  await page.getByRole('link', { name: 'See the plans' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
  // and a locked title's Subscribe too
  await page.goto(TITLE_PATH)
  await page.getByRole('link', { name: 'Subscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
  // the gift is not what is being paid here: no order summary, only a line pointing to the gift
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pay for the gift' })).toBeVisible()
  await page.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Order summary' })).not.toContainText('A gift for')
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('per month')
})

/** Signs in, opens a gift of one month for `friend` and leaves on the gift's checkout. */
async function startGift(page: Page, buyer: string, friend: string) {
  await page.goto(`/login?from=${encodeURIComponent('/gift')}`)
  await fillSignIn(page, buyer)
  await page.getByRole('radio', { name: `${GIFT}, £9.99` }).check()
  await page.getByRole('textbox', { name: 'Their email address' }).fill(friend)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(`A gift for ${friend}`)
  await expect(page).toHaveURL(/\/purchase\?gift=1$/)
}

test('a bare checkout reached later, after signing in from it, offers the plans and a link back to paying the waiting gift', async ({
  page,
  request,
}) => {
  const buyer = freshEmail('gift-waiting')
  const friend = freshEmail('gift-waiting-friend')
  await createActiveAccount(request, { email: buyer, password: PASSWORD, name: 'Gift Buyer' })
  await startGift(page, buyer, friend)

  // the buyer leaves, signs out, and later reaches the checkout as a guest and signs in from it
  await page.context().clearCookies()
  await page.goto('/purchase')
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to continue' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await fillSignIn(page, buyer)
  await expect(page).toHaveURL(/\/purchase$/)

  // the plans, not the gift's payment, with a line about the gift above them
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose Marquee Premium: monthly' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toHaveCount(0)
  await expect(page.getByText(`You have a gift for ${friend} waiting to be paid.`)).toBeVisible()

  // its link goes back to paying the gift
  await page.getByRole('link', { name: 'Pay for the gift' }).click()
  await expect(page).toHaveURL(/\/purchase\?gift=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary).toContainText(GIFT)
  await expect(summary).toContainText(`A gift for ${friend}`)
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible()
})

test('a gift’s payment page left open while a plan is chosen in another tab charges nothing and shows the plan', async ({
  page,
  request,
}) => {
  const buyer = freshEmail('gift-two-tabs')
  const friend = freshEmail('gift-two-tabs-friend')
  await createActiveAccount(request, { email: buyer, password: PASSWORD, name: 'Gift Buyer' })
  await startGift(page, buyer, friend)

  // another tab of the same browser: the plans, and a plan chosen, which the basket becomes
  const other = await page.context().newPage()
  await other.goto('/purchase')
  await other.getByRole('button', { name: 'Choose Marquee Premium: monthly' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await other.close()

  // the gift's page, still showing the gift at £9.99, is sent with a card that would pay
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Gift Buyer')
  await page.getByRole('button', { name: 'Pay £9.99' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'What you are buying changed in another window' })).toBeVisible()
  await expect(page).toHaveURL(/\/purchase\?problem=basketChanged$/)
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary).toContainText('per month')
  await expect(summary).not.toContainText('A gift for')
  // nothing was charged
  await page.goto('/account/payments')
  await expect(page.getByText('No payments yet.')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})

test.describe('gifts without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a gift is paid with plain forms: a cancelled authorisation comes back to the gift, not to the plans', async ({ page, request }) => {
    const buyer = freshEmail('gift-nojs')
    const friend = freshEmail('gift-nojs-friend')
    await createActiveAccount(request, { email: buyer, password: PASSWORD, name: 'Gift Buyer' })
    await startGift(page, buyer, friend)
    const pay = async (number: string) => {
      await page.getByRole('textbox', { name: 'Card number' }).fill(number)
      await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34')
      await page.getByRole('textbox', { name: 'CVC' }).fill('123')
      await page.getByRole('textbox', { name: 'Name on card' }).fill('Gift Buyer')
      // the new card's button (after a first try, the card tried is offered as a saved one too)
      await page.getByRole('button', { name: /^Pay £[\d.]+$/ }).click()
    }

    // a card that asks to be authenticated, and the buyer cancels: the gift's payment again, with why
    await pay('4000 0025 0000 3155')
    await expect(page.getByRole('heading', { level: 1, name: 'Authorise your payment' })).toBeVisible()
    await expect(page).toHaveURL(/[?&]gift=1(&|$)/)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The payment was not authorised.' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(`A gift for ${friend}`)

    // a card that pays: the gift's page with its code
    await pay('4242 4242 4242 4242')
    await expect(page.getByRole('heading', { level: 1, name: 'Your gift' })).toBeVisible()
    await expect(page.getByText(`Paid. We have emailed the code to ${friend}.`)).toBeVisible()
    // nothing waits any more: the checkout offers the plans without a word about a gift
    await page.goto('/purchase')
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay for the gift' })).toHaveCount(0)
  })
})

test('a guest on /redeem is sent to sign in and comes back; a wrong code shows an alert', async ({ page, request }) => {
  const email = freshEmail('gift-wrong')
  await createActiveAccount(request, { email, password: PASSWORD })
  await page.goto('/redeem?code=ABCD-EFGH-JKMN-PQRS')
  await expect(page).toHaveURL(/\/gift\/redeem\/ABCD-EFGH-JKMN-PQRS\/login\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to redeem your gift' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/redeem?code=ABCD-EFGH-JKMN-PQRS')
  await fillSignIn(page, email)
  await expect(page).toHaveURL(/\/redeem\?code=ABCD-EFGH-JKMN-PQRS$/)
  await expect(page.getByRole('textbox', { name: 'Gift code' })).toHaveValue('ABCD-EFGH-JKMN-PQRS')
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This gift code is not valid. Check it and try again.' })).toBeVisible()
  // the code typed is kept
  await expect(page.getByRole('textbox', { name: 'Gift code' })).toHaveValue('ABCD-EFGH-JKMN-PQRS')
})

test('too many unknown codes are told how long to wait, in the page’s language', async ({ page, request }) => {
  const email = freshEmail('gift-guesser')
  await createActiveAccount(request, { email, password: PASSWORD, name: 'Gift Guesser' })
  const login = await request.post('/api/login', { data: { id: email, secret: PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  const token = (await login.json()).authorisationToken as string
  // an address of its own, so these refusals count against this account only
  const headers = {
    authorization: `Bearer ${token}`,
    'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }
  // An account may name 10 unknown codes an hour, counted in windows of the clock's hours; the
  // 11th is refused, with Retry-After the seconds left in the window. Up to 24 tries, so a run that
  // crosses the hour's end (the count starting afresh) still meets the refusal.
  const useUpTries = async (): Promise<number> => {
    for (let i = 0; i < 24; i += 1) {
      const res = await request.post('/api/gift/redeem', { headers, data: { code: `ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '0')}` } })
      if (res.status() === 429) return Number(res.headers()['retry-after'])
      expect(res.status()).toBe(404)
    }
    throw new Error('24 unknown codes, and none refused')
  }
  const secondsLeft = await useUpTries()
  expect(secondsLeft).toBeGreaterThan(0)
  // The page's try below must fall in the same window, or it would find a fresh count and be told
  // the code is not valid: with under 45 s of the window left, wait for the next one and use it up.
  if (secondsLeft < 45) {
    test.setTimeout(150_000)
    await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000))
    await useUpTries()
  }

  await page.goto(`/es/iniciar-sesion?from=${encodeURIComponent('/es/canjear')}`)
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.waitForURL((url) => url.pathname === '/es/canjear')
  await page.getByRole('textbox', { name: 'Código de regalo' }).fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ')
  await page.getByRole('button', { name: 'Canjear' }).click()
  await expect(
    // in the window's last minute the wait is "un minuto"
    page.getByRole('alert').filter({ hasText: /^Demasiados intentos\. Vuelve a intentarlo dentro de (\d+ minutos|un minuto)\.$/ }),
  ).toBeVisible()
  await expect(page.getByText('Algo ha fallado. Inténtalo de nuevo en un momento.')).toHaveCount(0)
})
