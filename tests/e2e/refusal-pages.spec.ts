import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'

/**
 * The pages the web server answers a browser with when it refuses a request before Remix sees it
 * (server/refusal-page.ts): an address it cannot take, and a post from another site. They carry
 * none of the app's code, so they are checked here as a person on a phone meets them: in the
 * address's language, with the way home in the same language, the card inside the screen, no
 * request that fails on the way, and nothing axe finds serious.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

async function expectReadableOnThePhone(page: Page, heading: string, link: string, home: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  const way = page.getByRole('link', { name: link })
  await expect(way).toHaveAttribute('href', home)
  const card = await page.locator('main').boundingBox()
  expect(card).not.toBeNull()
  expect(card!.x).toBeGreaterThanOrEqual(0)
  expect(card!.x + card!.width).toBeLessThanOrEqual(360)
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
  expect(serious).toEqual([])
  await way.click()
  await expect(page).toHaveURL(home)
}

test('an address with a character the product refuses says so in its language, and fits a phone', async ({ page }) => {
  const failedLoads: string[] = []
  // a console error need not name a URL: keep those as they are instead of throwing in the listener
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    const { url } = m.location()
    failedLoads.push(url ? new URL(url).pathname : m.text())
  })
  const response = await page.goto('/es/buscar?q=%00')
  expect(response?.status()).toBe(400)
  expect(await page.getAttribute('html', 'lang')).toBe('es')
  await expect(page.getByText('La dirección contiene caracteres no permitidos.')).toBeVisible()
  // the page names its icon: the browser asks for no /favicon.ico, which the product does not have
  await page.waitForLoadState('load')
  expect(failedLoads.filter((path) => path !== '/es/buscar')).toEqual([])
  await expectReadableOnThePhone(page, 'No se pudo atender esta solicitud', 'Ir a la página de inicio', '/es/inicio')
})

test('a post from another site is refused in the address’s language, and the page fits a phone', async ({ page, baseURL }) => {
  // a page of no origin of ours posting to the Portuguese sign-in: the browser sends `Origin: null`
  await page.setContent(
    `<form method="post" action="${baseURL}/pt/entrar"><input name="id" value="viewer@marquee.test"><button>Enviar</button></form>`,
  )
  const [response] = await Promise.all([page.waitForResponse(`${baseURL}/pt/entrar`), page.getByRole('button', { name: 'Enviar' }).click()])
  expect(response.status()).toBe(403)
  await page.waitForLoadState('load')
  expect(await page.getAttribute('html', 'lang')).toBe('pt')
  await expectReadableOnThePhone(page, 'Este pedido foi recusado', 'Ir para a página inicial', '/pt/inicio')
})
