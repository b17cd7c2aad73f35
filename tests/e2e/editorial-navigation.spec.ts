import { test, expect } from './fixtures.ts'

/**
 * The editorial pages (schedule, premieres, news, fighters, the grid) are reached from the site
 * navigation, as a viewer would: the More menu of the top bar on a desktop, the hamburger on a
 * phone, in every language, with the menu's labels from the CMS labels documents.
 */
const pages = {
  en: {
    home: '/home',
    items: [
      { name: 'Schedule', path: '/schedule', heading: 'Schedule' },
      { name: 'Premieres', path: '/releases', heading: 'Premieres' },
      { name: 'News', path: '/news', heading: 'News' },
      { name: 'Fighters', path: '/fighters', heading: 'Fighters' },
      { name: 'All titles', path: '/grid', heading: 'Browse everything' },
    ],
  },
  es: {
    home: '/es/inicio',
    items: [
      {
        name: 'Programación',
        path: '/es/programacion',
        heading: 'Programación',
      },
      { name: 'Estrenos', path: '/es/estrenos', heading: 'Estrenos' },
      { name: 'Noticias', path: '/es/noticias', heading: 'Noticias' },
      { name: 'Luchadores', path: '/es/luchadores', heading: 'Luchadores' },
      {
        name: 'Todos los títulos',
        path: '/es/cuadricula',
        heading: 'Explorar todo',
      },
    ],
  },
  pt: {
    home: '/pt/inicio',
    items: [
      { name: 'Programação', path: '/pt/programacao', heading: 'Programação' },
      { name: 'Estreias', path: '/pt/estreias', heading: 'Estreias' },
      { name: 'Notícias', path: '/pt/noticias', heading: 'Notícias' },
      { name: 'Lutadores', path: '/pt/lutadores', heading: 'Lutadores' },
      { name: 'Todos os títulos', path: '/pt/grelha', heading: 'Explorar tudo' },
    ],
  },
} as const

const moreLabel = { en: 'More', es: 'Más', pt: 'Mais' } as const
const menuLabel = { en: 'Menu', es: 'Menú', pt: 'Menu' } as const

const exactPath = (path: string) => new RegExp(`${path.replace(/[/]/g, '\\/')}$`)

test.describe('on a desktop, the More menu of the top bar', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    test(`leads to every editorial page (${locale})`, async ({ page }) => {
      const { home, items } = pages[locale]
      // From home to the first page, then on from each page to the next: the menu is on every page.
      await page.goto(home)
      for (const item of items) {
        // The react-aria trigger (a button) replaces the native disclosure once hydrated.
        await page.getByRole('button', { name: moreLabel[locale], exact: true }).click()
        await page.getByRole('menu').getByRole('menuitem', { name: item.name, exact: true }).click()
        await expect(page).toHaveURL(exactPath(item.path))
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: item.heading,
            exact: true,
          }),
        ).toBeVisible()
      }
    })
  }
})

test.describe('on a phone, the hamburger menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  for (const locale of ['en', 'es', 'pt'] as const) {
    test(`leads to every editorial page (${locale})`, async ({ page }) => {
      const { home, items } = pages[locale]
      // From home to the first page, then on from each page to the next: the menu is on every page.
      await page.goto(home)
      for (const item of items) {
        await page.getByRole('button', { name: menuLabel[locale], exact: true }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('link', { name: item.name, exact: true }).click()
        await expect(page).toHaveURL(exactPath(item.path))
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: item.heading,
            exact: true,
          }),
        ).toBeVisible()
      }
    })
  }
})

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false })

  test('the hamburger panel links to every editorial page', async ({ page }) => {
    await page.goto('/home')
    await page.locator('summary[aria-label="Menu"]').click()
    const panel = page.locator('details[open]')
    for (const item of pages.en.items)
      await expect(panel.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.path)
    await panel.getByRole('link', { name: 'Premieres', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Premieres', exact: true })).toBeVisible()
  })
})

test.describe('the grid on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('the filters start collapsed behind "Filters (n)", open by keyboard, and a filter applies', async ({ page }) => {
    await page.goto('/grid')
    await expect(page.getByRole('heading', { level: 1, name: 'Browse everything' })).toBeVisible()
    const filters = page.getByRole('region', { name: 'Filters' })
    const summary = filters.locator('summary')
    await expect(summary).toHaveText('Filters (0)')
    const genres = page.getByRole('list', { name: 'Genre' })
    await expect(genres).toBeHidden()

    // Reach the summary with Tab, as a keyboard user would, and open it with Enter.
    let onSummary = false
    for (let i = 0; i < 60 && !onSummary; i++) {
      await page.keyboard.press('Tab')
      onSummary = await summary.evaluate((el) => el === document.activeElement)
    }
    expect(onSummary, 'the Filters summary is reachable by Tab').toBe(true)
    expect(await summary.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    await expect(genres).toBeVisible()

    await genres.getByRole('link', { name: /^Drama \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/\/grid\?facets=genre%3Adrama$/)
    await expect(summary).toHaveText('Filters (1)')
    await expect(page.getByRole('list', { name: 'Browse everything' }).getByRole('link', { name: 'The Salt Road' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Browse everything' }).getByRole('link', { name: 'Harbour City Derby' })).toHaveCount(0)

    // A fresh visit to the filtered grid starts collapsed again, with the count in the summary.
    await page.reload()
    await expect(summary).toHaveText('Filters (1)')
    await expect(genres).toBeHidden()
  })
})

test.describe('the grid on a desktop without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the filters beside the results, with no disclosure to open', async ({ page }) => {
    await page.goto('/grid')
    await expect(page.getByRole('region', { name: 'Filters' }).locator('summary')).toBeHidden()
    await expect(page.getByRole('list', { name: 'Genre' }).getByRole('link', { name: /^Drama \(\d+\)$/ })).toBeVisible()
  })
})
