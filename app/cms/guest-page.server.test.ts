import { describe, expect, it } from 'vitest'
import type { RenderableBlock } from '#blocks/types.ts'
import type { Block } from '#schemas/index.ts'
import type { ComposedPage } from './composed-page.server.ts'
import { guestPageData } from './guest-page.server.ts'

const hero = { id: 'hero', type: 'hero' } as unknown as Block
const row = { id: 'row', type: 'bucket' } as unknown as Block
const rowPage = { bucketId: 'trending', contentList: [] }

/** A page built afresh, as each request builds it: new wrappers around the same published blocks and rows. */
function build(blocks: RenderableBlock[] = ready()): ComposedPage {
  return { id: 'home', kind: 'page', title: 'Home', version: 3, blocks }
}
function ready(page: object = rowPage): RenderableBlock[] {
  return [
    { key: 'hero:hero', type: 'hero', status: 'ready', block: hero, data: { content: null } },
    { key: 'bucket:row', type: 'bucket', status: 'ready', block: row, data: { bucket: page, startedAt: null, previousCursor: null } },
  ]
}

describe('guestPageData', () => {
  it('hands out the same frozen data for a page built from the same objects', () => {
    const first = guestPageData('page/home en', build())
    expect(guestPageData('page/home en', build())).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first.page)).toBe(true)
    expect(Object.isFrozen(first.page.blocks)).toBe(true)
    expect(Object.isFrozen(first.page.blocks[1])).toBe(true)
    expect(first.preview).toBe(false)
  })

  it('hands out new data when a row, a block or the page itself changed, and keeps pages apart by key', () => {
    const first = guestPageData('page/home fr', build())
    const newRow = guestPageData('page/home fr', build(ready({ ...rowPage })))
    expect(newRow).not.toBe(first)
    expect(newRow.page.blocks[1]).toMatchObject({ data: { bucket: { bucketId: 'trending' } } })
    const newVersion = guestPageData('page/home fr', { ...build(ready({ ...rowPage })), version: 4 })
    expect(newVersion).not.toBe(newRow)
    const other = guestPageData('page/home de', build(ready({ ...rowPage })))
    expect(other).not.toBe(newVersion)
  })

  it('never shares a page with a row still streaming or failed', () => {
    const streaming = (): ComposedPage =>
      build([
        ready()[0]!,
        { key: 'bucket:row', type: 'bucket', status: 'deferred', block: row, data: Promise.resolve({ ok: true, data: {} }) },
      ])
    const first = guestPageData('page/home it', streaming())
    expect(guestPageData('page/home it', streaming())).not.toBe(first)
    expect(Object.isFrozen(first)).toBe(false)
    const failed = (): ComposedPage =>
      build([ready()[0]!, { key: 'bucket:row', type: 'bucket', status: 'failed', block: row, message: 'no' }])
    expect(guestPageData('page/home nl', failed())).not.toBe(guestPageData('page/home nl', failed()))
  })
})
