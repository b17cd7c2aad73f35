import { useLocation } from '@remix-run/react'
import { inlineVars } from '#app/styles/inline-vars.ts'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'
import type { RowCard } from '#app/platform/types.ts'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { useLocalePath } from '#app/i18n/links.tsx'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import type { BlockOf, BlockProps } from '../types.ts'
import { Gradients } from '#blocks/shared/Gradients.tsx'
import { withSearchParams } from '#blocks/shared/links.ts'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { useJsonResource } from '#app/utils/useJsonResource.ts'
import { Card, type CardLabels } from './Card.tsx'
import { CardFavouriteToggle } from '#app/favourites/CardFavouriteToggle.tsx'
import { useDelegatedNavigation } from '#app/utils/delegatedNavigation.ts'
import { bucketResourcePath, isBucketPage, prevParam, rowAnchor, rowParam } from './paging.ts'
import { usePreviewToggleLabel } from './playlist-preview-toggle.ts'
import * as ps from './playlist-preview.css.ts'
import * as cs from './card.css.ts'
import * as s from './bucket.css.ts'
import { rememberRecipe } from '#app/styles/remembered-recipe.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

// The rows' recipes, each combination worked out once (app/styles/remembered-recipe.ts).
const rowClass = rememberRecipe(s.row)
const headerClass = rememberRecipe(s.header)
const headingClass = rememberRecipe(s.heading)
const trackClass = rememberRecipe(s.track)

// The expanded playlist preview is fetched only when a visitor opens one.
const PlaylistPreview = lazy(() => import('./PlaylistPreview.tsx').then((m) => ({ default: m.PlaylistPreview })))

function trackLayout(rowType: 'basic' | 'featured' | 'inline', posters: boolean): s.TrackVariants['layout'] {
  if (rowType === 'featured') return posters ? 'featuredPosters' : 'featured'
  if (rowType === 'inline') return posters ? 'inlinePosters' : 'inline'
  return posters ? 'basicPosters' : 'basic'
}

/** A carousel row. A new server page of the row (no-JS paging, revalidation) starts a fresh track. */
export function Bucket(props: BlockProps<'bucket'>) {
  return <BucketRow key={`${props.data.bucket.bucketId}|${props.data.startedAt ?? ''}`} {...props} />
}

