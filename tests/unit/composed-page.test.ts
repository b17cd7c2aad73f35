/**
 * The rendering pipeline against the real embedded platform (in-memory PGlite, seeded from
 * fixtures/): one bad block never breaks a page.
 */
import { describe, expect, it } from 'vitest'
import { createPlatformClient, type PlatformTransport } from '#app/platform/client.server.ts'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'
import { loadComposedPage, PageNotFound } from '#app/cms/composed-page.server.ts'
import type { BlockResult, RenderableBlock } from '#blocks/types.ts'

const embedded = embeddedPlatformForTests()

async function editorClient() {
  const pair = await createPlatformClient(embedded.transport).login('editor@marquee.test', 'editor-demo-2026')
  return createPlatformClient(embedded.transport, { accessToken: () => pair.authorisationToken, refresh: async () => undefined })
}

/** Simulates a document stored before a schema change: written straight to the table, past validation. */
const storeUnchecked = (id: string, body: unknown) => embedded.storeDocument('page', id, body)

const keys = (blocks: RenderableBlock[]) => blocks.map((b) => b.key)

describe('composed pages', () => {
  it('awaits the first blocks and streams the rest', async () => {
    const page = await loadComposedPage({
      kind: 'page',
      id: 'home',
      platform: createPlatformClient(embedded.transport),
      searchParams: new URLSearchParams(),
      preview: false,
    })
    expect(page.blocks.length).toBeGreaterThanOrEqual(9)
    expect(page.blocks.slice(0, 3).every((b) => b.status === 'ready')).toBe(true)
    const streamed = page.blocks.filter((b) => b.status === 'deferred')
    expect(streamed.length).toBeGreaterThan(0)
    const results = await Promise.all(streamed.map((b) => (b as { data: Promise<BlockResult> }).data))
    expect(results.every((r) => r.ok)).toBe(true)
  })

  it('leaves an invalid block out of a live page and shows its errors in preview', async () => {
    const client = createPlatformClient(embedded.transport)
    const original = (await client.getDocument<{ blocks: unknown[] }>('page', 'browse'))!.body
    const broken = {
      ...original,
      blocks: [
        original.blocks[0],
        { type: 'bucket', id: 'legacy-row', bucketId: 'trending', rowTypeData: { rowType: 'diagonal' } },
        ...original.blocks.slice(1),
      ],
    }
    await storeUnchecked('browse', broken)

    const live = await loadComposedPage({
      kind: 'page',
      id: 'browse',
      platform: client,
      searchParams: new URLSearchParams(),
      preview: false,
    })
    expect(keys(live.blocks)).not.toContain('bucket:legacy-row')
    expect(live.blocks.length).toBe(original.blocks.length)

    const preview = await loadComposedPage({
      kind: 'page',
      id: 'browse',
      platform: await editorClient(),
      searchParams: new URLSearchParams(),
      preview: true,
    })
    const panel = preview.blocks.find((b) => b.key === 'bucket:legacy-row')
    expect(panel).toMatchObject({ status: 'invalid', errors: [{ pointer: '/rowTypeData/rowType' }] })
  })

  it('degrades only the row whose platform call fails', async () => {
    const failing: PlatformTransport = {
      baseUrl: embedded.transport.baseUrl,
      fetch: async (request) =>
        new URL(request.url).pathname === '/api/buckets/trending'
          ? new Response('{"code":"DOWN"}', { status: 503 })
          : embedded.transport.fetch(request),
    }
    const client = createPlatformClient(failing)
    const home = (await client.getDocument<{ blocks: Array<{ id: string; bucketId?: string }> }>('page', 'home'))!.body
    const trendingRow = home.blocks.find((b) => b.bucketId === 'trending')
    expect(trendingRow, 'the demo home page has a trending row').toBeDefined()
    const page = await loadComposedPage({ kind: 'page', id: 'home', platform: client, searchParams: new URLSearchParams(), preview: false })
    const row = page.blocks.find((b) => b.key === `bucket:${trendingRow!.id}`)!
    const outcome = row.status === 'deferred' ? await row.data : row
    expect(outcome).toMatchObject(row.status === 'deferred' ? { ok: false } : { status: 'failed' })
    const others = page.blocks.filter((b) => b !== row && b.status === 'ready')
    expect(others.length).toBeGreaterThan(0)
  })

  it('pages a row from the cursor in the address (no-JS paging)', async () => {
    const client = createPlatformClient(embedded.transport)
    const first = await loadComposedPage({
      kind: 'page',
      id: 'home',
      platform: client,
      searchParams: new URLSearchParams(),
      preview: false,
    })
    const row = first.blocks.find((b) => b.status === 'ready' && b.type === 'bucket') as Extract<RenderableBlock, { status: 'ready' }>
    const data = row.data as { bucket: { contentList: Array<{ id: string }>; paging: { lastSeen: string } } }
    const blockId = row.key.split(':')[1]!
    const next = await loadComposedPage({
      kind: 'page',
      id: 'home',
      platform: client,
      searchParams: new URLSearchParams({ [`row.${blockId}`]: data.bucket.paging.lastSeen }),
      preview: false,
    })
    const paged = next.blocks.find((b) => b.key === row.key) as Extract<RenderableBlock, { status: 'ready' }>
    const nextIds = (paged.data as typeof data).bucket.contentList.map((c) => c.id)
    expect(nextIds[0]).not.toBe(data.bucket.contentList[0]!.id)
    expect(nextIds).not.toContain(data.bucket.contentList[0]!.id)
  })

  it('checks and localises a published block once per language, until the next publish', async () => {
    const client = createPlatformClient(embedded.transport)
    const load = (locale: string) =>
      loadComposedPage({
        kind: 'page',
        id: 'home',
        platform: client,
        searchParams: new URLSearchParams(),
        preview: false,
        locale,
        awaitAll: true,
      })
    const hero = (page: Awaited<ReturnType<typeof load>>) =>
      page.blocks.find((b) => b.key === 'hero:home-hero')!.block as { tagline?: string }
    const original = (await client.getDocument<{ blocks: Array<Record<string, unknown>> }>('page', 'home'))!.body
    const [first, again, spanish] = [await load('en'), await load('en'), await load('es')]
    // the same frozen blocks for every request in one language: nothing checked or resolved again
    first.blocks.forEach((block, i) => expect(again.blocks[i]!.block).toBe(block.block))
    expect(Object.isFrozen(hero(first))).toBe(true)
    expect(hero(first).tagline).toBe('Live now · Matchday 34')
    expect(hero(spanish).tagline).toBe('En directo · Jornada 34')
    try {
      const heroBlock = original.blocks.find((b) => b.id === 'home-hero')!
      await embedded.storeDocument('page', 'home', {
        ...original,
        blocks: original.blocks.map((b) =>
          b === heroBlock ? { ...b, tagline: { en: 'Kick-off at eight', es: 'Empieza a las ocho' } } : b,
        ),
      })
      // a publish gives new objects: what was kept for the old ones is not used
      expect(hero(await load('en')).tagline).toBe('Kick-off at eight')
      expect(hero(await load('es')).tagline).toBe('Empieza a las ocho')
    } finally {
      await embedded.storeDocument('page', 'home', original)
    }
  })

  it('answers PageNotFound for a page that is not published', async () => {
    await expect(
      loadComposedPage({
        kind: 'section',
        id: 'no-such-section',
        platform: createPlatformClient(embedded.transport),
        searchParams: new URLSearchParams(),
        preview: false,
      }),
    ).rejects.toBeInstanceOf(PageNotFound)
  })
})

describe('composed pages that will not stream', () => {
  it('await every block, leaving nothing deferred', async () => {
    const page = await loadComposedPage({
      kind: 'page',
      id: 'home',
      platform: createPlatformClient(embedded.transport),
      searchParams: new URLSearchParams(),
      preview: false,
      awaitAll: true,
    })
    expect(page.blocks.length).toBeGreaterThanOrEqual(9)
    expect(page.blocks.every((b) => b.status === 'ready')).toBe(true)
  })
})
