import { useLocation } from '@remix-run/react'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { Button } from '#app/components/ui/Button.tsx'
import { contentLink } from '#app/catalogue/links.ts'
import {
  emptyLiveList,
  LIVE_ANNOUNCED_EVENT,
  liveListReducer,
  liveNowPagePath,
  nextPageToLoad,
  shouldLoadOnOpen,
  type LiveListAction,
  type LiveListState,
} from '#app/live/live-list.ts'
import type { ContentCard, EventsPage } from '#app/platform/types.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import * as s from './live.css.ts'
import { useT } from '#app/i18n/t.ts'
import { liveStrings } from '#app/live/strings.ts'
import { formatLocalTime } from '#app/i18n/format.ts'

/*
 * The list outlives the sidebar dialog (it unmounts when closed): what was loaded stays for the
 * next opening, which only loads when the list is empty. Browser-only (the sidebar renders after
 * hydration), one viewer at a time: a different viewer starts from empty.
 */
let state: LiveListState = emptyLiveList
let owner: string | undefined
let savedScroll = 0
let scrolledFor: string | undefined
const listeners = new Set<() => void>()
let announce = ''

function dispatch(action: LiveListAction) {
  state = liveListReducer(state, action)
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getState = () => state

async function loadPage(page: number) {
  if (state.status === 'loading') return
  const before = state.events.length
  dispatch({ type: 'fetchStart' })
  try {
    const response = await fetch(liveNowPagePath(page), { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as EventsPage
    dispatch({ type: 'fetched', page, events: body.events, paging: body.paging })
    announce = page > 1 ? String(state.events.length - before) : ''
  } catch {
    // "Live list failure: failed state, no message": the list offers a retry.
    dispatch({ type: 'fetchFailed' })
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener(LIVE_ANNOUNCED_EVENT, () => {
    if (listeners.size > 0) void loadPage(1)
    else state = emptyLiveList
  })
}

/** The nearest scrolling ancestor (the sidebar dialog's panel). */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY
    if (overflow === 'auto' || overflow === 'scroll') return node
  }
  return null
}

/**
 * Live-now in the app sidebar for signed-in viewers: 10 a page, loaded when
 * opened if empty, the next page when the bottom is reached (or "Load more", for keyboards and
 * screen readers), back to the top after the location changed.
 */
export function LiveNowList({ viewerKey }: { viewerKey: string }) {
  const { t, locale } = useT(liveStrings)
  const location = useLocation()
  const locationKey = location.pathname + location.search
  if (owner !== viewerKey) {
    owner = viewerKey
    state = emptyLiveList
    savedScroll = 0
  }
  const current = useSyncExternalStore(subscribe, getState, getState)
  const rootRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (shouldLoadOnOpen(state)) void loadPage(1)
  }, [])

  // Keep the scroll position while the location stays; back to the top once it changed.
  useLayoutEffect(() => {
    const scroller = scrollParent(rootRef.current)
    if (!scroller) return
    if (scrolledFor !== locationKey) {
      scrolledFor = locationKey
      savedScroll = 0
    }
    scroller.scrollTop = savedScroll
    const onScroll = () => {
      savedScroll = scroller.scrollTop
    }
    scroller.addEventListener('scroll', onScroll, { passive: true })
    return () => scroller.removeEventListener('scroll', onScroll)
  }, [locationKey])

  // The bottom loader: reaching it loads the next page.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      const next = nextPageToLoad(state)
      if (next !== null && next > 1) void loadPage(next)
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [current.events.length])

  const next = nextPageToLoad(current)

  return (
    <div ref={rootRef}>
      {current.events.length > 0 ? (
        <ul className={s.list} aria-label={t('live:live.list.label')}>
          {current.events.map((event) => (
            <LiveNowCard
              key={event.id}
              event={event}
              href={contentLink(event, { locale }) ?? '#'}
              until={event.endDate ? t('live:live.list.until', { time: formatLocalTime(event.endDate, locale) }) : null}
              live={t('live:live.badge')}
            />
          ))}
        </ul>
      ) : current.status === 'loaded' ? (
        <p className={s.muted}>{t('live:live.list.empty')}</p>
      ) : null}
      <div ref={sentinelRef} className={s.sentinel} aria-hidden="true" />
      <div className={s.footer}>
        {current.status === 'failed' ? (
          <>
            <p className={s.muted}>{t('live:live.list.failed')}</p>
            <Button size="small" variant="secondary" onPress={() => void loadPage(current.page + 1)}>
              {t('live:live.list.retry')}
            </Button>
          </>
        ) : next !== null && next > 1 ? (
          <Button size="small" variant="secondary" onPress={() => void loadPage(next)}>
            {t('live:live.list.loadMore')}
          </Button>
        ) : null}
        <p role="status" className={current.status === 'loading' ? s.muted : visuallyHidden}>
          {current.status === 'loading' ? t('live:live.list.loading') : announce ? t('live:live.list.loaded', { count: announce }) : ''}
        </p>
      </div>
    </div>
  )
}

function LiveNowCard({ event, href, until, live }: { event: ContentCard; href: string; until: string | null; live: string }) {
  return (
    <li>
      <LocaleLink to={href} className={s.card}>
        <span className={s.thumb}>
          <img className={s.image} src={event.thumbnailUrl ?? undefined} alt="" width={112} height={63} loading="lazy" decoding="async" />
          <span className={`${s.badge} ${s.thumbBadge}`}>{live}</span>
        </span>
        <span className={s.text}>
          <span className={s.title}>{event.title}</span>
          {until ? <span className={s.muted}>{until}</span> : null}
        </span>
      </LocaleLink>
    </li>
  )
}
