import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, settle, signIn, type CmsAdmin } from './fixtures.ts'

/**
 * axe-core on every page template, for a guest and a signed-in viewer, at desktop and phone
 * width: no serious or critical violation of WCAG 2.1 A/AA or axe's best practices.
 *
 * Kept quick: one browser context per visitor and width, which loads the app (and axe, once)
 * and then goes from page to page through the router, as a visitor following links does; axe
 * runs in the page itself (legacy mode, no extra page per scan); and a long list is checked on
 * its first items, the rest being the same component with other data.
 */

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Items of a list past these are the same markup again (row cards, news, programmes). */
const repeated = 'main li:nth-child(n+7)'

/** Every page template, once each (the demo realm's content). */
const templates = [
  '/home',
  '/browse',
  '/section/sport',
  '/grid',
  '/video/letters-to-marisol/letters-to-marisol',
  '/series/series-paper-moons/paper-moons',
  '/season/paper-moons-s1/season-1',
  '/playlist/playlist-great-comebacks/the-great-comebacks',
  '/live/harbour-city-derby/harbour-city-derby',
  '/live/harbour-city-derby/watch-together',
  '/favourites',
  '/livenow',
  '/upcoming',
  '/epg',
  '/schedule',
  '/releases',
  '/fighters',
  '/fighters/amara-okafor',
  '/news',
  '/news/headlines/derby-under-the-lights',
  '/search?q=the',
  '/history',
  '/login',
  '/signup',
  '/requestnewpwd',
  '/login/magic-link',
  '/no-such-page',
  '/gift',
]

/**
 * A signed-in viewer: the pages that differ from a guest's (the account menu, watch buttons
 * instead of sign-in ones, the continue-watching row, history) and those only they reach. The
 * rest renders the same for both and is checked in the guest's runs.
 */
const signedInTemplates = [
  '/home',
  '/video/letters-to-marisol/letters-to-marisol',
  '/live/harbour-city-derby/harbour-city-derby',
  '/live/harbour-city-derby/watch-together',
  '/favourites',
  '/livenow',
  '/epg',
  '/search?q=the',
  '/history',
  '/consent',
  '/profiles',
  '/gift',
  '/redeem',
]

/** A page with the player started: its controls are part of the page then. */
const playerPage = { path: '/video/letters-to-marisol/letters-to-marisol', play: 'Play Letters to Marisol' }

/** The WCAG 2.0 and 2.1 A and AA rules, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Label in name (WCAG 2.5.3) is "experimental" in axe, so off unless asked for. */
const experimental = { 'label-content-name-mismatch': { enabled: true } }

/** The serious and critical violations on the page (or within `include`), one line each with its targets. */
async function violations(page: Page, label: string, include?: string): Promise<string[]> {
  // axe is already in the page (addInitScript below): nothing to inject again for each scan.
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .withTags(tags)
    .options({ rules: experimental, resultTypes: ['violations'] })
  builder = include ? builder.include(include) : builder.exclude(repeated)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes
        .slice(0, 8)
        .map((n) => `      ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`)
      const more = v.nodes.length > 8 ? [`      … and ${v.nodes.length - 8} more`] : []
      return [`${label}: [${v.impact}] ${v.id} (${v.nodes.length}): ${v.help}`, ...targets, ...more].join('\n')
    })
}

/** Client-side navigation (redirects followed), then the page's deferred parts and a quiet DOM. */
async function visit(page: Page, path: string) {
  await page.evaluate(
    (to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to),
    path,
  )
  await expect(page.locator('[aria-busy="true"]'), `${path} finished loading`).toHaveCount(0, { timeout: 15_000 })
  await settle(page)
}

async function scan(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = []
  await page.addInitScript({ path: axeSource })
  await page.goto('/home')
  await settle(page)
  // The player, started.
  await visit(page, playerPage.path)
  await page.getByRole('button', { name: playerPage.play }).click()
  await expect(page.getByRole('region', { name: /^Video player:/ })).toBeVisible()
  found.push(...(await violations(page, `${playerPage.path} (playing)`)))
  for (const path of paths) {
    await visit(page, path)
    found.push(...(await violations(page, path)))
  }
  return found
}

const sizes = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
] as const

