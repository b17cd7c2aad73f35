import { describe, expect, it } from 'vitest'
import { asPath, clientAddressOf, playbackParams } from './playback.server.ts'
import { withAutoplay } from './PlayerHost.tsx'

describe('playback on the server', () => {
  it('serves embedded stream URLs as same-origin paths', () => {
    expect(asPath('http://embedded/media/hls/vod/x/1.abc/master.m3u8')).toBe('/media/hls/vod/x/1.abc/master.m3u8')
    expect(asPath('/media/hls/vod/x/1.abc/master.m3u8')).toBe('/media/hls/vod/x/1.abc/master.m3u8')
  })
  it('reads the viewer address the server put first in X-Forwarded-For', () => {
    expect(clientAddressOf(new Request('http://x/', { headers: { 'x-forwarded-for': '198.51.100.10, 10.0.0.1' } }))).toBe('198.51.100.10')
    expect(clientAddressOf(new Request('http://x/'))).toBeNull()
  })
  it('accepts only vod or live and well-formed ids', () => {
    expect(playbackParams.safeParse({ kind: 'vod', id: 'winter-orchard' }).success).toBe(true)
    expect(playbackParams.safeParse({ kind: 'epg', id: 'x' }).success).toBe(false)
    expect(playbackParams.safeParse({ kind: 'live', id: '../x' }).success).toBe(false)
  })
  it('marks a next-item link to start at once, keeping its query', () => {
    expect(withAutoplay('/video/b?playlistId=p')).toBe('/video/b?playlistId=p&autoplay=1')
  })
})
