import { useSubmit } from '@remix-run/react'
import { useJsonResource } from '#app/utils/useJsonResource.ts'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { Button } from '#app/components/ui/Button.tsx'
import { contentLink } from '#app/catalogue/links.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import {
  canFetch,
  initialise,
  seasonCacheReducer,
  type Season,
  type SeasonCacheAction,
  type SeasonDirection,
} from '#app/catalogue/season-cache.ts'
import type { AdjacentSeasons } from '#app/platform/types.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { useInputFromBeforeHydration } from '#app/components/ui/before-hydration.ts'
import { seasonErrorKey } from './season-selector-strings.ts'
import type { SeriesViewData } from './series.server.ts'
import { CardGrid } from './CardGrid.tsx'
import { Pager, hrefWith } from './Pager.tsx'
import * as s from './catalogue.css.ts'
import * as ss from './season-selector.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { seasonSelectorStrings } from '#app/catalogue/season-selector-strings.ts'

/** SERIES and SEASON: the series, a season selector and the selected season's episodes, 25 a page. */
export function SeriesView({ data }: { data: SeriesViewData }) {
  const { t } = useT(catalogueStrings)
  const titleId = useId()
  const episodesId = useId()
  const { series, season, seasons, keep, cursor, pathname, locale, isGuest } = data
  const pageQuery = (lastSeen: number | string | null) => hrefWith(pathname, { ...keep, lastSeen: lastSeen || null })

  const paging = season?.paging
  const shown = season?.episodes.length ?? 0
  const from = paging ? (paging.page - 1) * PAGE_SIZES.season + 1 : 0
  const previous = cursor > 0 ? pageQuery(Math.max(0, cursor - PAGE_SIZES.season)) : null
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

      {seasons.length > 0 ? <SeasonSelector key={`${series.id}:${season?.id ?? ''}`} data={data} /> : null}

      <section className={s.section} aria-labelledby={episodesId}>
        <h2 id={episodesId} className={s.sectionHeading}>
          {season ? `${season.title} · ${t('catalogue:catalogue.episodes')}` : t('catalogue:catalogue.episodes')}
        </h2>
        {season && shown > 0 ? (
          <>
            <CardGrid items={season.episodes} isGuest={isGuest} locale={locale} />
            <Pager
              previous={previous}
              next={next}
              status={
                paging && paging.totalResults > PAGE_SIZES.season
                  ? t('catalogue:catalogue.episodesRange', { from, to: from + shown - 1, total: paging.totalResults })
                  : undefined
              }
            />
          </>
        ) : (
          <p className={s.muted}>{t('catalogue:catalogue.noEpisodes')}</p>
        )}
      </section>
    </article>
  )
}

/**
 * Tabs on wide screens, a dropdown on narrow ones, over the season cache: the seasons around the
 * current one (25 either side) with "Previous seasons" and
 * "More seasons" when a full page came back on that side. With JavaScript those load the next 25
 * through a resource route (the series adjacentTo call) and add them in place; without it they are
 * links to the first or last season shown, whose page shows the seasons around it. Both keep
 * watchlistId and owner.
 */
