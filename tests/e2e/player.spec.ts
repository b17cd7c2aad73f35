import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'

/** The current time of the page's first (or nth) video. */
function currentTime(page: Page, nth = 0) {
  return page.evaluate((i) => document.querySelectorAll('video')[i]?.currentTime ?? -1, nth)
}

async function startPlaying(page: Page, title: string) {
  const play = page.getByRole('button', { name: `Play ${title}` })
  await expect(play).toBeEnabled()
  await play.click()
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5)
}

test.describe('player', () => {
  test('a VOD plays: currentTime advances', async ({ page }) => {
    await page.goto('/video/letters-to-marisol')
    await startPlaying(page, 'Letters to Marisol')
    const t1 = await currentTime(page)
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(t1 + 1)
    await expect(page.getByRole('region', { name: 'Video player: Letters to Marisol' })).toBeVisible()
  })

  test('a live channel plays: currentTime advances', async ({ page }) => {
    await page.goto('/live/harbour-city-derby')
    await startPlaying(page, 'Harbour City Derby')
    const player = page.getByRole('region', { name: /^Video player: Harbour City Derby/ })
    await expect(player.getByText('Live', { exact: true })).toBeVisible()
    const t1 = await currentTime(page)
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(t1 + 1)
  })

  test('subtitles and audio track switch from their menus', async ({ page }) => {
    await page.goto('/video/letters-to-marisol')
    await startPlaying(page, 'Letters to Marisol')
    const player = page.getByRole('region', { name: 'Video player: Letters to Marisol' })

    await player.getByRole('button', { name: 'Subtitles' }).click()
    await page.getByRole('menuitemradio', { name: 'Español' }).click()
    await expect(player).toHaveAttribute('data-subtitle-language', 'es')
    await expect
      .poll(() =>
        page.evaluate(() => [...document.querySelector('video')!.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language)),
      )
      .toEqual(['es'])
    // The Spanish cues are really loaded.
    await expect
      .poll(
        () => page.evaluate(() => [...document.querySelector('video')!.textTracks].find((t) => t.mode === 'showing')?.cues?.length ?? 0),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0)

    await player.getByRole('button', { name: 'Audio track' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    // the chosen item, focused, is as readable as the others
    const menu = await new AxeBuilder({ page }).include('[role="menu"]').withTags(['wcag2aa']).analyze()
    expect(menu.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await page.getByRole('menuitemradio', { name: 'Español' }).click()
    await expect(player).toHaveAttribute('data-audio-language', 'es')
    // Playback goes on on the new track.
    const t = await currentTime(page)
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(t + 0.5)

    // Off again.
    await player.getByRole('button', { name: 'Subtitles' }).click()
    await page.getByRole('menuitemradio', { name: 'Off' }).click()
    await expect(player).toHaveAttribute('data-subtitle-language', '')
  })

  test('the keyboard plays, pauses and seeks', async ({ page }) => {
    await page.goto('/video/letters-to-marisol')
    await startPlaying(page, 'Letters to Marisol')
    const player = page.getByRole('region', { name: 'Video player: Letters to Marisol' })
    await player.focus()
    await page.keyboard.press('k')
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    await page.keyboard.press('Home')
    await expect.poll(() => currentTime(page)).toBeLessThan(0.5)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(9.5)
    const afterSeek = await currentTime(page)
    expect(afterSeek).toBeLessThan(11)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => currentTime(page)).toBeLessThan(1)
    // The seek slider says where we are, as a time of the whole (not its bare seconds).
    const seek = player.getByRole('slider', { name: 'Seek' })
    await expect(seek).toHaveValue(/^[0-1]$/)
    await expect(seek).toHaveAttribute('aria-valuetext', /^0:0[01] of \d+:\d\d$/)
    await page.keyboard.press(' ')
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
    // the player starts muted (the preference's default); m toggles the sound
    await page.keyboard.press('m')
    await expect(player.getByRole('button', { name: 'Mute', exact: true })).toBeVisible()
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(false)
  })

  test('Play pressed with the keyboard hands the focus to the player, whose keys then work', async ({ page }) => {
    await page.goto('/video/letters-to-marisol')
    const play = page.getByRole('button', { name: 'Play Letters to Marisol' })
    await expect(play).toBeEnabled()
    await play.focus()
    await page.keyboard.press('Enter')
    const player = page.getByRole('region', { name: 'Video player: Letters to Marisol' })
    await expect(player).toBeFocused()
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.3)
    await page.keyboard.press('k')
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
  })

  test('a stream that fails offers to try again, and plays when it can', async ({ page }) => {
    test.setTimeout(120_000)
    await page.route('**/*.m4s', (route) => route.abort())
    await page.goto('/video/letters-to-marisol')
    await page.getByRole('button', { name: 'Play Letters to Marisol' }).click()
    const again = page.getByRole('alert').getByRole('button', { name: 'Try again' })
    await expect(again).toBeVisible({ timeout: 60_000 })
    await page.unroute('**/*.m4s')
    await again.click()
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.3)
  })

  test('a signed-in viewer resumes from the history', async ({ page }) => {
    await signIn(page, 'viewer', '/video/the-last-ferry-home')
    await startPlaying(page, 'The Last Ferry Home')
    const player = page.getByRole('region', { name: 'Video player: The Last Ferry Home' })
    await player.focus()
    await page.keyboard.press('6') // 60 % of the 20 s clip
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(11.5)
    await page.keyboard.press('k') // pausing reports the position
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    const paused = await currentTime(page)

    await expect(async () => {
      await page.goto('/history')
      await expect(page.getByRole('link', { name: 'Resume The Last Ferry Home' })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await page.getByRole('link', { name: 'Resume The Last Ferry Home' }).click()
    await page.waitForURL(/\/video\/the-last-ferry-home\?from=history/)
    await startPlaying(page, 'The Last Ferry Home')
    await expect(page.getByRole('status').filter({ hasText: /^Resuming at 0:1\d$/ })).toBeVisible()
    expect(await currentTime(page)).toBeGreaterThanOrEqual(Math.floor(paused) - 0.5)
  })

  test('twoUp multi-view plays both videos', async ({ page }) => {
    // Two live streams decoding at once on a busy machine: give them time.
    test.setTimeout(120_000)
    // With no picks the page starts with the event of its address and the next live event the
    // viewer may watch.
    await signIn(page, 'viewer', '/multi-video/harbour-city-derby')
    await expect(page.getByText('Selected 2 of 2')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Remove Harbour City Derby' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Remove / })).toHaveCount(2)
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-view' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Two side by side' })).toHaveAttribute('aria-current', 'true')
    const players = page.getByRole('region', { name: /^Video player:/ })
    await expect(players).toHaveCount(2, { timeout: 15_000 })
    await expect.poll(() => currentTime(page, 0), { timeout: 30_000 }).toBeGreaterThan(0.5)
    await expect.poll(() => currentTime(page, 1), { timeout: 30_000 }).toBeGreaterThan(0.5)
    const [a, b] = [await currentTime(page, 0), await currentTime(page, 1)]
    await expect
      .poll(async () => (await currentTime(page, 0)) > a + 1 && (await currentTime(page, 1)) > b + 1, { timeout: 30_000 })
      .toBe(true)
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('video')].map((v) => v.paused))).toEqual([false, false])

    // A layout needing more videos than selected is not shown.
    await page.getByRole('link', { name: 'Three' }).click()
    await expect(page.getByText('Pick 3 live events with a stream for this layout.')).toBeVisible()
  })

  test('at the end of a playlist item the next one starts (autoAdvance)', async ({ page }) => {
    await page.goto('/video/replay-cup-final-classic?playlistId=playlist-goals-of-the-season')
    await startPlaying(page, 'Cup Final Classics: The Six-Goal Final')
    await page.getByRole('region', { name: /^Video player: / }).focus()
    // the player starts muted (the viewer preferences' default): sound on, then a little quieter
    await page.keyboard.press('m')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('80')
    await page.keyboard.press('9') // 90 %: the last two seconds of the 20 s clip
    await page.waitForURL(/\/video\/the-final-whistle[^?]*\?playlistId=playlist-goals-of-the-season&autoplay=1/, { timeout: 20_000 })
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Final Whistle')
    // The player started afresh on the new page, but kept the volume.
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('80')
    expect(await page.evaluate(() => document.querySelector('video')!.volume)).toBeCloseTo(0.8)
  })

  test('the hero call to action turns its animated background into the full player', async ({ page }) => {
    await page.goto('/home')
    const hero = page.locator('[data-block="hero"]').first()
    const cta = hero.getByRole('link', { name: 'Watch now' })
    // Until hydration the link is a plain link to the live page; wait for the player chunk's trigger.
    await page.getByRole('banner').locator('button', { hasText: 'Live now' }).waitFor({ state: 'attached' })
    await cta.click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('region', { name: /^Video player: / })).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5)
  })

  test('a premiere under way shows the live modal', async ({ page }) => {
    // Winter Orchard premiered 30 minutes before seed time and lasts 104 minutes.
    await page.goto('/video/winter-orchard')
    const modal = page.getByRole('dialog', { name: 'The premiere is live' })
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('Winter Orchard is premiering now.')
    await modal.getByRole('button', { name: 'Not now' }).click()
    await expect(modal).toHaveCount(0)
    // A premiere that has not started yet shows none.
    await page.goto('/video/glasshouse-summer')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a scheduled live event counts down to its start', async ({ page }) => {
    await page.goto('/live/matchday-live-kickoff')
    await expect(page.getByRole('timer', { name: 'Countdown to the start' })).toHaveText(/^Starts in (\d\d:)?\d\d:\d\d$/)
    await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0)
  })

  test('multi-view says so below 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await page.goto('/multi-video/harbour-city-derby')
    await expect(page.getByRole('alert')).toHaveText(/needs a window at least 1024 pixels wide/)
    await expect(page.getByRole('region', { name: /^Video player:/ })).toHaveCount(0)
  })

  test('a viewer outside the realm territories is told the video is geoblocked', async ({ browser }) => {
    // The server trusts X-Forwarded-For from loopback only (a proxy); 198.51.100.10 is in France.
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.10' } })
    const page = await context.newPage()
    await page.goto('/video/letters-to-marisol')
    const play = page.getByRole('button', { name: 'Play Letters to Marisol' })
    await expect(play).toBeEnabled()
    await play.click()
    await expect(page.getByRole('alert')).toHaveText('This video is not available in your region.')
    await expect(page.locator('video')).toHaveCount(0)
    await context.close()
  })

  test('a guest on a sign-in item is sent to sign in and comes back to it', async ({ page }) => {
    await page.goto('/live/night-of-sirens-live')
    const play = page.getByRole('button', { name: /^Play Night of Sirens/ })
    await expect(play).toBeEnabled()
    await play.click()
    await page.waitForURL(/\/login\?from=%2Flive%2Fnight-of-sirens-live/)
  })

  test('a DENIED item yields no player and names its licences', async ({ page }) => {
    await page.goto('/video/the-salt-road')
    await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0)
    const res = await page.request.post('/resources/playback/vod/the-salt-road', { data: {} })
    const outcome = await res.json()
    expect(outcome).toMatchObject({ kind: 'error', error: 'DENIED' })
    expect(JSON.stringify(outcome)).not.toContain('/media/hls')
  })

  test('a player refused on Play names the plans in the page’s language and links to subscribe', async ({ page }) => {
    // A title page offers Play for what the viewer may watch; when the platform refuses it at Play
    // (a plan ended since the page loaded) the player says what would open it. The refusal is the
    // platform's real one for a premium title: the player's request for this title goes there.
    await page.route('**/resources/playback/vod/letters-to-marisol?*', (route) => {
      const url = new URL(route.request().url())
      url.pathname = '/resources/playback/vod/the-salt-road'
      return route.continue({ url: url.toString() })
    })
    await page.goto('/es/video/letters-to-marisol')
    const play = page.getByRole('button', { name: /^Reproducir / })
    await expect(play).toBeEnabled()
    await play.click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Necesitas una suscripción para verlo.')
    // the plans by their names in Spanish, never the licences' ids
    await expect(alert.getByRole('listitem')).toHaveText(['Marquee Premium: mensual', 'Marquee Premium: anual'])
    await expect(alert).not.toContainText('premium-')
    await expect(page.locator('video')).toHaveCount(0)
    // Subscribe opens the Spanish checkout with those plans, coming back to this title
    const subscribe = alert.getByRole('link', { name: 'Suscribirse' })
    await expect(subscribe).toHaveAttribute(
      'href',
      /^\/es\/[^/?]+\?licences=premium-monthly%2Cpremium-yearly&redirectTo=%2Fes%2Fvideo%2Fletters-to-marisol$/,
    )
    await subscribe.click()
    await expect(page).toHaveURL(/\/es\/[^/?]+\?licences=premium-monthly%2Cpremium-yearly&redirectTo=/)
  })
})
