/**
 * The checkout's views, one per step the loader decided (steps.ts). Every form is a plain
 * <Form method="post"> with an `intent`, so the whole purchase works with JavaScript off; with it,
 * the same zod schemas check the fields before posting and the paying button shows the processing
 * state. Every form carries the idempotency key rendered with it.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import type { FieldErrors } from '#app/auth/form-errors.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { useHeadingFocusAfterNavigation } from '#app/utils/useHeadingFocusAfterNavigation.ts'
import { CardFields } from './CardFields.tsx'
import { problemText, type CheckoutProblem } from './errors.ts'
import { formatMoney, isPeriodCode, trialDaysOf } from './money.ts'
import type { CheckoutStep } from './steps.ts'
import { commerceStrings, isCommerceKey, problemLookup, type CommerceKey } from './strings.ts'
import { hasKey, useT } from '#app/i18n/t.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { CountryField } from './CountryField.tsx'
import { LocaleForm as Form, LocaleLink as Link } from '#app/i18n/links.tsx'
import { authStrings } from '#app/auth/strings.ts'
import type { Basket, FamilyLicence, LicenceFamily, Money } from './types.ts'
import type { CheckoutActionData, PurchaseData } from './checkout.server.ts'
import * as s from './checkout.css.ts'

/** The forms' instant checks (zod), fetched when a form is first used. */
const loadChecks = () => import('./checks.ts')

type Data = PurchaseData['data']

export function usePrice() {
  const { t, locale } = useT(commerceStrings, authStrings)
  const money = (m: Pick<Money, 'amount' | 'scale' | 'currency'>) => formatMoney(m, locale)
  const per = (period: string | null | undefined) =>
    isPeriodCode(period) ? t(`commerce:commerce.perPeriod.${period}` as `commerce:${CommerceKey}`) : ''
  return { money, per }
}

function Problem({ problem }: { problem: CheckoutProblem | null | undefined }) {
  const { t, locale } = useT(commerceStrings, authStrings)
  if (!problem || problem.kind !== 'message' || problem.field === 'voucher') return null
  return (
    <p role="alert" className={s.error}>
      {problemText(problem, locale, (key, values) => t(problemLookup(key), values))}
    </p>
  )
}

/**
 * What every checkout form posts besides its own fields: its key, what the payment step showed
 * (paid only while the basket still says the same), and what the checkout was opened for (the
 * action's redirects keep it).
 */
function CheckoutFields({
  data,
  idempotencyKey,
}: {
  data: Pick<Data, 'wanted' | 'redirectTo' | 'gift' | 'basketSeen'>
  idempotencyKey: string
}) {
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {data.basketSeen ? <input type="hidden" name="basketSeen" value={data.basketSeen} /> : null}
      {data.wanted.length ? <input type="hidden" name="licences" value={data.wanted.join(',')} /> : null}
      {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
      {data.gift ? <input type="hidden" name="gift" value="1" /> : null}
    </>
  )
}

/** The plans are offered while a gift the viewer started waits to be paid: a plain link goes back to paying it. */
function WaitingGift({ gift }: { gift: NonNullable<Data['waitingGift']> }) {
  const { t } = useT(commerceStrings, authStrings)
  return (
    <p className={s.notice}>
      {t('commerce:commerce.giftWaiting', { email: gift.email })}{' '}
      <Link className={s.link} to={gift.href}>
        {t('commerce:commerce.payGift')}
      </Link>
    </p>
  )
}

/** The gift's checkout found no gift to pay and sent the viewer here: it says so, with the way to the gift shop. */
function NoGiftWaiting({ href }: { href: string }) {
  const { t } = useT(commerceStrings, authStrings)
  return (
    <p role="status" className={s.notice}>
      {t('commerce:commerce.noGiftWaiting')}{' '}
      <Link className={s.link} to={href}>
        {t('commerce:commerce.toGiftShop')}
      </Link>
    </p>
  )
}

