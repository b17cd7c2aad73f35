/** PAY (zero balance), PAYMENT_CONFIRMATION and PAYMENT_AUTHORIZATION: plain forms and links, JavaScript optional. */
import { useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { useHeadingFocusAfterNavigation } from '#app/utils/useHeadingFocusAfterNavigation.ts'
import { LocaleForm as Form } from '#app/i18n/links.tsx'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { StepTrail, usePrice } from './CheckoutView.tsx'
import { commerceStrings } from './strings.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import type { Basket, Money } from './types.ts'
import * as s from './checkout.css.ts'

function Frame({
  title,
  children,
  step,
}: {
  title: string
  children: React.ReactNode
  step: 'PAYMENT_PAGE' | 'PAYMENT_AUTHORIZATION' | 'PAYMENT_COMPLETE'
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useHeadingFocusAfterNavigation(headingRef)
  return (
    <div className={s.page}>
      <div className={s.narrow}>
        <header className={s.head}>
          <StepTrail step={step} />
          <h1 className={s.title} ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
        </header>
        <section className={s.panel}>{children}</section>
      </div>
    </div>
  )
}

/** What the checkout was opened for, posted with the form so the action's redirects keep it. */
function Hidden({ redirectTo, licences, gift }: { redirectTo: string; licences: string[]; gift: boolean }) {
  return (
    <>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {licences.length ? <input type="hidden" name="licences" value={licences.join(',')} /> : null}
      {gift ? <input type="hidden" name="gift" value="1" /> : null}
    </>
  )
}

export function ZeroBalancePage({
  basket,
  redirectTo,
  licences,
  gift,
  idempotencyKey,
  basketSeen,
}: {
  basket: Basket
  redirectTo: string
  licences: string[]
  gift: boolean
  idempotencyKey: string
  /** what this page shows of the basket: the action pays only while it still says the same */
  basketSeen: string
}) {
  const { t } = useT(commerceStrings, authStrings)
  const busy = useNavigation().state !== 'idle'
  return (
    <Frame title={t('commerce:commerce.zeroTitle')} step="PAYMENT_PAGE">
      <p className={s.planName}>{basket.item?.name}</p>
      <p className={s.small}>{t('commerce:commerce.zeroBody')}</p>
      <Form method="post">
        <Hidden redirectTo={redirectTo} licences={licences} gift={gift} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="basketSeen" value={basketSeen} />
        <Button type="submit" name="intent" value="payZero" variant="primary" className={s.wide} isDisabled={busy}>
          {busy ? t('commerce:commerce.processing') : t('commerce:commerce.continue')}
        </Button>
      </Form>
    </Frame>
  )
}

export function ConfirmationPage({
  view,
  name,
  next,
  browse,
  checkout,
}: {
  view: 'complete' | 'pending'
  name: string | null
  next: string
  browse: string
  checkout: string
}) {
  const { t } = useT(commerceStrings, authStrings)
  if (view === 'pending')
    return (
      <Frame title={t('commerce:commerce.pendingTitle')} step="PAYMENT_PAGE">
        <p role="status">{t('commerce:commerce.pendingBody')}</p>
        <ButtonLink href={checkout} variant="secondary">
          {t('commerce:commerce.backToCheckout')}
        </ButtonLink>
      </Frame>
    )
  return (
    <Frame title={t('commerce:commerce.completeTitle')} step="PAYMENT_COMPLETE">
      <p className={s.done} aria-hidden="true">
        ✓
      </p>
      <p role="status">{name ? t('commerce:commerce.completeBody', { name }) : t('commerce:commerce.completePlain')}</p>
      <div className={s.actions}>
        <ButtonLink href={next} variant="primary">
          {t('commerce:commerce.startWatching')}
        </ButtonLink>
        <ButtonLink href={browse} variant="secondary">
          {t('commerce:commerce.browse')}
        </ButtonLink>
      </div>
    </Frame>
  )
}

export function AuthorizationPage({
  basketId,
  paymentId,
  name,
  amount,
  redirectTo,
  licences,
  gift,
}: {
  basketId: string
  paymentId: string | null
  name: string | null
  amount: Money | null
  redirectTo: string
  licences: string[]
  gift: boolean
}) {
  const { t } = useT(commerceStrings, authStrings)
  const { money } = usePrice()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const intent = navigation.formData?.get('intent')
  return (
    <Frame title={t('commerce:commerce.authTitle')} step="PAYMENT_AUTHORIZATION">
      <p>{amount && name ? t('commerce:commerce.authBody', { amount: money(amount), name }) : t('commerce:commerce.authBodyPlain')}</p>
      <Form method="post" className={s.actions}>
        <Hidden redirectTo={redirectTo} licences={licences} gift={gift} />
        <input type="hidden" name="basketId" value={basketId} />
        {paymentId ? <input type="hidden" name="paymentId" value={paymentId} /> : null}
        <Button
          type="submit"
          name="intent"
          value="authorize"
          variant="primary"
          isDisabled={busy}
          aria-busy={(busy && intent === 'authorize') || undefined}
        >
          {busy && intent === 'authorize' ? t('commerce:commerce.processing') : t('commerce:commerce.authorize')}
        </Button>
        <Button type="submit" name="intent" value="cancel" variant="secondary" isDisabled={busy}>
          {t('commerce:commerce.authCancel')}
        </Button>
      </Form>
    </Frame>
  )
}
