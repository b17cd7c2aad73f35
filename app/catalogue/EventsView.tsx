import { useId } from 'react'
import type { EventsData } from './events.server.ts'
import { CardGrid } from './CardGrid.tsx'
import { NumberedPager, PastTheEnd, hrefWith } from './Pager.tsx'
import * as s from './catalogue.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'

/** Live now / upcoming: a grid of event cards with page links (?p=2), so paging works without JavaScript. */
export function EventsView({ data }: { data: EventsData }) {
  const { t } = useT(catalogueStrings)
  const titleId = useId()
  const { page, totalPages, pathname } = data
  const pageHref = (p: number) => hrefWith(pathname, { p: p > 1 ? p : null })
  const title = data.kind === 'live' ? t('catalogue:catalogue.liveEvents.title') : t('catalogue:catalogue.upcoming.title')
  return (
    <section className={s.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={s.title}>
        {title}
      </h1>
      {data.events.length > 0 ? (
        <>
          <CardGrid items={data.events} isGuest={data.isGuest} locale={data.locale} label={title} />
          <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={pageHref} />
        </>
      ) : page > 1 ? (
        <PastTheEnd firstPageHref={pageHref(1)} />
      ) : (
        <p className={s.muted}>{data.kind === 'live' ? t('catalogue:catalogue.liveEvents.empty') : t('catalogue:catalogue.upcoming.empty')}</p>
      )}
    </section>
  )
}
