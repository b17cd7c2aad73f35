import { test, expect } from './fixtures.ts'

/**
 * What the browser does while the home becomes interactive, on a phone-speed CPU (4× slower).
 * The page is complete server markup: hydration should attach to it, not build it again.
 */
test.describe('hydrating the home', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  })

  test('builds none of its rows again, also when the routes of its links arrive', async ({ page }) => {
    // Elements made by script once the document is parsed (the parser's own are not counted)
    await page.addInitScript(() => {
      const made: Record<string, number> = {}
      ;(window as unknown as { __made: Record<string, number> }).__made = made
      const create = Document.prototype.createElement
      Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
        if (document.readyState !== 'loading') made[tag.toLowerCase()] = (made[tag.toLowerCase()] ?? 0) + 1
        return create.call(this, tag, options)
      } as typeof Document.prototype.createElement
    })
    const discovered = page.waitForResponse((response) => new URL(response.url()).pathname === '/__manifest')
    await page.goto('/home')
    const rows = page.getByRole('region', { name: 'Trending now' })
    await expect(rows.getByRole('listitem').first()).toBeVisible()
    // The routes of the page's links arrive and are applied: the router's update re-renders the page.
    await discovered
    await expect
      .poll(() => page.evaluate(() => 'BROWSE' in (window as unknown as { __remixManifest: { routes: object } }).__remixManifest.routes))
      .toBe(true)
    // every row is hydrated: its arrows are buttons now
    await expect(page.locator('[data-block="bucket"] a[data-paging]')).toHaveCount(0)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))

    const made = await page.evaluate(() => (window as unknown as { __made: Record<string, number> }).__made)
    // cards, rows and their artwork come from the server; the arrows' buttons are the browser's own
    expect({ li: made.li ?? 0, section: made.section ?? 0, img: made.img ?? 0, p: made.p ?? 0, h2: made.h2 ?? 0 }).toEqual({
      li: 0,
      section: 0,
      img: 0,
      p: 0,
      h2: 0,
    })
    expect(made.button ?? 0).toBeGreaterThan(0)
  })

  test("has react-aria's pressable style from the start, so no script adds a style sheet", async ({ page, request }) => {
    const html = await (await request.get('/home')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.includes('<style id="react-aria-pressable-style">'), 'the head carries react-aria’s pressable style').toBe(true)

    await page.addInitScript(() => {
      const added: string[] = []
      ;(window as unknown as { __addedStyles: string[] }).__addedStyles = added
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) if (node.nodeName === 'STYLE') added.push((node as Element).id || node.textContent || '')
        }).observe(document.head, { childList: true })
      })
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/home')
    // react-aria's pressables are on the page (the nav's buttons once hydrated)
    await expect(page.locator('[data-react-aria-pressable]').first()).toBeAttached()
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
    expect(await page.locator('style#react-aria-pressable-style').count()).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { __addedStyles: string[] }).__addedStyles)).toEqual([])
    // the browser's render leaves the style out, and hydration accepts that (no mismatch reported)
    expect(errors).toEqual([])
  })
})
