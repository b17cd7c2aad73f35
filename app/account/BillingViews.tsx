/**
 * The account's billing areas: licences (status label, renewal state, price), the payment
 * history (paged, with a PDF invoice for each paid item) and cards (default first, set the
 * default, remove, add). Every form is a plain POST with an `intent`, so all of it works before
 * JavaScript loads; with it, the add form is checked by the action's own schema before posting.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from '#app/components/ui/RadioGroup.tsx'
import { type FieldErrors } from '#app/auth/form-errors.ts'
import { authStrings } from '#app/auth/strings.ts'
import { formatMoney, isPeriodCode } from '#app/commerce/money.ts'
import { commerceStrings, problemLookup } from '#app/commerce/strings.ts'
import { problemText as commerceProblemText } from '#app/commerce/errors.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { Checkbox } from '#app/components/ui/Checkbox.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import { CardFields } from '#app/commerce/CardFields.tsx'
import { formatDate, formatPercent, intlLocale } from '#app/i18n/format.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { CancellationPromo } from '#app/account/CancellationPromo.tsx'
import { LocaleForm as Form, LocaleLink as Link } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import type {
  CardsActionData,
  CardsData,
  LicencesActionData,
  LicencesData,
  PaymentsData,
  PaymentUpdateActionData,
  PaymentUpdateData,
} from './account.server.ts'
import { AccountLayout } from './AccountLayout.tsx'
import { methodText, shownAmount, type LicenceAction } from './billing.ts'
import * as s from './billing.css.ts'
import { billingStrings, type BillingKey } from './strings.ts'

/** The add-card form's check (zod, with the checkout's card schema), fetched when the form is first used. */
const loadCardsCheck = () => import('./cards-form.ts')

// ── licences ──────────────────────────────────────────────────────────────

/** A payment's status in words: the platform's codes are not for reading. */
const PAYMENT_STATUS = {
  SUCCEEDED: 'payments.statusPaid',
  FAILED: 'payments.statusFailed',
  REFUNDED: 'payments.statusRefunded',
} as const

/**
 * A refusal's words: the area's own for a known reason; else the platform's reason, which is in
 * English, on an English page, and the area's "couldn't be made" on the others.
 */
function refusalText(problem: LicencesActionData['problem'], locale: string, t: (key: `billing:${BillingKey}`) => string) {
  if ('billing' in problem) return t(`billing:${problem.billing}`)
  return locale === 'en' ? problem.text : t('billing:licences.failed')
}

