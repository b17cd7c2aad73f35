import { describe, expect, it } from 'vitest'
import { favouritesStrings } from '#app/favourites/strings.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { pageTitle } from './page-title.ts'

describe('pageTitle', () => {
  it("is in the language of the page's address", () => {
    expect(pageTitle('/favourites', favouritesStrings, 'favourites.title')).toBe('Favourites · Marquee')
    expect(pageTitle('/es/favoritos', favouritesStrings, 'favourites.title')).toBe('Favoritos · Marquee')
    expect(pageTitle('/pt/presente/abc', giftStrings, 'gift.detailTitle')).toBe('O seu presente · Marquee')
  })

  it('puts a name before it and fills placeholders', () => {
    expect(pageTitle('/es/buscar', giftStrings, 'gift.toRecipient', { before: 'ferry', values: { email: 'a@b.test' } })).toBe(
      'ferry · Para a@b.test · Marquee',
    )
  })
})
