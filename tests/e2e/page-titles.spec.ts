import { createActiveAccount, expect, freshEmail, test } from './fixtures.ts'

/**
 * The tab title (and the first thing a screen reader announces) is in the page's language: a
 * Spanish or Portuguese page never keeps the English title. Each row: the path in each language
 * and the title expected there.
 */

type Row = { en: [string, string]; es: [string, string]; pt: [string, string] }

const guestPages: Row[] = [
  {
    en: ['/purchase?licences=premium-monthly', 'Checkout · Marquee'],
    es: ['/es/compra?licences=premium-monthly', 'Pago · Marquee'],
    pt: ['/pt/compra?licences=premium-monthly', 'Pagamento · Marquee'],
  },
  {
    en: ['/login', 'Sign in · Marquee'],
    es: ['/es/iniciar-sesion', 'Iniciar sesión · Marquee'],
    pt: ['/pt/entrar', 'Entrar · Marquee'],
  },
  {
    en: ['/signup', 'Create your account · Marquee'],
    es: ['/es/registro', 'Crea tu cuenta · Marquee'],
    pt: ['/pt/registo', 'Crie a sua conta · Marquee'],
  },
  {
    en: ['/search?q=harbour', 'harbour · Search · Marquee'],
    es: ['/es/buscar?q=harbour', 'harbour · Buscar · Marquee'],
    pt: ['/pt/pesquisar?q=harbour', 'harbour · Pesquisar · Marquee'],
  },
  {
    en: ['/schedule', 'Schedule · Marquee'],
    es: ['/es/programacion', 'Programación · Marquee'],
    pt: ['/pt/programacao', 'Programação · Marquee'],
  },
  {
    en: ['/no-such-page', "We can't find that page · Marquee"],
    es: ['/es/no-existe', 'No encontramos esa página · Marquee'],
    pt: ['/pt/nao-existe', 'Não encontrámos essa página · Marquee'],
  },
]

const accountPages: Row[] = [
  {
    // the account's front page is its details
    en: ['/account', 'Details · Your account · Marquee'],
    es: ['/es/cuenta', 'Datos · Tu cuenta · Marquee'],
    pt: ['/pt/conta', 'Dados · A sua conta · Marquee'],
  },
  {
    en: ['/account/cards', 'Cards · Marquee'],
    es: ['/es/cuenta/tarjetas', 'Tarjetas · Marquee'],
    pt: ['/pt/conta/cartoes', 'Cartões · Marquee'],
  },
  {
    en: ['/account/payments', 'Payment history · Marquee'],
    es: ['/es/cuenta/pagos', 'Historial de pagos · Marquee'],
    pt: ['/pt/conta/pagamentos', 'Histórico de pagamentos · Marquee'],
  },
  {
    en: ['/account/addresses', 'Addresses · Your account · Marquee'],
    es: ['/es/cuenta/direcciones', 'Direcciones · Tu cuenta · Marquee'],
    pt: ['/pt/conta/moradas', 'Moradas · A sua conta · Marquee'],
  },
  {
    en: ['/gift', 'Gifts · Marquee'],
    es: ['/es/regalo', 'Regalos · Marquee'],
    pt: ['/pt/presente', 'Presentes · Marquee'],
  },
]

async function expectTitles(page: import('@playwright/test').Page, rows: Row[]) {
  for (const row of rows) {
    for (const locale of ['en', 'es', 'pt'] as const) {
      const [path, title] = row[locale]
      await page.goto(path)
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale)
      await expect(page, path).toHaveTitle(title)
      if (locale !== 'en') expect(await page.title(), path).not.toBe(row.en[1])
    }
  }
}

test('pages open to anyone have their tab title in the language of the page', async ({ page }) => {
  await expectTitles(page, guestPages)
})

test('account pages have their tab title in the language of the page', async ({ page, request }) => {
  const email = freshEmail('titles')
  const password = 'correct horse battery staple'
  await createActiveAccount(request, { email, password })
  await page.goto('/login?from=%2Fhome')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await expectTitles(page, accountPages)
})

/** Editor and developer tools are never prefixed: they show the language asked for with ?locale=. */
const tools: [path: string, en: string, es: string, pt: string][] = [
  ['/_admin/404-preview', '404 preview', 'Vista previa de la página 404', 'Pré-visualização da página 404'],
  ['/_admin/navbar-preview?id=web-top', 'Navigation preview', 'Vista previa de la navegación', 'Pré-visualização da navegação'],
  ['/_admin/plugin-preview?id=match-centre', 'Plugin preview', 'Vista previa del complemento', 'Pré-visualização do plugin'],
  [
    '/_admin/cancellation-promo-preview',
    'Cancellation promo preview',
    'Vista previa de la oferta de cancelación',
    'Pré-visualização da oferta de cancelamento',
  ],
  ['/_admin/impersonate', 'Impersonation', 'Actuar como otra cuenta', 'Agir como outra conta'],
  ['/_dev/mailbox', 'Dev mailbox', 'Buzón de desarrollo', 'Caixa de correio de desenvolvimento'],
]
const toolPages: Row[] = tools.map(([path, en, es, pt]) => {
  const at = (locale: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`
  return { en: [at('en'), `${en} · Marquee`], es: [at('es'), `${es} · Marquee`], pt: [at('pt'), `${pt} · Marquee`] }
})

test('editor and developer tools have their tab title in the language asked for', async ({ page }) => {
  // the operator may use every tool (the previews and impersonation)
  await page.goto('/login?from=%2Fhome')
  await page.getByRole('textbox', { name: 'Email' }).fill('operator@marquee.test')
  await page.getByLabel('Password', { exact: true }).fill('operator-demo-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await expectTitles(page, toolPages)
})
