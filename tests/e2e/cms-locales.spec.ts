import { test, expect } from './fixtures.ts'

/**
 * Localised CMS texts at phone width: the Spanish and Portuguese homes show the hero, the rows
 * and their buttons in their own language, from the same CMS documents the English home reads.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const homes = [
  {
    path: '/es/inicio',
    tagline: 'En directo · Jornada 34',
    description: /^Dos rivales de orillas opuestas del estuario/,
    heroButtons: ['Ver ahora', 'Más información'],
    rows: ['Tendencias', 'En directo y próximamente', 'Novedades'],
    rowButtons: ['Ver todo', 'Ver en directo'],
    english: ['Trending now', 'Watch now', 'More info', 'View all'],
  },
  {
    path: '/pt/inicio',
    tagline: 'Em direto · Jornada 34',
    description: /^Rivais de margens opostas do estuário/,
    heroButtons: ['Ver agora', 'Mais informações'],
    rows: ['Em alta', 'Em direto e em breve', 'Novidades'],
    rowButtons: ['Ver tudo', 'Ver em direto'],
    english: ['Trending now', 'Watch now', 'More info', 'View all'],
  },
]

for (const home of homes) {
  test(`${home.path} shows the hero, rows and buttons in its language`, async ({ page }) => {
    await page.goto(home.path)
    const main = page.getByRole('main')
    await expect(main.getByText(home.tagline, { exact: true })).toBeVisible()
    await expect(main.getByText(home.description)).toBeVisible()
    for (const name of home.heroButtons) await expect(main.getByRole('link', { name, exact: true }).first()).toBeVisible()
    for (const name of home.rows) await expect(main.getByRole('heading', { name, exact: true })).toBeAttached()
    for (const name of home.rowButtons) await expect(main.getByRole('link', { name, exact: true }).first()).toBeAttached()
    for (const name of home.english) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveCount(0)
      await expect(main.getByRole('heading', { name, exact: true })).toHaveCount(0)
    }
  })
}

test('/home stays English', async ({ page }) => {
  await page.goto('/home')
  const main = page.getByRole('main')
  await expect(main.getByText('Live now · Matchday 34', { exact: true })).toBeVisible()
  for (const name of ['Watch now', 'More info']) await expect(main.getByRole('link', { name, exact: true }).first()).toBeVisible()
  for (const name of ['Trending now', 'Live and upcoming']) await expect(main.getByRole('heading', { name, exact: true })).toBeAttached()
  await expect(main.getByRole('link', { name: 'View all', exact: true }).first()).toBeAttached()
  await expect(main.getByRole('heading', { name: 'Tendencias', exact: true })).toHaveCount(0)
})
