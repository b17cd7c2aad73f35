import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import type { BlockProps } from '../types.ts'
import * as s from './plugin.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export const DEFAULT_PLUGIN_HEIGHT = 480

/** Blocks before this position are on the first screen: their frame is in the page's markup. */
export const FIRST_SCREEN_BLOCKS = 2

export function Plugin({ block, data, env }: BlockProps<'plugin'>) {
  const { t } = useT(commonStrings)
  const headingId = useId()
  const { plugin } = data
  const title = block.title ?? plugin.title

  if (plugin.mode === 'iframe') {
    const height = block.height ?? plugin.height ?? DEFAULT_PLUGIN_HEIGHT
    return (
      <section className={s.root} aria-labelledby={headingId} data-block="plugin">
        <h2 id={headingId} className={s.heading}>
          {title}
        </h2>
        {env.index < FIRST_SCREEN_BLOCKS ? (
          <Frame title={title} src={plugin.url} sandbox={plugin.sandbox ?? ''} height={height} />
        ) : (
          <FrameWhenNear title={title} src={plugin.url} sandbox={plugin.sandbox ?? ''} height={height} />
        )}
      </section>
    )
  }

  return (
    <section className={`${s.root} ${s.card}`} aria-labelledby={headingId} data-block="plugin">
      <h2 id={headingId} className={s.heading}>
        {title}
      </h2>
      {plugin.description ? <p className={s.description}>{plugin.description}</p> : null}
      <ButtonLink variant="primary" href={plugin.url} target="_blank" rel="noopener noreferrer">
        {t('common:plugin.openButton')}
        <span className={visuallyHidden}> {t('common:plugin.openLabel', { title })}</span>
      </ButtonLink>
    </section>
  )
}

/** How far below (or above) the screen a plugin's frame starts loading: one screen. */
export const FRAME_NEAR_MARGIN = '100% 0px'

interface FrameProps {
  title: string
  src: string
  sandbox: string
  height: number
}

function Frame({ title, src, sandbox, height }: FrameProps) {
  return (
    <iframe
      className={s.frame}
      title={title}
      src={src}
      sandbox={sandbox}
      loading="lazy"
      height={height}
      style={{ height }}
      allow="fullscreen; encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}

/**
 * A plugin's frame further down the page, loaded once it comes within a screen of the viewport.
 *
 * A frame is a whole document, often in a process of its own: starting it while the page loads
 * competes with the page's own first paint and hydration for a phone's main thread, and the
 * browser's `loading="lazy"` starts frames thousands of pixels below the screen. So the server's
 * markup holds a box of the frame's height (nothing moves when it arrives) with the frame inside
 * `<noscript>`, where a browser without JavaScript loads it lazily as before; with JavaScript the
 * frame is put in the box when an IntersectionObserver sees the box near (at once where the
 * browser has none). A plugin among the page's first blocks is on its first screen, so its frame
 * is in the markup and starts with the page, as the first rows' images do.
 */
function FrameWhenNear(props: FrameProps) {
  const [near, setNear] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: FRAME_NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  if (near) return <Frame {...props} />
  const boxStyle: CSSProperties = { height: props.height }
  return (
    <div ref={box} className={s.frame} style={boxStyle} data-frame-waiting="">
      <noscript>
        <Frame {...props} />
      </noscript>
    </div>
  )
}
