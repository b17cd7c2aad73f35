import { test, expect, rowHeadings } from './fixtures.ts'

type Page = { id: string; title: string; blocks: Array<{ type: string; id: string; bucketId?: string; [k: string]: unknown }> }

test.describe('operators change the home page without a deploy', () => {
  test('a reordered home page published through the admin API shows on the next load', async ({ page, cms }) => {
    const original = (await cms.get<Page>('page', 'home')).published!
    await page.goto('/home')
    const before = await rowHeadings(page)
    expect(before.length).toBeGreaterThanOrEqual(8)

    // Move the last bucket row to the top of the rows and the first row to the end.
    const buckets = original.blocks.filter((b) => b.type === 'bucket')
    const first = buckets[0]!
    const last = buckets[buckets.length - 1]!
    const reordered: Page = {
      ...original,
      blocks: [
        ...original.blocks.filter((b) => b.type === 'hero'),
        last,
        ...original.blocks.filter((b) => b.type !== 'hero' && b.id !== first.id && b.id !== last.id),
        first,
      ],
    }
    try {
      await cms.replace('page', 'home', reordered)
      await page.goto('/home')
      const after = await rowHeadings(page)
      expect(after[0]).toBe(before[before.length - 1])
      expect(after[after.length - 1]).toBe(before[0])
      expect(after).not.toEqual(before)
    } finally {
      await cms.replace('page', 'home', original)
    }
    await page.goto('/home')
    expect(await rowHeadings(page)).toEqual(before)
  })

  test('an invalid document is refused with 422 and JSON pointers, and nothing is stored', async ({ cms }) => {
    const before = await cms.get<Page>('page', 'home')
    const broken = {
      ...before.draft,
      blocks: [...before.draft.blocks, { type: 'bucket', id: 'broken-row', rowTypeData: { rowType: 'diagonal' } }],
    }
    const res = await cms.saveDraft('page', 'home', broken)
    expect(res.status()).toBe(422)
    const body = await res.json()
    const pointers = body.errors.map((e: { pointer: string }) => e.pointer)
    const index = broken.blocks.length - 1
    expect(pointers).toContain(`/blocks/${index}/bucketId`)
    expect(pointers).toContain(`/blocks/${index}/rowTypeData/rowType`)
    const after = await cms.get<Page>('page', 'home')
    expect(after.draftVersion).toBe(before.draftVersion)
    expect(after.draft).toEqual(before.draft)
  })

  test('a published page with one broken block answers 200 without it; its preview shows the error', async ({ page, cms, browser }) => {
    const original = (await cms.get<Page>('page', 'browse')).published!
    const withBroken: Page = {
      ...original,
      blocks: [
        ...original.blocks.slice(0, 2),
        {
          type: 'bucket',
          id: 'row-gone',
          bucketId: 'bucket-that-was-deleted',
          rowTypeData: { rowType: 'basic', title: 'A row whose bucket is gone' },
        },
        ...original.blocks.slice(2),
      ],
    }
    try {
      await cms.replace('page', 'browse', withBroken)
      const response = await page.goto('/browse')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(page.getByText('A row whose bucket is gone')).toHaveCount(0)

      const editor = await browser.newPage()
      const { signIn } = await import('./fixtures.ts')
      await signIn(editor, 'editor')
      await editor.goto('/_admin/composed-page-preview?id=browse')
      const panel = editor.getByRole('region', { name: /row-gone/ })
      await expect(panel).toBeVisible()
      await expect(panel).toContainText('bucket-that-was-deleted')
      await editor.close()
    } finally {
      await cms.replace('page', 'browse', original)
    }
  })
})

test('an operator switches the top-bar layout by publishing the realm settings', async ({ page, cms }) => {
  const settings = (await cms.get<{ navLayout: string }>('settings', 'realm')).published!
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/home')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Browse' }).first()).toBeVisible()
  try {
    await cms.replace('settings', 'realm', { ...settings, navLayout: 'HAMBURGER' })
    await page.goto('/home')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(menuButton).toBeVisible()
    await menuButton.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('searchbox')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Browse' })).toBeVisible()
  } finally {
    await cms.replace('settings', 'realm', settings)
  }
})
