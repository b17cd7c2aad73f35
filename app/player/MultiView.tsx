import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { LocaleLink } from '#app/i18n/links.tsx'
import type { MultiViewData } from './multiview.server.ts'
import {
  HEARTBEAT_INTERVAL_MS,
  layouts,
  MIN_WIDTH,
  requiredVideos,
  toggleSelection,
  fitSelection,
  type MultiViewLayout,
} from './multiview.ts'
import { type PlayerKey } from './strings.ts'
import * as s from './multiview.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'

const Player = lazy(() => import('./Player.tsx'))

/** Is the window at least 1024 px wide? null until known (server render, before hydration). */
function useWideEnough(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null)
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MIN_WIDTH}px)`)
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return wide
}

/** Keep the viewer's multi-view streams alive on the platform while they play. */
function useHeartbeat(eventIds: string[], active: boolean) {
  const key = eventIds.join(',')
  useEffect(() => {
    if (!active || !key) return
    const beat = () =>
      void fetch('/resources/multiview-heartbeat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventIds: key.split(',') }),
      }).catch(() => {})
    beat()
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [key, active])
}

export function MultiView({ data }: { data: MultiViewData }) {
  const { t } = useT(playerStrings)
  const titleId = useId()
  const wide = useWideEnough()
  const required = requiredVideos[data.layout]
  const showPlayers = data.valid && wide === true
  useHeartbeat(data.selected, showPlayers)

  const href = (opts: { layout?: MultiViewLayout; v?: string[]; p?: number }) => {
    const layout = opts.layout ?? data.layout
    const params = new URLSearchParams()
    if (layout !== 'twoUp') params.set('layout', layout)
    for (const id of opts.v ?? data.selected) params.append('v', id)
    const p = opts.p ?? data.page
    if (p > 1) params.set('p', String(p))
    const q = params.toString()
    return q ? `${data.pathname}?${q}` : data.pathname
  }

  return (
    <section className={s.page} aria-labelledby={titleId}>
      <div className={s.head}>
        <h1 id={titleId} className={s.title}>
          {t('player:multiview.title')}
        </h1>
        <nav aria-label={t('player:multiview.layout')}>
          <ul className={s.layouts}>
            {layouts.map((layout) => (
              <li key={layout}>
                <LocaleLink
                  className={s.layoutLink}
                  to={href({ layout, v: fitSelection(data.selected, layout) })}
                  aria-current={layout === data.layout ? 'true' : undefined}
                  preventScrollReset
                >
                  {t(`player:multiview.layout.${layout}` as `player:${PlayerKey}`)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <p className={s.tooNarrow} role={wide === false ? 'alert' : undefined} data-testid="multiview-too-narrow">
        {t('player:multiview.tooNarrow')}
      </p>

      <div className={s.stage}>
        {data.valid ? (
          <div className={s.grid[data.layout]} data-layout={data.layout}>
            {data.slots.map((slot, i) => (
              <div key={slot.id} className={s.tile} data-slot={i}>
                {showPlayers && slot.playback ? (
                  <Suspense fallback={<img className={s.tileImage} src={slot.thumbnailUrl ?? ''} alt="" />}>
                    <Player playback={slot.playback} title={slot.title} itemId={slot.id} autoPlay compact startMuted />
                  </Suspense>
                ) : (
                  <img className={s.tileImage} src={slot.thumbnailUrl ?? ''} alt={slot.title} />
                )}
                <span className={s.tileTitle}>{slot.title}</span>
              </div>
            ))}
          </div>
        ) : (
          <div className={s.invalid} role="status">
            <p>{t('player:multiview.needMore', { required })}</p>
            {data.slots
              .filter((slot) => !slot.url)
              .map((slot) => (
                <p key={slot.id}>{t('player:multiview.noStream', { title: slot.title })}</p>
              ))}
          </div>
        )}
      </div>

      <section aria-labelledby={`${titleId}-pick`} className={s.pick}>
        <h2 id={`${titleId}-pick`} className={s.subtitle}>
          {t('player:multiview.pick')}
        </h2>
        <p className={s.muted}>{t('player:multiview.picked', { count: data.selected.length, required })}</p>
        <ul className={s.carousel}>
          {data.carousel.map((event) => {
            const on = data.selected.includes(event.id)
            return (
              <li key={event.id} className={s.pickCard} data-selected={on ? 'true' : 'false'}>
                <img className={s.pickImage} src={event.thumbnailUrl ?? undefined} alt="" loading="lazy" />
                <span className={s.pickTitle}>{event.title}</span>
                <LocaleLink
                  className={s.pickLink}
                  to={href({ v: toggleSelection(data.selected, event.id, data.layout) })}
                  aria-pressed={undefined}
                  preventScrollReset
                >
                  {on ? t('player:multiview.remove', { title: event.title }) : t('player:multiview.add', { title: event.title })}
                </LocaleLink>
              </li>
            )
          })}
        </ul>
        {data.totalPages > 1 ? (
          <nav className={s.pager} aria-label={t('player:multiview.pick')}>
            {data.page > 1 ? <LocaleLink to={href({ p: data.page - 1 })}>‹ {data.page - 1}</LocaleLink> : null}
            <span>
              {data.page} / {data.totalPages}
            </span>
            {data.hasMore ? <LocaleLink to={href({ p: data.page + 1 })}>{data.page + 1} ›</LocaleLink> : null}
          </nav>
        ) : null}
      </section>
    </section>
  )
}
