import { Form, Link, useSubmit } from '@remix-run/react'
import { useId } from 'react'
import { Button } from '#app/components/ui/Button.tsx'
import { SEASON_PAGE } from '#app/catalogue/paging.ts'
import type { SeriesViewData } from './series.server.ts'
import { CardGrid } from './CardGrid.tsx'
import { Pager, hrefWith } from './Pager.tsx'
import { useCatalogueText } from './strings.ts'
import * as s from './catalogue.css.ts'

/** SERIES and SEASON: the series, a season selector and the selected season's episodes, 25 a page. */
export function SeriesView({ data }: { data: SeriesViewData }) {
  const { text } = useCatalogueText()
  const titleId = useId()
  const episodesId = useId()
  const { series, season, seasons, keep, cursor, pathname, locale, isGuest } = data
  const pageQuery = (lastSeen: number | string | null) => hrefWith(pathname, { ...keep, lastSeen: lastSeen || null })

  const paging = season?.paging
  const shown = season?.episodes.length ?? 0
  const from = paging ? (paging.page - 1) * SEASON_PAGE + 1 : 0
  const previous = cursor > 0 ? pageQuery(Math.max(0, cursor - SEASON_PAGE)) : null
  const next = paging?.moreDataAvailable && paging.lastSeen ? pageQuery(paging.lastSeen) : null

  return (
    <article className={s.page} aria-labelledby={titleId}>
      <header className={s.header}>
        {series.thumbnailUrl ? <img className={s.artwork} src={series.thumbnailUrl} alt="" width={640} height={360} /> : null}
        <div className={s.headerText}>
          <h1 id={titleId} className={s.title}>
            {series.title}
          </h1>
          {data.isSeasonView && season ? <p className={s.subtitle}>{season.title}</p> : null}
          {series.description ? <p className={s.description}>{series.description}</p> : null}
        </div>
      </header>

      {seasons.length > 0 ? <SeasonSelector data={data} /> : null}

      <section className={s.section} aria-labelledby={episodesId}>
        <h2 id={episodesId} className={s.sectionHeading}>
          {season ? `${season.title} · ${text('catalogue.episodes')}` : text('catalogue.episodes')}
        </h2>
        {season && shown > 0 ? (
          <>
            <CardGrid items={season.episodes} isGuest={isGuest} locale={locale} />
            <Pager
              previous={previous}
              next={next}
              status={
                paging && paging.totalResults > SEASON_PAGE
                  ? text('catalogue.episodesRange', { from, to: from + shown - 1, total: paging.totalResults })
                  : undefined
              }
            />
          </>
        ) : (
          <p className={s.muted}>{text('catalogue.noEpisodes')}</p>
        )}
      </section>
    </article>
  )
}

/**
 * Tabs on wide screens, a dropdown on narrow ones (spec part 1 §2). Both work without
 * JavaScript: the tabs are links, the dropdown is a GET form the loader turns into a redirect.
 */
function SeasonSelector({ data }: { data: SeriesViewData }) {
  const { text } = useCatalogueText()
  const submit = useSubmit()
  const selectId = useId()
  const current = data.season?.id
  return (
    <>
      <nav className={s.tabs} aria-label={text('catalogue.seasons')}>
        <ul className={s.tabList}>
          {data.seasons.map((season) => (
            <li key={season.id}>
              <Link
                to={season.href}
                className={s.tab}
                aria-current={season.id === current ? 'page' : undefined}
                preventScrollReset
              >
                {season.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={data.pathname} className={s.seasonForm} aria-label={text('catalogue.seasons')}>
        {data.keep.watchlistId ? <input type="hidden" name="watchlistId" value={data.keep.watchlistId} /> : null}
        {data.keep.owner ? <input type="hidden" name="owner" value={data.keep.owner} /> : null}
        <div className={s.field}>
          <label htmlFor={selectId}>{text('catalogue.season')}</label>
          <select
            id={selectId}
            name="season"
            className={s.select}
            defaultValue={current}
            key={current}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            {data.seasons.map((season) => (
              <option key={season.id} value={season.id}>
                {season.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="small">
          {text('catalogue.showSeason')}
        </Button>
      </Form>
    </>
  )
}
