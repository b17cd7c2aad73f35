/**
 * GET /media/hls/{vod|live}/{itemId}/{token}/{file}: the HLS files of a signed scope.
 * Only a valid, unexpired token for this prefix *and this viewer* opens it (403 otherwise);
 * the viewer is the subject of the request's Bearer token (the web server adds the session's),
 * or "anonymous". On-demand files come from the clip on disk; a live scope answers playlists
 * made for the clock (live.ts) and 404 NOT_LIVE while the event is not on air.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { jwtVerify } from 'jose'
import { errorResponse, type AppEnv } from '../http.ts'
import type { Clip } from './clips.ts'
import { DEFAULT_DVR_WINDOW_SECONDS, liveMasterPlaylist, liveMediaPlaylist } from './live.ts'
import { liveAnchor, liveState } from './service.ts'
import { ANONYMOUS_VIEWER, MEDIA_URL_SECONDS, type MediaSigner } from './signing.ts'
import type { Playable, PlaybackStore } from './store.ts'

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/
/** Every file a clip has; anything else (and any traversal) is simply not found. */
const FILE =
  /^(master\.m3u8|(v360|v180|audio-en|audio-es)\/(index\.m3u8|init\.mp4|seg-\d{3}\.m4s)|subs\/(en|es)\.(vtt|m3u8)|thumbs\/(thumbnails\.vtt|t-\d{3}\.jpg))$/

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
}

export function hlsMediaRoutes(deps: {
  store: Pick<PlaybackStore, 'findPlayable'>
  signer: MediaSigner
  clips: Map<string, Clip>
  secret: string
  now: () => Date
  dvrWindowSeconds?: number
}) {
  const app = new Hono<AppEnv>()
  const jwtKey = new TextEncoder().encode(deps.secret)

  /**
   * Who asks: the subject of a correctly signed access token. A token that expired less than a
   * URL lifetime ago still names its viewer (playback outlives the 15-minute access token; the
   * URL's own expiry bounds it). A malformed or forged token names nobody.
   */
  async function viewerOf(c: Context): Promise<string | null> {
    const header = c.req.header('authorization')
    if (!header) return ANONYMOUS_VIEWER
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!token) return null
    try {
      const { payload } = await jwtVerify(token, jwtKey, {
        algorithms: ['HS256'],
        currentDate: deps.now(),
        clockTolerance: MEDIA_URL_SECONDS,
      })
      return typeof payload.sub === 'string' ? payload.sub : null
    } catch {
      return null
    }
  }

  // a short per-process memo: a player asks for a segment every two seconds per track
  const playables = new Map<string, { at: number; value: Playable | undefined }>()
  async function playable(kind: 'vod' | 'live', id: string): Promise<Playable | undefined> {
    const key = `${kind}:${id}`
    const hit = playables.get(key)
    const t = Date.now()
    if (hit && t - hit.at < 5_000) return hit.value
    const value = await deps.store.findPlayable(kind === 'vod' ? 'video' : 'event', id)
    if (playables.size > 1000) playables.clear()
    playables.set(key, { at: t, value })
    return value
  }

  const forbidden = (c: Context) => errorResponse(c, 403, 'FORBIDDEN_MEDIA', 'This media link is not valid for you.')
  const notFound = (c: Context) => errorResponse(c, 404, 'NOT_FOUND', 'No such media.')

  app.get('/:kind/:id/:token/*', async (c) => {
    const { kind, id, token } = c.req.param()
    if ((kind !== 'vod' && kind !== 'live') || !ID.test(id)) return notFound(c)
    const viewer = await viewerOf(c)
    const at = deps.now()
    if (!viewer || !deps.signer.verify(`/media/hls/${kind}/${id}/`, viewer, token, at)) return forbidden(c)

    const prefix = `/media/hls/${kind}/${id}/${token}/`
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return notFound(c)
    }
    const file = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
    if (!FILE.test(file)) return notFound(c)

    const item = await playable(kind, id)
    const clip = item?.media?.onlinePlayback ? deps.clips.get(item.media.clip) : undefined
    if (!item || !clip || (kind === 'vod') !== (item.kind === 'VOD')) return notFound(c)

    const headers = (type: string, cache: string) => ({ 'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' })
    if (kind === 'live') {
      // a stream 404 means "not live": before the start, after the end
      if (liveState(item, at) !== 'LIVE') return errorResponse(c, 404, 'NOT_LIVE', 'This event is not live.')
      if (file === 'master.m3u8') return c.body(liveMasterPlaylist(clip), 200, headers(TYPES['.m3u8']!, 'private, no-store'))
      const playlist = /^([a-z0-9-]+)\/index\.m3u8$/.exec(file)
      if (playlist) {
        const dvrWindowSeconds = deps.dvrWindowSeconds ?? DEFAULT_DVR_WINDOW_SECONDS
        const anchor = liveAnchor(item, {
          loopSeconds: clip.segments * clip.segmentDuration,
          tokenExpiresUnix: Number(token.split('.')[0]),
          dvrWindowSeconds,
        })
        const body = liveMediaPlaylist(clip, playlist[1]!, anchor, at, dvrWindowSeconds)
        return body ? c.body(body, 200, headers(TYPES['.m3u8']!, 'private, no-store')) : notFound(c)
      }
      if (file.startsWith('subs/')) return notFound(c)
    }

    // a premiere's files open at its scheduled time
    if (item.premiereStart && at < item.premiereStart) return errorResponse(c, 404, 'NOT_LIVE', 'This premiere has not started yet.')

    let body: Buffer
    try {
      body = await readFile(path.join(clip.dir, file))
    } catch {
      return notFound(c)
    }
    const ext = path.extname(file)
    // signed per viewer: browsers may keep them, shared caches may not
    return c.body(
      new Uint8Array(body),
      200,
      headers(
        TYPES[ext] ?? 'application/octet-stream',
        ext === '.m3u8' || ext === '.vtt' ? 'private, max-age=60' : 'private, max-age=3600',
      ),
    )
  })

  app.all('*', (c) => forbidden(c))
  return app
}
