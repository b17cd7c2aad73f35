/**
 * The player's imperative API, for the partner bridge (bridge.ts) and multi-view: play, pause,
 * seek, pick an audio or subtitle language by name, and read what is playing.
 */
import { useEffect, type MutableRefObject, type RefObject } from 'react'
import type { Engine } from './engine.ts'
import { pickAudio, pickSubtitle } from './preferences.ts'

export interface PlayerApi {
  video: HTMLVideoElement | null
  status(): 'loading' | 'ready' | 'failed'
  play(): Promise<void>
  pause(): void
  seek(position: number): void
  selectAudioLanguage(language: string): boolean
  selectSubtitleLanguage(language: string): boolean
  audioLanguage(): string | null
  subtitleLanguage(): string | null
}

interface PlayerParts {
  videoRef: RefObject<HTMLVideoElement | null>
  engineRef: RefObject<Engine | null>
  statusRef: MutableRefObject<'countdown' | 'loading' | 'ready' | 'failed'>
  play: () => Promise<void>
  pause: () => void
  selectAudio: (index: number) => void
  selectSubtitle: (index: number) => void
}

/** Hands `apiRef` the API of this player while it is mounted, and null when it goes. */
export function usePlayerApi(apiRef: ((api: PlayerApi | null) => void) | undefined, parts: PlayerParts): void {
  const { videoRef, engineRef, statusRef, play, pause, selectAudio, selectSubtitle } = parts
  useEffect(() => {
    if (!apiRef) return
    apiRef({
      get video() {
        return videoRef.current
      },
      status: () => (statusRef.current === 'countdown' ? 'loading' : statusRef.current),
      play,
      pause,
      seek: (position) => {
        const video = videoRef.current
        if (video) video.currentTime = position
      },
      selectAudioLanguage: (language) => {
        const i = pickAudio(engineRef.current?.audioTracks() ?? [], language)
        if (i === -1) return false
        selectAudio(i)
        return true
      },
      selectSubtitleLanguage: (language) => {
        if (language === 'off') {
          selectSubtitle(-1)
          return true
        }
        const i = pickSubtitle(engineRef.current?.subtitleTracks() ?? [], language)
        if (i === -1) return false
        selectSubtitle(i)
        return true
      },
      audioLanguage: () => {
        const e = engineRef.current
        return e ? (e.audioTracks()[e.audioTrack()]?.language ?? null) : null
      },
      subtitleLanguage: () => {
        const e = engineRef.current
        return e ? (e.subtitleTracks()[e.subtitleTrack()]?.language ?? null) : null
      },
    })
    return () => apiRef(null)
  }, [apiRef, videoRef, engineRef, statusRef, play, pause, selectAudio, selectSubtitle])
}
