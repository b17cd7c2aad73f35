import { describe, expect, it } from 'vitest'
import { cmsValidators } from './validate.ts'

const v = cmsValidators()

describe('CMS validators', () => {
  it('accepts a minimal valid page', () => {
    expect(v.document('page', { id: 'home', title: 'Home', blocks: [] })).toEqual({ ok: true })
  })

  it('points at each wrong field with a JSON pointer', () => {
    const result = v.document('page', {
      id: 'home',
      title: 'Home',
      blocks: [
        { type: 'hero', id: 'h1', title: 'Hi' },
        { type: 'bucket', id: 'b1', bucketId: 'x', rowTypeData: { rowType: 'wide', rowCount: 3 } },
        { type: 'carousel3d', id: 'z' },
      ],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const pointers = result.errors.map((e) => e.pointer)
    expect(pointers).toEqual(['/blocks/1/rowTypeData/rowType', '/blocks/1/rowTypeData/rowCount', '/blocks/2/type'])
    expect(result.errors[2]!.message).toMatch(/unknown block type/)
  })

  it('names a missing required property in the pointer', () => {
    const result = v.block({ type: 'bucket', id: 'b1', rowTypeData: { rowType: 'basic' } })
    expect(result).toEqual({ ok: false, errors: [{ pointer: '/bucketId', message: 'is required', keyword: 'required' }] })
  })

  it('requires a hero title unless there is a title image', () => {
    expect(v.block({ type: 'hero', id: 'h' }).ok).toBe(false)
    expect(v.block({ type: 'hero', id: 'h', titleImage: '/media/artwork/x.svg' }).ok).toBe(true)
  })

  it('checks menu items by their type', () => {
    const result = v.document('menu', {
      id: 'web-top',
      platform: 'web',
      layout: 'TOP',
      items: [{ id: 'a', title: 'A', type: 'SECTION', data: {} }],
    })
    expect(result).toMatchObject({ ok: false, errors: [{ pointer: '/items/0/data/id' }] })
  })

  it('refuses links that are neither same-origin paths nor https', () => {
    const result = v.block({ type: 'hero', id: 'h', title: 'x', primaryButton: { ctaText: 'Go', link: 'javascript:alert(1)' } })
    expect(result).toMatchObject({ ok: false, errors: [{ pointer: '/primaryButton/link' }] })
  })

  it('refuses paths a browser reads as another host (//host, /\\host), and takes same-origin paths and https', () => {
    const plugin = (url: string) => v.document('plugin', { id: 'p', title: 'P', mode: 'iframe', url })
    for (const url of ['//evil.example/x', '/\\evil.example/x', 'http://evil.example/x'])
      expect(plugin(url), url).toMatchObject({ ok: false, errors: [{ pointer: '/url' }] })
    for (const url of ['/plugins/match-centre.html', '/', 'https://shop.example.org/']) expect(plugin(url), url).toEqual({ ok: true })
    const hero = (titleImage: string) => v.block({ type: 'hero', id: 'h', titleImage })
    expect(hero('//evil.example/logo.svg').ok).toBe(false)
    expect(hero('/media/artwork/x.svg').ok).toBe(true)
  })

  it('refuses a label that is empty or only spaces, by its key, and takes one padded with spaces', () => {
    const labels = (strings: Record<string, string>) => v.document('labels', { id: 'es', locale: 'es', strings })
    expect(labels({ 'nav.signIn': 'Entrar', 'nav.more': '', 'menu.home': ' \t\n\u00a0' })).toEqual({
      ok: false,
      errors: [
        { pointer: '/strings/nav.more', keyword: 'pattern', message: 'must not be empty or only spaces' },
        { pointer: '/strings/menu.home', keyword: 'pattern', message: 'must not be empty or only spaces' },
      ],
    })
    expect(labels({ 'nav.signIn': ' Entrar ', 'nav.more': '…' })).toEqual({ ok: true })
  })
})
