import { describe, expect, it } from 'vitest'
import { frameAncestors } from './embed.server.ts'

describe('embed framing', () => {
  it('lets only the partner origins frame the player', () => {
    expect(frameAncestors(['https://partner.example/', 'http://127.0.0.1:4000', 'https://partner.example'])).toBe(
      'frame-ancestors https://partner.example http://127.0.0.1:4000',
    )
  })
  it('refuses every frame when no partner is configured or the entries are not origins', () => {
    expect(frameAncestors([])).toBe("frame-ancestors 'none'")
    expect(frameAncestors(['javascript:alert(1)'])).toBe("frame-ancestors 'none'")
  })
})
