import { LocaleLink } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { NumberedPager, PastTheEnd, hrefWith } from '#app/catalogue/Pager.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import type { ScheduleData } from './schedule.server.ts'
import { formatDay, formatTime } from '#app/i18n/format.ts'
import { Busy } from './Busy.tsx'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

/** SCHEDULE: one UTC day of live events and premieres, with day links; everything is a link (works without JavaScript). */
export function ScheduleView({ data }: { data: ScheduleData }) {
  const { t } = useT(editorialStrings)
  const titleId = useId()
  const { day, locale, pathname, page, totalPages } = data
  const dayHref = (d: string, p?: number) => hrefWith(pathname, { day: d === data.today ? null : d, p: p && p > 1 ? p : null })
  const dayLabel = formatDay(day, locale)
  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {t('editorial:schedule.title')}
      </h1>
      <div className={s.dayNav}>
        <ButtonLink href={dayHref(data.previousDay)} size="small" rel="prev">
          {t('editorial:schedule.previousDay')}
        </ButtonLink>
        <p className={c.subtitle} aria-live="polite">
          <time dateTime={day}>{dayLabel}</time>
        </p>
        <ButtonLink href={dayHref(data.nextDay)} size="small" rel="next">
          {t('editorial:schedule.nextDay')}
        </ButtonLink>
      </div>
      <nav aria-label={t('editorial:schedule.days')}>
        <ul className={s.linkTabs}>
          {data.days.map((d) => (
            <li key={d}>
              <LocaleLink to={dayHref(d)} className={s.linkTab} aria-current={d === day ? 'page' : undefined} preventScrollReset>
                {d === data.today ? t('editorial:schedule.today') : formatDay(d, locale, 'short')}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <Busy>
        {data.entries.length > 0 ? (
          <>
            <ol className={s.rows} aria-label={t('editorial:schedule.listLabel', { day: dayLabel })}>
              {data.entries.map((e) => (
                <ScheduleRow key={`${e.kind}-${e.item.id}`} entry={e} now={data.now} locale={locale} />
              ))}
            </ol>
            <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={(p) => dayHref(day, p)} />
          </>
        ) : page > 1 ? (
          <PastTheEnd firstPageHref={dayHref(day)} />
        ) : (
          <p className={c.muted}>{t('editorial:schedule.empty')}</p>
        )}
      </Busy>
    </section>
  )
}

function ScheduleRow({ entry, now, locale }: { entry: ScheduleData['entries'][number]; now: number; locale: string }) {
  const { t } = useT(editorialStrings, catalogueStrings)
  const start = Date.parse(entry.startDate)
  const end = entry.endDate ? Date.parse(entry.endDate) : Infinity
  const state = now >= end ? 'ended' : now >= start ? 'live' : 'later'
  const time = entry.endDate
    ? t('editorial:schedule.time', { start: formatTime(entry.startDate, locale), end: formatTime(entry.endDate, locale) })
    : t('editorial:schedule.timeOpen', { start: formatTime(entry.startDate, locale) })
  const item = entry.item
  return (
    <li className={s.row}>
      <img className={s.rowImage} src={item.thumbnailUrl ?? undefined} alt="" width={200} height={113} loading="lazy" />
      <div className={s.rowText}>
        <p className={s.meta}>
          <time dateTime={entry.startDate}>{time}</time>
        </p>
        <h2 className={s.rowTitle}>
          {entry.href ? (
            <LocaleLink to={entry.href} className={s.rowLink}>
              {item.title}
            </LocaleLink>
          ) : (
            item.title
          )}
        </h2>
        <div className={s.badges}>
          <span className={entry.kind === 'PREMIERE' ? s.badgeAccent : s.badge}>
            {entry.kind === 'PREMIERE' ? t('editorial:editorial.premiere') : t('editorial:editorial.live')}
          </span>
          {state === 'live' ? <span className={s.badgeLive}>{t('editorial:editorial.liveNow')}</span> : null}
          {state === 'ended' ? <span className={s.badge}>{t('editorial:editorial.ended')}</span> : null}
          {item.accessLevel === 'DENIED' ? <span className={s.badge}>{t('catalogue:catalogue.access.denied')}</span> : null}
          {item.accessLevel === 'GRANTED_ON_SIGN_IN' ? <span className={s.badge}>{t('catalogue:catalogue.access.signInNote')}</span> : null}
        </div>
      </div>
    </li>
  )
}
