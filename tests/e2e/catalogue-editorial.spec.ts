import { test, expect, accounts } from './fixtures.ts'

/** Waits until React has hydrated the page (react-aria's tabs replace the plain links then). */
async function hydratedTabs(page: import('@playwright/test').Page) {
  await expect(page.getByRole('tablist', { name: 'Fighter lists' })).toBeVisible({ timeout: 15_000 })
}

test.describe('schedule and premieres without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/schedule lists what is on today, and a day link shows the day an upcoming event starts', async ({ page, request }) => {
    await page.goto('/schedule')
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible()
    const today = page.getByRole('list', { name: /^Scheduled on / })
    await expect(today.getByRole('link', { name: 'Harbour City Derby' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // The semi-final starts about 26 hours after the seed: find its day, then follow that day's link.
    const semi = await (await request.get('/api/v4/vods/live/estuary-cup-semi-final')).json()
    const day = String(semi.startDate).slice(0, 10)
    await page.getByRole('link', { name: 'Next day' }).click()
    await expect(page).toHaveURL(/\/schedule\?day=\d{4}-\d{2}-\d{2}$/)
    await page.goto(`/schedule?day=${day}`)
    await expect(page.getByRole('list', { name: /^Scheduled on / }).getByRole('link', { name: 'Estuary Cup: Semi-final' })).toBeVisible()
  })

  test('the schedule exists in Spanish under /es/programacion', async ({ page }) => {
    const res = await page.goto('/es/programacion')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Programación' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Día siguiente' })).toBeVisible()
  })

  test('/releases lists premieres coming up and, by its tab link, those released; a premiere opens its video view', async ({ page }) => {
    await page.goto('/releases')
    await expect(page.getByRole('heading', { level: 1, name: 'Premieres' })).toBeVisible()
    const upcoming = page.getByRole('list', { name: 'Coming up' })
    await expect(upcoming.getByRole('link', { name: 'Winter Orchard' })).toBeVisible()
    await expect(upcoming.getByText('Premiering now')).toBeVisible()
    await expect(upcoming.getByRole('link', { name: 'Canopy: A Year Above Ground' })).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Premiere lists' }).getByRole('link', { name: 'Released' }).click()
    await expect(page).toHaveURL(/\/releases\?status=released$/)
    const released = page.getByRole('list', { name: 'Released' })
    await expect(released.getByRole('link', { name: 'Canopy: A Year Above Ground' })).toBeVisible()
    await released.getByRole('link', { name: 'Festival Sunrise Sessions' }).click()
    await expect(page).toHaveURL(/\/video\/festival-sunrise-sessions\//)
    await expect(page.getByRole('heading', { level: 1, name: 'Festival Sunrise Sessions' })).toBeVisible()
  })
})

test.describe('news without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/news pages its stories, narrows to a feed, and a story links to what it is about', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    const stories = page.getByRole('list', { name: 'Stories' })
    await expect(stories.getByRole('listitem')).toHaveCount(10)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/news\?p=2$/)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/news$/)

    await page.getByRole('navigation', { name: 'News feeds' }).getByRole('link', { name: 'Matchday (3)' }).click()
    await expect(page).toHaveURL(/\/news\?feed=matchday$/)
    await expect(page.getByRole('list', { name: 'Matchday' }).getByRole('listitem')).toHaveCount(3)

    await page.goto('/news')
    await stories.getByRole('link', { name: 'A derby under the lights decides the title race' }).click()
    await expect(page).toHaveURL(/\/news\/headlines\/derby-under-the-lights$/)
    await expect(page.getByRole('heading', { level: 1, name: 'A derby under the lights decides the title race' })).toBeVisible()
    await expect(page.getByText('By Sports desk')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'More stories' }).getByRole('link', { name: /^Older story/ })).toBeVisible()
    await page.getByRole('link', { name: 'Watch: Harbour City Derby' }).click()
    await expect(page).toHaveURL(/\/live\/harbour-city-derby\//)
  })

  test('news exists in Portuguese under /pt/noticias, and an unknown story is a 404', async ({ page }) => {
    const res = await page.goto('/pt/noticias')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible()
    await page.getByRole('link', { name: 'A derby under the lights decides the title race' }).click()
    await expect(page).toHaveURL(/\/pt\/noticias\/headlines\/derby-under-the-lights$/)
    expect((await page.goto('/news/headlines/no-such-story'))?.status()).toBe(404)
  })
})

