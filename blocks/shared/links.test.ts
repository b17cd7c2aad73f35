import { describe, expect, it } from 'vitest'
import { contentPath, isExternal, slugify, withSearchParams } from './links.ts'

describe('slugify', () => {
  it('lowercases and turns spaces and dots into hyphens', () => {
    expect(slugify('The Final Round')).toBe('the-final-round')
    expect(slugify('U.F.C. 300')).toBe('u-f-c-300')
  })
  it('removes other punctuation and collapses repeated hyphens', () => {
    expect(slugify("Champions' League: Night -- One!")).toBe('champions-league-night-one')
    expect(slugify('A  .  B')).toBe('a-b')
  })
  it('keeps accented letters', () => {
    expect(slugify('Año Nuevo')).toBe('año-nuevo')
  })
  it('gives an empty slug for a title of punctuation only', () => {
    expect(slugify('?!…')).toBe('')
    expect(slugify('')).toBe('')
  })
})

describe('contentPath', () => {
  const item = (type: Parameters<typeof contentPath>[0]['type'], title = 'Big Fight Night') => ({ id: '42', type, title })

  it('links each content type to its view', () => {
    expect(contentPath(item('VOD'))).toBe('/video/42/big-fight-night')
    expect(contentPath(item('LIVE'))).toBe('/live/42/big-fight-night')
    expect(contentPath(item('EPG'))).toBe('/live/42/big-fight-night')
    expect(contentPath(item('VOD_PLAYLIST'))).toBe('/playlist/42/big-fight-night')
    expect(contentPath(item('SERIES'))).toBe('/series/42/big-fight-night')
    expect(contentPath(item('SEASON'))).toBe('/season/42/big-fight-night')
    expect(contentPath(item('SECTION_LINK'))).toBe('/section/42')
  })
  it('has no slug segment when the title gives none', () => {
    expect(contentPath(item('VOD', '!!!'))).toBe('/video/42')
  })
  it('passes the path through the locale function', () => {
    expect(contentPath(item('VOD'), (p) => `/es${p}`)).toBe('/es/video/42/big-fight-night')
  })
  it('encodes ids that are not URL-safe', () => {
    expect(contentPath({ id: 'a/b', type: 'VOD', title: 'X' })).toBe('/video/a%2Fb/x')
  })
})

describe('withSearchParams', () => {
  it('sets and removes parameters and keeps the others', () => {
    const url = withSearchParams({ pathname: '/home', search: '?row.a=1&prev.b=2' }, { 'row.b': 'c9', 'prev.b': null }, 'row-b')
    expect(url).toBe('/home?row.a=1&row.b=c9#row-b')
  })
  it('drops the question mark when nothing is left', () => {
    expect(withSearchParams({ pathname: '/', search: '?row.a=1' }, { 'row.a': null })).toBe('/')
  })
  it('leaves out removed parameters and writes no question mark when none is set', () => {
    expect(withSearchParams({ pathname: '/home', search: '' }, { 'row.a': null })).toBe('/home')
    expect(withSearchParams({ pathname: '/home', search: '' }, { 'row.a': 'c 1', 'prev.a': '' }, 'a')).toBe('/home?row.a=c+1&prev.a=#a')
  })
})

describe('isExternal', () => {
  it('tells absolute links from same-origin paths', () => {
    expect(isExternal('https://example.org/x')).toBe(true)
    expect(isExternal('//example.org')).toBe(true)
    expect(isExternal('/video/1')).toBe(false)
  })
})
