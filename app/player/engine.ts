/**
 * The streaming engine under the player: hls.js where Media Source Extensions exist (checked
 * with Hls.isSupported() first), the browser's native HLS otherwise (Safari, iOS). hls.js is
 * imported dynamically, so only pages that actually start a video download it.
 */

export interface EngineTrack {
  id: number
  language: string
  label: string
}

export interface EngineLevel {
  id: number
  height: number
  bitrate: number
}

export interface EngineHandlers {
  /** Tracks, levels or the selection changed. */
  onTracks(): void
  /** A fatal error: `notLive` when the stream answered 404 (spec: "A 404 on a stream means the video is not live"). */
  onFatal(kind: 'notLive' | 'network' | 'media'): void
}

export interface Engine {
  readonly kind: 'hls.js' | 'native'
  audioTracks(): EngineTrack[]
  audioTrack(): number
  setAudioTrack(id: number): void
  subtitleTracks(): EngineTrack[]
  subtitleTrack(): number
  setSubtitleTrack(id: number): void
  levels(): EngineLevel[]
  /** -1: automatic */
  level(): number
  setLevel(id: number): void
  /** The live edge, or null for on-demand. */
  liveEdge(): number | null
  /** Wall-clock date of the current position (EXT-X-PROGRAM-DATE-TIME), when the stream has one. */
  playingDate(): Date | null
  destroy(): void
}

let hlsModule: Promise<typeof import('hls.js')> | null = null
/** Start downloading hls.js ahead of a likely play (hover, focus, idle on a player page). */
export function preloadEngine(): Promise<typeof import('hls.js')> {
  hlsModule ??= import('hls.js')
  return hlsModule
}

export async function attachEngine(
  video: HTMLVideoElement,
  url: string,
  handlers: EngineHandlers,
  opts: { small?: boolean } = {},
): Promise<Engine> {
  const { default: Hls } = await preloadEngine()
  if (Hls.isSupported()) {
    const hls = new Hls({
      enableWorker: true,
      lowLatencyMode: false,
      backBufferLength: 30,
      renderTextTracksNatively: true,
      // Tiles of a multi-view: start low and never fetch more pixels than the tile shows.
      ...(opts.small ? { capLevelToPlayerSize: true, startLevel: 0 } : {}),
    })
    const changed = () => handlers.onTracks()
    for (const event of [
      Hls.Events.MANIFEST_PARSED,
      Hls.Events.AUDIO_TRACKS_UPDATED,
      Hls.Events.AUDIO_TRACK_SWITCHED,
      Hls.Events.SUBTITLE_TRACKS_UPDATED,
      Hls.Events.SUBTITLE_TRACK_SWITCH,
      Hls.Events.LEVEL_SWITCHED,
    ] as const) {
      hls.on(event, changed)
    }
    let mediaRecoveries = 0
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return
      const code = (data.response as { code?: number } | undefined)?.code
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
        handlers.onFatal(code === 404 ? 'notLive' : 'network')
        return
      }
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
        mediaRecoveries += 1
        hls.recoverMediaError()
        return
      }
      handlers.onFatal('media')
    })
    hls.loadSource(url)
    hls.attachMedia(video)
    const lang = (t: { lang?: string; name: string }) => t.lang ?? ''
    return {
      kind: 'hls.js',
      audioTracks: () => hls.audioTracks.map((t, id) => ({ id, language: lang(t), label: t.name })),
      audioTrack: () => hls.audioTrack,
      setAudioTrack: (id) => {
        hls.audioTrack = id
      },
      subtitleTracks: () => hls.subtitleTracks.map((t, id) => ({ id, language: lang(t), label: t.name })),
      subtitleTrack: () => hls.subtitleTrack,
      setSubtitleTrack: (id) => {
        hls.subtitleDisplay = id !== -1
        hls.subtitleTrack = id
      },
      levels: () => hls.levels.map((l, id) => ({ id, height: l.height, bitrate: l.bitrate })),
      level: () => (hls.autoLevelEnabled ? -1 : hls.currentLevel),
      setLevel: (id) => {
        hls.currentLevel = id
      },
      liveEdge: () => (hls.levels[hls.currentLevel === -1 ? 0 : hls.currentLevel]?.details?.live ? hls.liveSyncPosition : null),
      playingDate: () => hls.playingDate,
      destroy: () => hls.destroy(),
    }
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) return nativeEngine(video, url, handlers)
  handlers.onFatal('media')
  return nativeEngine(video, '', handlers)
}

/** Safari's own HLS: tracks come from the video element. */
function nativeEngine(video: HTMLVideoElement, url: string, handlers: EngineHandlers): Engine {
  type AudioTrackList = ArrayLike<{ enabled: boolean; language: string; label: string }> & EventTarget
  const audio = () => (video as HTMLVideoElement & { audioTracks?: AudioTrackList }).audioTracks
  const texts = () => Array.from(video.textTracks).filter((t) => t.kind === 'subtitles' || t.kind === 'captions')
  const changed = () => handlers.onTracks()
  video.textTracks.addEventListener('addtrack', changed)
  audio()?.addEventListener('addtrack', changed)
  const onError = () => handlers.onFatal('network')
  video.addEventListener('error', onError)
  if (url) video.src = url
  return {
    kind: 'native',
    audioTracks: () => Array.from(audio() ?? []).map((t, id) => ({ id, language: t.language, label: t.label })),
    audioTrack: () => Array.from(audio() ?? []).findIndex((t) => t.enabled),
    setAudioTrack: (id) => {
      Array.from(audio() ?? []).forEach((t, i) => (t.enabled = i === id))
      changed()
    },
    subtitleTracks: () => texts().map((t, id) => ({ id, language: t.language, label: t.label })),
    subtitleTrack: () => texts().findIndex((t) => t.mode === 'showing'),
    setSubtitleTrack: (id) => {
      texts().forEach((t, i) => (t.mode = i === id ? 'showing' : 'disabled'))
      changed()
    },
    levels: () => [],
    level: () => -1,
    setLevel: () => {},
    liveEdge: () => (video.duration === Infinity && video.seekable.length ? video.seekable.end(video.seekable.length - 1) : null),
    playingDate: () => {
      const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.()
      return start && !Number.isNaN(start.getTime()) ? new Date(start.getTime() + video.currentTime * 1000) : null
    },
    destroy: () => {
      video.textTracks.removeEventListener('addtrack', changed)
      video.removeEventListener('error', onError)
      video.removeAttribute('src')
      video.load()
    },
  }
}
