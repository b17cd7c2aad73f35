/**
 * Localised CMS texts against the real embedded platform (in-memory PGlite, seeded from
 * fixtures/): a composed page read for a locale carries that locale's texts, and the realm's
 * default language where a text has none.
 */
import { describe, expect, it } from 'vitest'
import { createPlatformClient } from '#app/platform/client.server.ts'
import { embeddedPlatformForTests } from '#tests/setup/embedded-platform.ts'
import { loadComposedPage } from '#app/cms/composed-page.server.ts'
import { previewLocale } from '#app/cms/localize.server.ts'
import type { BlockResult, RenderableBlock } from '#blocks/types.ts'
import type { BucketBlock, ButtonsBlock, HeroBlock, PluginDocument } from '#schemas/index.ts'

const embedded = embeddedPlatformForTests()

const load = (locale: string | undefined, id = 'home') =>
  loadComposedPage({
    kind: 'page',
    id,
    platform: createPlatformClient(embedded.transport),
    searchParams: new URLSearchParams(),
    preview: false,
    awaitAll: true,
    locale,
  })

const blockById = <T>(blocks: RenderableBlock[], id: string) => blocks.find((b) => (b.block as { id: string }).id === id)!.block as T
const dataOf = (b: RenderableBlock) => (b.status === 'ready' ? b.data : undefined) as unknown

/** Writes a document straight to the table (as an operator's publish would end up) and drops cached reads. */
const storePublished = (kind: string, id: string, body: unknown) => embedded.storeDocument(kind, id, body)

describe('a composed page read for a locale', () => {
  it('carries the Spanish hero, row and button texts for es', async () => {
    const page = await load('es')
    expect(page.title).toBe('Inicio')
    const hero = blockById<HeroBlock>(page.blocks, 'home-hero')
    expect(hero.tagline).toBe('En directo · Jornada 34')
    expect(hero.description).toMatch(/^Dos rivales de orillas opuestas/)
    expect(hero.primaryButton?.ctaText).toBe('Ver ahora')
    expect(hero.secondaryButton?.ctaText).toBe('Más información')
    const trending = blockById<BucketBlock>(page.blocks, 'home-trending')
    expect(trending.rowTypeData.title).toBe('Tendencias')
    expect(trending.rowTypeData.primaryCta?.ctaText).toBe('Ver todo')
    expect(blockById<ButtonsBlock>(page.blocks, 'home-spotlight-buttons').buttons.map((b) => b.label)).toContain('Añadir a mi lista')
    // a plugin block's plugin document is resolved too
    const plugin = page.blocks.find((b) => b.type === 'plugin')!
    expect((dataOf(plugin) as { plugin: PluginDocument }).plugin.title).toBe('Centro de partidos')
  })

  it('carries the Portuguese texts for pt, and English for en or no locale', async () => {
    const pt = await load('pt')
    expect(blockById<HeroBlock>(pt.blocks, 'home-hero').primaryButton?.ctaText).toBe('Ver agora')
    expect(blockById<BucketBlock>(pt.blocks, 'home-trending').rowTypeData.title).toBe('Em alta')
    for (const locale of ['en', undefined]) {
      const en = await load(locale)
      expect(en.title).toBe('Home')
      expect(blockById<HeroBlock>(en.blocks, 'home-hero').tagline).toBe('Live now · Matchday 34')
      expect(blockById<BucketBlock>(en.blocks, 'home-trending').rowTypeData.title).toBe('Trending now')
    }
  })

  it("falls back to the realm's default language where a text has no value for the locale", async () => {
    const client = createPlatformClient(embedded.transport)
    const settings = (await client.getSettings())!.body
    const browse = (await client.getDocument<{ blocks: Array<Record<string, unknown>> }>('page', 'browse'))!.body
    await storePublished('settings', 'realm', { ...settings, defaultLocale: 'pt' })
    await storePublished('page', 'browse', {
      ...browse,
      title: { en: 'Browse', pt: 'Explorar catálogo' },
      blocks: [
        {
          type: 'bucket',
          id: 'only-row',
          bucketId: 'trending',
          rowTypeData: { rowType: 'basic', title: { en: 'Trending now', pt: 'Em alta' }, description: 'Plain' },
        },
      ],
    })
    try {
      const page = await load('es', 'browse')
      expect(page.title).toBe('Explorar catálogo')
      const row = blockById<BucketBlock>(page.blocks, 'only-row')
      expect(row.rowTypeData).toMatchObject({ title: 'Em alta', description: 'Plain' })
      const results = await Promise.all(page.blocks.map((b) => (b.status === 'deferred' ? (b.data as Promise<BlockResult>) : { ok: true })))
      expect(results.every((r) => r.ok)).toBe(true)
    } finally {
      await storePublished('settings', 'realm', settings)
      await storePublished('page', 'browse', browse)
    }
  })

  it('resolves a draft in preview for the ?locale= of the address, else the locale of the path', async () => {
    const pair = await createPlatformClient(embedded.transport).login('editor@marquee.test', 'editor-demo-2026')
    const editor = createPlatformClient(embedded.transport, { accessToken: () => pair.authorisationToken, refresh: async () => undefined })
    const at = (path: string) => new Request(`http://marquee.test${path}`)
    expect(previewLocale(at('/_admin/composed-page-preview?id=home&locale=pt'), 'en')).toBe('pt')
    expect(previewLocale(at('/es/_admin/composed-page-preview?id=home'), 'es')).toBe('es')
    expect(previewLocale(at('/_admin/composed-page-preview?id=home&locale=fr'), 'en')).toBe('en')
    const draft = await loadComposedPage({
      kind: 'section',
      id: 'sport',
      platform: editor,
      searchParams: new URLSearchParams(),
      preview: true,
      awaitAll: true,
      locale: 'pt',
    })
    expect(draft.title).toBe('Desporto')
    expect(blockById<HeroBlock>(draft.blocks, 'sport-hero').tagline).toBe('Em direto · Court central')
  })
})
