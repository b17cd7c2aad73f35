import { useId } from 'react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { RootData } from '#app/root.server.ts'
import { fallbackSettings } from '#app/cms/settings.ts'
import { FavouriteToggle } from '#app/favourites/FavouriteToggle.tsx'
import { ShareButton } from '#blocks/buttons/ShareButton.tsx'
import { buttonStrings } from '#blocks/buttons/strings.ts'
import { LocaleLink } from '#app/i18n/links.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { formatDuration } from '#blocks/bucket/Card.tsx'
import { PlayerHost } from '#app/player/PlayerHost.tsx'
import { PremiereModal } from '#app/player/PremiereModal.tsx'
import { useHistoryEntry } from '#app/player/history-cache.ts'
import * as ps from '#app/player/player.css.ts'
import type { DetailData, loadDetail } from './detail.server.ts'
import { PurchaseOffers } from '#app/commerce/PurchaseOffers.tsx'
import * as s from './catalogue.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import { AddToWatchlist } from '#app/watchlists/AddToWatchlist.tsx'
import { SharedWatchlistMark } from '#app/watchlists/SharedWatchlistMark.tsx'
import { watchlistStrings } from '#app/watchlists/strings.ts'
import { watchTogetherStrings } from '#app/watch-together/strings.ts'

/** Add-to-watchlist on a title: signed-in viewers only, when the realm shows watchlists. */
function TitleWatchlistControls({ data }: { data: DetailData }) {
  const { t } = useT(watchlistStrings)
  const root = useRouteLoaderData('root') as RootData | undefined
  if (data.isGuest || !root?.settings.features.watchlists) return null
  const label = t('watchlists:watchlists.add.title')
  return (
    <div>
      <AddToWatchlist content={data.item} label={label} variant="secondary">
        {label}
      </AddToWatchlist>
    </div>
  )
}

/** VOD and LIVE detail: artwork, title, facts, description, series/season links and the viewer's access. */
/**
 * The route module of a video's and a live event's page share everything but the kind of detail
 * their loader asks for: the title and description as meta, and the view of the loaded data.
 */
type DetailLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadDetail>

export const detailMeta: MetaFunction<DetailLoader> = ({ data }) =>
  data
    ? [
        { title: `${data.item.title} · Marquee` },
        ...(data.item.description ? [{ name: 'description', content: data.item.description }] : []),
      ]
    : [{ title: 'Marquee' }]

export function DetailRoute() {
  return <DetailView data={useLoaderData<DetailLoader>()} />
}

