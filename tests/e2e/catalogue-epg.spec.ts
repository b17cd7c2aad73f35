import { test, expect } from './fixtures.ts'

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
/** A UTC day as the guide writes it for people ("Tuesday 24 November", "martes, 24 de noviembre"). */
const dayInWords = (day: string, tag: 'en-GB' | 'es-ES') =>
  new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

test.describe('programme guide', () => {
  test('a guest sees what is on now per channel, and a live programme’s action opens that channel’s live view', async ({ page }) => {
    const res = await page.goto('/epg')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'TV guide' })).toBeVisible()
    // The day in words, with its ISO date for machines (the date may turn between render and check).
    const dayOf = page.getByText(/^Programmes for .+\. Times are in UTC\.$/)
    await expect(dayOf).toBeVisible()
    const shown = (await dayOf.locator('time').getAttribute('datetime'))!
    expect([utcDay(), utcDay(-1 / 1440)]).toContain(shown)
    await expect(dayOf).toHaveText(`Programmes for ${dayInWords(shown, 'en-GB')}. Times are in UTC.`)
    await expect(dayOf).not.toContainText(shown)

    const onNow = page.getByRole('region', { name: 'On now' })
    const one = onNow.getByRole('listitem', { name: 'Marquee One' })
    await expect(one.getByText('On now')).toBeVisible()
    // The demo realm's playback status is LIVE: "Watch live" is the first action.
    const actions = one.getByRole('link')
    await expect(actions.first()).toHaveText('Watch live')
    await expect(one.getByRole('link', { name: 'Start from beginning' })).toHaveAttribute(
      'href',
      /^\/live\/channel-marquee-one\/marquee-one\?start=beginning$/,
    )
    // A premium channel is denied to everyone for now; a sign-in channel offers sign-in to guests.
    await expect(onNow.getByRole('listitem', { name: 'Marquee Sport' })).toContainText('Subscription required')
    // It leads to the channel's page, which names the plans that open it.
    const plans = onNow.getByRole('listitem', { name: 'Marquee Sport' }).getByRole('link')
    await expect(plans).toHaveCount(1)
    await expect(plans).toHaveText('See plans')
    await expect(plans).toHaveAttribute('href', '/live/channel-marquee-sport/marquee-sport')
    await expect(onNow.getByRole('listitem', { name: 'Marquee Live' }).getByRole('link', { name: 'Sign in to watch' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent('/epg')}`,
    )

    // Each channel has its programmes in time order from the hour on now, the one on now marked
    // (late in the day too: the day's first twenty programmes would end before it).
    const from = page.getByText(/^Today the channels’ programmes start at \d\d:00, the hour on now\.$/)
    await expect(from).toBeVisible()
    const hourShown = Number((await from.textContent())!.match(/(\d\d):00/)![1])
    // the page's hour, or the one before if the hour turned since the page was rendered
    expect([new Date().getUTCHours(), new Date(Date.now() - 60_000).getUTCHours()]).toContain(hourShown)
    const row = page.getByRole('list', { name: 'Programmes on Marquee One' })
    await expect(row.locator('li[aria-current="time"]')).toHaveCount(1)
    await expect(row.locator('li[aria-current="time"]')).toContainText('On now')
    const starts = await row.locator('time:first-of-type').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect(starts.length).toBeGreaterThan(1)
    expect([...starts].sort()).toEqual(starts)

    await actions.first().click()
    await expect(page).toHaveURL(/\/live\/channel-marquee-one\/marquee-one$/)
    // The channel's live view: its name, and the programme on now.
    await expect(page.getByRole('heading', { level: 1, name: 'Marquee One' })).toBeVisible()
    await expect(page.getByText(/^On now: /)).toBeVisible()
  })

  test('without JavaScript, day links move through the guide and back to today; /es/guia is in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/epg')
      const days = page.getByRole('navigation', { name: 'Days' })
      await days.getByRole('link', { name: 'Next day' }).click()
      await expect(page).toHaveURL(new RegExp(`/epg\\?day=${utcDay(1)}$`))
      await expect(page.getByText(`Programmes for ${dayInWords(utcDay(1), 'en-GB')}. Times are in UTC.`)).toBeVisible()
      await expect(page.locator(`time[datetime="${utcDay(1)}"]`)).toHaveText(dayInWords(utcDay(1), 'en-GB'))
      // Another day has no now-and-next cards, but every channel still lists its programmes.
      await expect(page.getByRole('region', { name: 'On now' })).toHaveCount(0)
      await expect(page.getByRole('list', { name: 'Programmes on Marquee Docs' }).getByRole('listitem').first()).toBeVisible()

      await days.getByRole('link', { name: 'Previous day' }).click()
      await days.getByRole('link', { name: 'Previous day' }).click()
      await expect(page).toHaveURL(new RegExp(`/epg\\?day=${utcDay(-1)}$`))
      await days.getByRole('link', { name: 'Today' }).click()
      await expect(page).toHaveURL(/\/epg$/)
      await expect(page.getByRole('region', { name: 'On now' })).toBeVisible()

      // A full row (20 programmes) links to the rest of that channel's day.
      const more = page.getByRole('link', { name: 'More programmes on Marquee One' })
      if ((await more.count()) > 0) {
        await more.click()
        await expect(page).toHaveURL(/channel=channel-marquee-one&lastSeen=20/)
        await expect(page.getByRole('link', { name: 'Earlier programmes' })).toBeVisible()
        await expect(page.getByRole('heading', { level: 2, name: 'Marquee Sport' })).toHaveCount(0)
      }

      expect((await page.goto('/epg?day=2026-02-31'))?.status()).toBe(400)

      const res = await page.goto('/es/guia')
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Guía de programación' })).toBeVisible()
      await page.goto(`/es/guia?day=${utcDay(1)}`)
      // Spanish words for the day ("martes, 24 de noviembre"), never the ISO date.
      const dia = page.getByText(`Programas del ${dayInWords(utcDay(1), 'es-ES')}. Horas en UTC.`)
      await expect(dia).toBeVisible()
      await expect(dia).toContainText(/^Programas del (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+\./)
      await expect(dia.locator('time')).toHaveAttribute('datetime', utcDay(1))
      await page.goto('/es/guia')
      await expect(page.getByRole('navigation', { name: 'Días' }).getByRole('link', { name: 'Día siguiente' })).toHaveAttribute(
        'href',
        `/es/guia?day=${utcDay(1)}`,
      )
      // A locked channel's way to its plans stays in Spanish, and there they are named.
      await page
        .getByRole('region', { name: 'Ahora en emisión' })
        .getByRole('listitem', { name: 'Marquee Sport' })
        .getByRole('link', { name: 'Ver planes' })
        .click()
      await expect(page).toHaveURL(/\/es\/directo\/channel-marquee-sport\//)
      await expect(page.getByRole('link', { name: 'Suscribirse' })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('with the realm set to start from the beginning, that action comes first', async ({ page, cms }) => {
    const settings = (await cms.get<{ epgPlaybackStatus?: string }>('settings', 'realm')).published!
    try {
      await cms.replace('settings', 'realm', { ...settings, epgPlaybackStatus: 'START_FROM_BEGINNING' })
      await expect(async () => {
        await page.goto('/epg')
        const one = page.getByRole('region', { name: 'On now' }).getByRole('listitem', { name: 'Marquee One' })
        await expect(one.getByRole('link').first()).toHaveText('Start from beginning', { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      const one = page.getByRole('region', { name: 'On now' }).getByRole('listitem', { name: 'Marquee One' })
      await one.getByRole('link', { name: 'Start from beginning' }).click()
      await expect(page).toHaveURL(/\/live\/channel-marquee-one\/marquee-one\?start=beginning$/)
    } finally {
      await cms.replace('settings', 'realm', settings)
    }
  })
})