for (const size of sizes) {
  test.describe(`axe at ${size.name} width`, () => {
    test.use(size.use)
    // Two dozen pages, each analysed in full.
    test.describe.configure({ timeout: 300_000 })

    test('a guest meets WCAG 2.1 AA on every page template', async ({ page }) => {
      const found = await scan(page, templates)
      // The open menu: the phone's menu dialog, the desktop's "More" menu.
      await visit(page, '/home')
      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        found.push(...(await violations(page, '/home (menu open)', '[role="dialog"]')))
      } else {
        await page.getByRole('button', { name: 'More' }).click()
        await expect(page.getByRole('menu')).toBeVisible()
        found.push(...(await violations(page, '/home (More menu open)', '[role="menu"]')))
      }
      expect(found, found.join('\n')).toEqual([])
    })

    test('a signed-in viewer meets WCAG 2.1 AA on every page template', async ({ page }) => {
      await signIn(page, 'viewer')
      const found = await scan(page, signedInTemplates)
      await visit(page, '/home')
      await page.getByRole('button', { name: /^Profile/ }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      found.push(...(await violations(page, '/home (account menu open)', '[role="menu"]')))
      expect(found, found.join('\n')).toEqual([])
    })
  })
}

test('the match-centre widget framed on the sport section meets WCAG 2.1 AA', async ({ page }) => {
  // The scans above run axe in the top document only, and the plugin is a document of its own:
  // its live badges and team crests are small bold text on colour.
  await page.goto('/plugins/match-centre.html')
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, serious.join('\n')).toEqual([])
})

test.describe('reduced motion', () => {
  /** The longest transition and animation on the page, in seconds. */
  function longestMotion(page: Page) {
    return page.evaluate(() => {
      let longest = 0
      for (const el of document.querySelectorAll('*')) {
        const s = getComputedStyle(el)
        const times = [...s.transitionDuration.split(','), ...(s.animationName === 'none' ? [] : s.animationDuration.split(','))]
        for (const t of times) longest = Math.max(longest, parseFloat(t) * (t.trim().endsWith('ms') ? 0.001 : 1))
      }
      return longest
    })
  }

  type Block = { type?: string; background?: { animatedBackground?: Record<string, unknown> } }
  type HomePage = { blocks: Block[] }

  /** The demo home's hero, given a background preview video for the length of `run`. */
  async function withHeroPreview(cms: CmsAdmin, run: () => Promise<void>) {
    const original = (await cms.get<HomePage>('page', 'home')).published!
    const withPreview = structuredClone(original)
    const hero = withPreview.blocks.find((b) => b.background?.animatedBackground)
    expect(hero, 'the demo home has a hero with an animated background').toBeTruthy()
    hero!.background!.animatedBackground!.previewUrl = '/media/hero-preview.mp4'
    await cms.replace('page', 'home', withPreview)
    try {
      await run()
    } finally {
      await cms.replace('page', 'home', original)
    }
  }

  test('without the preference the hero plays its muted preview and cards animate', async ({ page, cms }) => {
    await withHeroPreview(cms, async () => {
      await page.goto('/home')
      await settle(page)
      await expect(page.getByTestId('hero-preview')).toHaveAttribute('autoplay', '')
      expect(await longestMotion(page)).toBeGreaterThan(0.1)
    })
  })

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' })

    test('the hero keeps its still image, nothing transitions, and a row pages without smooth scrolling', async ({ page, cms }) => {
      await withHeroPreview(cms, async () => {
        await page.goto('/home')
        await settle(page)
        await expect(page.locator('[data-block="hero"] picture img').first()).toBeVisible()
        await expect(page.getByTestId('hero-preview')).toHaveCount(0)
        expect(await page.evaluate(() => [...document.querySelectorAll('video')].filter((v) => !v.paused).length)).toBe(0)
      })
      expect(await longestMotion(page)).toBeLessThan(0.001)

      // A row's Next button jumps a page at once (to the card nearest a full page) instead of gliding there.
      const row = page
        .locator('main section[aria-labelledby]')
        .filter({ has: page.getByRole('button', { name: 'Next' }) })
        .first()
      const track = row.getByRole('list').first()
      const { before, width } = await track.evaluate((el) => ({ before: el.scrollLeft, width: el.clientWidth }))
      await row.getByRole('button', { name: 'Next' }).click()
      expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(before + width * 0.75)
    })
  })
})
