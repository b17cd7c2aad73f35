/**
 * The search overlay (its own chunk, loaded by SearchOverlayHost once the hash is #search): a
 * react-aria modal dialog with a search field. Typing goes through createDebouncedSearch (its
 * delays) to /resources/search; the hits show per type with their counts, and "more" appends that
 * type's next page. With an empty query it shows popular content (the trending row's first page).
 */
import { useLocation, useNavigate } from '@remix-run/react'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { SearchField } from 'react-aria-components/SearchField'
import { contentPath } from '#blocks/shared/links.ts'
import { translatePath } from '#app/route-table.js'
import { localePath } from '#app/i18n/locale-path.ts'
import type { ContentCard } from '#app/platform/types.ts'
import { createDebouncedSearch } from '#app/search/debounce.ts'
import {
  hasMoreResults,
  initialSearchState,
  searchReducer,
  searchResultTypes,
  shouldResetOnRouteChange,
  type SearchResultType,
  type SearchState,
} from '#app/search/state.ts'
import { type CatalogueKey } from '#app/catalogue/strings.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { resultTypeMap, type SearchResourceAnswer } from './query.ts'
import { takeOpener, type SearchOverlayState } from './opener.ts'
import * as s from './searchOverlay.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { searchOverlayStrings } from '#app/search/strings.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

type Locale = 'en' | 'es' | 'pt'
type State = SearchState<ContentCard>

const POPULAR_BUCKET = 'trending'

const groupLabel: Record<SearchResultType, CatalogueKey> = {
  liveEvent: 'catalogue.search.liveEvents',
  vodVideo: 'catalogue.search.videos',
  vodPlaylist: 'catalogue.search.playlists',
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return (await res.json()) as T
}

function searchUrl(q: string, type?: SearchResultType, page?: number): string {
  const params = new URLSearchParams({ q })
  if (type) params.set('type', resultTypeMap[type].type)
  if (page && page > 1) params.set('p', String(page))
  return `/resources/search?${params}`
}

