// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { PlayerControlBar } from './PlayerControls.tsx'
import { initialPlayerState } from './state.ts'
import type { PlaybackDetails } from './types.ts'

afterEach(() => cleanup())

const playback = (live: boolean): PlaybackDetails => ({
  protocol: 'HLS',
  url: '/media/hls/vod/x/master.m3u8',
  live,
  dvr: live,
  expiresAt: '2030-01-01T00:00:00Z',
  subtitles: [],
  audioTracks: [],
  skipMarkers: [],
  watermark: null,
  annotations: null,
})

/** The control bar at `position` seconds, in the page's language. */
function renderBar(locale: Locale, position: number, range: { start: number; end: number; live: number | null }, onSeek = vi.fn()) {
  render(
    <TranslationsProvider i18n={createI18n(locale, {})}>
      <PlayerControlBar
        playback={playback(range.live !== null)}
        compact={false}
        state={{ ...initialPlayerState(), position, duration: range.end, hasStarted: true }}
        range={range}
        tracks={{ audio: [], audioId: -1, subs: [], subId: -1, levels: [], levelId: -1 }}
        onTogglePlay={vi.fn()}
        onSeek={onSeek}
        onRestart={vi.fn()}
        onMute={vi.fn()}
        onVolume={vi.fn()}
        onStartFromBeginning={vi.fn()}
        onSelectSubtitle={vi.fn()}
        onSelectAudio={vi.fn()}
        onSelectLevel={vi.fn()}
        onToggleFullscreen={vi.fn()}
      />
    </TranslationsProvider>,
  )
}

describe('the seek bar, for a screen reader', () => {
  it('reads the position as a time of the whole, not its bare seconds', () => {
    renderBar('en', 754, { start: 0, end: 2700, live: null })
    const seek = screen.getByRole('slider', { name: 'Seek' })
    expect(seek).toHaveValue('754')
    expect(seek).toHaveAttribute('aria-valuetext', '12:34 of 45:00')
  })

  it('reads it in the page’s language', () => {
    renderBar('es', 754, { start: 0, end: 2700, live: null })
    expect(screen.getByRole('slider', { name: 'Posición de reproducción' })).toHaveAttribute('aria-valuetext', '12:34 de 45:00')
    cleanup()
    renderBar('pt', 3723, { start: 0, end: 5400, live: null })
    expect(screen.getByRole('slider', { name: 'Posição da reprodução' })).toHaveAttribute('aria-valuetext', '1:02:03 de 1:30:00')
  })

  it('on a live stream, says how far behind live it is, or that it is live', () => {
    renderBar('en', 3000, { start: 0, end: 3600, live: 3600 })
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '10:00 behind live')
    cleanup()
    renderBar('es', 3598, { start: 0, end: 3600, live: 3600 })
    expect(screen.getByRole('slider', { name: 'Posición de reproducción' })).toHaveAttribute('aria-valuetext', 'Directo')
  })

  it('still seeks from the keyboard (the thumb is built from the slider’s own state)', () => {
    const onSeek = vi.fn()
    renderBar('en', 754, { start: 0, end: 2700, live: null }, onSeek)
    const seek = screen.getByRole('slider', { name: 'Seek' })
    fireEvent.keyDown(seek, { key: 'ArrowRight' })
    fireEvent.keyUp(seek, { key: 'ArrowRight' })
    expect(onSeek).toHaveBeenLastCalledWith(755)
    fireEvent.keyDown(seek, { key: 'Home' })
    expect(onSeek).toHaveBeenLastCalledWith(0)
  })

  it('names the volume slider once ("Volume", not "Volume Volume")', () => {
    renderBar('en', 754, { start: 0, end: 2700, live: null })
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument()
  })
})