export function LicencesPage() {
  const data = useLoaderData<LicencesData>()
  const action = useActionData<LicencesActionData>()
  const { t, locale } = useT(billingStrings, commerceStrings)
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const problemText = action ? refusalText(action.problem, locale, t) : null
  return (
    <AccountLayout area="licences" title={t('billing:licences.title')}>
      <section className={s.area} aria-labelledby="account-area-title">
        <div role="status">{data.done && !action ? <p className={s.status}>{t(`billing:${data.done}`)}</p> : null}</div>
        {data.licences.length === 0 ? (
          <p className={s.muted}>
            {t('billing:licences.empty')}{' '}
            <Link to={data.purchaseHref} className={s.link}>
              {t('billing:licences.browse')}
            </Link>
          </p>
        ) : (
          <ul className={s.list}>
            {data.licences.map((l) => (
              <li key={l.id} className={s.card}>
                <h3 className={s.subtitle}>{l.name}</h3>
                <dl className={s.facts}>
                  <dt className={s.term}>{t('billing:licences.status')}</dt>
                  <dd>{t(l.label.key, { date: l.label.date ? formatDate(l.label.date, locale) : '' })}</dd>
                  <dt className={s.term}>{t('billing:licences.payment')}</dt>
                  <dd data-renewal-state={l.renewal}>{t(`billing:renewal.${l.renewal}`)}</dd>
                  {l.price ? (
                    <>
                      <dt className={s.term}>{t('billing:licences.price')}</dt>
                      <dd>
                        {formatMoney(l.price, intlLocale(locale))}{' '}
                        {l.price.period && isPeriodCode(l.price.period)
                          ? t(`commerce:commerce.perPeriod.${l.price.period}`)
                          : t('billing:licences.oneOff')}
                      </dd>
                    </>
                  ) : null}
                  {l.cardHref ? (
                    <>
                      <dt className={s.term}>{t('billing:licences.card')}</dt>
                      <dd>
                        {l.card ? `${methodText(l.card).brand} ${methodText(l.card).digits}` : t('billing:licences.noCard')}{' '}
                        <Link to={l.cardHref} className={s.link} aria-label={t('billing:licences.changeCardLabel', { name: l.name })}>
                          {t('billing:licences.changeCard')}
                        </Link>
                      </dd>
                    </>
                  ) : null}
                </dl>
                {l.scheduledChange ? (
                  <p>
                    {t('billing:licences.scheduledChange', {
                      plan: l.scheduledChange.name,
                      date: formatDate(l.scheduledChange.at, locale),
                    })}
                  </p>
                ) : null}
                {action && action.subscriptionId === l.subscriptionId && problemText ? (
                  <p role="alert" className={s.error} id={`licence-problem-${l.subscriptionId}`}>
                    {problemText}
                  </p>
                ) : null}
                {l.subscriptionId && data.offer?.subscriptionId === l.subscriptionId ? (
                  <CancellationOffer self={data.self} subscriptionId={l.subscriptionId} offer={data.offer.promo} busy={busy} />
                ) : l.subscriptionId && l.actions.length ? (
                  <LicenceActions
                    self={data.self}
                    name={l.name}
                    subscriptionId={l.subscriptionId}
                    actions={l.actions}
                    earliestResume={l.earliestResume}
                    // a refused resume date: the field says so, described by the message above
                    dateProblemId={
                      action?.subscriptionId === l.subscriptionId && problemText && isDateRefusal(action.problem)
                        ? `licence-problem-${l.subscriptionId}`
                        : undefined
                    }
                    busy={busy}
                  />
                ) : null}
                {l.subscriptionId && l.priceMigration ? (
                  <PriceConsent self={data.self} name={l.name} subscriptionId={l.subscriptionId} migration={l.priceMigration} busy={busy} />
                ) : null}
                {l.subscriptionId && (l.changeOptions.length || l.scheduledChange) ? (
                  <PlanChange
                    self={data.self}
                    name={l.name}
                    subscriptionId={l.subscriptionId}
                    currentLicenceId={l.licenceId}
                    options={l.changeOptions}
                    scheduled={l.scheduledChange}
                    periodEnd={l.earliestResume}
                    busy={busy}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountLayout>
  )
}

/** A refusal of the resume date given (not a full date, or inside the paid period). */
const isDateRefusal = (problem: LicencesActionData['problem']) =>
  'billing' in problem && (problem.billing === 'licences.resumeDateInvalid' || problem.billing === 'licences.resumeDateTooEarly')

/** The changes a licence offers now (licenceActions), each a plain form with its intent. */
function LicenceActions(props: {
  self: string
  name: string
  subscriptionId: string
  actions: LicenceAction[]
  earliestResume: string | null
  /** the id of the message refusing the resume date given, if that was refused */
  dateProblemId?: string
  busy: boolean
}) {
  const { t, locale } = useT(billingStrings)
  const { self, name, subscriptionId, actions, earliestResume, dateProblemId, busy } = props
  const simple = (intent: 'resume' | 'cancel' | 'reactivate', variant: 'primary' | 'secondary' | 'ghost') => (
    <Form method="post" action={self} className={s.actions}>
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={variant}
        isDisabled={busy}
        aria-label={t(`billing:licences.${intent}Label`, { name })}
      >
        {t(`billing:licences.${intent}`)}
      </Button>
    </Form>
  )
  return (
    <div role="group" aria-label={t('billing:licences.actionsLabel', { name })} className={s.actions}>
      {actions.includes('pause') ? (
        <Form method="post" action={self} className={s.actions}>
          <input type="hidden" name="subscriptionId" value={subscriptionId} />
          <TextField
            label={t('billing:licences.resumeAfter')}
            name="resumeAfter"
            type="date"
            isInvalid={Boolean(dateProblemId)}
            aria-describedby={dateProblemId}
            description={earliestResume ? t('billing:licences.resumeAfterHelp', { date: formatDate(earliestResume, locale) }) : undefined}
          />
          <Button
            type="submit"
            name="intent"
            value="pause"
            variant="secondary"
            isDisabled={busy}
            aria-label={t('billing:licences.pauseLabel', { name })}
          >
            {t('billing:licences.pause')}
          </Button>
        </Form>
      ) : null}
      {actions.includes('resume') ? simple('resume', 'primary') : null}
      {actions.includes('reactivate') ? simple('reactivate', 'primary') : null}
      {actions.includes('cancel') ? simple('cancel', 'ghost') : null}
    </div>
  )
}

type LicenceRow = LicencesData['licences'][number]

/** A new price the subscriber is asked about: continue at it from the next renewal, or leave at the end of the period. */
function PriceConsent(props: {
  self: string
  name: string
  subscriptionId: string
  migration: NonNullable<LicenceRow['priceMigration']>
  busy: boolean
}) {
  const { t, locale } = useT(billingStrings, commerceStrings)
  const { self, name, subscriptionId, migration, busy } = props
  const period =
    migration.price.period && isPeriodCode(migration.price.period) ? t(`commerce:commerce.perPeriod.${migration.price.period}`) : ''
  const headingId = `price-change-${subscriptionId}`
  return (
    <section className={s.offer} aria-labelledby={headingId}>
      <h4 id={headingId} className={s.subtitle}>
        {t('billing:licences.priceChangeTitle', { name })}
      </h4>
      <p>
        {t('billing:licences.priceChangeText', {
          date: formatDate(migration.effectiveAt, locale),
          price: `${formatMoney(migration.price, intlLocale(locale))} ${period}`.trim(),
        })}
      </p>
      <Form method="post" action={self} className={s.actions}>
        <input type="hidden" name="subscriptionId" value={subscriptionId} />
        <Button
          type="submit"
          name="intent"
          value="continuePrice"
          variant="primary"
          isDisabled={busy}
          aria-label={t('billing:licences.priceContinueLabel', { name })}
        >
          {t('billing:licences.priceContinue')}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="leavePrice"
          variant="ghost"
          isDisabled={busy}
          aria-label={t('billing:licences.priceLeaveLabel', { name })}
        >
          {t('billing:licences.priceLeave')}
        </Button>
      </Form>
    </section>
  )
}

/** The other plans of the family: an upgrade now (what it costs today), a downgrade at the period end; or keep the plan when a downgrade is booked. */
function PlanChange(props: {
  self: string
  name: string
  subscriptionId: string
  currentLicenceId: string
  options: LicenceRow['changeOptions']
  scheduled: LicenceRow['scheduledChange']
  periodEnd: string | null
  busy: boolean
}) {
  const { t, locale } = useT(billingStrings, commerceStrings)
  const { self, name, subscriptionId, currentLicenceId, options, scheduled, periodEnd, busy } = props
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, intlLocale(locale))
  const headingId = `plan-change-${subscriptionId}`
  return (
    <section className={s.offer} aria-labelledby={headingId}>
      <h4 id={headingId} className={s.subtitle}>
        {t('billing:licences.changePlan')}
      </h4>
      <ul className={s.list}>
        {options.map((o) => {
          const period = o.price.period && isPeriodCode(o.price.period) ? t(`commerce:commerce.perPeriod.${o.price.period}`) : ''
          const label =
            o.kind === 'UPGRADE' ? t('billing:licences.upgradeTo', { plan: o.name }) : t('billing:licences.downgradeTo', { plan: o.name })
          const helpId = `plan-${subscriptionId}-${o.licenceId}`
          return (
            <li key={o.licenceId}>
              <Form method="post" action={self} className={s.actions}>
                <input type="hidden" name="subscriptionId" value={subscriptionId} />
                <input type="hidden" name="licenceId" value={o.licenceId} />
                <p id={helpId} className={s.muted}>
                  {o.kind === 'UPGRADE' && o.dueNow && o.credit
                    ? t('billing:licences.upgradeHelp', { price: money(o.price), period, due: money(o.dueNow), credit: money(o.credit) })
                    : t('billing:licences.downgradeHelp', {
                        price: money(o.price),
                        period,
                        date: periodEnd ? formatDate(periodEnd, locale) : '',
                      })}
                </p>
                <Button type="submit" name="intent" value="changeTier" variant="secondary" isDisabled={busy} aria-describedby={helpId}>
                  {label}
                </Button>
              </Form>
            </li>
          )
        })}
      </ul>
      {scheduled ? (
        <Form method="post" action={self} className={s.actions}>
          <input type="hidden" name="subscriptionId" value={subscriptionId} />
          <input type="hidden" name="licenceId" value={currentLicenceId} />
          <Button
            type="submit"
            name="intent"
            value="changeTier"
            variant="ghost"
            isDisabled={busy}
            aria-label={`${t('billing:licences.keepPlan')}: ${name}`}
          >
            {t('billing:licences.keepPlan')}
          </Button>
        </Form>
      ) : null}
    </section>
  )
}

/** What a cancel was answered with: the licence's cancellation promo, to take or to refuse (which cancels). */
function CancellationOffer(props: {
  self: string
  subscriptionId: string
  offer: NonNullable<LicencesData['offer']>['promo']
  busy: boolean
}) {
  const { t, locale } = useT(billingStrings, commonStrings)
  const { self, subscriptionId, offer, busy } = props
  const money = (m: typeof offer.renewal) => formatMoney(m, intlLocale(locale))
  const discount =
    offer.discountType === 'PERCENTAGE' && offer.percentage != null
      ? formatPercent(offer.percentage, locale)
      : money({ ...offer.renewal, amount: offer.renewal.amount - offer.discountedRenewal.amount })
  return (
    <div className={s.offer}>
      <CancellationPromo discount={discount} months={offer.periods} inline>
        <p>{t('billing:licences.offerPrice', { discounted: money(offer.discountedRenewal), regular: money(offer.renewal) })}</p>
        <Form method="post" action={self} className={s.actions}>
          <input type="hidden" name="subscriptionId" value={subscriptionId} />
          <Button type="submit" name="intent" value="redeemPromo" variant="primary" isDisabled={busy}>
            {t('common:cancellationPromo.accept')}
          </Button>
          <Button type="submit" name="intent" value="refusePromo" variant="ghost" isDisabled={busy}>
            {t('common:cancellationPromo.decline')}
          </Button>
        </Form>
        <Link to={self} className={s.link}>
          {t('billing:licences.offerBack')}
        </Link>
      </CancellationPromo>
    </div>
  )
}

// ── the card of a licence (PAYMENT_UPDATE) ────────────────────────────────

export function PaymentUpdatePage() {
  const data = useLoaderData<PaymentUpdateData>()
  const action = useActionData<PaymentUpdateActionData>()
  const { t, locale } = useT(billingStrings)
  const busy = useNavigation().state !== 'idle'
  const problemText = action ? refusalText(action.problem, locale, t) : null
  const chosen = data.cards.find((c) => c.cardId === data.current)?.cardId ?? data.cards[0]?.cardId
  return (
    <AccountLayout area="licences" title={t('billing:paymentUpdate.title', { name: data.name })}>
      <section className={s.area} aria-labelledby="account-area-title">
        <p>{t('billing:paymentUpdate.intro')}</p>
        {problemText ? (
          <p role="alert" className={s.error}>
            {problemText}
          </p>
        ) : null}
        {data.cards.length === 0 ? (
          <p className={s.muted}>{t('billing:paymentUpdate.noCards')}</p>
        ) : (
          <Form method="post" action={data.self} className={s.form}>
            <RadioGroup name="cardId" defaultValue={chosen} className={s.list}>
              <Label className={s.subtitle}>{t('billing:paymentUpdate.cards')}</Label>
              {data.cards.map((card) => {
                const text = methodText(card)
                return (
                  <Radio key={card.cardId} value={card.cardId} className={s.choice}>
                    {text.brand} {text.digits}
                    {card.cardId === data.current ? ` (${t('billing:paymentUpdate.current')})` : ''}
                  </Radio>
                )
              })}
            </RadioGroup>
            <div className={s.actions}>
              <Button type="submit" name="intent" value="setCard" variant="primary" isDisabled={busy}>
                {t('billing:paymentUpdate.save')}
              </Button>
            </div>
          </Form>
        )}
        <p className={s.actions}>
          <Link to={data.addCard} className={s.link}>
            {t('billing:paymentUpdate.addCard')}
          </Link>
          <Link to={data.back} className={s.link}>
            {t('billing:paymentUpdate.back')}
          </Link>
        </p>
      </section>
    </AccountLayout>
  )
}

// ── payment history ───────────────────────────────────────────────────────

/** The payment history's columns, in order (each a billing:payments.* string). */
const columns = ['date', 'item', 'type', 'amount', 'status', 'invoice'] as const

export function PaymentsPage() {
  const data = useLoaderData<PaymentsData>()
  const { t, locale } = useT(billingStrings)
  return (
    <AccountLayout area="payments" title={t('billing:payments.title')}>
      <section className={s.area} aria-labelledby="account-area-title">
        {data.items.length === 0 ? (
          <p className={s.muted}>{t('billing:payments.empty')}</p>
        ) : (
          <div className={s.tableWrap}>
            {/* explicit roles: the stacked phone layout draws the table as blocks, which would drop them */}
            <table role="table" className={[s.table, s.stackTable].join(' ')}>
              <thead className={s.stackHead}>
                <tr role="row">
                  {columns.map((key) => (
                    <th key={key} role="columnheader" scope="col" className={s.cell}>
                      {t(`billing:payments.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={s.stackBody}>
                {data.items.map((item) => {
                  const amount = shownAmount(item)
                  const date = formatDate(item.date, locale)
                  const cell = (key: (typeof columns)[number], value: ReactNode) => (
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell drawn as a block keeps its cell role only when it is given explicitly
                    <td role="cell" className={[s.cell, s.stackCell].join(' ')} data-label={t(`billing:payments.${key}`)}>
                      {value}
                    </td>
                  )
                  return (
                    <tr key={item.id} role="row" data-item-type={item.itemType} className={s.stackRow}>
                      {cell('date', date)}
                      {cell('item', item.name)}
                      {cell('type', t(`billing:type.${item.itemType}` as `billing:type.PAID_ORDER`))}
                      {cell('amount', amount ? formatMoney(amount, intlLocale(locale)) : '–')}
                      {cell(
                        'status',
                        item.status.toUpperCase() in PAYMENT_STATUS
                          ? t(`billing:${PAYMENT_STATUS[item.status.toUpperCase() as keyof typeof PAYMENT_STATUS]}`)
                          : item.status,
                      )}
                      {cell(
                        'invoice',
                        item.status.toUpperCase() === 'SUCCEEDED' && item.invoiceHref ? (
                          // a file, not a page: the browser opens it outside the app's router
                          <a
                            href={item.invoiceHref}
                            className={s.link}
                            aria-label={t('billing:payments.viewLabel', { name: item.name, date })}
                            target="_blank"
                            rel="noopener"
                          >
                            {t('billing:payments.view')}
                          </a>
                        ) : null,
                      )}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        {data.pages > 1 ? (
          <nav aria-label={t('billing:payments.pages')} className={s.pager}>
            {data.previousHref ? (
              <Link to={data.previousHref} className={s.link}>
                {t('billing:payments.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span>{t('billing:payments.pageOf', { page: data.page, pages: data.pages })}</span>
            {data.nextHref ? (
              <Link to={data.nextHref} className={s.link}>
                {t('billing:payments.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </AccountLayout>
  )
}

// ── cards ─────────────────────────────────────────────────────────────────

export function CardsPage() {
  const data = useLoaderData<CardsData>()
  const action = useActionData<CardsActionData>()
  const { t, locale } = useT(billingStrings, commerceStrings, authStrings)
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const problem = action?.problem
  const problemText = problem
    ? 'billing' in problem
      ? t(`billing:${problem.billing}` as `billing:cards.failed`)
      : commerceProblemText({ key: problem.commerce, text: problem.text }, locale, (key) => t(problemLookup(key)))
    : null
  return (
    <AccountLayout area="cards" title={t('billing:cards.title')}>
      <section className={s.area} aria-labelledby="account-area-title">
        <div role="status">
          {data.done && !action ? <p className={s.status}>{t(`billing:${data.done}` as `billing:cards.added`)}</p> : null}
        </div>
        <div role="alert">{problemText ? <p className={s.error}>{problemText}</p> : null}</div>
        {data.cards.length === 0 ? (
          <p className={s.muted}>{t('billing:cards.empty')}</p>
        ) : (
          <ul className={s.list}>
            {data.cards.map((card) => {
              const text = methodText(card)
              const name = `${text.brand} ${text.digits}`
              return (
                <li key={card.cardId} className={s.card}>
                  <div className={s.row}>
                    <span>
                      <strong>{text.brand}</strong> {text.digits}
                      {card.expiryMonth && card.expiryYear ? (
                        <span className={s.muted}>
                          {' '}
                          · {t('billing:cards.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear })}
                        </span>
                      ) : null}
                    </span>
                    {card.isDefault ? <span className={s.badge}>{t('billing:cards.default')}</span> : null}
                  </div>
                  <Form method="post" action={data.self} className={s.actions}>
                    <input type="hidden" name="cardId" value={card.cardId} />
                    {card.isDefault ? null : (
                      <Button
                        type="submit"
                        name="intent"
                        value="setDefault"
                        variant="secondary"
                        isDisabled={busy}
                        aria-label={t('billing:cards.makeDefaultLabel', { card: name })}
                      >
                        {t('billing:cards.makeDefault')}
                      </Button>
                    )}
                    <Button
                      type="submit"
                      name="intent"
                      value="remove"
                      variant="ghost"
                      isDisabled={busy}
                      aria-label={t('billing:cards.removeLabel', { card: name })}
                    >
                      {t('billing:cards.remove')}
                    </Button>
                  </Form>
                </li>
              )
            })}
          </ul>
        )}
        {data.canAdd ? (
          <AddCardForm self={data.self} serverErrors={action?.errors} values={action?.values} busy={busy} />
        ) : (
          <p className={s.muted}>{t('billing:cards.noProvider')}</p>
        )}
      </section>
    </AccountLayout>
  )
}

function AddCardForm({
  self,
  serverErrors,
  values,
  busy,
}: {
  self: string
  serverErrors?: FieldErrors
  values?: CardsActionData['values']
  busy: boolean
}) {
  const { t } = useT(billingStrings, commerceStrings, authStrings)
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadCardsCheck)
  const errors = clientErrors ?? serverErrors ?? {}
  return (
    <section aria-labelledby="add-card-title" className={s.card}>
      <h3 id="add-card-title" className={s.subtitle}>
        {t('billing:cards.addTitle')}
      </h3>
      <Form
        method="post"
        action={self}
        className={s.form}
        noValidate
        {...checks.warmOnUse}
        onSubmit={(event) => {
          const check = checks.current()
          // not loaded yet: the form posts, and the action answers the same field messages
          if (!check) return
          const form = new FormData(event.currentTarget)
          form.set('intent', 'add')
          const result = check.checkCardsForm(form)
          if (!result.ok) {
            event.preventDefault()
            setClientErrors(result.errors)
          } else setClientErrors(null)
        }}
      >
        <CardFields errors={errors} values={values} />
        <Checkbox name="makeDefault" value="on" defaultSelected={values?.makeDefault}>
          {t('billing:cards.addAsDefault')}
        </Checkbox>
        <p className={s.muted}>{t('commerce:commerce.sandboxNote')}</p>
        <div>
          <Button type="submit" name="intent" value="add" variant="primary" isDisabled={busy}>
            {t('billing:cards.add')}
          </Button>
        </div>
      </Form>
    </section>
  )
}
