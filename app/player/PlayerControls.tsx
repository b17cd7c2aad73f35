/**
 * The player's view: what shows over the picture (watermark, messages, countdown, spinner, skip
 * button) and the control bar (seek bar with chapter marks and preview, play, restart, volume, live
 * and DVR buttons, track menus, full screen), with the icons and the track menu they use. It draws
 * the state it is given and reports presses through callbacks; Player.tsx owns the video.
 */
import { useContext, useRef, useState, type PointerEvent, type RefObject } from 'react'
import { mergeProps } from 'react-aria/mergeProps'
import { useFocusRing } from 'react-aria/useFocusRing'
import { useSliderThumb } from 'react-aria/useSlider'
import { VisuallyHidden } from 'react-aria/VisuallyHidden'
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger, type Selection } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Slider, SliderStateContext, SliderThumb, SliderTrack, SliderTrackContext } from 'react-aria-components/Slider'
import { useSlottedContext } from 'react-aria-components/slots'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'
import type { EngineLevel, EngineTrack } from './engine.ts'
import { formatTime, seekValueText, type PlayerState } from './state.ts'
import { chapterAt, formatCountdown } from './timeline.ts'
import type { PlaybackDetails, SkipMarker } from './types.ts'
import * as s from './player.css.ts'

export const PlayIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M7 4v16l13-8z" />
  </svg>
)
export const PauseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </svg>
)
export const RestartIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 4v6h6" />
    <path d="M5 15a8 8 0 1 0 2-8.5L4 10" />
  </svg>
)
export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M4 9v6h4l5 4V5L8 9z" />
    {muted ? (
      <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" />
    ) : (
      <path d="M16 8a5 5 0 0 1 0 8" stroke="currentColor" strokeWidth="2" fill="none" />
    )}
  </svg>
)
export const FullscreenIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </svg>
)

