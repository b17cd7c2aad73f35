import { useEffect, useId, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { LocaleLink } from '#app/i18n/links.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { localePath } from '#app/i18n/locale-path.ts'
import { readHistoryCache, writeHistoryCache } from './history-cache.ts'
import type { HistoryData } from './history.server.ts'
import { formatTime } from './state.ts'
import type { HistoryEntry } from './types.ts'
import * as s from './history.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'
import { CardFavouriteToggle } from '#app/favourites/CardFavouriteToggle.tsx'

/**
 * HISTORY: what the viewer watched, most recent first, each with how far they got; a card
 * resumes where they left off. "Show more" appends the next page (a ?p= link without
 * JavaScript). The appended list survives a visit to a video opened from here.
 */
export function HistoryView({ data }: { data: HistoryData }) {
  const { t } = useT(playerStrings)
  const titleId = useId()
  const fetcher = useFetcher<HistoryData>()
  const [list, setList] = useState({ items: data.items, page: data.page, moreDataAvailable: data.moreDataAvailable })

  // Back from a video opened from the history: the list as it was (spec: kept only then).
  useEffect(() => {
    const cached = readHistoryCache()
    if (cached && data.page === 1 && cached.page > 1) setList(cached)
  }, [data.page])

  useEffect(() => {
    const more = fetcher.data
    if (!more || more.page <= list.page) return
    const seen = new Set(list.items.map((i) => i.id))
    const next = {
      items: [...list.items, ...more.items.filter((i) => !seen.has(i.id))],
      page: more.page,
      moreDataAvailable: more.moreDataAvailable,
    }
    setList(next)
    writeHistoryCache(next)
  }, [fetcher.data, list])

  const nextHref = `${data.pathname}?p=${list.page + 1}`
  return (
    <section className={s.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={s.title}>
        {t('player:history.title')}
      </h1>
      {data.isGuest ? (
        <div className={s.empty}>
          <p>{t('player:history.signIn')}</p>
          <ButtonLink href={data.loginHref} variant="primary">
            {t('player:history.signInButton')}
          </ButtonLink>
        </div>
      ) : list.items.length === 0 ? (
        <div className={s.empty}>
          <p>{t('player:history.empty')}</p>
          <ButtonLink href="/browse" variant="primary">
            {t('player:history.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={s.grid}>
            {list.items.map((item) => (
              <HistoryCard key={item.id} item={item} locale={data.locale} here={data.pathname} />
            ))}
          </ul>
          {list.moreDataAvailable ? (
            <fetcher.Form method="get" action={data.pathname} className={s.more}>
              <input type="hidden" name="p" value={list.page + 1} />
              <Button type="submit" isDisabled={fetcher.state !== 'idle'}>
                {t('player:history.more')}
              </Button>
              <noscript>
                <a href={nextHref}>{t('player:history.more')}</a>
              </noscript>
            </fetcher.Form>
          ) : null}
        </>
      )}
    </section>
  )
}

function HistoryCard({ item, locale, here }: { item: HistoryEntry; locale: HistoryData['locale']; here: string }) {
  const { t } = useT(playerStrings)
  const href = localePath(locale, `/video/${encodeURIComponent(item.id)}?from=history`)
  const fraction = item.duration ? Math.min(1, item.position / item.duration) : 0
  return (
    <li className={s.card}>
      <LocaleLink to={href} className={s.link} aria-label={t('player:history.resume', { title: item.title })}>
        <img className={s.thumb} src={item.thumbnailUrl} alt="" width={320} height={180} loading="lazy" />
        <span className={s.cardTitle}>{item.title}</span>
      </LocaleLink>
      {item.type === 'VOD' && item.favourite !== undefined ? (
        <CardFavouriteToggle contentId={item.id} title={item.title} favourite={item.favourite} redirectTo={here} />
      ) : null}
      {item.duration ? (
        <div
          className={s.progress}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={item.duration}
          aria-valuenow={Math.floor(item.position)}
          aria-valuetext={t('player:history.progress', { watched: formatTime(item.position), total: formatTime(item.duration) })}
          aria-label={t('player:history.progress', { watched: formatTime(item.position), total: formatTime(item.duration) })}
        >
          <span className={s.progressFill} style={{ width: `${fraction * 100}%` }} />
        </div>
      ) : null}
    </li>
  )
}
