import AxeBuilder from '@axe-core/playwright'
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

  test('tell a signed-in viewer the page is for editors, without asking them to sign in again', async ({ page }) => {
    await signIn(page, 'viewer')
    expect((await page.goto('/_admin/composed-page-preview?id=home'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Editors only' })).toBeVisible()
    await expect(page.getByText('The account you are signed in with may not use it.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })

  test('tell an editor which tool is for operators, and which address misses its document', async ({ asEditor: page }) => {
    expect((await page.goto('/_admin/impersonate'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0)

    expect((await page.goto('/_admin/composed-page-preview'))?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1, name: 'This address is not complete' })).toBeVisible()
    await expect(page.getByText('Add ?id=<document id> to the address')).toBeVisible()
    // a kind named like one of JavaScript's own properties is no kind of document
    for (const kind of ['__proto__', 'constructor', 'labels']) {
      expect((await page.goto(`/_admin/preview?kind=${kind}&id=home`))?.status(), kind).toBe(400)
      await expect(page.getByText(`Unknown kind "${kind}"`)).toBeVisible()
    }
  })

  test('preview the navigation bar uncovered, as the page’s only main landmark', async ({ asEditor: page }) => {
    await page.goto('/_admin/navbar-preview?id=web-top&locale=es')
    await expect(page.getByRole('heading', { level: 1, name: 'Vista previa de la navegación' })).toBeVisible()
    await expect(page.getByRole('main')).toHaveCount(1)
    // the bar's links take the pointer where they are drawn: the preview's banner is not over them
    const home = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).first()
    await home.click({ trial: true })
    // and the banner speaks the page's language only
    await expect(page.getByRole('complementary')).toContainText('Vista previa de cambios sin publicar')
    await expect(page.getByRole('complementary')).not.toHaveAttribute('aria-label', 'Preview')
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze()
    expect(results.violations.filter((v) => v.id.startsWith('landmark') || v.id === 'page-has-heading-one').map((v) => v.id)).toEqual([])
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

  test('frame a same-origin plugin without its origin on its own page, even when its document asks for it', async ({ page, cms }) => {
    const plugin = await cms.get<Record<string, unknown>>('plugin', 'match-centre')
    await signIn(page, 'editor')
    for (const sandbox of [undefined, 'allow-scripts allow-same-origin allow-forms allow-popups']) {
      const draft: Record<string, unknown> = { ...plugin.draft }
      if (sandbox === undefined) delete draft.sandbox
      else draft.sandbox = sandbox
      const saved = await cms.saveDraft('plugin', 'match-centre', draft)
      expect(saved.status(), await saved.text()).toBe(200)
      try {
        await page.goto('/_admin/plugin-preview?id=match-centre')
        const frame = page.locator('iframe[title="Match Centre"]')
        await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
        expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
      } finally {
        // the draft as it was (the published document was never changed)
        await cms.saveDraft('plugin', 'match-centre', plugin.draft)
      }
    }
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
