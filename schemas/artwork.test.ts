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
})
