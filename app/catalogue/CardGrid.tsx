import { useId } from 'react'
import { Card, type CardLabels } from '#blocks/bucket/Card.tsx'
import { localePath } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { ContentCard } from '#app/platform/types.ts'
import * as s from './catalogue.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** Content cards in a wrapping grid: every card is a real link, so the grid works without JavaScript. */
export function CardGrid({ items, isGuest, locale, label }: { items: ContentCard[]; isGuest: boolean; locale: Locale; label?: string }) {
  const { t } = useT(commonStrings)
  const prefix = useId()
  const labels: CardLabels = {
    live: t('common:card.live'),
    subscriptionRequired: t('common:card.subscriptionRequired'),
    signInToWatch: t('common:card.signInToWatch'),
    geoblocked: t('common:card.geoblocked'),
  }
  const localizePath = (path: string) => localePath(locale, path)
  return (
    <ul className={s.grid} aria-label={label}>
      {items.map((item, i) => (
        <Card
          key={item.id}
          item={item}
          context="grid"
          eager={i < 4}
          isGuest={isGuest}
          localizePath={localizePath}
          labels={labels}
          idPrefix={`${prefix}-${item.id}`}
        />
      ))}
    </ul>
  )
}
