/**
 * The player's keyboard, on the focused player: the key map is keyCommand (state.ts); this hook
 * turns a command into the player's actions. Keys typed in a field, menu or dialog, modified keys,
 * and Space or Enter on a button are left alone.
 */
import type { KeyboardEvent, RefObject } from 'react'
import { keyCommand } from './state.ts'

export interface PlayerKeyActions {
  videoRef: RefObject<HTMLVideoElement | null>
  /** the seekable range, for Home/End and the digit jumps */
  range: { start: number; end: number }
  volume: () => number
  muted: () => boolean
  togglePlay: () => void
  seekTo: (position: number) => void
  setVolume: (volume: number) => void
  setMuted: (muted: boolean) => void
  toggleFullscreen: () => void
  /** after any handled key (the controls show again) */
  onKey: () => void
}

/** Keys typed into a field, a menu or a dialog inside the player are theirs, not the player's. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('[role="menu"], [role="dialog"]')) return true
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
}

/** The player root's onKeyDown. */
export function usePlayerKeys(actions: PlayerKeyActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return
    // Buttons keep Space and Enter for themselves.
    if (event.target instanceof HTMLButtonElement && (event.key === ' ' || event.key === 'Enter')) return
    const command = keyCommand(event.key, { shift: event.shiftKey })
    if (!command) return
    const video = actions.videoRef.current
    if (!video) return
    event.preventDefault()
    switch (command.type) {
      case 'togglePlay':
        actions.togglePlay()
        break
      case 'seekBy':
        actions.seekTo(video.currentTime + command.seconds)
        break
      case 'seekTo':
        actions.seekTo(actions.range.start + (actions.range.end - actions.range.start) * command.fraction)
        break
      case 'volumeBy':
        actions.setVolume(actions.volume() + command.delta)
        break
      case 'toggleMute':
        actions.setMuted(!actions.muted())
        break
      case 'toggleFullscreen':
        actions.toggleFullscreen()
        break
    }
    actions.onKey()
  }
}
