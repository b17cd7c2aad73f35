import { test, expect } from './fixtures.ts'

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
