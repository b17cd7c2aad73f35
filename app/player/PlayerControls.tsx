/** The player's control pieces: its icons and the menus for subtitles, audio track and quality. */
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger, type Selection } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
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
