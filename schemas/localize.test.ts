import { describe, expect, it } from 'vitest'
import { defaultLocaleOf, localizeBlock, localizeDocument, localizedFields, resolveText } from './localize.ts'
import { cmsValidators } from './validate.ts'

const v = cmsValidators()
const trending = { en: 'Trending now', es: 'Tendencias', pt: 'Em alta' }

describe('resolveText', () => {
  it('keeps a plain string for every locale', () => {
    expect(resolveText('Trending now', 'es', 'en')).toBe('Trending now')
  })

  it('picks the value of the locale', () => {
    expect(resolveText(trending, 'es', 'en')).toBe('Tendencias')
    expect(resolveText(trending, 'pt', 'en')).toBe('Em alta')
  })

  it("falls back to the realm's default locale, then English, then any value", () => {
    expect(resolveText({ en: 'Watch now', pt: 'Assistir agora' }, 'es', 'pt')).toBe('Assistir agora')
    expect(resolveText({ en: 'Watch now', pt: 'Assistir agora' }, 'es', 'es')).toBe('Watch now')
    expect(resolveText({ pt: 'Assistir agora' }, 'es', 'en')).toBe('Assistir agora')
    expect(resolveText({ es: 'Ver ahora' }, 'en')).toBe('Ver ahora')
  })

  it('leaves an absent field absent', () => {
    expect(resolveText(undefined, 'es', 'en')).toBeUndefined()
  })

  it('reads the default locale from realm settings, English when unnamed', () => {
    expect(defaultLocaleOf({ defaultLocale: 'pt' })).toBe('pt')
    expect(defaultLocaleOf({})).toBe('en')
    expect(defaultLocaleOf(null)).toBe('en')
    expect(defaultLocaleOf({ defaultLocale: 'fr' })).toBe('en')
  })
})

const page = {
  id: 'home',
  title: { en: 'Home', es: 'Inicio', pt: 'Início' },
  description: 'Marquee',
  blocks: [
    {
      type: 'hero',
      id: 'h',
      title: 'Harbour City Derby',
      tagline: { en: 'Live now', es: 'En directo', pt: 'Ao vivo' },
      primaryButton: { ctaText: { en: 'Watch now', es: 'Ver ahora' }, link: '/live/x/x' },
      background: { imageUrl: '/a.svg', gradients: { top: true } },
    },
    {
      type: 'bucket',
      id: 'b',
      bucketId: 'trending',
      rowTypeData: { rowType: 'basic', title: trending, primaryCta: { ctaText: { en: 'View all', es: 'Ver todo' }, link: '/browse' } },
    },
    { type: 'buttons', id: 'k', buttons: [{ action: 'share', label: { en: 'Share', es: 'Compartir' } }] },
    { type: 'plugin', id: 'p', pluginId: 'match-centre', title: { en: 'Match centre', es: 'Centro de partidos' } },
  ],
}