export function SearchOverlay({ isOpen, locale }: { isOpen: boolean; locale: Locale }) {
  const { t } = useT(searchOverlayStrings, catalogueStrings, commonStrings)
  const liveLabel = t('common:card.live') as string
  const location = useLocation()
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(searchReducer<ContentCard>, undefined, () => initialSearchState<ContentCard>())
  const [failed, setFailed] = useState(false)
  const [loadingMore, setLoadingMore] = useState<SearchResultType | null>(null)
  const stateRef = useRef<State>(state)
  stateRef.current = state
  const inFlight = useRef<AbortController | null>(null)

  const send = useCallback((value: string) => {
    inFlight.current?.abort()
    setFailed(false)
    if (value.trim() === '') {
      dispatch({ type: 'results', results: {}, value })
      return
    }
    const controller = new AbortController()
    inFlight.current = controller
    getJson<SearchResourceAnswer>(searchUrl(value.trim()), controller.signal)
      .then((answer) => dispatch({ type: 'results', results: answer.results, value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        void error
        setFailed(true)
        dispatch({ type: 'failed', value })
      })
  }, [])

  const debounced = useMemo(() => createDebouncedSearch((value) => send(value)), [send])
  useEffect(
    () => () => {
      debounced.cancel()
      inFlight.current?.abort()
    },
    [debounced],
  )

  // Open: active and loading, the kept value searched again, popular content fetched once.
  const openedAt = useRef<string | null>(null)
  useEffect(() => {
    if (isOpen) {
      openedAt.current = location.pathname
      dispatch({ type: 'open' })
      send(stateRef.current.value)
      if (stateRef.current.popularContent.length === 0) {
        getJson<{ contentList?: ContentCard[] }>(`/resources/bucket/${POPULAR_BUCKET}?rpp=${PAGE_SIZES.searchPopular}`)
          .then((page) => dispatch({ type: 'popularContent', items: page.contentList ?? [] }))
          .catch(() => {})
      }
      return
    }
    if (openedAt.current === null) return
    // Closed: reset (keeping value and refines); focus back on the opener unless the page changed.
    debounced.cancel()
    inFlight.current?.abort()
    dispatch({ type: 'close' })
    const samePage = openedAt.current === location.pathname
    openedAt.current = null
    const opener = takeOpener()
    if (samePage && opener) requestAnimationFrame(() => opener.focus())
    // Only the open flag drives this effect; the rest is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])

  // Route change: reset unless on a page that keeps the search.
  const previousPath = useRef(location.pathname)
  useEffect(() => {
    if (previousPath.current === location.pathname) return
    previousPath.current = location.pathname
    if (shouldResetOnRouteChange(location.pathname, location.hash)) {
      debounced.cancel()
      dispatch({ type: 'newSearch' })
    }
  }, [location.pathname, location.hash, debounced])

  const close = useCallback(() => {
    if ((location.state as SearchOverlayState | null)?.searchOverlay) navigate(-1)
    else navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true })
  }, [location, navigate])

  const onChange = (value: string) => {
    dispatch({ type: 'setValue', value })
    debounced.input(value)
  }

  const more = (type: SearchResultType) => {
    const value = state.value
    setLoadingMore(type)
    getJson<SearchResourceAnswer>(searchUrl(value.trim(), type, state.results[type].page + 1))
      .then((answer) => {
        const results = answer.results[type]
        if (results) dispatch({ type: 'nextPage', resultType: type, results, value })
      })
      .catch(() => setFailed(true))
      .finally(() => setLoadingMore(null))
  }

  // Escape closes the overlay at once (keeping the text), rather than first clearing the field.
  const onFieldKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    close()
  }

  const query = state.value.trim()
  const localize = (path: string) => localePath(locale, path)
  const status = !query
    ? ''
    : failed
      ? t('searchOverlay:search.overlay.failed')
      : state.loading
        ? t('searchOverlay:search.overlay.loading')
        : state.totalCount === 0
          ? t('searchOverlay:search.overlay.none', { query })
          : t(state.totalCount === 1 ? 'searchOverlay:search.overlay.resultsOne' : 'searchOverlay:search.overlay.results', {
              count: state.totalCount,
              query,
            })

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog}>
          <Heading slot="title" className={visuallyHidden}>
            {t('searchOverlay:search.overlay.title')}
          </Heading>
          <div className={s.header}>
            <div className={s.field} onKeyDownCapture={onFieldKeyDown}>
              <SearchField value={state.value} onChange={onChange} onSubmit={() => debounced.flush()} autoFocus className={s.field}>
                <Label>{t('catalogue:catalogue.search.label')}</Label>
                <Input className={s.input} maxLength={200} />
              </SearchField>
            </div>
            <Button className={s.iconButton} aria-label={t('searchOverlay:search.overlay.close')} onPress={close}>
              <svg
                className={s.icon}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                aria-hidden
                focusable={false}
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Button>
          </div>
          <p role="status" aria-live="polite" className={s.status}>
            {status}
          </p>
          {!query ? (
            state.popularContent.length > 0 ? (
              <HitGroup
                heading={t('searchOverlay:search.overlay.popular')}
                hits={state.popularContent}
                localize={localize}
                liveLabel={liveLabel}
              />
            ) : null
          ) : (
            <>
              {searchResultTypes
                .filter((type) => state.results[type].totalHits > 0)
                .map((type) => {
                  const label = t(`catalogue:${groupLabel[type]}`)
                  return (
                    <HitGroup
                      key={type}
                      heading={label}
                      count={t(
                        state.results[type].totalHits === 1 ? 'catalogue:catalogue.search.countOne' : 'catalogue:catalogue.search.count',
                        {
                          count: state.results[type].totalHits,
                        },
                      )}
                      hits={state.results[type].hits}
                      localize={localize}
                      liveLabel={liveLabel}
                      more={
                        hasMoreResults(state, type) ? (
                          <Button className={s.more} onPress={() => more(type)} isDisabled={loadingMore === type}>
                            {t('searchOverlay:search.overlay.more', { group: label.toLowerCase() })}
                          </Button>
                        ) : null
                      }
                    />
                  )
                })}
              {state.totalCount > 0 ? (
                <LocaleLink to={`${translatePath('/search', locale)}?${new URLSearchParams({ q: query })}`} className={s.allLink}>
                  {t('searchOverlay:search.overlay.allResults')}
                </LocaleLink>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function HitGroup(props: {
  heading: string
  count?: string
  hits: ContentCard[]
  localize: (path: string) => string
  liveLabel: string
  more?: ReactNode
}) {
  const headingId = useId()
  return (
    <section className={s.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.groupHeading}>
        {props.heading} {props.count ? <span className={s.count}>({props.count})</span> : null}
      </h3>
      <ul className={s.list}>
        {props.hits.map((item) => (
          <li key={item.id}>
            <LocaleLink to={contentPath(item, props.localize)} className={s.hit}>
              <img src={item.thumbnailUrl ?? undefined} alt="" className={s.thumb} loading="lazy" width={96} height={54} />
              <span className={s.hitText}>
                <span className={s.hitTitle}>{item.title}</span>
                {item.year || item.displayLiveBadge ? (
                  <span className={s.hitMeta}>{item.displayLiveBadge ? props.liveLabel : item.year}</span>
                ) : null}
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
      {props.more}
    </section>
  )
}
