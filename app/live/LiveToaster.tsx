import { useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { contentLink } from '#app/catalogue/links.ts'
import { LIVE_ANNOUNCED_EVENT } from '#app/live/live-list.ts'
import { createToastQueue, DEFAULT_THUMBNAIL, LIVE_NOW_STREAM_PATH, parseAnnouncement, type Toast, type ToastQueue } from '#app/live/toasts.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import * as s from './live.css.ts'
import { useT } from '#app/i18n/t.ts'
import { liveStrings } from '#app/live/strings.ts'

/**
 * Listens to the live-now stream (server-sent events relayed by the web server, so no token is in
 * the browser) and shows a toast for each event that goes live: 160x90 thumbnail, LIVE badge,
 * title and "Watch now". Announced politely; Escape or the dismiss button closes it; it leaves
 * after 15 s (paused while hovered or focused).
 */
export function LiveToaster() {
  const { t } = useT(liveStrings)
  const [toasts, setToasts] = useState<Toast[]>([])
  const [message, setMessage] = useState('')
  const queue = useMemo(() => createToastQueue({ onChange: (list) => setToasts([...list]) }), [])

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(LIVE_NOW_STREAM_PATH)
    const onLive = (event: MessageEvent<string>) => {
      const announcement = parseAnnouncement(event.data)
      if (!announcement) return
      queue.show(announcement)
      window.dispatchEvent(new CustomEvent(LIVE_ANNOUNCED_EVENT, { detail: announcement }))
      setMessage(t('live:live.toast.announce', { title: announcement.title }))
    }
    source.addEventListener('live', onLive)
    return () => {
      source.removeEventListener('live', onLive)
      source.close()
      queue.clear()
    }
    // `text` changes identity each render; the subscription must not (announcements use the first locale).
  }, [queue])

  return (
    <>
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {message}
      </div>
      {toasts.length > 0 ? (
        <section className={s.toastRegion} aria-label={t('live:live.toast.region')}>
          {toasts.map((toast) => (
            <LiveToast key={toast.key} toast={toast} queue={queue} />
          ))}
        </section>
      ) : null}
    </>
  )
}

function LiveToast({ toast, queue }: { toast: Toast; queue: ToastQueue }) {
  const { t, locale } = useT(liveStrings)
  const { announcement, key } = toast
  const [src, setSrc] = useState(announcement.thumbnailUrl ?? DEFAULT_THUMBNAIL)
  const href = contentLink({ id: announcement.id, type: 'LIVE', title: announcement.title }, { locale }) ?? '#'
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      queue.dismiss(key)
    }
  }
  return (
    <div
      role="group"
      aria-label={announcement.title}
      className={s.toast}
      data-toast={announcement.id}
      onKeyDown={onKeyDown}
      onMouseEnter={() => queue.hold(key)}
      onMouseLeave={() => queue.release(key)}
      onFocus={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) queue.hold(key)
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) queue.release(key)
      }}
    >
      <img
        className={s.toastImage}
        src={src}
        alt=""
        width={160}
        height={90}
        onError={() => {
          if (src !== DEFAULT_THUMBNAIL) setSrc(DEFAULT_THUMBNAIL)
        }}
      />
      <div className={s.toastBody}>
        <span className={s.badge}>{t('live:live.badge')}</span>
        <p className={s.title}>{announcement.title}</p>
        <ButtonLink href={href} variant="primary" size="small" onClick={() => queue.dismiss(key)}>
          {t('live:live.toast.watch')}
        </ButtonLink>
      </div>
      <Button className={s.dismiss} aria-label={t('live:live.toast.dismiss')} onPress={() => queue.dismiss(key)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
    </div>
  )
}