export function DetailView({
  data,
  watchTogetherPage = false,
}: {
  data: DetailData
  /** shown on WATCH_TOGETHER: no link to itself */ watchTogetherPage?: boolean
}) {
  const { t } = useT(catalogueStrings)
  const titleId = useId()
  const { item, series, season, liveState, locale } = data
  useHistoryEntry(data.kind === 'vod', data.fromHistory)
  // The manifest call decides (territory, licences, sign-in): every item the catalogue does not
  // refuse outright gets a Play button; a guest on GRANTED_ON_SIGN_IN is sent to sign in by it.
  const playable = liveState !== 'ended' && (item.accessLevel === 'GRANTED' || item.accessLevel === 'GRANTED_ON_SIGN_IN')
  const facts = [
    item.year ? String(item.year) : null,
    formatDuration(item.duration),
    item.rating,
    item.genres.length ? item.genres.join(', ') : null,
  ].filter((f): f is string => Boolean(f))

  return (
    <article className={s.page} aria-labelledby={titleId}>
      {playable ? (
        <div className={ps.playerSlot}>
          <PlayerHost
            key={`${data.kind}:${item.id}`}
            kind={data.kind}
            id={item.id}
            title={item.title}
            posterUrl={item.thumbnailUrl}
            isGuest={data.isGuest}
            autoStart={data.autoStart}
            startAt={data.startAt}
            next={data.next}
            upcomingStart={liveState === 'upcoming' ? item.startDate : null}
            fromBeginning={data.fromBeginning}
            programmeStart={data.programmeStart}
            from={data.here}
          />
        </div>
      ) : null}
      {data.kind === 'vod' && item.premiereRelease ? (
        <PremiereModal premiere={item.premiereRelease} duration={item.duration} title={item.title} href={data.here} />
      ) : null}
      <header className={playable ? undefined : s.header}>
        {playable ? null : <img className={s.artwork} src={item.thumbnailUrl ?? undefined} alt="" width={640} height={360} />}
        <div className={s.headerText}>
          <SharedWatchlistMark mark={data.sharedWatchlist} />
          {liveState === 'live' ? <span className={s.liveBadge}>{t('catalogue:catalogue.liveNow')}</span> : null}
          <h1 id={titleId} className={s.title}>
            {item.title}
          </h1>
          {series || season ? (
            <p className={s.muted}>
              {series?.href ? (
                <LocaleLink className={s.link} to={series.href}>
                  {series.title}
                </LocaleLink>
              ) : null}
              {series && season ? ' · ' : null}
              {season?.href ? (
                <LocaleLink className={s.link} to={season.href}>
                  {season.title}
                </LocaleLink>
              ) : null}
              {item.episode ? ` · ${t('catalogue:catalogue.episodeNumber', { number: item.episode })}` : null}
            </p>
          ) : null}
          {facts.length ? (
            <ul className={s.facts} aria-label={t('catalogue:catalogue.details')}>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
          {liveState === 'upcoming' && item.startDate ? (
            <p className={s.muted}>
              <time dateTime={item.startDate} suppressHydrationWarning>
                {t('catalogue:catalogue.startsAt', { date: formatDateTime(item.startDate, locale) })}
              </time>
            </p>
          ) : null}
          <DetailActions data={data} watchTogetherLink={data.kind === 'live' && liveState !== 'ended' && !watchTogetherPage} />
          {item.description ? <p className={s.description}>{item.description}</p> : null}
          <AccessState data={data} />
          <TitleWatchlistControls data={data} />
        </div>
      </header>
    </article>
  )
}

/**
 * The title's own actions: the favourites toggle (on-demand videos), the share control (when
 * the realm allows sharing) and, on a live event, the way to watch it together.
 */
function DetailActions({ data, watchTogetherLink }: { data: DetailData; watchTogetherLink: boolean }) {
  const { t } = useT(buttonStrings, watchTogetherStrings)
  const root = useRouteLoaderData('root') as RootData | undefined
  const sharing = (root?.settings ?? fallbackSettings).features.sharing !== false
  const { item } = data
  const favourites = data.kind === 'vod'
  if (!favourites && !sharing && !watchTogetherLink) return null
  return (
    <div className={s.actions} role="group" aria-label={item.title}>
      {watchTogetherLink ? (
        <ButtonLink href={`/live/${encodeURIComponent(item.id)}/watch-together`} variant="secondary" size="small">
          {t('watchTogether:watchTogether.open')}
        </ButtonLink>
      ) : null}
      {favourites ? (
        <FavouriteToggle
          contentId={item.id}
          title={item.title}
          favourite={item.favourite === true}
          isGuest={data.isGuest}
          redirectTo={data.here}
          size="small"
        />
      ) : null}
      {sharing ? <ShareButton url={data.here.split('?')[0]!} title={item.title} label={t('buttons:buttons.share')} size="small" /> : null}
    </div>
  )
}

/**
 * The access state in words; there is no player yet, so no
 * Play button: a guest who may watch after signing in gets the sign-in link, a viewer without
 * the licence sees which licences would open it.
 */
function AccessState({ data }: { data: DetailData }) {
  const { t } = useT(catalogueStrings, commonStrings)
  const headingId = useId()
  const { item, liveState, isGuest } = data
  let body
  if (liveState === 'ended') {
    body = <p className={s.statusText}>{t('catalogue:thisEventHasEnded')}</p>
  } else if (item.accessLevel === 'GRANTED_ON_SIGN_IN' && isGuest) {
    body = (
      <>
        <p className={s.statusText}>{t('catalogue:catalogue.access.signInNote')}</p>
        <ButtonLink href={data.loginHref} variant="primary">
          {t('common:card.signInToWatch')}
        </ButtonLink>
      </>
    )
  } else if (item.accessLevel === 'GRANTED' || item.accessLevel === 'GRANTED_ON_SIGN_IN') {
    body = <p className={s.statusText}>{t('catalogue:catalogue.access.granted')}</p>
  } else if (item.accessLevel === 'GEOBLOCKED') {
    body = <p className={s.statusText}>{t('catalogue:catalogue.access.geoblocked')}</p>
  } else {
    // the plans by their names (from the offers), never the licences' ids
    const plans = data.purchase.flatMap((offer) => offer.plans)
    body = (
      <>
        <p className={s.statusText}>{t('catalogue:catalogue.access.denied')}</p>
        <PurchaseOffers offers={data.purchase} />
        {plans.length ? (
          <>
            <p className={s.muted}>{t('catalogue:catalogue.access.licences')}</p>
            <ul className={s.facts}>
              {plans.map((plan) => (
                <li key={plan}>{plan}</li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    )
  }
  return (
    <section className={s.status} aria-labelledby={headingId} data-access={item.accessLevel}>
      <h2 id={headingId} className={s.sectionHeading}>
        {t('catalogue:catalogue.access')}
      </h2>
      {body}
    </section>
  )
}
