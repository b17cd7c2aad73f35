import { test, expect, signIn } from './fixtures.ts'

const previewRoutes = [
  '/_admin/preview?kind=page&id=home',
  '/_admin/composed-page-preview?id=home',
  '/_admin/section-preview?id=sport',
  '/_admin/navbar-preview?id=web-top',
  '/_admin/plugin-preview?id=match-centre',
  '/_admin/404-preview',
  '/_admin/cancellation-promo-preview',
]

test.describe('admin previews', () => {
  test('answer 403 to guests, never cached', async ({ request }) => {
    for (const route of previewRoutes) {
      const res = await request.get(route, { maxRedirects: 0 })
      expect(res.status(), route).toBe(403)
      expect(res.headers()['cache-control'], route).toContain('no-store')
    }
  })

  test('answer 403 to a signed-in viewer', async ({ page }) => {
    await signIn(page, 'viewer')
    for (const route of previewRoutes) {
      const res = await page.goto(route)
      expect(res?.status(), route).toBe(403)
    }
    await expect(page.getByRole('heading', { name: 'Editors only' })).toBeVisible()
  })

  test('show an editor the platform’s cancellation promo as subscribers see it', async ({ asEditor: page }) => {
    await page.goto('/_admin/cancellation-promo-preview')
    // STAY50 in the demo realm: half price for the next three renewals
    await expect(page.getByRole('region', { name: 'Before you go…' })).toContainText('Stay with us and get 50% off your next 3 months.')
    await page.goto('/_admin/cancellation-promo-preview?locale=es')
    await expect(page.getByRole('region', { name: 'Antes de irte…' })).toContainText(/un 50\s%/)
  })

  test('show an editor a page in the language asked for, with links in that language', async ({ asEditor: page }) => {
    await page.goto('/_admin/preview?kind=page&id=home&locale=es')
    await expect(page).toHaveURL(/\/_admin\/composed-page-preview\?id=home&locale=es$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { name: 'Tendencias' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).first()).toHaveAttribute(
      'href',
      '/es/inicio',
    )
    await page.goto('/_admin/section-preview?id=sport&locale=pt')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  })

  test('show an editor the draft, which viewers do not see', async ({ page, cms }) => {
    const home = await cms.get<{ title: string; blocks: Array<{ type: string; title?: string }> }>('page', 'home')
    const draft = structuredClone(home.published!) as { title: string; blocks: Array<Record<string, unknown>> }
    const hero = draft.blocks.find((b) => b.type === 'hero')!
    const draftTitle = 'Draft headline only editors can see'
    hero.title = draftTitle
    delete hero.titleImage
    const saved = await cms.saveDraft('page', 'home', draft)
    expect(saved.status(), await saved.text()).toBe(200)
    try {
      await page.goto('/home')
      await expect(page.getByRole('heading', { name: draftTitle })).toHaveCount(0)

      await signIn(page, 'editor')
      const res = await page.goto('/_admin/composed-page-preview?id=home')
      expect(res?.status()).toBe(200)
      expect(res?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('heading', { name: draftTitle })).toBeVisible()
      await expect(page.getByText(/Preview of unpublished changes/)).toBeVisible()
    } finally {
      await cms.replace('page', 'home', home.published)
    }
  })
})
