import { LocaleLink } from '#app/i18n/links.tsx'
import { useId } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { formatDuration } from '#blocks/bucket/Card.tsx'
import * as c from '#app/catalogue/catalogue.css.ts'
import type { InterstitialData } from './interstitial.server.ts'
import * as s from './editorial.css.ts'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { editorialStrings } from '#app/editorial/strings.ts'

type VideoData = Extract<InterstitialData, { kind: 'video' }>
type SeriesData = Extract<InterstitialData, { kind: 'series' }>

/** INTERSTITIAL: what is about to play (a video), or a series' overview, before playback. */
export function InterstitialView({ data }: { data: InterstitialData }) {
  return data.kind === 'video' ? <VideoInterstitial data={data} /> : <SeriesInterstitial data={data} />
}

/** The viewer's access in one line and the action it allows. */
function AccessAction({
  accessLevel,
  isGuest,
  href,
  label,
  loginHref,
}: {
  accessLevel: string
  isGuest: boolean
  href: string
  label: string
  loginHref: string
}) {
  const { t } = useT(catalogueStrings, commonStrings)
  if (accessLevel === 'GRANTED_ON_SIGN_IN' && isGuest)
    return (
      <div className={c.status}>
        <p className={c.statusText}>{t('catalogue:catalogue.access.signInNote')}</p>
        <div>
          <ButtonLink href={loginHref} variant="primary">
            {t('common:card.signInToWatch')}
          </ButtonLink>
        </div>
      </div>
    )
  if (accessLevel === 'DENIED' || accessLevel === 'GEOBLOCKED')
    return (
      <div className={c.status}>
        <p className={c.statusText}>
          {accessLevel === 'DENIED' ? t('catalogue:catalogue.access.denied') : t('catalogue:catalogue.access.geoblocked')}
        </p>
        <div>
          <ButtonLink href={href}>{label}</ButtonLink>
        </div>
      </div>
    )
  return (
    <div>
      <ButtonLink href={href} variant="primary">
        {label}
      </ButtonLink>
    </div>
  )
}

function VideoInterstitial({ data }: { data: VideoData }) {
  const { t } = useT(editorialStrings, catalogueStrings)
  const titleId = useId()
  const { video } = data
  const facts = [
    video.year ? String(video.year) : null,
    formatDuration(video.duration),
    video.rating,
    video.genres.join(', ') || null,
  ].filter((f): f is string => Boolean(f))
  return (
    <article className={c.page} aria-labelledby={titleId}>
      <header className={c.header}>
        <img className={c.artwork} src={video.thumbnailUrl ?? undefined} alt="" width={640} height={360} />
        <div className={c.headerText}>
          {data.series || data.season ? (
            <p className={c.muted}>
              {data.series?.href ? (
                <LocaleLink className={c.link} to={data.series.href}>
                  {data.series.title}
                </LocaleLink>
              ) : null}
              {data.series && data.season ? ' · ' : null}
              {data.season?.href ? (
                <LocaleLink className={c.link} to={data.season.href}>
                  {data.season.title}
                </LocaleLink>
              ) : null}
              {video.episode ? ` · ${t('catalogue:catalogue.episodeNumber', { number: video.episode })}` : null}
            </p>
          ) : null}
          <h1 id={titleId} className={c.title}>
            {video.title}
          </h1>
          {facts.length ? (
            <ul className={c.facts} aria-label={t('catalogue:catalogue.details')}>
              {facts.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
          {video.description ? <p className={c.description}>{video.description}</p> : null}
          <AccessAction
            accessLevel={video.accessLevel}
            isGuest={data.isGuest}
            href={data.continueHref}
            label={data.live ? t('editorial:interstitial.continueLive') : t('editorial:interstitial.continue')}
            loginHref={data.loginHref}
          />
        </div>
      </header>
    </article>
  )
}

function SeriesInterstitial({ data }: { data: SeriesData }) {
  const { t } = useT(editorialStrings, catalogueStrings)
  const titleId = useId()
  const seasonsId = useId()
  const { series } = data
  return (
    <article className={c.page} aria-labelledby={titleId}>
      <header className={c.header}>
        {series.thumbnailUrl ? <img className={c.artwork} src={series.thumbnailUrl} alt="" width={640} height={360} /> : null}
        <div className={c.headerText}>
          <h1 id={titleId} className={c.title}>
            {series.title}
          </h1>
          <p className={c.muted}>{t('editorial:interstitial.seasonsCount', { count: data.totalSeasons })}</p>
          {series.description ? <p className={c.description}>{series.description}</p> : null}
          {data.startHref && data.firstEpisode ? (
            <AccessAction
              accessLevel={data.firstEpisode.accessLevel}
              isGuest={data.isGuest}
              href={data.startHref}
              label={t('editorial:interstitial.startWatching')}
              loginHref={data.loginHref}
            />
          ) : (
            <p className={c.muted}>{t('catalogue:catalogue.noEpisodes')}</p>
          )}
          <div>
            <ButtonLink href={data.seriesHref}>{t('editorial:interstitial.viewSeries')}</ButtonLink>
          </div>
        </div>
      </header>
      {data.seasons.length > 0 ? (
        <section className={c.section} aria-labelledby={seasonsId}>
          <h2 id={seasonsId} className={c.sectionHeading}>
            {t('catalogue:catalogue.seasons')}
          </h2>
          <ul className={s.facetValues}>
            {data.seasons.map((season) => (
              <li key={season.id}>
                <LocaleLink to={season.href} className={s.facetLink}>
                  {t('editorial:interstitial.seasonEpisodes', { title: season.title, count: season.episodeCount })}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