/** A menu button choosing one of a list of tracks or levels. */
export function TrackMenu(props: {
  label: string
  items: { id: number; label: string }[]
  selected: number
  onSelect: (id: number) => void
  icon: string
  className?: string
}) {
  return (
    <MenuTrigger>
      {/* A lettered icon (CC, HD) is part of the name, so speech input can say what it shows. */}
      <Button
        className={props.className ? `${s.control} ${props.className}` : s.control}
        aria-label={/^[A-Z]+$/.test(props.icon) ? `${props.label} (${props.icon})` : props.label}
      >
        <span aria-hidden="true">{props.icon}</span>
      </Button>
      <Popover placement="top end" offset={8}>
        <Menu
          className={s.menu}
          aria-label={props.label}
          selectionMode="single"
          selectedKeys={[String(props.selected)]}
          onSelectionChange={(keys: Selection) => {
            if (keys === 'all') return
            const key = [...keys][0]
            if (key !== undefined) props.onSelect(Number(key))
          }}
        >
          {props.items.map((item) => (
            <MenuItem key={item.id} id={String(item.id)} className={s.menuItem} textValue={item.label}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

/** The stream's tracks and quality levels, with the chosen one of each (-1: off, or automatic quality). */
export interface PlayerTracks {
  audio: EngineTrack[]
  audioId: number
  subs: EngineTrack[]
  subId: number
  levels: EngineLevel[]
  levelId: number
}

export type PlayerStatus = 'countdown' | 'loading' | 'ready' | 'failed'
export type PlayerFatal = 'notLive' | 'network' | 'media'

/** What shows over the picture: the watermark, a passing message, the countdown, the spinner, a fatal error and the skip button. */
export function PlayerOverlays({
  watermark,
  toast,
  status,
  countdownLeft,
  waiting,
  fatal,
  skipMarker,
  onSeek,
  onRetry,
}: {
  watermark: string | null
  toast: string | null
  status: PlayerStatus
  countdownLeft: number
  waiting: boolean
  fatal: PlayerFatal | null
  skipMarker: SkipMarker | null
  onSeek: (position: number) => void
  /** the stream failed: offer to ask for it again */
  onRetry?: () => void
}) {
  const { t } = useT(playerStrings)
  const errorText =
    fatal === 'notLive'
      ? t('player:player.error.NOT_LIVE')
      : fatal === 'media'
        ? t('player:player.error.MEDIA')
        : fatal
          ? t('player:player.error.GENERIC')
          : null
  return (
    <>
      {watermark ? (
        <div className={s.watermark} aria-hidden="true" data-testid="watermark">
          {watermark}
        </div>
      ) : null}
      {toast ? (
        <div className={s.toast} role="status">
          {toast}
        </div>
      ) : null}
      {status === 'countdown' ? (
        <div className={s.center} role="timer" aria-label={t('player:player.countdown')}>
          <p className={s.countdown}>{t('player:player.startsIn', { time: formatCountdown(countdownLeft) })}</p>
        </div>
      ) : null}
      {(status === 'loading' || waiting) && !fatal ? (
        <div className={s.center} aria-hidden="true">
          <div className={s.spinner} />
        </div>
      ) : null}
      {status === 'loading' ? (
        <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('player:player.loading')}
        </span>
      ) : null}
      {errorText ? (
        <div className={s.center}>
          <div className={s.message} role="alert">
            <p className={s.messageText}>{errorText}</p>
            {onRetry ? (
              <Button className={s.bigPlay} onPress={onRetry}>
                {t('player:player.retry')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {skipMarker ? (
        <Button className={s.skip} onPress={() => onSeek(skipMarker.end)}>
          {skipMarker.type === 'INTRO' ? t('player:player.skipIntro') : t('player:player.skipCredits')}
        </Button>
      ) : null}
    </>
  )
}

/**
 * The seek bar's thumb: react-aria-components' SliderThumb, built from the same hooks and the
 * slider's own state and track, so that its input can say the position as text ("12:34 of
 * 45:00"). The components' thumb takes its aria-valuetext from the slider's number format only,
 * which can say "754" but not a time.
 */
function SeekThumb({ valueText }: { valueText: string }) {
  const state = useContext(SliderStateContext)!
  const trackRef = useSlottedContext(SliderTrackContext)!.ref as RefObject<HTMLDivElement | null>
  const inputRef = useRef<HTMLInputElement>(null)
  const { thumbProps, inputProps, isDragging } = useSliderThumb({ index: 0, trackRef, inputRef }, state)
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <div {...thumbProps} className={s.thumb} data-dragging={isDragging || undefined} data-focus-visible={isFocusVisible || undefined}>
      <VisuallyHidden>
        <input ref={inputRef} type="range" {...mergeProps(inputProps, focusProps)} aria-valuetext={valueText} />
      </VisuallyHidden>
    </div>
  )
}

/**
 * The control bar. The seek bar follows the pointer (its preview) and the thumb while dragged, and
 * seeks when let go; everything else is reported at once.
 */
export function PlayerControlBar({
  playback,
  compact,
  state,
  range,
  tracks,
  onTogglePlay,
  onSeek,
  onRestart,
  onMute,
  onVolume,
  onStartFromBeginning,
  onSelectSubtitle,
  onSelectAudio,
  onSelectLevel,
  onToggleFullscreen,
}: {
  playback: PlaybackDetails
  compact: boolean
  state: PlayerState
  /** the seekable range; `live` is the live edge of a live stream */
  range: { start: number; end: number; live: number | null }
  tracks: PlayerTracks
  onTogglePlay: () => void
  onSeek: (position: number) => void
  onRestart: () => void
  onMute: (muted: boolean) => void
  onVolume: (volume: number) => void
  onStartFromBeginning: () => void
  onSelectSubtitle: (id: number) => void
  onSelectAudio: (id: number) => void
  onSelectLevel: (id: number) => void
  onToggleFullscreen: () => void
}) {
  const { t } = useT(playerStrings)
  const [scrub, setScrub] = useState<number | null>(null)
  const [hover, setHover] = useState<{ fraction: number } | null>(null)
  const position = scrub ?? state.position
  const isLive = playback.live || range.live !== null
  const span = Math.max(0, range.end - range.start)
  const chapters = playback.annotations?.chapters ?? []
  const hoverPosition = hover ? range.start + span * hover.fraction : null
  const hoverChapter = hoverPosition !== null ? chapterAt(chapters, hoverPosition) : null

  const onTrackPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    setHover({ fraction: Math.min(1, Math.max(0, (event.clientX - rect.left) / Math.max(1, rect.width))) })
  }

  return (
    <div className={s.controls}>
      {span > 0 ? (
        <div className={s.seek} onPointerMove={onTrackPointer} onPointerLeave={() => setHover(null)}>
          <Slider
            aria-label={t('player:player.seek')}
            className={s.seek}
            minValue={range.start}
            maxValue={Math.max(range.start + 0.1, range.end)}
            step={1}
            value={Math.min(Math.max(position, range.start), range.end)}
            onChange={(v) => setScrub(v)}
            onChangeEnd={(v) => {
              setScrub(null)
              onSeek(v)
            }}
          >
            <SliderTrack className={s.track}>
              <div className={s.rail} />
              <div className={s.fill} style={{ width: `${span ? ((Math.min(position, range.end) - range.start) / span) * 100 : 0}%` }} />
              {!isLive
                ? chapters
                    .filter((c) => c.start > 0)
                    .map((c) => (
                      <span
                        key={`${c.start}`}
                        className={s.chapterMark}
                        style={{ left: `${span ? (c.start / span) * 100 : c.percentage}%` }}
                        title={t('player:player.chapter', { title: c.title })}
                        data-testid="chapter-mark"
                      />
                    ))
                : null}
              <SeekThumb valueText={seekValueText(t, position, range, isLive)} />
            </SliderTrack>
          </Slider>
          {hover && hoverPosition !== null ? (
            <div className={s.preview} style={{ left: `${hover.fraction * 100}%` }} aria-hidden="true" data-testid="seek-preview">
              {hoverChapter?.thumbnail ? <img className={s.previewImage} src={hoverChapter.thumbnail} alt="" /> : null}
              {hoverChapter ? <span>{hoverChapter.title}</span> : null}
              <span>{isLive ? `-${formatTime(range.end - hoverPosition)}` : formatTime(hoverPosition)}</span>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={s.row}>
        <Button
          className={s.control}
          onPress={onTogglePlay}
          aria-label={state.isPlaying ? t('player:player.pause') : t('player:player.play')}
        >
          {state.isPlaying ? <PauseIcon /> : <PlayIcon />}
        </Button>
        {!isLive && !compact ? (
          <Button className={`${s.control} ${s.compactHide}`} aria-label={t('player:player.restart')} onPress={onRestart}>
            <RestartIcon />
          </Button>
        ) : null}
        <Button
          className={s.control}
          aria-label={state.muted ? t('player:player.unmute') : t('player:player.mute')}
          onPress={() => onMute(!state.muted)}
        >
          <VolumeIcon muted={state.muted || state.volume === 0} />
        </Button>
        {!compact ? (
          <Slider
            aria-label={t('player:player.volume')}
            className={s.volume}
            minValue={0}
            maxValue={100}
            step={5}
            value={state.muted ? 0 : state.volume}
            onChange={onVolume}
          >
            <SliderTrack className={s.volumeTrack}>
              <div className={s.rail} />
              <div className={s.fill} style={{ width: `${state.muted ? 0 : state.volume}%` }} />
              {/* named by the slider's own label; a label here too read "Volume Volume" */}
              <SliderThumb className={s.thumb} />
            </SliderTrack>
          </Slider>
        ) : null}
        {isLive ? (
          <span className={`${s.live} ${state.atLiveEdge ? '' : s.liveBehind}`}>{t('player:player.live')}</span>
        ) : (
          <span className={s.time}>
            {formatTime(position)} / {formatTime(range.end)}
          </span>
        )}
        <span className={s.spacer} />
        {isLive && playback.dvr && !compact ? (
          <Button className={`${s.control} ${s.compactHide}`} onPress={onStartFromBeginning}>
            {t('player:player.startFromBeginning')}
          </Button>
        ) : null}
        {isLive && playback.dvr && !state.atLiveEdge ? (
          <Button className={s.control} onPress={() => onSeek(range.live ?? range.end)}>
            {t('player:player.goLive')}
          </Button>
        ) : null}
        {!compact && tracks.subs.length ? (
          <TrackMenu
            label={t('player:player.subtitles')}
            items={[
              { id: -1, label: t('player:player.subtitlesOff') },
              ...tracks.subs.map((t) => ({ id: t.id, label: t.label || t.language })),
            ]}
            selected={tracks.subId}
            onSelect={onSelectSubtitle}
            icon="CC"
          />
        ) : null}
        {!compact && tracks.audio.length > 1 ? (
          <TrackMenu
            label={t('player:player.audio')}
            items={tracks.audio.map((t) => ({ id: t.id, label: t.label || t.language }))}
            selected={tracks.audioId}
            onSelect={onSelectAudio}
            icon="♪"
          />
        ) : null}
        {!compact && tracks.levels.length > 1 ? (
          <TrackMenu
            label={t('player:player.quality')}
            items={[
              { id: -1, label: t('player:player.qualityAuto') },
              ...tracks.levels
                .map((l) => ({ id: l.id, label: l.height ? `${l.height}p` : `${Math.round(l.bitrate / 1000)} kbps`, h: l.height }))
                .sort((a, b) => b.h - a.h),
            ]}
            selected={tracks.levelId}
            onSelect={onSelectLevel}
            icon="HD"
            className={s.compactHide}
          />
        ) : null}
        <Button
          className={s.control}
          aria-label={state.fullscreen ? t('player:player.exitFullscreen') : t('player:player.fullscreen')}
          onPress={onToggleFullscreen}
        >
          <FullscreenIcon />
        </Button>
      </div>
    </div>
  )
}