function BucketRow({ block, data, env }: BlockProps<'bucket'>) {
  const { t } = useT(commonStrings)
  const location = useLocation()
  const nextPage = useJsonResource()
  const onTrackClick = useDelegatedNavigation()
  const localizePath = useLocalePath()
  const cardLabels: CardLabels = {
    live: t('common:card.live'),
    subscriptionRequired: t('common:card.subscriptionRequired'),
    signInToWatch: t('common:card.signInToWatch'),
    geoblocked: t('common:card.geoblocked'),
  }
  const headingId = useId()
  const trackId = useId()
  const trackRef = useRef<HTMLUListElement>(null)
  const pendingScroll = useRef(false)
  const handled = useRef<unknown>(undefined)

  const rtd = block.rowTypeData
  const rowType = rtd.rowType
  const posters = rtd.displayPosters ?? false
  const firstPageCount = data.bucket.contentList.length
  const [items, setItems] = useState<RowCard[]>(data.bucket.contentList)
  const [paging, setPaging] = useState({ lastSeen: data.bucket.paging.lastSeen, more: data.bucket.paging.moreDataAvailable })
  const [announcement, setAnnouncement] = useState('')
  const [failed, setFailed] = useState(false)
  const loading = nextPage.state !== 'idle'

  // The expanded playlist preview (one per row): which playlist card opened it.
  const previewLabel = usePreviewToggleLabel()
  const previewId = useId()
  const [expanded, setExpanded] = useState<{ id: string; title: string } | null>(null)
  const toggleId = useCallback((itemId: string) => `${block.id}-${itemId}-preview`, [block.id])
  const expandedCard = useCallback(
    () => (expanded ? (document.getElementById(toggleId(expanded.id))?.closest('li') ?? null) : null),
    [expanded, toggleId],
  )
  const closePreview = useCallback(() => {
    if (!expanded) return
    const active = document.activeElement
    const focusWasInside = !active || active === document.body || Boolean(document.getElementById(previewId)?.contains(active))
    setExpanded(null)
    if (focusWasInside) document.getElementById(toggleId(expanded.id))?.focus()
  }, [expanded, previewId, toggleId])

  const scrollByPage = useCallback((direction: 1 | -1) => {
    const el = trackRef.current
    if (!el || typeof el.scrollBy !== 'function') return
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1
    el.scrollBy({ left: direction * rtl * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [])

  // A page arrived from the resource route: append it, then finish the scroll the visitor asked for.
  useEffect(() => {
    const result: unknown = nextPage.data
    if (nextPage.state !== 'idle' || result === undefined || handled.current === result) return
    handled.current = result
    if (isBucketPage(result)) {
      const seen = new Set(items.map((i) => i.id))
      const fresh = result.contentList.filter((i) => !seen.has(i.id))
      setItems([...items, ...fresh])
      setPaging({ lastSeen: result.paging.lastSeen, more: result.paging.moreDataAvailable && fresh.length > 0 })
      setFailed(false)
      setAnnouncement(t('common:row.loaded', { count: fresh.length }))
      if (fresh.length === 0) pendingScroll.current = false
    } else {
      pendingScroll.current = false
      setFailed(true)
      setAnnouncement(t('common:row.loadFailed'))
    }
  }, [nextPage.state, nextPage.data, items, t])

  useEffect(() => {
    if (!pendingScroll.current) return
    pendingScroll.current = false
    scrollByPage(1)
  }, [items, scrollByPage])

  const onNext = () => {
    const el = trackRef.current
    const width = el?.clientWidth ?? 0
    const remaining = el ? el.scrollWidth - width - Math.abs(el.scrollLeft) : 0
    const shouldLoad = paging.more && paging.lastSeen !== null && !loading && remaining < 2 * width + 1
    if (remaining > 1) scrollByPage(1)
    else if (shouldLoad || loading) pendingScroll.current = true
    if (shouldLoad && paging.lastSeen !== null)
      nextPage.load(bucketResourcePath(block.bucketId, paging.lastSeen, { rowType: block.rowTypeData.rowType }))
  }

  const anchor = rowAnchor(block.id)
  const serverPaging = data.bucket.paging
  const nextHref =
    serverPaging.moreDataAvailable && serverPaging.lastSeen
      ? withSearchParams(location, { [rowParam(block.id)]: serverPaging.lastSeen, [prevParam(block.id)]: data.startedAt ?? '' }, anchor)
      : null
  // One step back is exact; further back (the cursor before is not kept) returns to the first page.
  const previousHref =
    data.startedAt !== null
      ? withSearchParams(location, { [rowParam(block.id)]: data.previousCursor || null, [prevParam(block.id)]: null }, anchor)
      : null

  const title = rtd.title ?? data.bucket.name
  const eager = env.index < 2
  const background = rtd.background
  const hasBackground = Boolean(background?.image || background?.color)

  if (items.length === 0 && !env.preview) return null

  const previousLabel = t('common:row.previous')
  const nextLabel = t('common:row.next')
  const arrows = (
    <RowArrows
      trackRef={trackRef}
      trackId={trackId}
      itemCount={items.length}
      previousHref={previousHref}
      nextHref={nextHref}
      hasMore={paging.more}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      onPrevious={() => scrollByPage(-1)}
      onNext={onNext}
    />
  )

  const ctas =
    rtd.primaryCta || rtd.secondaryCta ? (
      <div className={s.ctas}>
        {rtd.primaryCta ? (
          <ButtonLink variant="primary" size="small" href={rtd.primaryCta.link}>
            {rtd.primaryCta.ctaText}
          </ButtonLink>
        ) : null}
        {rtd.secondaryCta ? (
          <ButtonLink variant="secondary" size="small" href={rtd.secondaryCta.link}>
            {rtd.secondaryCta.ctaText}
          </ButtonLink>
        ) : null}
      </div>
    ) : null

  return (
    <section
      id={anchor}
      className={rowClass({ rowType, hasBackground })}
      style={background?.color ? inlineVars({ [s.rowBackground]: background.color }) : undefined}
      aria-labelledby={headingId}
      data-block="bucket"
      data-row-type={rowType}
    >
      {background?.image || background?.gradients ? (
        <div className={s.backgroundLayer} aria-hidden="true">
          {background.image ? (
            <img className={s.backgroundImage} src={background.image} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
          <Gradients flags={background.gradients} />
        </div>
      ) : null}

      <div className={headerClass({ rowType, textAlignment: rtd.textAlignment ?? 'left' })}>
        <div className={s.headingText}>
          <h2 id={headingId} className={headingClass({ rowType })}>
            {title}
          </h2>
          {rtd.description && rowType !== 'inline' ? <p className={s.description}>{rtd.description}</p> : null}
          {rowType !== 'inline' ? ctas : null}
        </div>
        {arrows}
      </div>

      <div className={eager ? s.trackWrap : s.trackWrapDeferred}>
        {items.length === 0 ? (
          <p className={s.status}>{t('common:row.empty')}</p>
        ) : (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated navigation: the clicks come from the links inside, which a keyboard activates too (Enter on a link clicks it)
          <ul
            id={trackId}
            ref={trackRef}
            role="list"
            className={trackClass({ layout: trackLayout(rowType, posters), rows: rtd.rowCount ?? 1 })}
            aria-labelledby={headingId}
            aria-busy={loading || undefined}
            onClick={onTrackClick}
          >
            {items.map((item, i) => (
              <Card
                key={item.id}
                item={item}
                context="carousel"
                rowType={rowType}
                displayPosters={posters}
                playlistImageType={rtd.playlistImageType}
                metadataDisplayMode={rtd.metadataDisplayMode}
                hideMetadata={rtd.hideMetadata}
                eager={eager && i < firstPageCount}
                isGuest={env.viewer.isGuest}
                labels={cardLabels}
                localizePath={localizePath}
                idPrefix={`${block.id}-${item.id}`}
                extra={
                  // a signed-in viewer's videos: the favourites toggle (a plain form, with or without JavaScript)
                  !env.viewer.isGuest && item.type === 'VOD' && item.favourite !== undefined ? (
                    <CardFavouriteToggle
                      contentId={item.id}
                      title={item.title}
                      favourite={item.favourite}
                      redirectTo={location.pathname + location.search}
                    />
                  ) : item.type === 'VOD_PLAYLIST' ? (
                    <PlaylistToggle
                      id={toggleId(item.id)}
                      label={previewLabel(item.title)}
                      expanded={expanded?.id === item.id}
                      controls={previewId}
                      onPress={() => setExpanded((open) => (open?.id === item.id ? null : { id: item.id, title: item.title }))}
                    />
                  ) : undefined
                }
              />
            ))}
          </ul>
        )}
        {expanded ? (
          <Suspense fallback={null}>
            <PlaylistPreview key={expanded.id} playlist={expanded} id={previewId} card={expandedCard} onClose={closePreview} />
          </Suspense>
        ) : null}
        {rowType === 'inline' ? ctas : null}
        <p role="status" aria-live="polite" className={failed ? s.status : visuallyHidden}>
          {loading ? t('common:row.loadingMore') : announcement}
        </p>
      </div>
    </section>
  )
}

interface RowArrowsProps {
  trackRef: RefObject<HTMLUListElement>
  trackId: string
  /** the cards on the track: more of them means the end moved */
  itemCount: number
  previousHref: string | null
  nextHref: string | null
  /** whether the platform has more cards for this row than the track holds */
  hasMore: boolean
  previousLabel: string
  nextLabel: string
  onPrevious: () => void
  onNext: () => void
}

/**
 * The row's previous and next arrows: links to the row's server pages until the page is
 * hydrated, then buttons that scroll the track (and fetch its next page at the end). They are a
 * component of their own because they are what changes when hydration ends and as the track
 * scrolls: those updates then re-render two buttons, not every card of every row at once.
 */
function RowArrows({
  trackRef,
  trackId,
  itemCount,
  previousHref,
  nextHref,
  hasMore,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
}: RowArrowsProps) {
  const hydrated = useHydrated()
  const [edges, setEdges] = useState({ atStart: true, atEnd: false })

  useEffect(() => {
    const el = trackRef.current
    if (!el) return
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth
      const pos = Math.abs(el.scrollLeft)
      const atStart = pos <= 1
      const atEnd = pos >= max - 1
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }))
    }
    // The track is measured once the browser has laid it out: a ResizeObserver reports it after
    // its next layout, and again whenever its width changes (cards are sized by the track's
    // width, so the window's resizes reach it too). Reading its geometry here instead forced a
    // layout of the whole page in every row's effect while the page hydrated, as the rows before
    // had just changed their arrows: about 150 ms of a slow phone's main thread on the home.
    const sized = new ResizeObserver(measure)
    sized.observe(el)
    el.addEventListener('scroll', measure, { passive: true })
    return () => {
      sized.disconnect()
      el.removeEventListener('scroll', measure)
    }
  }, [trackRef, itemCount])

  return (
    <div className={s.arrowsAlways}>
      {!hydrated || (previousHref && edges.atStart) ? (
        previousHref ? (
          <ButtonLink variant="icon" href={previousHref} aria-label={previousLabel} data-paging="previous">
            <Chevron direction="previous" />
          </ButtonLink>
        ) : null
      ) : (
        <Button
          variant="icon"
          deferUntilNear
          aria-label={previousLabel}
          aria-controls={trackId}
          isDisabled={edges.atStart}
          onPress={onPrevious}
          data-paging="previous"
        >
          <Chevron direction="previous" />
        </Button>
      )}
      {!hydrated ? (
        nextHref ? (
          <ButtonLink variant="icon" href={nextHref} aria-label={nextLabel} data-paging="next">
            <Chevron direction="next" />
          </ButtonLink>
        ) : null
      ) : (
        <Button
          variant="icon"
          deferUntilNear
          aria-label={nextLabel}
          aria-controls={trackId}
          isDisabled={!hasMore && edges.atEnd}
          onPress={onNext}
          data-paging="next"
        >
          <Chevron direction="next" />
        </Button>
      )}
    </div>
  )
}

/** A playlist card's button that opens its preview under the row; there is none without JavaScript. */
function PlaylistToggle({
  id,
  label,
  expanded,
  controls,
  onPress,
}: {
  id: string
  label: string
  expanded: boolean
  controls: string
  onPress: () => void
}) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Button
      id={id}
      variant="icon"
      deferUntilNear
      className={ps.toggle}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onPress={onPress}
    >
      <svg
        className={`${ps.toggleIcon}${expanded ? ` ${ps.toggleIconOpen}` : ''}`}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" d="m5 9 7 7 7-7" />
      </svg>
    </Button>
  )
}

