/**
 * Signed media URLs. A token covers one path prefix (`/media/hls/<scope>/`), one viewer and one
 * expiry: `<expiresUnix>.<base64url HMAC-SHA256(key, prefix \n viewer \n expiresUnix)>`. It sits in
 * the path (`/media/hls/<scope>/<token>/master.m3u8`), so every relative URI inside the
 * playlists keeps it and nothing has to be rewritten. The viewer is not in the URL: the media
 * route recomputes the MAC for whoever is asking, so another viewer's URL does not verify.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Four hours: a film and its pauses; the player asks for a fresh manifest after that. */
export const MEDIA_URL_SECONDS = 4 * 60 * 60
export const ANONYMOUS_VIEWER = 'anonymous'

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

export interface MediaSigner {
  /** A token for `prefix` (e.g. `/media/hls/vod/item-1/`), valid until `expires`. */
  sign(prefix: string, viewer: string, expires: Date): string
  /** True only for an untampered token of this prefix and viewer that has not expired at `at`. */
  verify(prefix: string, viewer: string, token: string, at: Date): boolean
}

export function createMediaSigner(secret: string): MediaSigner {
  // a key of its own, derived from the platform secret, so a media MAC is never a JWT signature
  const key = createHash('sha256').update(`marquee:media-url:v1\n${secret}`).digest()
  const mac = (prefix: string, viewer: string, expiresUnix: number) =>
    createHmac('sha256', key).update(`${prefix}\n${viewer}\n${expiresUnix}`).digest()

  return {
    sign(prefix, viewer, expires) {
      const expiresUnix = Math.floor(expires.getTime() / 1000)
      return `${expiresUnix}.${mac(prefix, viewer, expiresUnix).toString('base64url')}`
    },
    verify(prefix, viewer, token, at) {
      const match = TOKEN.exec(token)
      if (!match) return false
      const expiresUnix = Number(match[1])
      const given = Buffer.from(match[2]!, 'base64url')
      const expected = mac(prefix, viewer, expiresUnix)
      // compare first (constant time), then the clock, so timing says nothing about the MAC
      const ok = given.length === expected.length && timingSafeEqual(given, expected)
      return ok && at.getTime() < expiresUnix * 1000
    },
  }
}