/** A submit button that is disabled and says so while its intent is being submitted. */
function SubmitButton({
  intent,
  children,
  busyLabel,
  variant = 'primary',
  className,
  ...rest
}: {
  intent: string
  children: ReactNode
  busyLabel?: string
  variant?: 'primary' | 'secondary' | 'ghost'
  className?: string
  'aria-label'?: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      className={className}
      isDisabled={busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  )
}

const STEP_ORDER: Array<{ key: CommerceKey; steps: CheckoutStep[] }> = [
  {
    key: 'commerce.step.account',
    steps: ['LOGIN', 'SIGNUP', 'CONSENT', 'REFUSED'],
  },
  { key: 'commerce.step.plan', steps: ['PACKAGE_SELECTION'] },
  {
    key: 'commerce.step.payment',
    steps: ['BILLING_DETAILS', 'ACKNOWLEDGE_NO_FREE_TRIAL', 'PAYMENT_PAGE', 'PAYMENT_AUTHORIZATION'],
  },
  { key: 'commerce.step.done', steps: ['PAYMENT_COMPLETE'] },
]

export function StepTrail({ step }: { step: CheckoutStep }) {
  const { t } = useT(commerceStrings, authStrings)
  return (
    <ol className={s.steps} aria-label={t('commerce:commerce.steps')}>
      {STEP_ORDER.map((entry) => {
        const current = entry.steps.includes(step)
        return (
          <li key={entry.key} className={[s.stepItem, current ? s.stepCurrent : ''].join(' ')} aria-current={current ? 'step' : undefined}>
            {t(problemLookup(entry.key))}
          </li>
        )
      })}
    </ol>
  )
}

function formatDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

function PlanCard({
  licence,
  wanted,
  choosable,
  data,
  idempotencyKey,
}: {
  licence: FamilyLicence
  wanted: boolean
  choosable: boolean
  data: Data
  idempotencyKey: string
}) {
  const { t, locale } = useT(commerceStrings, authStrings)
  const { money, per } = usePrice()
  const headingId = useId()
  const period = licence.purchaseStrategy.type === 'SUBSCRIPTION' ? per(licence.subscriptionPeriod) : t('commerce:commerce.oneOff')
  const trialDays = licence.trialDetails?.trialDays ?? trialDaysOf(licence.trialDetails?.trialPeriod)
  return (
    <article className={[s.plan, wanted ? s.planWanted : ''].join(' ')} aria-labelledby={headingId} data-licence={licence.id}>
      <div>
        {licence.active ? (
          <span className={s.mutedBadge}>{t('commerce:commerce.active')}</span>
        ) : wanted ? (
          <span className={s.badge}>{t('commerce:commerce.includesTitle')}</span>
        ) : null}
      </div>
      <div>
        <h3 id={headingId} className={s.planName}>
          {licence.name}
        </h3>
        <p className={s.priceLine}>
          <span className={s.price}>{money(licence.amounts)}</span>
          <span className={s.period}>{period}</span>
        </p>
        {trialDays ? <p className={s.trial}>{t('commerce:commerce.trial', { days: trialDays })}</p> : null}
        {licence.purchaseStrategy.accessEndsAt ? (
          <p className={s.planText}>
            {t('commerce:commerce.accessUntil', {
              date: formatDate(licence.purchaseStrategy.accessEndsAt, locale),
            })}
          </p>
        ) : null}
      </div>
      <p className={s.planText}>{licence.description}</p>
      {choosable ? (
        licence.eligible ? (
          <Form method="post" action={data.links.self}>
            <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
            <input type="hidden" name="licenceId" value={licence.id} />
            <SubmitButton
              intent="select"
              variant={wanted ? 'primary' : 'secondary'}
              className={s.wide}
              busyLabel={t('commerce:commerce.processing')}
            >
              {t('commerce:commerce.choose', { name: licence.name })}
            </SubmitButton>
          </Form>
        ) : licence.active ? null : licence.ineligibleReason === 'INVALID_TIER_CHANGE' ? (
          // another plan of this family is held: the change is made on the account's plans page
          <p className={s.small}>
            {t('commerce:invalidTierChange')}{' '}
            <Link className={s.link} to={data.links.accountPlans}>
              {t('commerce:commerce.toAccountPlans')}
            </Link>
          </p>
        ) : (
          <p className={s.small}>{t('commerce:commerce.notEligible')}</p>
        )
      ) : null}
    </article>
  )
}

export function PackageList({
  data,
  families,
  choosable,
  idempotencyKey,
}: {
  data: Data
  families: LicenceFamily[]
  choosable: boolean
  idempotencyKey: string
}) {
  const { t } = useT(commerceStrings, authStrings)
  return (
    <>
      {families.map((family) => (
        <section
          key={family.family}
          className={s.family}
          aria-label={family.family === 'premium' ? t('commerce:commerce.family.premium') : family.licences[0]?.name}
        >
          {family.family === 'premium' ? <h2 className={s.familyTitle}>{t('commerce:commerce.family.premium')}</h2> : null}
          <div className={s.plans}>
            {family.licences
              .filter((l) => l.type !== 'FREE')
              .map((licence) => (
                <PlanCard
                  key={licence.id}
                  licence={licence}
                  wanted={data.wanted.includes(licence.id)}
                  choosable={choosable}
                  data={data}
                  idempotencyKey={idempotencyKey}
                />
              ))}
          </div>
        </section>
      ))}
    </>
  )
}

function Heading({ title, lead, step }: { title: string; lead?: string; step: CheckoutStep }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // each step is a new page (POST, then redirect): the keyboard starts again at its heading
  useHeadingFocusAfterNavigation(headingRef)
  return (
    <header className={s.head}>
      <StepTrail step={step} />
      <h1 className={s.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className={s.lead}>{lead}</p> : null}
    </header>
  )
}

export function PurchasePage() {
  const data = useLoaderData<PurchaseData>() as unknown as Data
  const actionData = useActionData<CheckoutActionData>()
  const { t } = useT(commerceStrings, authStrings)
  const key = actionData?.idempotencyKey ?? data.idempotencyKey
  const problem = actionData?.problem ?? data.problem
  let step: CheckoutStep = data.step
  if (problem?.kind === 'freeTrialDenied') step = 'ACKNOWLEDGE_NO_FREE_TRIAL'
  if (problem?.kind === 'billing') step = 'BILLING_DETAILS'

  let body: ReactNode
  if (step === 'LOGIN' || step === 'SIGNUP') {
    body = (
      <>
        <section className={[s.panel, s.narrow].join(' ')} aria-labelledby="checkout-signin">
          <h2 id="checkout-signin" className={s.panelTitle}>
            {t('commerce:commerce.signInTitle')}
          </h2>
          <p className={s.small}>{t('commerce:commerce.signInBody')}</p>
          <div className={s.actions}>
            <ButtonLink href={data.links.login} variant={step === 'LOGIN' ? 'primary' : 'secondary'}>
              {t('commerce:commerce.signIn')}
            </ButtonLink>
            <ButtonLink href={data.links.signup} variant={step === 'SIGNUP' ? 'primary' : 'secondary'}>
              {t('commerce:commerce.signUp')}
            </ButtonLink>
          </div>
        </section>
        <Packages data={data} choosable={false} idempotencyKey={key} />
      </>
    )
  } else if (step === 'REFUSED') {
    body = (
      <section className={[s.panel, s.narrow].join(' ')} aria-labelledby="checkout-refused">
        <h2 id="checkout-refused" className={s.panelTitle}>
          {t('commerce:commerce.refusedTitle')}
        </h2>
        <p role="alert" className={s.error}>
          {t('auth:kidPurchasePermissionDenied')}
        </p>
        <ButtonLink href={data.links.profiles} variant="secondary">
          {t('commerce:commerce.switchProfile')}
        </ButtonLink>
      </section>
    )
  } else if (step === 'PACKAGE_SELECTION') {
    body = (
      <>
        <Problem problem={problem} />
        {data.waitingGift ? <WaitingGift gift={data.waitingGift} /> : null}
        {data.noGiftWaiting ? <NoGiftWaiting href={data.links.giftShop} /> : null}
        <Packages data={data} choosable idempotencyKey={key} />
      </>
    )
  } else if (step === 'PAYMENT_COMPLETE') {
    body = <p className={s.notice}>{t('commerce:commerce.completePlain')}</p>
  } else if (data.basket) {
    body = (
      <>
        {data.noGiftWaiting ? <NoGiftWaiting href={data.links.giftShop} /> : null}
        <div className={s.checkout}>
          <div className={s.narrow} style={{ margin: 0, maxWidth: 'none' }}>
            {step === 'BILLING_DETAILS' ? (
              <BillingStep
                data={data}
                fields={problem?.kind === 'billing' ? problem.missingFields : data.basket.missingFields}
                errors={actionData?.errors}
                typed={actionData?.billing}
                idempotencyKey={key}
              />
            ) : step === 'ACKNOWLEDGE_NO_FREE_TRIAL' ? (
              <AcknowledgeStep data={data} idempotencyKey={key} />
            ) : (
              <PaymentStep
                data={data}
                basket={data.basket}
                problem={problem}
                errors={actionData?.errors}
                typed={actionData?.card}
                idempotencyKey={key}
              />
            )}
          </div>
          <Summary
            data={data}
            basket={data.basket}
            problem={problem}
            voucher={actionData?.voucher}
            voucherErrors={actionData?.errors?.voucherCode}
            idempotencyKey={key}
          />
        </div>
      </>
    )
  }
  const paying = step !== 'PACKAGE_SELECTION' && step !== 'LOGIN' && step !== 'SIGNUP'
  return (
    <div className={s.page}>
      <div className={s.inner}>
        <Heading
          step={step}
          title={t(paying ? 'commerce:commerce.paymentTitle' : 'commerce:commerce.title')}
          lead={paying ? undefined : data.wanted.length ? t('commerce:commerce.forTitle') : t('commerce:commerce.intro')}
        />
        {body}
      </div>
    </div>
  )
}

function Packages({ data, choosable, idempotencyKey }: { data: Data; choosable: boolean; idempotencyKey: string }) {
  const { t } = useT(commerceStrings, authStrings)
  if (data.loadError)
    return (
      <p role="alert" className={s.error}>
        {t(problemLookup(data.loadError))}
      </p>
    )
  if (!data.families.length) return <p className={s.notice}>{t('commerce:commerce.noPackages')}</p>
  return <PackageList data={data} families={data.families} choosable={choosable} idempotencyKey={idempotencyKey} />
}

function Summary({
  data,
  basket,
  problem,
  voucher,
  voucherErrors,
  idempotencyKey,
}: {
  data: Data
  basket: Basket
  problem: CheckoutProblem | null | undefined
  voucher?: string
  voucherErrors?: string[]
  idempotencyKey: string
}) {
  const { t, locale } = useT(commerceStrings, authStrings)
  const { money, per } = usePrice()
  const item = basket.item!
  const headingId = useId()
  const applied = basket.vouchers[0]
  const voucherProblem =
    problem?.kind === 'message' && problem.field === 'voucher'
      ? [problemText(problem, locale, (key, values) => t(problemLookup(key), values))]
      : undefined
  const trialDays = basket.freeTrial?.available ? trialDaysOf(basket.freeTrial.trialPeriod) : null
  const recurring = basket.recurring
  return (
    <aside className={[s.panel, s.summaryCol].join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.panelTitle}>
        {t('commerce:commerce.summary')}
      </h2>
      <div>
        <p className={s.planName}>{item.name}</p>
        {basket.gift ? <p className={s.small}>{t('commerce:commerce.giftFor', { email: basket.gift.recipientEmail })}</p> : null}
        <Link className={s.link} to={data.links.change}>
          {t('commerce:commerce.change')}
        </Link>
      </div>
      <dl className={s.summaryList}>
        {basket.price ? (
          <div className={s.row}>
            <dt>{t('commerce:commerce.price')}</dt>
            <dd>
              {money(basket.price)} {item.purchaseStrategy.type === 'SUBSCRIPTION' ? per(item.subscriptionPeriod) : ''}
            </dd>
          </div>
        ) : null}
        {basket.discount && basket.discount.amount > 0 ? (
          <div className={s.row}>
            <dt>{t('commerce:commerce.discount')}</dt>
            <dd className={s.discountValue}>−{money(basket.discount)}</dd>
          </div>
        ) : null}
        {basket.dueNow ? (
          <div className={s.totalRow}>
            <dt>{t('commerce:commerce.total')}</dt>
            <dd data-testid="checkout-total">{money(basket.dueNow)}</dd>
          </div>
        ) : null}
      </dl>
      {basket.discountedTax && basket.discountedTax.amount > 0 && basket.dueNow && basket.dueNow.amount > 0 ? (
        <p className={s.small}>{t('commerce:commerce.taxIncluded', { tax: money(basket.discountedTax) })}</p>
      ) : null}
      {recurring ? (
        <p className={s.small}>
          {trialDays
            ? t('commerce:commerce.trialThen', {
                days: trialDays,
                price: money(recurring.price),
                period: per(recurring.period),
              })
            : recurring.discounted && recurring.discounted.periods > 1
              ? t('commerce:commerce.thenDiscounted', {
                  price: money(recurring.discounted.amount),
                  period: per(recurring.period),
                  count: recurring.discounted.periods - 1,
                  full: money(recurring.price),
                })
              : t('commerce:commerce.thenRecurring', {
                  price: money(recurring.price),
                  period: per(recurring.period),
                })}
        </p>
      ) : null}
      {applied ? (
        <Form method="post" action={data.links.self}>
          <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
          <input type="hidden" name="voucherCode" value={applied.code} />
          <span className={s.chip}>
            {t('commerce:commerce.voucherApplied', { code: applied.code })}
            <SubmitButton
              intent="removeVoucher"
              variant="ghost"
              aria-label={t('commerce:commerce.removeVoucher', {
                code: applied.code,
              })}
            >
              ✕
            </SubmitButton>
          </span>
        </Form>
      ) : basket.providerHasVouchers ? (
        <VoucherForm data={data} idempotencyKey={idempotencyKey} typed={voucher} errors={voucherErrors ?? voucherProblem} />
      ) : null}
    </aside>
  )
}

function VoucherForm({ data, idempotencyKey, typed, errors }: { data: Data; idempotencyKey: string; typed?: string; errors?: string[] }) {
  const { t } = useT(commerceStrings, authStrings)
  const tr = (list?: string[]) => list?.map((m) => (isCommerceKey(m) ? t(problemLookup(m)) : m))
  return (
    <Form method="post" action={data.links.self} className={s.inline} noValidate>
      <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
      <TextField label={t('commerce:commerce.voucher')} name="voucherCode" defaultValue={typed} autoComplete="off" errors={tr(errors)} />
      <SubmitButton intent="voucher" variant="secondary">
        {t('commerce:commerce.applyVoucher')}
      </SubmitButton>
    </Form>
  )
}

function PaymentStep({
  data,
  basket,
  problem,
  errors,
  typed,
  idempotencyKey,
}: {
  data: Data
  basket: Basket
  problem: CheckoutProblem | null | undefined
  errors?: FieldErrors
  typed?: CheckoutActionData['card']
  idempotencyKey: string
}) {
  const { t } = useT(commerceStrings, authStrings)
  const { money } = usePrice()
  const headingId = useId()
  // the last answer's refusal, until the card form's own check refuses what is typed now
  const [refusalShown, setRefusalShown] = useState(true)
  useEffect(() => setRefusalShown(true), [problem])
  const due = basket.dueNow ? money(basket.dueNow) : ''
  if (data.processing)
    return (
      <section className={s.panel} aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId} className={s.panelTitle}>
          {t('commerce:commerce.pendingTitle')}
        </h2>
        <p role="status">{t('commerce:commerce.pendingBody')}</p>
      </section>
    )
  if (data.mode === 'ZERO_BALANCE')
    return (
      <section className={s.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={s.panelTitle}>
          {t('commerce:commerce.zeroTitle')}
        </h2>
        <Problem problem={problem} />
        <p className={s.small}>{t('commerce:commerce.zeroBody')}</p>
        <Form method="post" action={data.links.self}>
          <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
          <SubmitButton intent="payZero" className={s.wide} busyLabel={t('commerce:commerce.processing')}>
            {basket.freeTrial?.available ? t('commerce:commerce.startTrial') : t('commerce:commerce.continue')}
          </SubmitButton>
        </Form>
      </section>
    )
  return (
    <section className={s.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.panelTitle}>
        {t('commerce:commerce.payWith')}
      </h2>
      <Problem problem={refusalShown ? problem : null} />
      {data.providerError ? (
        <p role="alert" className={s.error}>
          {t(problemLookup(data.providerError))}
        </p>
      ) : null}
      {data.cards.length ? (
        <>
          <p className={s.small}>{t('commerce:commerce.savedCards')}</p>
          <ul className={s.cardList}>
            {data.cards.map((card) => (
              <li key={card.cardId}>
                <Form method="post" action={data.links.self}>
                  <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
                  <input type="hidden" name="cardId" value={card.cardId} />
                  <SubmitButton intent="paySaved" variant="secondary" className={s.wide} busyLabel={t('commerce:commerce.processing')}>
                    {t('commerce:commerce.payWithSaved', {
                      amount: due,
                      brand: card.brand.toUpperCase(),
                      last4: card.last4,
                    })}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
          <p className={s.small}>{t('commerce:commerce.orNewCard')}</p>
        </>
      ) : null}
      <CardForm
        data={data}
        due={due}
        serverErrors={errors}
        typed={typed}
        refused={problem?.kind === 'message' && problem.field !== 'voucher'}
        onChecked={(ok) => !ok && setRefusalShown(false)}
        idempotencyKey={idempotencyKey}
      />
    </section>
  )
}

/**
 * The sandbox card form: labelled fields, checked by the same schema as the action's. The card's
 * number and CVC are never echoed back; its expiry and holder's name are (`typed`).
 */
function CardForm({
  data,
  due,
  serverErrors,
  typed,
  refused,
  onChecked,
  idempotencyKey,
}: {
  data: Data
  due: string
  serverErrors?: FieldErrors
  typed?: CheckoutActionData['card']
  /** the last attempt was refused (a declined card…): the keyboard starts again at the number */
  refused: boolean
  /** what the form's own check said when it was sent */
  onChecked: (ok: boolean) => void
  idempotencyKey: string
}) {
  const { t } = useT(commerceStrings, authStrings)
  const formRef = useRef<HTMLFormElement>(null)
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadChecks)
  const errors = clientErrors ?? serverErrors ?? {}
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay'
  // the action's field messages (JavaScript on): the keyboard goes to the first of them
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length) focusFirstInvalid(formRef.current)
  }, [serverErrors])
  return (
    <Form
      // a new key after a refusal mounts a new form: the card's number and CVC are not kept in the page
      key={idempotencyKey}
      ref={formRef}
      method="post"
      action={data.links.self}
      className={s.form}
      noValidate
      autoComplete="on"
      {...checks.warmOnUse}
      onSubmit={(event) => {
        const check = checks.current()
        // not loaded yet: the form posts, and the action answers the same field messages
        if (!check) return
        const form = event.currentTarget
        const result = check.checkForm(check.cardSchema(), new FormData(form))
        onChecked(result.ok)
        if (!result.ok) {
          event.preventDefault()
          setClientErrors(result.errors)
          requestAnimationFrame(() => focusFirstInvalid(form))
        } else setClientErrors(null)
      }}
    >
      <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
      <CardFields
        errors={errors}
        values={typed}
        numberPlaceholder="4242 4242 4242 4242"
        autoFocusNumber={refused && !Object.keys(errors).length}
      />
      <p className={s.notice}>{t('commerce:commerce.sandboxNote')}</p>
      <SubmitButton intent="pay" className={s.wide} busyLabel={t('commerce:commerce.processing')}>
        {t('commerce:commerce.pay', { amount: due })}
      </SubmitButton>
      <p className={s.small} role="status">
        {busy ? t('commerce:commerce.processing') : ''}
      </p>
      <p className={s.small}>{t('commerce:commerce.secure')}</p>
    </Form>
  )
}