describe('localised text fields in the schemas', () => {
  it('accepts a plain string and a map of locale to text', () => {
    expect(v.document('page', page)).toEqual({ ok: true })
    expect(
      v.document('menu', {
        id: 'web-top',
        platform: 'web',
        layout: 'TOP',
        items: [{ id: 'a', title: { es: 'Inicio' }, type: 'VIEW', data: { view: 'HOME' } }],
      }),
    ).toEqual({ ok: true })
    expect(
      v.document('plugin', { id: 'x', title: { pt: 'Ajuda' }, description: 'Help', mode: 'external', url: 'https://example.com' }),
    ).toEqual({ ok: true })
  })

  it('refuses an unknown locale, an empty value, an empty map and a non-text, with pointers', () => {
    const hero = (fields: object) => v.block({ type: 'hero', id: 'h', title: 'x', ...fields })
    expect(hero({ tagline: { fr: 'En direct' } })).toEqual({
      ok: false,
      errors: [{ pointer: '/tagline/fr', message: 'is not an allowed property', keyword: 'additionalProperties' }],
    })
    expect(hero({ tagline: { en: 'Live', es: '' } })).toMatchObject({
      ok: false,
      errors: [{ pointer: '/tagline/es', keyword: 'minLength' }],
    })
    expect(hero({ tagline: {} })).toMatchObject({ ok: false, errors: [{ pointer: '/tagline', keyword: 'minProperties' }] })
    expect(hero({ tagline: 42 })).toMatchObject({ ok: false, errors: [{ pointer: '/tagline', keyword: 'type' }] })
    expect(hero({ tagline: { en: ['Live'] } })).toMatchObject({ ok: false, errors: [{ pointer: '/tagline/en', keyword: 'type' }] })
  })

  it('keeps the length limits of the plain field for every value', () => {
    const long = 'x'.repeat(41)
    const hero = (tagline: unknown) => v.block({ type: 'hero', id: 'h', title: 'x', tagline })
    expect(hero(long)).toMatchObject({ ok: false, errors: [{ pointer: '/tagline', keyword: 'maxLength' }] })
    expect(hero({ en: 'ok', pt: long })).toMatchObject({ ok: false, errors: [{ pointer: '/tagline/pt', keyword: 'maxLength' }] })
    expect(hero('x'.repeat(40))).toEqual({ ok: true })
    // A title, a button text and a menu title are never empty, in either shape.
    expect(v.block({ type: 'hero', id: 'h', title: '' })).toMatchObject({ ok: false, errors: [{ pointer: '/title' }] })
    const cta = v.block({ type: 'hero', id: 'h', title: 'x', primaryButton: { ctaText: { es: '' }, link: '/' } })
    expect(cta).toMatchObject({ ok: false, errors: [{ pointer: '/primaryButton/ctaText/es', keyword: 'minLength' }] })
  })
})

describe('localizeDocument', () => {
  it('replaces every localised field of a page by the text of the locale, and nothing else', () => {
    const es = localizeDocument('page', page, 'es', 'en')
    expect(es.title).toBe('Inicio')
    expect(es.blocks[0]).toEqual({
      type: 'hero',
      id: 'h',
      title: 'Harbour City Derby',
      tagline: 'En directo',
      primaryButton: { ctaText: 'Ver ahora', link: '/live/x/x' },
      background: { imageUrl: '/a.svg', gradients: { top: true } },
    })
    expect(es.blocks[1]!.rowTypeData).toMatchObject({ title: 'Tendencias', primaryCta: { ctaText: 'Ver todo' } })
    expect(es.blocks[2]!.buttons![0]!.label).toBe('Compartir')
    expect(es.blocks[3]!.title).toBe('Centro de partidos')
    // pt has no value for the button: the default locale's
    expect(localizeDocument('page', page, 'pt', 'en').blocks[0]!.primaryButton!.ctaText).toBe('Watch now')
    // the stored document is not changed
    expect(page.blocks[1]!.rowTypeData!.title).toBe(trending)
  })

  it('resolves a menu, and a block on its own', () => {
    const menu = {
      id: 'm',
      platform: 'web',
      layout: 'TOP',
      items: [{ id: 'a', title: { en: 'Browse', es: 'Explorar' }, type: 'VIEW', data: { view: 'BROWSE' } }],
    }
    expect(localizeDocument('menu', menu, 'es').items[0]!.title).toBe('Explorar')
    expect(localizeBlock(page.blocks[1]!, 'pt', 'en').rowTypeData!.title).toBe('Em alta')
  })

  it('leaves labels documents, whose keys are not localised fields, alone', () => {
    const labels = { id: 'es', locale: 'es', strings: { en: 'Inglés' } }
    expect(localizeDocument('labels', labels, 'es')).toEqual(labels)
  })

  it('lists the localised fields of a document by pointer', () => {
    expect(localizedFields('page', page).map((f) => f.pointer)).toEqual([
      '/title',
      '/description',
      '/blocks/0/title',
      '/blocks/0/tagline',
      '/blocks/0/primaryButton/ctaText',
      '/blocks/1/rowTypeData/title',
      '/blocks/1/rowTypeData/primaryCta/ctaText',
      '/blocks/2/buttons/0/label',
      '/blocks/3/title',
    ])
  })
})
