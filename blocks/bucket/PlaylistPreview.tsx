import { useJsonResource } from '#app/utils/useJsonResource.ts'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { contentLink, playlistPlaybackQuery } from '#app/catalogue/links.ts'
import { closesPreview, isPreviewPage, NARROW_QUERY, playlistPreviewPath, type PlaylistPreviewPage } from './playlist-preview.ts'
import * as s from './playlist-preview.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playlistPreviewStrings } from './playlist-preview-strings.ts'

export interface PlaylistPreviewProps {
  playlist: { id: string; title: string }
  /** The panel's element id (the card's toggle points at it with aria-controls). */
  id: string
  /** The card that opened it: a press there is not "outside". */
  card: () => Element | null
  onClose: () => void
}

/**
 * The expanded preview of a playlist card (a lazily loaded chunk): one page of the playlist's
 * videos, Play (its first video, carrying playlistId) and View all (the playlist page), previous
 * and next page arrows when it holds more than a page, and a close button. It closes on a press
 * outside it and its card, on Escape, and when the window becomes narrow.
 */
export function PlaylistPreview({ playlist, id, card, onClose }: PlaylistPreviewProps) {
  const { t, locale } = useT(playlistPreviewStrings)
  const fetcher = useJsonResource<PlaylistPreviewPage>()
  const [page, setPage] = useState(1)
  const [shown, setShown] = useState<PlaylistPreviewPage | null>(null)
  const panelRef = useRef<HTMLElement>(null)
  const headingId = useId()
  const listId = useId()

  useEffect(() => {
    fetcher.load(playlistPreviewPath(playlist.id, page))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load when the playlist or the page changes only
  }, [playlist.id, page])

  useEffect(() => {
    if (fetcher.state === 'idle' && isPreviewPage(fetcher.data)) setShown(fetcher.data)
  }, [fetcher.state, fetcher.data])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (closesPreview(event.target as Node | null, panelRef.current, card())) onClose()
    }
    const narrow = window.matchMedia(NARROW_QUERY)
    const onNarrow = () => {
      if (narrow.matches) onClose()
    }
    onNarrow()
    document.addEventListener('pointerdown', onPointerDown)
    narrow.addEventListener('change', onNarrow)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      narrow.removeEventListener('change', onNarrow)
    }
  }, [card, onClose])

  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])

  const loading = fetcher.state !== 'idle'
  const failed = !loading && fetcher.data !== undefined && !isPreviewPage(fetcher.data)
  const query = playlistPlaybackQuery(playlist.id)
  const playHref = shown?.firstVideoId
    ? contentLink({ id: shown.firstVideoId, type: 'VOD', title: shown.firstVideoTitle ?? '' }, { locale, query })
    : null
  const viewAllHref = contentLink({ id: playlist.id, type: 'VOD_PLAYLIST', title: playlist.title }, { locale }) ?? '#'
  const totalPages = shown?.totalPages ?? 0

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside the preview closes it
    <section
      id={id}
      ref={panelRef}
      className={s.panel}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-playlist-preview={playlist.id}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <div className={s.panelHeader}>
        <div>
          <h3 id={headingId} className={s.panelTitle}>
            {t('playlistPreview:playlistPreview.region', { title: playlist.title })}
          </h3>
          {shown?.description ? <p className={s.panelDescription}>{shown.description}</p> : null}
        </div>
        <Button variant="icon" aria-label={t('playlistPreview:playlistPreview.close')} onPress={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </div>

      <div className={s.actions}>
        {playHref ? (
          <ButtonLink href={playHref} variant="primary" size="small">
            {t('playlistPreview:playlistPreview.play')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={viewAllHref} variant="secondary" size="small">
          {t('playlistPreview:playlistPreview.viewAll')}
        </ButtonLink>
        {totalPages > 1 ? (
          <div className={s.pager}>
            <Button
              variant="icon"
              aria-label={t('playlistPreview:playlistPreview.previousPage')}
              aria-controls={listId}
              isDisabled={page <= 1 || loading}
              onPress={() => setPage((p) => Math.max(1, p - 1))}
            >
              <Arrow direction="previous" />
            </Button>
            <p className={s.pageStatus} aria-live="polite">
              {t('playlistPreview:playlistPreview.pageOf', { page: shown?.page ?? page, total: totalPages })}
            </p>
            <Button
              variant="icon"
              aria-label={t('playlistPreview:playlistPreview.nextPage')}
              aria-controls={listId}
              isDisabled={page >= totalPages || loading}
              onPress={() => setPage((p) => Math.min(totalPages, p + 1))}
            >
              <Arrow direction="next" />
            </Button>
          </div>
        ) : null}
      </div>

      {failed ? (
        <div className={s.actions}>
          <p role="alert" className={s.muted}>
            {t('playlistPreview:playlistPreview.failed')}
          </p>
          <Button size="small" variant="secondary" onPress={() => fetcher.load(playlistPreviewPath(playlist.id, page))}>
            {t('playlistPreview:playlistPreview.retry')}
          </Button>
        </div>
      ) : shown ? (
        <ul id={listId} className={s.videos} aria-label={t('playlistPreview:playlistPreview.videos', { title: playlist.title })}>
          {shown.videos.map((video) => (
            <li key={video.id}>
              <LocaleLink className={s.video} to={contentLink(video, { locale, query }) ?? '#'}>
                <img
                  className={s.videoImage}
                  src={video.thumbnailUrl ?? undefined}
                  alt=""
                  width={320}
                  height={180}
                  loading="lazy"
                  decoding="async"
                />
                <span className={s.videoTitle}>{video.title}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted} role="status">
          {t('playlistPreview:playlistPreview.loading')}
        </p>
      )}
    </section>
  )
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      style={{ transform: direction === 'previous' ? 'scaleX(-1)' : undefined }}
    >
      <path fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" d="m9 5 7 7-7 7" />
    </svg>
  )
}