function BillingStep({
  data,
  fields: asked,
  errors,
  typed,
  idempotencyKey,
}: {
  data: Data
  fields: string[]
  errors?: FieldErrors
  /** what was typed before the action refused it: shown again */
  typed?: Record<string, string>
  idempotencyKey: string
}) {
  const { t } = useT(commerceStrings, authStrings, accountStrings)
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadChecks)
  const shown = clientErrors ?? errors ?? {}
  // the country comes first, as in the address book: the postcode's format depends on it
  const fields = [...asked].sort((a, b) => Number(b === 'country') - Number(a === 'country'))
  const countryChoice = data.countries.length > 0 && fields.includes('country')
  const firstInvalid = fields.find((f) => shown[f]?.length)
  const label = (f: string) => {
    const key = `commerce.billing.${f}`
    return isCommerceKey(key) ? t(problemLookup(key)) : f
  }
  // the checkout's own keys, else the address book's field messages (the platform's too)
  const message = (m: string) =>
    isCommerceKey(m)
      ? t(problemLookup(m))
      : hasKey(accountStrings, `error.${m}`)
        ? t(`account:error.${m}` as 'account:error.generic')
        : t('account:error.generic')
  // the action's answer (JavaScript on): the keyboard goes to the first field with a message
  useEffect(() => {
    if (errors && Object.keys(errors).length) focusFirstInvalid(formRef.current)
  }, [errors])
  return (
    <section className={s.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.panelTitle}>
        {t('commerce:commerce.billingTitle')}
      </h2>
      <p className={s.small}>{t('commerce:commerce.billingBody')}</p>
      <Form
        ref={formRef}
        method="post"
        action={data.links.self}
        className={s.form}
        noValidate
        {...checks.warmOnUse}
        onSubmit={(event) => {
          const check = checks.current()
          // not loaded yet: the form posts, and the action answers the same field messages
          if (!check) return
          const form = event.currentTarget
          const result = check.checkForm(
            check.billingSchema(
              fields,
              data.countries.map((c) => c.code),
            ),
            new FormData(form),
          )
          if (!result.ok) {
            event.preventDefault()
            setClientErrors(result.errors)
            requestAnimationFrame(() => focusFirstInvalid(form))
          } else setClientErrors(null)
        }}
      >
        <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
        <input type="hidden" name="fields" value={asked.join(',')} />
        {fields.map((f) =>
          f === 'country' && countryChoice ? (
            <CountryField
              key={f}
              name={f}
              label={label(f)}
              placeholder={t('commerce:commerce.billing.countryChoose')}
              countries={data.countries}
              defaultValue={typed?.[f]}
              errors={shown[f]?.map(message)}
              autoFocus={!clientErrors && firstInvalid === f}
            />
          ) : (
            <TextField
              key={f}
              label={label(f)}
              name={f}
              defaultValue={typed?.[f]}
              autoComplete={AUTOCOMPLETE[f]}
              autoFocus={!clientErrors && firstInvalid === f}
              errors={shown[f]?.map(message)}
            />
          ),
        )}
        <SubmitButton intent="billing" className={s.wide} busyLabel={t('commerce:commerce.processing')}>
          {t('commerce:commerce.billingSave')}
        </SubmitButton>
      </Form>
    </section>
  )
}

/** Focus to the first control of the form that says it is invalid (a text field, the country). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

const AUTOCOMPLETE: Record<string, string> = {
  fullName: 'name',
  name: 'name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
  administrativeLevel1: 'address-level1',
  phoneNumber: 'tel',
}

function AcknowledgeStep({ data, idempotencyKey }: { data: Data; idempotencyKey: string }) {
  const { t } = useT(commerceStrings, authStrings)
  const headingId = useId()
  return (
    <section className={s.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.panelTitle}>
        {t('commerce:commerce.ackTitle')}
      </h2>
      <p>{t('commerce:commerce.ackBody')}</p>
      <Form method="post" action={data.links.self}>
        <CheckoutFields data={data} idempotencyKey={idempotencyKey} />
        <SubmitButton intent="acknowledgeNoFreeTrial" className={s.wide} busyLabel={t('commerce:commerce.processing')}>
          {t('commerce:commerce.ackConfirm')}
        </SubmitButton>
      </Form>
    </section>
  )
}