test.describe('fighters', () => {
  test('the tabs switch by keyboard; a fighter shows the record by result method and leads back to the same tab', async ({ page }) => {
    await page.goto('/fighters')
    await hydratedTabs(page)
    const rankings = page.getByRole('tab', { name: 'Rankings' })
    await expect(rankings).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Rankings' }).getByRole('heading', { name: 'Heavyweight' })).toBeVisible()

    await rankings.focus()
    await page.keyboard.press('ArrowRight')
    const az = page.getByRole('tab', { name: 'A–Z' })
    await expect(az).toHaveAttribute('aria-selected', 'true')
    await expect(az).toBeFocused()
    await expect(page).toHaveURL(/\/fighters\?tab=az$/)
    const panel = page.getByRole('tabpanel', { name: 'A–Z' })
    await expect(panel.getByRole('link', { name: 'Amara Okafor' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(rankings).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(az).toHaveAttribute('aria-selected', 'true')

    await panel.getByRole('link', { name: 'Amara Okafor' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible()
    const byMethod = page.getByRole('table', { name: 'Record by result method' })
    await expect(byMethod.getByRole('rowheader', { name: 'KO/TKO' })).toBeVisible()
    await expect(byMethod.getByRole('columnheader', { name: 'No contests' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Fights' }).getByRole('row')).not.toHaveCount(0)

    await page.getByRole('link', { name: 'All fighters' }).click()
    await expect(page).toHaveURL(/\/fighters\?tab=az$/)
    await expect(page.getByRole('tab', { name: 'A–Z' })).toHaveAttribute('aria-selected', 'true')
  })

  test('a tab pressed just as the previous tab’s address lands stays chosen', async ({ page }) => {
    await page.goto('/fighters')
    await hydratedTabs(page)
    const rankings = page.getByRole('tab', { name: 'Rankings' })
    await rankings.focus()
    // The router updates the address before React renders the finished navigation. A quick
    // keyboard user can press the next arrow in between; this presses it exactly then.
    await page.evaluate(() => {
      type State = { navigation: { state: string }; location: { search: string } }
      const router = (window as unknown as { __remixRouter: { subscribe(fn: (s: State) => void): () => void } }).__remixRouter
      const stop = router.subscribe((state) => {
        if (state.navigation.state !== 'idle' || state.location.search !== '?tab=az') return
        stop()
        // After the router's own bookkeeping (a microtask), before React's render (a task).
        queueMicrotask(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })))
      })
    })
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\/fighters$/)
    // React renders the router's finished navigations in a transition, after the address has
    // changed: let that work run (two frames, then a task) before looking at the result.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))))
    await expect(rankings).toBeFocused()
    await expect(rankings).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Rankings' }).getByRole('heading', { name: 'Heavyweight' })).toBeVisible()
  })

  test('the chosen tab is remembered on fighter, video and live pages and forgotten elsewhere (client-side navigation)', async ({
    page,
  }) => {
    // Remix's router is driven directly: the product has no plain /fighters link on these pages.
    const go = async (path: string) => {
      await page.evaluate(
        (p) => (window as unknown as { __remixRouter: { navigate(p: string): Promise<void> } }).__remixRouter.navigate(p),
        path,
      )
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
    }
    await page.goto('/fighters')
    await hydratedTabs(page)
    await page.getByRole('tab', { name: 'A–Z' }).click()
    await expect(page).toHaveURL(/\/fighters\?tab=az$/)
    await go('/fighters/amara-okafor')
    await go('/live/harbour-city-derby/harbour-city-derby')
    await go('/video/the-salt-road/the-salt-road')
    await go('/fighters')
    await expect(page.getByRole('tab', { name: 'A–Z' })).toHaveAttribute('aria-selected', 'true')
    await go('/news')
    await go('/fighters')
    await expect(page.getByRole('tab', { name: 'Rankings' })).toHaveAttribute('aria-selected', 'true')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the tabs are links, the A–Z list pages and filters by weight class, in Portuguese too', async ({ page }) => {
      await page.goto('/fighters')
      const lists = page.getByRole('navigation', { name: 'Fighter lists' })
      await expect(lists.getByRole('link', { name: 'Rankings' })).toHaveAttribute('aria-current', 'page')
      await lists.getByRole('link', { name: 'A–Z' }).click()
      await expect(page).toHaveURL(/\/fighters\?tab=az$/)
      await expect(page.getByRole('list', { name: 'A–Z' }).getByRole('listitem')).toHaveCount(12)
      await page.getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL(/tab=az/)
      await expect(page.getByText('Page 2 of 2')).toBeVisible()

      await page.getByLabel('Weight class').selectOption('Heavyweight')
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL(/weightClass=Heavyweight/)
      await expect(page.getByRole('list', { name: 'A–Z' }).getByRole('listitem')).toHaveCount(5)

      const pt = await page.goto('/pt/lutadores')
      expect(pt?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Lutadores' })).toBeVisible()
      await page.getByRole('link', { name: 'Dario Rossi' }).click()
      await expect(page).toHaveURL(/\/pt\/lutadores\/dario-rossi$/)
      await expect(page.getByRole('table', { name: 'Cartel por forma de resultado' })).toBeVisible()
    })
  })
})

test.describe('content grid without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('facet links filter the grid, the badge counts active filters, and clearing removes them', async ({ page }) => {
    await page.goto('/grid')
    await expect(page.getByRole('heading', { level: 1, name: 'Browse everything' })).toBeVisible()
    const genres = page.getByRole('list', { name: 'Genre' })
    await genres.getByRole('link', { name: /^Drama \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/\/grid\?facets=genre%3Adrama$/)
    await expect(page.getByText('1 active')).toBeVisible()
    await expect(genres.getByRole('link', { name: /^Drama \(\d+\)\s*, selected$/ })).toHaveAttribute('aria-current', 'true')
    const grid = page.getByRole('list', { name: 'Browse everything' })
    await expect(grid.getByRole('link', { name: 'The Salt Road' })).toBeVisible()
    await expect(grid.getByRole('link', { name: 'Harbour City Derby' })).toHaveCount(0)

    await page
      .getByRole('list', { name: 'Type' })
      .getByRole('link', { name: /^Series \(\d+\)$/ })
      .click()
    await expect(page.getByText('2 active')).toBeVisible()
    await expect(grid.getByRole('link', { name: 'The Salt Road' })).toHaveCount(0)

    await page.getByRole('link', { name: 'Clear all filters' }).click()
    await expect(page).toHaveURL(/\/grid$/)
    await expect(page.getByText(/ active$/)).toHaveCount(0)

    expect((await page.goto('/grid?facets=mood:happy'))?.status()).toBe(400)
    await expect(page.getByRole('heading', { name: "This link isn't valid" })).toBeVisible()
    expect((await page.goto('/es/cuadricula'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar todo' })).toBeVisible()
  })
})

test.describe('interstitial', () => {
  test('a video link with showInterstitial=true shows the interstitial first; Continue opens the video', async ({ page }) => {
    await page.goto('/video/winter-orchard/winter-orchard?showInterstitial=true')
    await expect(page).toHaveURL(/\/interstitial\/winter-orchard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Winter Orchard' })).toBeVisible()
    await page.getByRole('link', { name: 'Continue to video' }).click()
    await expect(page).toHaveURL(/\/video\/winter-orchard\/winter-orchard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Winter Orchard' })).toBeVisible()
  })

  test('a series interstitial offers its seasons, and a guest is asked to sign in to start it', async ({ page }) => {
    await page.goto('/interstitial/series-undercurrent/undercurrent')
    await expect(page.getByRole('heading', { level: 1, name: 'Undercurrent' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Season 1 · \d+ episodes$/ })).toBeVisible()
    await page.getByRole('link', { name: 'Sign in to watch' }).click()
    await expect(page).toHaveURL(/\/login\?from=%2Finterstitial%2Fseries-undercurrent%2Fundercurrent$/)
  })
})

test.describe('member page', () => {
  test('a guest is sent to sign in and comes back to /myuefa with the members’ rows', async ({ page }) => {
    await page.goto('/myuefa')
    await expect(page).toHaveURL(/\/login\?from=%2Fmyuefa$/)
    await page.getByRole('textbox', { name: 'Email' }).fill(accounts.viewer.email)
    await page.getByLabel('Password', { exact: true }).fill(accounts.viewer.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/myuefa$/)
    await expect(page.getByRole('heading', { name: 'Picked for members' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your next series' })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the Spanish member page sends a guest to the Spanish sign-in', async ({ page }) => {
      await page.goto('/es/myuefa')
      await expect(page).toHaveURL(/\/es\/iniciar-sesion\?from=%2Fes%2Fmyuefa$/)
    })
  })
})
