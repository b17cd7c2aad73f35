import { ButtonLink } from '#app/components/ui/Button.tsx'
import { commerceStrings, problemLookup } from './strings.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import type { PurchaseOffer } from './offers.server.ts'
import * as s from './checkout.css.ts'

/** "Subscribe" / "Buy" where a title says "Subscription required": plain links into the checkout. */
export function PurchaseOffers({ offers }: { offers: PurchaseOffer[] }) {
  const { t } = useT(commerceStrings, authStrings)
  if (!offers.length) return null
  return (
    <div className={s.actions}>
      {offers.map((offer, i) => (
        <ButtonLink key={offer.kind} href={offer.href} variant={i === 0 ? 'primary' : 'secondary'} data-offer={offer.kind}>
          {t(problemLookup(offer.kind === 'buy' ? 'commerce.buy' : 'commerce.subscribe'))}
        </ButtonLink>
      ))}
    </div>
  )
}
