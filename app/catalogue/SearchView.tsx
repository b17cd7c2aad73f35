import { LocaleForm } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import type { ContentCard } from '#app/platform/types.ts'
import type { SearchData } from './search.server.ts'
import { searchGroups } from './search-groups.ts'
import { CardGrid } from './CardGrid.tsx'
import { Pager, hrefWith } from './Pager.tsx'
import { type CatalogueKey } from './strings.ts'
import * as s from './catalogue.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'

const groupLabel: Record<(typeof searchGroups)[number]['type'], CatalogueKey> = {
  LIVE: 'catalogue.search.liveEvents',
  VOD: 'catalogue.search.videos',
  VOD_PLAYLIST: 'catalogue.search.playlists',
}

/** The search page: a GET form and the hits per type (live events, videos, playlists). */
export function SearchView({ data }: { data: SearchData }) {
  const { t } = useT(catalogueStrings, commonStrings)
  const titleId = useId()
  const inputId = useId()
  const { q, type, results, pathname } = data
  const groups = searchGroups.filter((g) => !type || g.type === type)
  const withHits = results ? groups.filter((g) => results[g.key].hits.length > 0) : []

  return (
    <section className={s.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={s.title}>
        {q ? t('catalogue:catalogue.search.resultsFor', { query: q }) : t('common:search.title')}
      </h1>
      <LocaleForm method="get" action={pathname} role="search" aria-label={t('common:search.title')} className={s.searchForm}>
        <div className={s.field}>
          <label htmlFor={inputId}>{t('catalogue:catalogue.search.label')}</label>
          <input id={inputId} type="search" name="q" defaultValue={q} key={q} className={s.input} maxLength={200} />
        </div>
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <Button type="submit" variant="primary">
          {t('catalogue:catalogue.search.submit')}
        </Button>
      </LocaleForm>

      {!q ? (
        <p className={s.muted}>{t('catalogue:catalogue.search.prompt')}</p>
      ) : withHits.length === 0 ? (
        <p className={s.muted} role="status">
          {t('catalogue:catalogue.search.none', { query: q })}
        </p>
      ) : (
        <>
          {type ? (
            <div>
              <ButtonLink href={hrefWith(pathname, { q })} size="small">
                {t('catalogue:catalogue.search.all')}
              </ButtonLink>
            </div>
          ) : null}
          {withHits.map((g) => {
            const group = results![g.key]
            const label = t(`catalogue:${groupLabel[g.type]}`)
            return (
              <SearchGroup
                key={g.type}
                label={label}
                count={t(group.totalHits === 1 ? 'catalogue:catalogue.search.countOne' : 'catalogue:catalogue.search.count', {
                  count: group.totalHits,
                })}
                data={data}
                hits={group.hits}
                more={!type && group.totalHits > group.hits.length ? hrefWith(pathname, { q, type: g.type }) : null}
                moreLabel={t('catalogue:catalogue.search.more', { group: label })}
                previous={type && group.page > 1 ? hrefWith(pathname, { q, type, p: group.page > 2 ? group.page - 1 : null }) : null}
                next={type && group.page < group.totalPages ? hrefWith(pathname, { q, type, p: group.page + 1 }) : null}
                status={
                  type && group.totalPages > 1 ? t('catalogue:catalogue.pageOf', { page: group.page, total: group.totalPages }) : undefined
                }
              />
            )
          })}
        </>
      )}
    </section>
  )
}

function SearchGroup(props: {
  label: string
  count: string
  data: SearchData
  hits: ContentCard[]
  more: string | null
  moreLabel: string
  previous: string | null
  next: string | null
  status?: string
}) {
  const headingId = useId()
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionHeading}>
        {props.label} <span className={s.muted}>({props.count})</span>
      </h2>
      <CardGrid items={props.hits} isGuest={props.data.isGuest} locale={props.data.locale} label={props.label} />
      {props.more ? (
        <div>
          <ButtonLink href={props.more} size="small">
            {props.moreLabel}
          </ButtonLink>
        </div>
      ) : null}
      <Pager previous={props.previous} next={props.next} status={props.status} />
    </section>
  )
}