function SeasonSelector({ data }: { data: SeriesViewData }) {
  const { t } = useT(catalogueStrings, seasonSelectorStrings)
  const submit = useSubmit()
  const hydrated = useHydrated()
  const selectId = useId()
  const fetcher = useJsonResource<AdjacentSeasons>()
  const current = data.season?.id
  const around = data.seasonsAround
  const [cache, dispatch] = useReducer(seasonCacheReducer, null, () => ({
    ...initialise(data.seasons),
    hasMoreBefore: around?.hasMoreBefore ?? false,
    hasMoreAfter: around?.hasMoreAfter ?? false,
  }))
  const pending = useRef<SeasonDirection | null>(null)
  const [failed, setFailed] = useState<SeasonDirection | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const navRef = useRef<HTMLElement>(null)
  const selectRef = useRef<HTMLSelectElement>(null)
  /** After "Previous/More seasons" (which disappears when nothing more is there): the season to move focus to. */
  const focusAfterLoad = useRef<string | null>(null)
  // A season chosen in the dropdown before the page hydrated: show it once it has (the change
  // event went to no handler then).
  useInputFromBeforeHydration(
    () => selectRef.current?.value,
    current,
    () => setTimeout(() => submit(selectRef.current?.form ?? null)),
  )

  const query = { watchlistId: data.keep.watchlistId ?? undefined, owner: data.keep.owner ?? undefined }
  const known = new Map(data.seasons.map((s) => [s.id, s.href]))
  const hrefOf = (season: Season) =>
    known.get(season.id) ?? contentLink({ id: season.id, type: 'SEASON', title: season.title }, { locale: data.locale, query }) ?? '#'

  const load = (direction: SeasonDirection, force = false) => {
    if (!force && !canFetch(cache, direction)) return
    const anchor = direction === 'backward' ? cache.seasons[0]?.id : direction === 'forward' ? cache.seasons.at(-1)?.id : current
    if (!anchor) return
    pending.current = direction
    setFailed(null)
    if (force) dispatch({ type: 'clearError' })
    dispatch({ type: 'loading', direction })
    fetcher.load(`/resources/seasons/${encodeURIComponent(data.series.id)}/${encodeURIComponent(anchor)}`)
  }

  // Bring the current season's tab into the row's view (it may sit past the edge with many seasons).
  useEffect(() => {
    const tab = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')
    const list = tab?.closest('ul')
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2
  }, [])

  // The server could not read the seasons around this one: try once more from the browser.
  useEffect(() => {
    if (around && around.around === null) load('initial')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the selector is keyed by season
  }, [])

  useEffect(() => {
    const direction = pending.current
    if (fetcher.state !== 'idle' || direction === null || fetcher.data === undefined) return
    pending.current = null
    const result = fetcher.data
    if (!result || 'error' in result) {
      dispatch({ type: 'failed', direction })
      setFailed(direction)
      return
    }
    const action: SeasonCacheAction =
      direction === 'backward'
        ? { type: 'prependBackward', seasons: result.precedingSeasons }
        : direction === 'forward'
          ? { type: 'appendForward', seasons: result.followingSeasons }
          : { type: 'setAdjacent', precedingSeasons: result.precedingSeasons, followingSeasons: result.followingSeasons }
    const knownIds = new Set(cache.seasons.map((season) => season.id))
    const added = seasonCacheReducer(cache, action).seasons.filter((season) => !knownIds.has(season.id))
    const active = document.activeElement
    const focusWasOnEdge = !active || active === document.body || active.hasAttribute('data-season-paging')
    if (focusWasOnEdge && added.length > 0 && direction !== 'initial') {
      focusAfterLoad.current = (direction === 'backward' ? added.at(-1) : added[0])?.id ?? null
    }
    dispatch(action)
    setAnnouncement(t('seasons:seasons.loaded', { count: added.length }))
  }, [fetcher.state, fetcher.data, cache, t])

  useEffect(() => {
    const id = focusAfterLoad.current
    if (!id) return
    focusAfterLoad.current = null
    const tab = navRef.current?.querySelector<HTMLElement>(`[data-season-id="${CSS.escape(id)}"]`)
    if (tab && tab.offsetParent !== null) tab.focus()
    else selectRef.current?.focus()
  }, [cache.seasons])

  const edge = (direction: 'backward' | 'forward') => {
    const show = direction === 'backward' ? cache.hasMoreBefore : cache.hasMoreAfter
    if (!show) return null
    const label = direction === 'backward' ? t('seasons:seasons.previous') : t('seasons:seasons.more')
    if (!hydrated) {
      const target = direction === 'backward' ? cache.seasons[0] : cache.seasons.at(-1)
      return target ? (
        <LocaleLink to={hrefOf(target)} className={s.tab} data-season-paging={direction}>
          {label}
        </LocaleLink>
      ) : null
    }
    return (
      <Button size="small" variant="secondary" onPress={() => load(direction)} isDisabled={cache.loading} data-season-paging={direction}>
        {label}
      </Button>
    )
  }
  const before = edge('backward')
  const after = edge('forward')
  const status =
    failed !== null ? (
      <div className={ss.seasonStatus}>
        <p role="alert" className={s.muted}>
          {t(`seasons:${seasonErrorKey(failed)}`)}
        </p>
        <Button size="small" variant="secondary" onPress={() => load(failed, true)}>
          {t('seasons:seasons.retry')}
        </Button>
      </div>
    ) : null

  return (
    <>
      <nav ref={navRef} className={s.tabs} aria-label={t('catalogue:catalogue.seasons')}>
        <div className={ss.tabsRow}>
          {before ? <div className={ss.tabEdge}>{before}</div> : null}
          <ul className={`${s.tabList} ${ss.tabListFill}`}>
            {cache.seasons.map((season) => (
              <li key={season.id}>
                <LocaleLink
                  to={hrefOf(season)}
                  className={s.tab}
                  aria-current={season.id === current ? 'page' : undefined}
                  data-season-id={season.id}
                  preventScrollReset
                >
                  {season.title}
                </LocaleLink>
              </li>
            ))}
          </ul>
          {after ? <div className={ss.tabEdge}>{after}</div> : null}
        </div>
      </nav>
      <LocaleForm method="get" action={data.pathname} className={s.seasonForm} aria-label={t('catalogue:catalogue.seasons')}>
        {data.keep.watchlistId ? <input type="hidden" name="watchlistId" value={data.keep.watchlistId} /> : null}
        {data.keep.owner ? <input type="hidden" name="owner" value={data.keep.owner} /> : null}
        <div className={s.field}>
          <label htmlFor={selectId}>{t('catalogue:catalogue.season')}</label>
          <select
            ref={selectRef}
            id={selectId}
            name="season"
            className={s.select}
            defaultValue={current}
            key={`${current}:${cache.seasons.length}`}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            {cache.seasons.map((season) => (
              <option key={season.id} value={season.id}>
                {season.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="small">
          {t('catalogue:catalogue.showSeason')}
        </Button>
        {before || after ? (
          <div className={ss.seasonEdges}>
            {before}
            {after}
          </div>
        ) : null}
      </LocaleForm>
      {status}
      <p role="status" className={cache.loading ? s.muted : visuallyHidden}>
        {cache.loading ? t('seasons:seasons.loading') : announcement}
      </p>
    </>
  )
}
