import { useNavigation } from '@remix-run/react'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { media } from '#app/styles/theme.css.ts'
import { CardGrid } from '#app/catalogue/CardGrid.tsx'
import { NumberedPager, PastTheEnd, hrefWith } from '#app/catalogue/Pager.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import type { GridData } from './grid.server.ts'
import { type EditorialKey } from './strings.ts'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

/**
 * GRID: every title, filtered by facets. Each facet value is a link that adds or removes it (the
 * current ones are marked aria-current and "selected"), the badge counts the active filters, and
 * the results page by ?p= links: all of it works without JavaScript.
 */
export function GridView({ data }: { data: GridData }) {
  const { t } = useT(editorialStrings)
  const titleId = useId()
  const filtersId = useId()
  const navigation = useNavigation()
  const { page, totalPages, pathname, facetsParam } = data
  const pageHref = (p: number) => hrefWith(pathname, { facets: facetsParam || null, p: p > 1 ? p : null })
  const label = (name: string, value: string) => {
    if (name === 'type') return t(`editorial:grid.type.${value}` as `editorial:${EditorialKey}`, {}) || value
    if (name === 'genre') return value.charAt(0).toUpperCase() + value.slice(1)
    return value
  }
  const title = t('editorial:grid.title')
  return (
    <section className={c.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={c.title}>
        {title}
      </h1>
      <div className={s.gridLayout}>
        <section className={s.filters} aria-labelledby={filtersId}>
          <FilterDisclosure summary={t('editorial:grid.filtersToggle', { count: data.activeCount })}>
            <div className={s.filterHeader}>
              <h2 id={filtersId} className={`${c.sectionHeading} ${s.filterHeading}`}>
                {t('editorial:grid.filters')}
              </h2>
              {data.activeCount > 0 ? (
                <>
                  <span className={s.badgeAccent}>{t('editorial:grid.activeFilters', { count: data.activeCount })}</span>
                  <LocaleLink to={data.clearHref} className={c.link} preventScrollReset>
                    {t('editorial:grid.clear')}
                  </LocaleLink>
                </>
              ) : null}
            </div>
            {data.facets.map((f) =>
              f.values.length > 0 ? (
                <FacetGroup key={f.name} title={t(`editorial:grid.facet.${f.name}` as `editorial:${EditorialKey}`)}>
                  {f.values.map((v) => (
                    <li key={v.value}>
                      <LocaleLink to={v.href} className={s.facetLink} aria-current={v.selected ? 'true' : undefined} preventScrollReset>
                        {v.selected ? <span aria-hidden="true">✓</span> : null}
                        {t('editorial:grid.value', { label: label(f.name, v.value), count: v.count })}
                        {v.selected ? <span className={visuallyHidden}>, {t('editorial:grid.selected')}</span> : null}
                      </LocaleLink>
                    </li>
                  ))}
                </FacetGroup>
              ) : null,
            )}
          </FilterDisclosure>
        </section>
        <div className={[c.section, navigation.state === 'loading' ? s.busy : ''].join(' ')} aria-busy={navigation.state === 'loading'}>
          <p className={c.muted} role="status">
            {t(data.totalResults === 1 ? 'editorial:grid.resultsOne' : 'editorial:grid.results', { count: data.totalResults })}
          </p>
          {data.items.length > 0 ? (
            <>
              <CardGrid items={data.items} isGuest={data.isGuest} locale={data.locale} label={title} />
              <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={pageHref} />
            </>
          ) : page > 1 ? (
            <PastTheEnd firstPageHref={pageHref(1)} />
          ) : (
            <p className={c.muted}>{t('editorial:grid.empty')}</p>
          )}
        </div>
      </div>
    </section>
  )
}

function FacetGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <div className={s.facet}>
      <h3 id={id} className={s.rowTitle}>
        {title}
      </h3>
      <ul className={s.facetValues} aria-labelledby={id}>
        {children}
      </ul>
    </div>
  )
}

/**
 * The facets behind a native disclosure on narrow screens: closed on arrival, opened by click,
 * Enter or Space on its summary (which names the active-filter count), and no JavaScript needed.
 * From the desktop width CSS shows the panel without the summary; once hydrated, the disclosure
 * is also opened there, for browsers that cannot style its content. Client-side navigations
 * (applying a filter) keep it as the viewer left it.
 */
function FilterDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (ref.current && window.matchMedia(media.desktop).matches) ref.current.open = true
  }, [])
  return (
    <details ref={ref} className={s.filterDisclosure}>
      <summary className={s.filterSummary}>{summary}</summary>
      <div className={s.filterPanel}>{children}</div>
    </details>
  )
}
