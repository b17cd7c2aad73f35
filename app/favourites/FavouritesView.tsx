import { useActionData } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { NumberedPager } from '#app/catalogue/Pager.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import type { ContentCard } from '#app/platform/types.ts'
import { contentPath } from '#blocks/shared/links.ts'
import { FavouriteToggle } from './FavouriteToggle.tsx'
import type { FavouriteActionData, FavouritesData } from './favourites.server.ts'
import type { FavouriteEntry } from './types.ts'
import { favouritesStrings } from './strings.ts'
import { favouritesPageStrings } from './page-strings.ts'
import * as s from './favourites.css.ts'

/**
 * FAVOURITES: the viewer's favourite videos, the latest added first, nine to a page (real
 * previous/next links). Each card links to its video and has the toggle that removes it.
 */
export function FavouritesView({ data }: { data: FavouritesData }) {
  const { t } = useT(favouritesStrings, favouritesPageStrings)
  const titleId = useId()
  // a plain-form submission the action refused comes back here with its message
  const refused = useActionData<FavouriteActionData>()
  const here = data.page > 1 ? `${data.pathname}?p=${data.page}` : data.pathname
  // A card removed with JavaScript leaves the page with its toggle (and the toggle's own
  // announcement): the page announces it, and focus goes on to the card now in its place.
  const [removed, setRemoved] = useState<string | null>(null)
  const refocus = useRef<number | null>(null)
  const pageRef = useRef<HTMLElement>(null)
  const ids = data.items.map((i) => i.id).join(' ')
  useEffect(() => {
    const root = pageRef.current
    const index = refocus.current
    if (index === null || !root) return
    refocus.current = null
    const toggles = root.querySelectorAll<HTMLElement>('li form button')
    ;(
      toggles[Math.min(index, toggles.length - 1)] ??
      root.querySelector<HTMLElement>('a') ??
      root.querySelector<HTMLElement>('h1')
    )?.focus()
  }, [ids])
  return (
    <section className={s.page} aria-labelledby={titleId} ref={pageRef}>
      <h1 id={titleId} className={s.title} tabIndex={-1}>
        {t('favouritesPage:favourites.title')}
      </h1>
      <p role="status" className={visuallyHidden}>
        {removed ? t('favourites:favourites.removed', { title: removed }) : ''}
      </p>
      {refused && !refused.ok ? (
        <p role="alert" className={s.message}>
          {t(`favourites:${refused.message}`)}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <div className={s.empty}>
          <p className={s.message}>{t('favouritesPage:favourites.empty')}</p>
          <ButtonLink href="/browse" variant="primary">
            {t('favouritesPage:favourites.browse')}
          </ButtonLink>
        </div>
      ) : (
        <ul className={s.grid}>
          {data.items.map((item, index) => (
            <FavouriteCard
              key={item.id}
              item={item}
              here={here}
              onRemoved={() => {
                refocus.current = index
                setRemoved(item.title)
              }}
            />
          ))}
        </ul>
      )}
      <NumberedPager
        page={data.page}
        totalPages={data.totalPages}
        hasMore={data.moreDataAvailable}
        pageHref={(p) => (p > 1 ? `${data.pathname}?p=${p}` : data.pathname)}
      />
    </section>
  )
}

function FavouriteCard({ item, here, onRemoved }: { item: FavouriteEntry; here: string; onRemoved: () => void }) {
  return (
    <li className={s.card}>
      <LocaleLink to={contentPath({ id: item.id, type: item.type as ContentCard['type'], title: item.title })} className={s.link}>
        {item.thumbnailUrl ? <img className={s.thumb} src={item.thumbnailUrl} alt="" width={320} height={180} loading="lazy" /> : null}
        <span className={s.cardTitle}>{item.title}</span>
      </LocaleLink>
      <FavouriteToggle
        contentId={item.id}
        title={item.title}
        favourite={item.favourite}
        isGuest={false}
        redirectTo={here}
        size="small"
        onChanged={(favourite) => (favourite ? undefined : onRemoved())}
      />
    </li>
  )
}
