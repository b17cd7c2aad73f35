import { LocaleLink } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { NumberedPager, PastTheEnd, hrefWith } from '#app/components/catalogue/Pager.tsx'
import { useCatalogueText } from '#app/components/catalogue/strings.ts'
import * as c from '#app/components/catalogue/catalogue.css.ts'
import type { ReleasesData } from './schedule.server.ts'
import { formatDateTimeUtc } from './format.ts'
import { useEditorialText } from './strings.ts'
import { Busy } from './Busy.tsx'
import * as s from './editorial.css.ts'

/** RELEASES: premieres coming up or released, as links (list tabs and pages work without JavaScript). */
export function ReleasesView({ data }: { data: ReleasesData }) {
  const { text } = useEditorialText()
  const { text: catalogueText } = useCatalogueText()
  const titleId = useId()
  const { status, pathname, page, totalPages, locale } = data
  const listHref = (st: 'upcoming' | 'released', p?: number) => hrefWith(pathname, { status: st === 'upcoming' ? null : st, p: p && p > 1 ? p : null })
  const listTitle = text(status === 'upcoming' ? 'releases.upcoming' : 'releases.released')
  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {text('releases.title')}
      </h1>
      <nav aria-label={text('releases.lists')}>
        <ul className={s.linkTabs}>
          {(['upcoming', 'released'] as const).map((st) => (
            <li key={st}>
              <LocaleLink to={listHref(st)} className={s.linkTab} aria-current={st === status ? 'page' : undefined} preventScrollReset>
                {text(st === 'upcoming' ? 'releases.upcoming' : 'releases.released')}
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
                <img className={s.rowImage} src={r.thumbnailUrl} alt="" width={200} height={113} loading="lazy" />
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
                        ? text('releases.premiering')
                        : text(r.releaseState === 'UPCOMING' ? 'releases.premieresOn' : 'releases.premieredOn', {
                            date: formatDateTimeUtc(r.premiereRelease.startDate, locale),
                          })}
                    </time>
                  </p>
                  <div className={s.badges}>
                    <span className={r.releaseState === 'PREMIERING' ? s.badgeLive : s.badgeAccent}>{text('editorial.premiere')}</span>
                    {r.accessLevel === 'DENIED' ? <span className={s.badge}>{catalogueText('catalogue.access.denied')}</span> : null}
                    {r.accessLevel === 'GRANTED_ON_SIGN_IN' ? <span className={s.badge}>{catalogueText('catalogue.access.signInNote')}</span> : null}
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
        <p className={c.muted}>{text(status === 'upcoming' ? 'releases.upcomingEmpty' : 'releases.releasedEmpty')}</p>
      )}
      </Busy>
    </section>
  )
}
