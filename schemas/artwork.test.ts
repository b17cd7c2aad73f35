import { describe, expect, it } from 'vitest'
import { artworkSrcSet } from './artwork.ts'

describe('artworkSrcSet', () => {
  it("names the platform artwork's WebP variants at the widths asked for", () => {
    expect(artworkSrcSet('/media/artwork/the-salt-road-thumb.svg', [320, 640])).toBe(
      '/media/artwork/the-salt-road-thumb.w320.webp 320w, /media/artwork/the-salt-road-thumb.w640.webp 640w',
    )
  })

  it('offers nothing for any other image, which is shown as it is', () => {
    for (const src of [
      'https://images.example.com/media/artwork/poster.svg',
      '//cdn.example.com/media/artwork/poster.svg',
      '/media/artwork/poster.png',
      '/media/artwork/poster.w320.webp',
      '/media/artwork/sub/poster.svg',
      '/media/artwork/Poster.svg',
      '/build/poster.svg',
      '',
    ])
      expect(artworkSrcSet(src, [320, 640]), src).toBeUndefined()
  })

  it('answers each list of widths with its own variants, however often and in whatever order it is asked', () => {
    const landscape = [320, 640] as const
    const poster = [240, 480] as const
    for (let round = 0; round < 3; round++) {
      expect(artworkSrcSet('/media/artwork/a.svg', poster)).toBe('/media/artwork/a.w240.webp 240w, /media/artwork/a.w480.webp 480w')
      expect(artworkSrcSet('/media/artwork/a.svg', landscape)).toBe('/media/artwork/a.w320.webp 320w, /media/artwork/a.w640.webp 640w')
      expect(artworkSrcSet('/media/artwork/a.png', landscape)).toBeUndefined()
    }
  })

  it('stays right past the number of answers it remembers', () => {
    const widths = [160] as const
    for (let i = 0; i < 12_000; i++) expect(artworkSrcSet(`/media/artwork/n${i}.svg`, widths)).toBe(`/media/artwork/n${i}.w160.webp 160w`)
  })
})
