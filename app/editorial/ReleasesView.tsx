import { LocaleLink } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { NumberedPager, PastTheEnd, hrefWith } from '#app/catalogue/Pager.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import type { ReleasesData } from './schedule.server.ts'
import { formatDateTimeUtc } from '#app/i18n/format.ts'
import { Busy } from './Busy.tsx'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

/** RELEASES: premieres coming up or released, as links (list tabs and pages work without JavaScript). */
export function ReleasesView({ data }: { data: ReleasesData }) {
  const { t } = useT(editorialStrings, catalogueStrings)
  const titleId = useId()
  const { status, pathname, page, totalPages, locale } = data
  const listHref = (st: 'upcoming' | 'released', p?: number) =>
    hrefWith(pathname, { status: st === 'upcoming' ? null : st, p: p && p > 1 ? p : null })
  const listTitle = status === 'upcoming' ? t('editorial:releases.upcoming') : t('editorial:releases.released')
  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {t('editorial:releases.title')}
      </h1>
      <nav aria-label={t('editorial:releases.lists')}>
        <ul className={s.linkTabs}>
          {(['upcoming', 'released'] as const).map((st) => (
            <li key={st}>
              <LocaleLink to={listHref(st)} className={s.linkTab} aria-current={st === status ? 'page' : undefined} preventScrollReset>
                {st === 'upcoming' ? t('editorial:releases.upcoming') : t('editorial:releases.released')}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <Busy>
        {data.releases.length > 0 ? (
          <>
            <ul className={s.rows} aria-label={listTitle}>
              {data.releases.map((r) => (
                <li key={r.id} className={s.row}>
                  <img className={s.rowImage} src={r.thumbnailUrl ?? undefined} alt="" width={200} height={113} loading="lazy" />
                  <div className={s.rowText}>
                    <h2 className={s.rowTitle}>
                      {r.href ? (
                        <LocaleLink to={r.href} className={s.rowLink}>
                          {r.title}
                        </LocaleLink>
                      ) : (
                        r.title
                      )}
                    </h2>
                    <p className={s.meta}>
                      <time dateTime={r.premiereRelease.startDate}>
                        {r.releaseState === 'PREMIERING'
                          ? t('editorial:releases.premiering')
                          : r.releaseState === 'UPCOMING'
                            ? t('editorial:releases.premieresOn', { date: formatDateTimeUtc(r.premiereRelease.startDate, locale) })
                            : t('editorial:releases.premieredOn', { date: formatDateTimeUtc(r.premiereRelease.startDate, locale) })}
                      </time>
                    </p>
                    <div className={s.badges}>
                      <span className={r.releaseState === 'PREMIERING' ? s.badgeLive : s.badgeAccent}>
                        {t('editorial:editorial.premiere')}
                      </span>
                      {r.accessLevel === 'DENIED' ? <span className={s.badge}>{t('catalogue:catalogue.access.denied')}</span> : null}
                      {r.accessLevel === 'GRANTED_ON_SIGN_IN' ? (
                        <span className={s.badge}>{t('catalogue:catalogue.access.signInNote')}</span>
                      ) : null}
                    </div>
                    {r.description ? <p className={s.summary}>{r.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
            <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={(p) => listHref(status, p)} />
          </>
        ) : page > 1 ? (
          <PastTheEnd firstPageHref={listHref(status)} />
        ) : (
          <p className={c.muted}>{status === 'upcoming' ? t('editorial:releases.upcomingEmpty') : t('editorial:releases.releasedEmpty')}</p>
        )}
      </Busy>
    </section>
  )
}
