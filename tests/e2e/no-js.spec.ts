import type { Page } from '@playwright/test'
import { test, expect, settle, signIn } from './fixtures.ts'
import { danglingIdrefs, ID_REFERENCE_ATTRIBUTES } from '#tests/setup/dangling-idrefs.ts'

test.describe('with JavaScript off, a guest', () => {
  test.use({ javaScriptEnabled: false })

  test('sees the home page with its hero and rows, cacheable by a CDN', async ({ page }) => {
    const res = await page.goto('/home')
    expect(res?.status()).toBe(200)
    expect(res?.headers()['cache-control']).toContain('s-maxage')
    expect(res?.headers()['set-cookie']).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const rows = page.locator('main section[aria-labelledby]')
    expect(await rows.count()).toBeGreaterThanOrEqual(8)
    // Streamed rows arrive in the same document.
    await expect(page.locator('main section[aria-labelledby]').last().getByRole('link').first()).toBeVisible()
  })

  test('pages a carousel forward and back with links', async ({ page }) => {
    await page.goto('/home')
    const row = page
      .locator('main section[aria-labelledby]')
      .filter({ has: page.getByRole('link', { name: 'Next' }) })
      .first()
    const heading = await row.getByRole('heading', { level: 2 }).innerText()
    const firstTitles = await row.getByRole('listitem').allInnerTexts()
    await row.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/row\./)
    const sameRow = page.locator('main section[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2, name: heading }) })
    const nextTitles = await sameRow.getByRole('listitem').allInnerTexts()
    expect(nextTitles.length).toBeGreaterThan(0)
    expect(nextTitles[0]).not.toBe(firstTitles[0])
    await sameRow.getByRole('link', { name: 'Previous' }).click()
    const backTitles = await page
      .locator('main section[aria-labelledby]')
      .filter({ has: page.getByRole('heading', { level: 2, name: heading }) })
      .getByRole('listitem')
      .allInnerTexts()
    expect(backTitles[0]).toBe(firstTitles[0])
  })

  test('navigates with the menu, including the More menu', async ({ page }) => {
    await page.goto('/home')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Browse' }).first().click()
    await expect(page).toHaveURL(/\/browse$/)
    await expect(page.locator('main section[aria-labelledby]').first()).toBeVisible()

    await page.goto('/home')
    // The More menu is a native disclosure before hydration.
    await page.getByText('More', { exact: true }).first().click()
    const moreLink = page.locator('details[open] a:visible').last()
    const href = await moreLink.getAttribute('href')
    await moreLink.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })

  test('reads the Spanish site under /es with translated path words', async ({ page }) => {
    const res = await page.goto('/es/inicio')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible()
  })

  test('reads the page under a nav bar that turns solid once the page scrolls', async ({ page }) => {
    // Nothing marks the bar scrolled without JavaScript; the page's text must not show through it.
    await page.goto('/es/inicio')
    const bar = page.getByRole('banner')
    const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor)
    // over the hero at the top it keeps its see-through look
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await expect.poll(background).toBe('rgb(11, 11, 16)')
  })

  test('is told next to the disabled Play button that playback needs JavaScript, in the language of the page', async ({ page }) => {
    const pages = [
      [
        '/video/letters-to-marisol/letters-to-marisol',
        'Play Letters to Marisol',
        'Playback needs JavaScript. Turn it on in your browser to watch.',
      ],
      [
        '/es/video/letters-to-marisol/letters-to-marisol',
        'Reproducir Letters to Marisol',
        'La reproducción necesita JavaScript. Actívalo en tu navegador para ver el vídeo.',
      ],
      [
        '/pt/video/letters-to-marisol/letters-to-marisol',
        'Reproduzir Letters to Marisol',
        'A reprodução precisa de JavaScript. Ative-o no seu navegador para ver o vídeo.',
      ],
    ] as const
    for (const [path, play, why] of pages) {
      expect((await page.goto(path))?.status()).toBe(200)
      const button = page.getByRole('button', { name: play })
      await expect(button).toBeDisabled()
      // The reason describes the button (screen readers hear it with it) and is shown on the page.
      // It is in <noscript>, whose text getByText does not search: found through the description.
      await expect(button).toHaveAccessibleDescription(why)
      const reason = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`)
      await expect(reason).toBeVisible()
      await expect(reason).toHaveText(why)
    }
  })
})

test('with JavaScript on, the title page says nothing about JavaScript next to Play', async ({ page }) => {
  await page.goto('/video/letters-to-marisol/letters-to-marisol')
  const button = page.getByRole('button', { name: 'Play Letters to Marisol' })
  await expect(button).toBeEnabled()
  // Once the page runs its script, the button has no description and the <noscript> shows nothing.
  await expect(button).not.toHaveAttribute('aria-describedby')
  await expect(page.locator('main noscript p')).toHaveCount(0)
})

test('with JavaScript on, the nav bar is not also animated by the scroll (its script marks it scrolled)', async ({ page }) => {
  await page.goto('/home')
  expect(await page.getByRole('banner').evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
})

/** Each id an element of the page names that no element has: "element attribute → id". */
function pageDanglingIdrefs(page: Page): Promise<string[]> {
  return page.evaluate(danglingIdrefs, ID_REFERENCE_ATTRIBUTES)
}

/** The guest's form pages, and a signed-in viewer's. */
const guestForms = ['/login', '/signup', '/requestnewpwd', '/login/magic-link', '/gift', '/gift/redeem', '/purchase', '/search?q=the']
const viewerForms = [
  '/account',
  '/account/details',
  '/account/addresses',
  '/account/marketing',
  '/account/cards',
  '/account/password',
  '/profiles',
  '/gift',
  '/redeem',
  '/watchlists',
  '/preferences',
  '/purchase?change=1',
]

// react-aria names a field's description and error message with ids it lists on the input whether
// or not they are rendered, and drops the missing ones only once the page runs its script: the
// server's form named elements that were not there.
test.describe('with JavaScript off, a form field names only what is in the page', () => {
  test.use({ javaScriptEnabled: false })

  test("on a guest's form pages, as served and as the server refuses them", async ({ page }) => {
    for (const path of guestForms) {
      await page.goto(path)
      expect(await pageDanglingIdrefs(page), path).toEqual([])
    }

    await page.goto('/signup')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please provide your name.')
    expect(await pageDanglingIdrefs(page), 'the refused sign-up').toEqual([])
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please provide your email.')
    // the hint, then the error
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    )
    await expect(page.getByRole('checkbox', { name: /^I accept the terms of use/ })).toHaveAccessibleDescription(
      'Accept the required terms to continue.',
    )
    await expect(page.getByRole('checkbox', { name: 'Send me news and offers by email' })).toHaveAccessibleDescription('')
  })

  test("on a signed-in viewer's form pages, as served and as the server refuses them", async ({ page }) => {
    await signIn(page, 'viewer')
    for (const path of viewerForms) {
      await page.goto(path)
      expect(await pageDanglingIdrefs(page), path).toEqual([])
    }

    await page.goto('/account/cards')
    await page.getByRole('button', { name: 'Add card' }).click()
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Enter a valid card number.')
    expect(await pageDanglingIdrefs(page), 'the refused card').toEqual([])
    await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription('Enter the name on the card.')

    await page.goto('/profiles')
    const addProfile = page.getByRole('form', { name: 'Add a profile' })
    await addProfile.getByRole('button', { name: 'Add profile' }).click()
    await expect(addProfile.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name.')
    expect(await pageDanglingIdrefs(page), 'the refused profile').toEqual([])
    await expect(addProfile.getByRole('radiogroup')).toHaveAccessibleDescription('')

    await page.goto('/gift')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByRole('textbox', { name: 'Their email address' })).toHaveAccessibleDescription(/^Enter their email address/)
    expect(await pageDanglingIdrefs(page), 'the refused gift').toEqual([])
    await expect(page.getByRole('textbox', { name: 'Your message (optional)' })).toHaveAccessibleDescription(
      'Up to 500 characters, sent with the code.',
    )

    await page.goto('/watchlists')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('textbox', { name: 'New watchlist' })).toHaveAccessibleDescription('Enter a name')
    expect(await pageDanglingIdrefs(page), 'the refused watchlist').toEqual([])
  })
})

test('with JavaScript on, a form field names its description and the errors the browser finds, and nothing else', async ({ page }) => {
  await page.goto('/signup')
  await settle(page)
  expect(await pageDanglingIdrefs(page), 'the sign-up page, hydrated').toEqual([])
  const password = page.getByLabel('Password', { exact: true })
  await expect(password).toHaveAccessibleDescription('At least 8 characters.')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please provide your name.')
  await expect(password).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.')
  await expect(page.getByRole('checkbox', { name: /^I accept the terms of use/ })).toHaveAccessibleDescription(
    'Accept the required terms to continue.',
  )
  expect(await pageDanglingIdrefs(page), 'the sign-up page, refused in the browser').toEqual([])
  // a field put right loses its error, and names nothing that went with it
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('')
  expect(await pageDanglingIdrefs(page), 'the sign-up page, refused again').toEqual([])
})