/** Whether the visitor asked for reduced motion, read when a scroll starts. */
function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={s.arrowIcon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ transform: direction === 'previous' ? 'scaleX(-1)' : undefined }}
    >
      <path fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" d="m9 5 7 7-7 7" />
    </svg>
  )
}

/** Stands in for a row whose data is still streaming: same height, no content, busy. */
export function BucketSkeleton({ block }: { block: BlockOf<'bucket'> }) {
  const { t } = useT(commonStrings)
  const rtd = block.rowTypeData
  const posters = rtd.displayPosters ?? false
  const rows = rtd.rowCount ?? 1
  return (
    <section
      className={rowClass({ rowType: rtd.rowType })}
      aria-busy="true"
      aria-label={rtd.title ?? t('common:row.loading')}
      data-skeleton="bucket"
    >
      <div className={headerClass({ rowType: rtd.rowType })}>
        <h2 className={headingClass({ rowType: rtd.rowType })}>{rtd.title ?? '\u00a0'}</h2>
      </div>
      <div className={trackClass({ layout: trackLayout(rtd.rowType, posters), rows })} aria-hidden="true">
        {Array.from({ length: 8 * rows }, (_, i) => (
          <div key={i}>
            <div className={`${cs.mediaBox({ aspect: posters ? 'poster' : 'landscape' })} ${s.placeholder}`} />
            {rtd.hideMetadata ? null : (
              <div className={cs.meta} style={{ paddingBlockStart: 8 }}>
                <p className={cs.title()}>&nbsp;</p>
                <p className={cs.metaLine}>&nbsp;</p>
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}
