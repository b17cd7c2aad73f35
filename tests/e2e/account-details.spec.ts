import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { createActiveAccount, expect, freshEmail, lazyModuleRan, settle, test } from './fixtures.ts'

/**
 * The account area (details, addresses, marketing preferences) and PREFERENCES: each test makes
 * its own account, as it changes that account's data.
 */

const PASSWORD = 'account-area-2026'

async function newViewer(request: APIRequestContext, what: string) {
  const email = freshEmail(what)
  await createActiveAccount(request, { email, password: PASSWORD, name: 'Ana Account' })
  return email
}

/** Signs in through the login form (it works without JavaScript), coming back to `from`. */
async function signInAs(page: Page, email: string, from: string) {
  await page.goto(`/login?from=${encodeURIComponent(from)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

async function seriousViolations(page: Page) {
  // the page's own content: the site's chrome is checked by the a11y spec
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('account area', () => {
  // each test signs up, signs in and saves forms: more steps than most
  test.describe.configure({ timeout: 90_000 })

  test('a guest on /account signs in and comes back; the areas pass axe', async ({ page, request }) => {
    const email = await newViewer(request, 'account-guest')
    await page.goto('/account')
    await expect(page).toHaveURL(/\/login\?from=%2Faccount$/)
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account\/details$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Account' })
    await expect(nav.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Account')
    expect(await seriousViolations(page)).toEqual([])
    for (const [link, path] of [
      ['Addresses', '/account/addresses'],
      ['Communications', '/account/marketing'],
      ['Preferences', '/preferences'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: link }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      expect(await seriousViolations(page), path).toEqual([])
    }
    // the Spanish account area links to Spanish pages
    await page.goto('/es/cuenta/datos')
    await expect(page.getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: 'Direcciones' })).toHaveAttribute(
      'href',
      '/es/cuenta/direcciones',
    )
  })

  test('details refuse a bad phone, birth date and CPF with field messages and keep the other input (no JavaScript)', async ({
    browser,
    request,
  }) => {
    const email = await newViewer(request, 'account-details')
    await withoutJavaScript(browser, async (page) => {
      await signInAs(page, email, '/account/details')
      await expect(page).toHaveURL(/\/account\/details$/)
      await page.getByRole('textbox', { name: 'Name' }).fill('Ana Changed')
      await page.getByRole('textbox', { name: 'Day' }).fill('31')
      await page.getByRole('textbox', { name: 'Month' }).fill('13')
      await page.getByRole('textbox', { name: 'Year' }).fill('1990')
      await page.getByRole('combobox', { name: 'Country code' }).selectOption('GB')
      await page.getByRole('textbox', { name: 'Number', exact: true }).fill('12')
      await page.getByRole('textbox', { name: 'Tax number (CPF)' }).fill('123.456.789-00')
      await page.getByRole('button', { name: 'Save details' }).click()
      await expect(page.getByText('Enter a real date of birth')).toBeVisible()
      // each of the date's three fields is described by its message
      for (const part of ['Day', 'Month', 'Year']) {
        await expect(page.getByRole('textbox', { name: part })).toHaveAccessibleDescription(/Enter a real date of birth/)
      }
      await expect(page.getByText('Enter a complete phone number for the country code chosen.')).toBeVisible()
      await expect(page.getByText('Enter a valid CPF: 11 digits, as 000.000.000-00.')).toBeVisible()
      // what was typed stays, the good and the bad
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Changed')
      await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue('13')
      await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveValue(email)
      // and nothing was saved
      await page.goto('/account/details')
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Account')

      // good values are saved (post, redirect, get) and shown back; the UK 07 after +44 is corrected
      await page.getByRole('textbox', { name: 'Day' }).fill('5')
      await page.getByRole('textbox', { name: 'Month' }).fill('4')
      await page.getByRole('textbox', { name: 'Year' }).fill('1990')
      await page.getByRole('textbox', { name: 'Number', exact: true }).fill('+44 07400 123456')
      await page.getByRole('textbox', { name: 'Tax number (CPF)' }).fill('529.982.247-25')
      await page.getByRole('button', { name: 'Save details' }).click()
      await expect(page).toHaveURL(/\/account\/details\?saved=1$/)
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Your changes are saved.')
      await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue('05')
      await expect(page.getByRole('textbox', { name: 'Number', exact: true })).toHaveValue('7400123456')
      await expect(page.getByRole('textbox', { name: 'Tax number (CPF)' })).toHaveValue('529.982.247-25')
    })
  })

  test('with JavaScript, a bad phone number is caught before sending once the phone reader has loaded, and by the server before', async ({
    page,
    request,
  }) => {
    const email = await newViewer(request, 'account-phone-check')
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/account/details')) posts.push(r.url())
    })
    await signInAs(page, email, '/account/details')
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Account')
    await settle(page)
    // the check (zod and the account schemas) and the reader (the phone library) are fetched once
    // the form is used (a field's focus, the pointer over it)
    const check = lazyModuleRan(page, /\/forms-[\w-]+\.js$/)
    const reader = lazyModuleRan(page, /\/account-details-[\w-]+\.js$/)
    const number = page.getByRole('textbox', { name: 'Number', exact: true })
    await page.getByRole('combobox', { name: 'Country code' }).selectOption('GB')
    await number.fill('12')
    await Promise.all([check, reader])
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Enter a complete phone number for the country code chosen.')).toBeVisible()
    expect(posts, 'checked in the browser, nothing sent').toEqual([])
    await expect(number).toHaveValue('12')

    // the reader never arrives: the number goes to the server, which names it
    await page.route(/\/account-details-[\w-]+\.js$/, (route) => route.abort())
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Account')
    await settle(page)
    await page.getByRole('combobox', { name: 'Country code' }).selectOption('GB')
    await page.getByRole('textbox', { name: 'Number', exact: true }).fill('12')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Enter a complete phone number for the country code chosen.')).toBeVisible()
    expect(posts.length, 'sent, and refused by the server').toBe(1)
    await expect(page.getByRole('textbox', { name: 'Number', exact: true })).toHaveValue('12')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the area shown is in view in the sideways strip of areas', async ({ page, request }) => {
      const email = await newViewer(request, 'account-phone')
      await page.goto('/account/cards')
      await page.getByRole('textbox', { name: 'Email' }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/account\/cards$/)
      for (const [path, name] of [
        ['/account/cards', 'Cards'],
        ['/account/marketing', 'Communications'],
        ['/es/cuenta/direcciones', 'Direcciones'],
      ] as const) {
        await page.goto(path)
        const current = page.locator('nav [aria-current="page"]')
        await expect(current).toHaveText(name)
        await expect
          .poll(async () => {
            const box = await current.boundingBox()
            return box !== null && box.x >= 0 && box.x + box.width <= 390
          }, path)
          .toBe(true)
      }
    })
  })

  test('communications name each term in words, in the page’s language, and keep the answer saved', async ({ page, request }) => {
    const email = await newViewer(request, 'account-marketing')
    await signInAs(page, email, '/account/marketing')
    await settle(page)
    const offers = page.getByRole('checkbox', { name: 'Send me news and offers by email' })
    await expect(offers).toBeVisible()
    const before = await offers.isChecked()
    // react-aria's checkbox: its label takes the click
    await page.locator('label').filter({ hasText: 'Send me news and offers by email' }).click()
    await expect(offers).toBeChecked({ checked: !before })
    await page.getByRole('button', { name: 'Save choices' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your changes are saved.')
    await page.reload()
    await expect(offers).toBeChecked({ checked: !before })

    await page.goto('/es/cuenta/comunicaciones')
    await expect(page.getByRole('checkbox', { name: 'Envíame novedades y ofertas por correo' })).toBeChecked({ checked: !before })
    await page.goto('/pt/conta/comunicacoes')
    await expect(page.getByRole('checkbox', { name: 'Enviem-me novidades e ofertas por e-mail' })).toBeVisible()
    // no term is shown by its key
    await expect(page.getByRole('main')).not.toContainText('consent.')
  })

  test("the address form asks for the chosen country's fields", async ({ page, request }) => {
    const email = await newViewer(request, 'account-address')
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/account/addresses')) posts.push(r.url())
    })
    await signInAs(page, email, '/account/addresses?country=US')
    // the form's check (zod and the account schemas) is fetched when the form is first used
    const check = lazyModuleRan(page, /\/forms-[\w-]+\.js$/)
    const state = page.getByRole('textbox', { name: 'State, province or region' })
    await expect(state).toBeVisible()
    await page.getByRole('combobox', { name: 'Country' }).selectOption('GB')
    await expect(state).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Postal code' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Account')
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 High Street')
    await page.getByRole('textbox', { name: 'Town or city' }).fill('Leeds')
    await page.getByRole('textbox', { name: 'Postal code' }).fill('12345')
    await check
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByText("This postal code doesn't match the country's format.")).toBeVisible()
    expect(posts, 'checked in the browser, nothing sent').toEqual([])
    await page.getByRole('textbox', { name: 'Postal code' }).fill('ls1 4ap')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your changes are saved.')
    await expect(page.locator('address')).toContainText('LS1 4AP Leeds')
  })

  test('the player starts muted by default; saved preferences are kept and followed', async ({ page, request }) => {
    const email = await newViewer(request, 'account-prefs')
    await signInAs(page, email, '/video/letters-to-marisol')
    const play = page.getByRole('button', { name: 'Play Letters to Marisol' })
    await expect(play).toBeEnabled()
    await play.click()
    const player = page.getByRole('region', { name: 'Video player: Letters to Marisol' })
    await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible()
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(true)

    await page.goto('/preferences')
    const muted = page.getByRole('checkbox', { name: 'Start videos muted' })
    await expect(muted).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Play the next episode automatically' })).toBeChecked()
    // react-aria's checkbox: its label takes the click
    await page.locator('label').filter({ hasText: 'Start videos muted' }).click()
    await expect(muted).not.toBeChecked()
    await page.getByRole('combobox', { name: 'Subtitles' }).selectOption('es')
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your changes are saved.')
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Start videos muted' })).not.toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Subtitles' })).toHaveValue('es')

    await page.goto('/video/letters-to-marisol')
    await page.getByRole('button', { name: 'Play Letters to Marisol' }).click()
    await expect(
      page.getByRole('region', { name: 'Video player: Letters to Marisol' }).getByRole('button', { name: 'Mute', exact: true }),
    ).toBeVisible()
  })
})
