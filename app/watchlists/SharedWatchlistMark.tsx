import { LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import * as cs from '#app/catalogue/catalogue.css.ts'
import type { SharedWatchlistMark as Mark } from './shared.server.ts'
import { watchlistStrings } from './strings.ts'
import * as s from './watchlists.css.ts'

/**
 * "From the shared watchlist …" on a content page opened from a list (watchlistId and owner), and
 * links to the list's titles before and after this one, which keep the list's view.
 */
export function SharedWatchlistMark({ mark }: { mark: Mark | null }) {
  const { t } = useT(watchlistStrings)
  if (!mark) return null
  return (
    <>
      <p className={s.row}>
        <span className={cs.muted}>{t('watchlists:watchlists.sharedView')}</span>
        <LocaleLink className={cs.link} to={mark.href} aria-label={`${t('watchlists:watchlists.openList')}: ${mark.name}`}>
          {mark.name}
        </LocaleLink>
        {mark.ownership === 'SHARED' ? <span className={s.badge}>{t('watchlists:watchlists.shared')}</span> : null}
      </p>
      {mark.previous || mark.next ? (
        <nav className={s.row} aria-label={`${t('watchlists:watchlists.aroundInList')}: ${mark.name}`}>
          {mark.previous ? (
            <LocaleLink className={cs.link} to={mark.previous.href} rel="prev">
              {t('watchlists:watchlists.previousInList', { title: mark.previous.title })}
            </LocaleLink>
          ) : null}
          {mark.next ? (
            <LocaleLink className={cs.link} to={mark.next.href} rel="next">
              {t('watchlists:watchlists.nextInList', { title: mark.next.title })}
            </LocaleLink>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
