import { useId } from 'react'
import { useRouteLoaderData } from '@remix-run/react'
import { fallbackSettings } from '#app/cms/settings.ts'
import { contentLinkQuery } from '#app/catalogue/links.ts'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import type { RootData } from '#app/root.server.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { Card, type CardLabels } from '#blocks/bucket/Card.tsx'
import { NumberedPager, PastTheEnd, hrefWith } from './Pager.tsx'
import { defineStrings } from '#app/i18n/namespace.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { useT } from '#app/i18n/t.ts'
import * as c from './catalogue.css.ts'
import type { ContentCard } from '#app/platform/types.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { ContentLinkQuery } from '#app/catalogue/links.ts'

/** What a playlist page shows; the playlist route's loader builds it. */
export interface PlaylistData {
  locale: Locale
  isGuest: boolean
  playlist: { id: string; title: string; description: string; thumbnailUrl: string | null; share: { href: string; title: string } | null }
  videos: ContentCard[]
  page: number
  totalPages: number
  hasMore: boolean
  totalResults: number
  showingAll: boolean
  playHref: string | null
  /** The video links of the cards carry playlistId too. */
  playlistQuery: ContentLinkQuery
  pathname: string
}

/** Default strings of the playlist page per locale; a CMS labels document may override any key. */
const en = {
  'playlist.play': 'Play',
  'playlist.viewAll': 'View all',
  'playlist.byPage': 'Show by page',
  'playlist.share': 'Share',
  'playlist.videos': 'Videos',
  'playlist.count': '{{count}} videos',
  'playlist.empty': 'This playlist has no videos yet.',
} as const
type PlaylistKey = keyof typeof en

const es: Record<PlaylistKey, string> = {
  'playlist.play': 'Reproducir',
  'playlist.viewAll': 'Ver todo',
  'playlist.byPage': 'Ver por páginas',
  'playlist.share': 'Compartir',
  'playlist.videos': 'Vídeos',
  'playlist.count': '{{count}} vídeos',
  'playlist.empty': 'Esta lista aún no tiene vídeos.',
}

const pt: Record<PlaylistKey, string> = {
  'playlist.play': 'Reproduzir',
  'playlist.viewAll': 'Ver tudo',
  'playlist.byPage': 'Ver por páginas',
  'playlist.share': 'Partilhar',
  'playlist.videos': 'Vídeos',
  'playlist.count': '{{count}} vídeos',
  'playlist.empty': 'Esta playlist ainda não tem vídeos.',
}

export const playlistStrings = defineStrings('playlist', en, es, pt)

/** A playlist: title, description, Play / View all / Share, then its videos a page at a time (?p=). */
export function PlaylistView({ data }: { data: PlaylistData }) {
  const { t, locale } = useT(playlistStrings, commonStrings)
  const titleId = useId()
  const videosId = useId()
  const prefix = useId()
  const root = useRouteLoaderData('root') as RootData | undefined
  const sharing = (root?.settings ?? fallbackSettings).features?.sharing === true
  const { playlist, page, totalPages } = data
  const pageHref = (p: number) => hrefWith(data.pathname, { p: p > 1 ? p : null, all: data.showingAll ? 1 : null })
  const labels: CardLabels = {
    live: t('common:card.live'),
    subscriptionRequired: t('common:card.subscriptionRequired'),
    signInToWatch: t('common:card.signInToWatch'),
    geoblocked: t('common:card.geoblocked'),
  }
  // Each video opens within the playlist (playlistId), as "Play" does.
  const localizePath = (path: string) => localePath(locale, path + contentLinkQuery(data.playlistQuery))

  return (
    <article className={c.page} aria-labelledby={titleId}>
      <header className={c.header}>
        {playlist.thumbnailUrl ? <img className={c.artwork} src={playlist.thumbnailUrl} alt="" width={640} height={360} /> : null}
        <div className={c.headerText}>
          <h1 id={titleId} className={c.title}>
            {playlist.title}
          </h1>
          {data.totalResults > 0 ? <p className={c.muted}>{t('playlist:playlist.count', { count: data.totalResults })}</p> : null}
          {playlist.description ? <p className={c.description}>{playlist.description}</p> : null}
          <div className={c.pager}>
            {data.playHref ? (
              <ButtonLink href={data.playHref} variant="primary">
                {t('playlist:playlist.play')}
              </ButtonLink>
            ) : null}
            {data.showingAll ? (
              <ButtonLink href={data.pathname}>{t('playlist:playlist.byPage')}</ButtonLink>
            ) : totalPages > 1 ? (
              <ButtonLink href={hrefWith(data.pathname, { all: 1 })}>{t('playlist:playlist.viewAll')}</ButtonLink>
            ) : null}
            {sharing && playlist.share ? (
              <a className={c.link} href={playlist.share.href} title={playlist.share.title}>
                {t('playlist:playlist.share')}
              </a>
            ) : null}
          </div>
        </div>
      </header>

      <section className={c.section} aria-labelledby={videosId}>
        <h2 id={videosId} className={c.sectionHeading}>
          {t('playlist:playlist.videos')}
        </h2>
        {data.videos.length > 0 ? (
          <>
            <ul className={c.grid} aria-label={t('playlist:playlist.videos')}>
              {data.videos.map((item, i) => (
                <Card
                  key={item.id}
                  item={item}
                  context="grid"
                  eager={i < 4}
                  isGuest={data.isGuest}
                  localizePath={localizePath}
                  labels={labels}
                  idPrefix={`${prefix}-${item.id}`}
                />
              ))}
            </ul>
            <NumberedPager page={page} totalPages={totalPages} hasMore={data.hasMore} pageHref={pageHref} />
          </>
        ) : page > 1 ? (
          <PastTheEnd firstPageHref={pageHref(1)} />
        ) : (
          <p className={c.muted}>{t('playlist:playlist.empty')}</p>
        )}
      </section>
    </article>
  )
}
