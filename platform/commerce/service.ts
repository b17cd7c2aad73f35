/**
 * Commerce rules: what is for sale, who may buy it, what a basket costs, paying it once per
 * idempotency key, and granting access (an entitlement) when a payment succeeds, whether the
 * answer comes back at once, after an authentication step, or by a provider's webhook.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Caller, Logger } from '../http.ts'
import { toDecimalString, type Money } from './money.ts'
import { isPeriod, periodBoundary, periodDays, type Period } from './periods.ts'
import { discountState, listPrice, quote, type LicenceDiscount, type Quote } from './pricing.ts'
import { paymentsTotal } from '../metrics.ts'
import type { PaymentMethodType, PaymentProvider, ProviderEvent, ProviderId } from './providers/port.ts'
import type { BasketRow, CommerceStore, LicenceRow, PaymentRow, VoucherRow } from './store.ts'
import { giftQuote, type GiftHooks } from './gifts.ts'
import { pauseStateView, tierChange, tierChangeRefusal } from './lifecycle.ts'
import { missingBillingFields, renewalCharge, stateOf, upgradeQuote } from './subscriptions.ts'
import { localized } from './localize.ts'
import { countryRule } from '../account/countries.ts'
import { checkCountryAndPostalCode, withFieldRules, type AddressFieldRule } from '#schemas/address.ts'

export const DEFAULT_MAX_PAYMENT_METHODS = 5
/** how long a second request with the same key waits for the first one's answer */
const REPLAY_WAIT_MS = 15_000

export type Failure = {
  ok: false
  status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 424
  code: string
  message: string
  extra?: Record<string, unknown>
}
export type Outcome<T> = { ok: true; status: 200 | 201 | 202; body: T } | Failure
const fail = (status: Failure['status'], code: string, message: string, extra?: Record<string, unknown>): Failure => ({
  ok: false,
  status,
  code,
  message,
  extra,
})
const ok = <T>(body: T, status: 200 | 201 | 202 = 200): Outcome<T> => ({ ok: true, status, body })

/** Checks a captcha token sent with a payment, when the realm asks for one. */
export type CaptchaVerifier = (
  token: string | undefined,
) => Promise<{ ok: true } | { ok: false; code: 'CAPTCHA_FAIL_ERROR' | 'CHALLENGE_FAILED' }>

export interface PaymentArrangement {
  primaryPaymentDetailsAttributes: {
    paymentDetailsExternalId?: string | null
    targetPaymentProvider?: ProviderId | null
    paymentMethodType?: PaymentMethodType | null
  }
}

export interface PayInput {
  idempotencyKey: string
  paymentArrangement?: PaymentArrangement
  captchaToken?: string
  returnUrl?: string
}

const moneyJson = (m: Money) => ({ amount: m.amount, scale: m.scale, currency: m.currency, decimal: toDecimalString(m) })

export function licenceView(l: LicenceRow, at: Date) {
  const price = listPrice(l)
  return {
    id: l.id,
    ...localized(l),
    family: l.family,
    rank: l.rank,
    type: l.type as 'STANDARD' | 'FREE',
    purchaseStrategy: {
      type: l.purchaseStrategy,
      subscriptionPeriod: l.subscriptionPeriod,
      accessEndsAt: l.accessEndsAt?.toISOString() ?? null,
    },
    subscriptionPeriod: l.subscriptionPeriod,
    trialDetails:
      l.trialPeriod && isPeriod(l.trialPeriod) ? { trialPeriod: l.trialPeriod, trialDays: periodDays(l.trialPeriod, at) } : null,
    amounts: {
      amount: price.amount,
      currency: price.currency,
      scale: price.scale,
      sku: l.sku,
      taxInclusive: l.taxInclusive,
      periodAmounts: l.periodAmounts as Array<{ period: string; amount: number }>,
    },
    discounts: ((l.discounts as LicenceDiscount[]) ?? []).map((d) => ({
      type: d.type,
      ...(d.type === 'PERCENTAGE' ? { percentage: d.percentage ?? 0 } : { amount: d.amount ?? 0 }),
      state: discountState(d, at),
      lifeTimeRepeat: d.lifeTimeRepeat,
    })),
    cta: l.cta,
    billingRequirements: l.requiredBillingFields,
  }
}
export type LicenceView = ReturnType<typeof licenceView>

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

export function createCommerceService(deps: {
  store: CommerceStore
  providers: Map<ProviderId, PaymentProvider>
  now: () => Date
  logger: Logger
  captcha?: CaptchaVerifier
  maxPaymentMethods?: number
  /** the web product's origin: a returnUrl path is made absolute with it for the provider */
  publicUrl?: string
  /** gifts (gifts.ts): a basket holding a gift order is priced, paid and fulfilled as a gift */
  gifts?: GiftHooks
  /** the realm's rules on address fields (settings addressFieldRules), as the address book follows them */
  addressFieldRules?: () => Promise<AddressFieldRule[]>
}) {
  const { store, providers, now, logger } = deps
  const maxMethods = deps.maxPaymentMethods ?? DEFAULT_MAX_PAYMENT_METHODS

  // ── eligibility ─────────────────────────────────────────────────────────
  async function ineligible(accountId: string, licence: LicenceRow, at: Date): Promise<Failure | null> {
    if (licence.type === 'FREE') return fail(409, 'NOT_ELIGIBLE', 'This licence is free and cannot be bought.', { reason: 'FREE' })
    if (!licence.onSale) return fail(409, 'NOT_ELIGIBLE', 'This licence is not on sale.', { reason: 'NOT_ON_SALE' })
    if (licence.accessEndsAt && licence.accessEndsAt <= at) return fail(409, 'NOT_ELIGIBLE', 'This licence has ended.', { reason: 'ENDED' })
    const held = await store.activeLicenceIds(accountId, at)
    if (held.includes(licence.id)) return fail(409, 'ALREADY_ACTIVE', 'You already hold this licence.', { reason: 'ALREADY_ACTIVE' })
    const subs = await store.subscriptionsOf(accountId)
    if (
      subs.some(
        (s) =>
          s.licenceId === licence.id &&
          s.pauseState === 'PAUSED' &&
          (s.status === 'EXPIRED' || s.status === 'INACTIVE' || s.currentPeriodEnd <= at),
      )
    )
      return fail(409, 'NOT_ELIGIBLE', 'A paused licence that has expired cannot be bought again; resume it instead.', {
        reason: 'PAUSED_EXPIRED',
      })
    if (held.length) {
      const all = await store.licences()
      const sameFamily = all.filter((l) => held.includes(l.id) && l.family === licence.family && l.id !== licence.id)
      if (sameFamily.length)
        return fail(409, 'INVALID_TIER_CHANGE', 'You already hold another plan of this family; change plans from your account.', {
          heldLicenceIds: sameFamily.map((l) => l.id),
        })
    }
    return null
  }

  async function voucherProblem(
    accountId: string,
    voucher: VoucherRow | undefined,
    licence: LicenceRow | undefined,
    at: Date,
  ): Promise<Failure | null> {
    // a cancellation promo is offered to a cancelling subscriber only, never typed in at checkout
    if (!voucher || !voucher.active || voucher.cancellationPromo)
      return fail(404, 'VOUCHER_NOT_FOUND', 'This voucher code is not valid.', {
        fields: { voucherCode: ['This voucher code is not valid.'] },
      })
    if ((voucher.validFrom && voucher.validFrom > at) || (voucher.validUntil && voucher.validUntil <= at))
      return fail(409, 'VOUCHER_EXPIRED', 'This voucher code is not valid now.', {
        fields: { voucherCode: ['This voucher code is not valid now.'] },
      })
    if (await store.voucherRedeemed(voucher.code, accountId))
      return fail(409, 'VOUCHER_ALREADY_USED', 'You have already used this voucher.', {
        fields: { voucherCode: ['You have already used this voucher.'] },
      })
    if (licence && voucher.licenceIds.length && !voucher.licenceIds.includes(licence.id))
      return fail(422, 'VOUCHER_NOT_APPLICABLE', 'This voucher does not apply to the chosen package.', {
        fields: { voucherCode: ['This voucher does not apply to the chosen package.'] },
        licenceIds: voucher.licenceIds,
      })
    if (
      voucher.currency &&
      licence &&
      voucher.discountType === 'AMOUNT' &&
      (voucher.currency !== licence.currency || voucher.scale !== licence.scale)
    )
      return fail(422, 'VOUCHER_NOT_APPLICABLE', 'This voucher is in another currency.', {
        fields: { voucherCode: ['This voucher is in another currency.'] },
      })
    return null
  }

  /**
   * The billing details a plan still needs: the ones it requires, and once a country is given,
   * whatever else the address book asks for in that country (a state or province in Spain), so a
   * billing address is as complete as an address saved in the account area.
   */
  async function missingFields(accountId: string, licence: LicenceRow): Promise<string[]> {
    if (!licence.requiredBillingFields.length) return []
    const given = await store.requirementFields(accountId)
    const rule = given.country ? countryRule(given.country) : undefined
    const byCountry = rule
      ? withFieldRules(rule, (await deps.addressFieldRules?.()) ?? []).addressRequiredFields.map((f) => f.fieldName)
      : []
    return missingBillingFields([...new Set([...licence.requiredBillingFields, ...byCountry])], given)
  }

  const enabledProviders = () => [...providers.values()]
  const providerList = () => enabledProviders().map((p) => ({ id: p.id, supports: p.supports }))

  // ── baskets ─────────────────────────────────────────────────────────────
  async function basketView(basket: BasketRow) {
    const at = now()
    const gift = deps.gifts ? await deps.gifts.order(basket.id) : undefined
    if (gift) return giftBasketView(basket, gift, at)
    const licence = basket.licenceId ? await store.licence(basket.licenceId) : undefined
    const voucher = basket.voucherCode ? await store.voucher(basket.voucherCode) : undefined
    const trialOffered = !!licence?.trialPeriod && licence.purchaseStrategy === 'SUBSCRIPTION'
    const trialAvailable = trialOffered && !(await store.trialUsed(basket.accountId))
    const q: Quote | null = licence ? quote(licence, voucher ?? null, trialAvailable, at) : null
    const missing = licence ? await missingFields(basket.accountId, licence) : []
    const period = licence?.subscriptionPeriod ?? null
    const zeroDue = q ? q.dueNow.amount === 0 : false
    return {
      id: basket.id,
      status: basket.status,
      item: licence ? licenceView(licence, at) : null,
      basketItems: licence
        ? [
            {
              sku: licence.sku,
              licenceId: licence.id,
              subscriptionSetting: {
                subscriptionPeriod: period,
                subscriptionType: licence.purchaseStrategy,
                trialPeriodDuration: trialAvailable ? licence.trialPeriod : null,
              },
            },
          ]
        : [],
      vouchers: voucher
        ? [
            {
              code: voucher.code,
              description: voucher.description,
              discountType: voucher.discountType,
              percentage: voucher.percentage,
              amount: voucher.amount,
              lifeTimeRepeat: voucher.lifeTimeRepeat,
            },
          ]
        : [],
      freeTrial: trialOffered
        ? { available: trialAvailable, trialPeriod: licence!.trialPeriod, acknowledgeNoFreeTrial: basket.acknowledgeNoFreeTrial }
        : null,
      price: q ? moneyJson(q.price) : null,
      discount: q ? moneyJson(q.discount) : null,
      discountedTotal: q ? moneyJson(q.discountedTotal) : null,
      discountedTax: q ? moneyJson(q.discountedTax) : null,
      dueNow: q ? moneyJson(q.dueNow) : null,
      recurring:
        q && licence?.purchaseStrategy === 'SUBSCRIPTION' && period
          ? {
              period,
              price: moneyJson(q.price),
              discounted: q.voucherPeriods > 0 ? { amount: moneyJson(q.discountedRecurring), periods: q.voucherPeriods } : null,
            }
          : null,
      providers: providerList()
        .filter((p) => (zeroDue ? true : !p.supports.zeroAmountOnly))
        .map((p) => p.id),
      providerId:
        zeroDue && providers.has('zero_balance') ? 'zero_balance' : (providerList().find((p) => !p.supports.zeroAmountOnly)?.id ?? null),
      providerHasVouchers: true,
      billingDetailsRequired: missing.length > 0,
      missingFields: missing,
      createdAt: basket.createdAt.toISOString(),
      updatedAt: basket.updatedAt.toISOString(),
    }
  }
  type BasketView = Awaited<ReturnType<typeof basketView>>

  /** A gift basket: the gift product's one-off price, no trial, no voucher, no billing details; `gift` says for whom. */
  async function giftBasketView(basket: BasketRow, gift: NonNullable<Awaited<ReturnType<GiftHooks['order']>>>, at: Date) {
    const licence = await store.licence(gift.product.licenceId)
    const { price, tax } = giftQuote(gift.product)
    const zeroPrice = { ...price, amount: 0 }
    const base = licence ? licenceView(licence, at) : null
    return {
      id: basket.id,
      status: basket.status,
      item: base
        ? {
            ...base,
            ...localized(gift.product),
            subscriptionPeriod: null,
            trialDetails: null,
            discounts: [],
            purchaseStrategy: { ...base.purchaseStrategy, type: 'GIFT', subscriptionPeriod: null },
            amounts: {
              ...base.amounts,
              amount: price.amount,
              scale: price.scale,
              currency: price.currency,
              sku: gift.product.sku,
              periodAmounts: [],
            },
          }
        : null,
      basketItems: [
        {
          sku: gift.product.sku,
          licenceId: gift.product.licenceId,
          subscriptionSetting: { subscriptionPeriod: null, subscriptionType: 'GIFT', trialPeriodDuration: null },
        },
      ],
      vouchers: [],
      freeTrial: null,
      price: moneyJson(price),
      discount: moneyJson(zeroPrice),
      discountedTotal: moneyJson(price),
      discountedTax: moneyJson(tax),
      dueNow: moneyJson(price),
      recurring: null,
      providers: providerList()
        .filter((p) => (price.amount === 0 ? true : !p.supports.zeroAmountOnly))
        .map((p) => p.id),
      providerId: providerList().find((p) => !p.supports.zeroAmountOnly)?.id ?? null,
      providerHasVouchers: false,
      billingDetailsRequired: false,
      missingFields: [] as string[],
      gift: { productId: gift.product.id, recipientEmail: gift.order.recipientEmail, message: gift.order.message },
      createdAt: basket.createdAt.toISOString(),
      updatedAt: basket.updatedAt.toISOString(),
    }
  }

  async function ownBasket(caller: Caller, id: string | null): Promise<BasketRow | Failure> {
    const basket = id ? await store.basket(id) : await store.currentBasket(caller.sub)
    // another account's basket is "not found", never "forbidden": its id tells nothing
    if (!basket || basket.accountId !== caller.sub) return fail(404, 'NOT_FOUND', 'No such basket.')
    return basket
  }

  async function chooseLicence(caller: Caller, licenceId: string): Promise<LicenceRow | Failure> {
    const licence = await store.licence(licenceId)
    if (!licence) return fail(404, 'LICENCE_NOT_FOUND', 'No such licence.', { fields: { licenceId: ['No such licence.'] } })
    return (await ineligible(caller.sub, licence, now())) ?? licence
  }
  const isFailure = (x: unknown): x is Failure => typeof x === 'object' && x !== null && (x as Failure).ok === false

  async function createBasket(caller: Caller, input: { licenceId: string; voucherCode?: string }): Promise<Outcome<BasketView>> {
    const licence = await chooseLicence(caller, input.licenceId)
    if (isFailure(licence)) return licence
    let voucherCode: string | null = null
    if (input.voucherCode) {
      const voucher = await store.voucher(input.voucherCode)
      const problem = await voucherProblem(caller.sub, voucher, licence, now())
      if (problem) return problem
      voucherCode = voucher!.code
    }
    const at = now()
    const row = {
      id: randomUUID(),
      accountId: caller.sub,
      licenceId: licence.id,
      status: 'OPEN',
      voucherCode,
      acknowledgeNoFreeTrial: false,
      createdAt: at,
      updatedAt: at,
    }
    await store.insertBasket(row)
    return ok(await basketView((await store.basket(row.id))!), 201)
  }

  async function changeBasket(
    caller: Caller,
    id: string,
    input: { licenceId?: string },
    acknowledgeNoFreeTrial: boolean | undefined,
  ): Promise<Outcome<BasketView>> {
    const basket = await ownBasket(caller, id)
    if (isFailure(basket)) return basket
    if (basket.status !== 'OPEN') return fail(409, 'BAD_REQUEST', 'This basket can no longer be changed.', { status: basket.status })
    if (deps.gifts && (await deps.gifts.order(basket.id))) {
      // choosing a package turns the gift basket into an ordinary one; anything else leaves the gift as it is
      if (!input.licenceId) return ok(await basketView(basket))
      await deps.gifts.dropOrder(basket.id)
    }
    const licenceId = input.licenceId ?? basket.licenceId
    if (!licenceId) return fail(400, 'VALIDATION_FAILED', 'Choose a package first.', { fields: { licenceId: ['Choose a package.'] } })
    const licence = await chooseLicence(caller, licenceId)
    if (isFailure(licence)) return licence
    let voucherCode = basket.voucherCode
    if (voucherCode && licenceId !== basket.licenceId) {
      // a voucher that does not fit the new package is dropped rather than refusing the change
      if (await voucherProblem(caller.sub, await store.voucher(voucherCode), licence, now())) voucherCode = null
    }
    const trialOffered = !!licence.trialPeriod && licence.purchaseStrategy === 'SUBSCRIPTION'
    if (trialOffered && acknowledgeNoFreeTrial === false && (await store.trialUsed(caller.sub)))
      return fail(409, 'freeTrialDenied', 'You have had a free trial already: this package starts with a payment today.', { licenceId })
    await store.updateOpenBasket(basket.id, {
      licenceId,
      voucherCode,
      acknowledgeNoFreeTrial: acknowledgeNoFreeTrial ?? (licenceId === basket.licenceId ? basket.acknowledgeNoFreeTrial : false),
      updatedAt: now(),
    })
    return ok(await basketView((await store.basket(basket.id))!))
  }

  async function applyVoucher(caller: Caller, code: string, basketId: string | null): Promise<Outcome<BasketView>> {
    const basket = await ownBasket(caller, basketId)
    if (isFailure(basket)) return basket
    if (basket.status !== 'OPEN') return fail(409, 'BAD_REQUEST', 'This basket can no longer be changed.', { status: basket.status })
    if (deps.gifts && (await deps.gifts.order(basket.id)))
      return fail(422, 'VOUCHER_NOT_APPLICABLE', 'Vouchers do not apply to gifts.', {
        fields: { voucherCode: ['Vouchers do not apply to gifts.'] },
      })
    const licence = basket.licenceId ? await store.licence(basket.licenceId) : undefined
    const voucher = await store.voucher(code)
    const problem = await voucherProblem(caller.sub, voucher, licence, now())
    if (problem) return problem
    await store.updateOpenBasket(basket.id, { voucherCode: voucher!.code, updatedAt: now() })
    return ok(await basketView((await store.basket(basket.id))!))
  }

  async function removeVoucher(caller: Caller, code: string, basketId: string | null): Promise<Outcome<BasketView>> {
    const basket = await ownBasket(caller, basketId)
    if (isFailure(basket)) return basket
    if (basket.status !== 'OPEN') return fail(409, 'BAD_REQUEST', 'This basket can no longer be changed.', { status: basket.status })
    if (basket.voucherCode?.toUpperCase() !== code.toUpperCase())
      return fail(404, 'VOUCHER_NOT_FOUND', 'This voucher is not in the basket.')
    await store.updateOpenBasket(basket.id, { voucherCode: null, updatedAt: now() })
    return ok(await basketView((await store.basket(basket.id))!))
  }

  // ── paying ──────────────────────────────────────────────────────────────
  async function waitForAnswer(payment: PaymentRow): Promise<Outcome<unknown> | Failure> {
    const until = Date.now() + REPLAY_WAIT_MS
    let row: PaymentRow | undefined = payment
    while (row && row.answerStatus == null && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25))
      row = await store.payment(payment.id)
    }
    if (!row || row.answerStatus == null)
      return fail(409, 'PAYMENT_IN_PROGRESS', 'This payment is still being processed; try again in a moment.')
    return replay(row)
  }
  function replay(row: PaymentRow): Outcome<unknown> {
    const status = row.answerStatus!
    if (status < 300) return { ok: true, status: status as 200 | 201 | 202, body: row.answer }
    const body = (row.answer ?? {}) as { code?: string; message?: string; [k: string]: unknown }
    const { code, message, ...extra } = body
    return fail(status as Failure['status'], code ?? 'failedPayment', message ?? 'The payment failed.', extra)
  }

  async function pay(caller: Caller, basketId: string | null, input: PayInput): Promise<Outcome<unknown>> {
    const attrs = input.paymentArrangement?.primaryPaymentDetailsAttributes ?? {}
    const requestHash = hashOf({
      basketId,
      provider: attrs.targetPaymentProvider ?? null,
      method: attrs.paymentDetailsExternalId ?? null,
      type: attrs.paymentMethodType ?? null,
    })
    const previous = await store.paymentByKey(caller.sub, input.idempotencyKey)
    if (previous) {
      if (previous.requestHash !== requestHash)
        return fail(422, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used with other parameters.', {
          fields: { idempotencyKey: ['already used with other parameters'] },
        })
      return waitForAnswer(previous)
    }

    const basket = await ownBasket(caller, basketId)
    if (isFailure(basket)) return basket
    if (basket.status !== 'OPEN') {
      // a twin request with this key may have claimed it, and moved the basket on, since the key
      // was looked up above: its answer is this request's too
      const twin = await store.paymentByKey(caller.sub, input.idempotencyKey)
      if (twin && twin.requestHash === requestHash) return waitForAnswer(twin)
      if (basket.status === 'PAID') return fail(409, 'BAD_REQUEST', 'This basket is paid already.', { status: basket.status })
      return fail(409, 'BAD_REQUEST', 'A payment of this basket is in progress.', { status: basket.status })
    }
    if (!basket.licenceId) return fail(400, 'BAD_REQUEST', 'The basket is empty.')
    const at = now()
    const gift = deps.gifts ? await deps.gifts.order(basket.id) : undefined
    let licence: LicenceRow
    let trial = false
    let voucher: VoucherRow | null = null
    let q: Pick<Quote, 'dueNow' | 'discountedTax'>
    if (gift) {
      // a gift is bought for someone else: what the buyer holds does not matter
      const found = await store.licence(gift.product.licenceId)
      if (!found) return fail(404, 'LICENCE_NOT_FOUND', 'No such licence.')
      if (!gift.product.onSale) return fail(409, 'NOT_ELIGIBLE', 'This gift is not on sale.', { reason: 'NOT_ON_SALE' })
      licence = found
      const g = giftQuote(gift.product)
      q = { dueNow: g.price, discountedTax: g.tax }
    } else {
      const chosen = await chooseLicence(caller, basket.licenceId)
      if (isFailure(chosen)) return chosen
      licence = chosen
      const trialOffered = !!licence.trialPeriod && licence.purchaseStrategy === 'SUBSCRIPTION'
      trial = trialOffered && !(await store.trialUsed(caller.sub))
      if (trialOffered && !trial && !basket.acknowledgeNoFreeTrial)
        return fail(409, 'freeTrialDenied', 'You have had a free trial already: confirm that this package starts with a payment today.', {
          basketId: basket.id,
          licenceId: licence.id,
        })
      const missing = await missingFields(caller.sub, licence)
      if (missing.length)
        return fail(424, 'BASKET_REQUIREMENTS_FAILED', 'Billing details are required.', { details: { missingFields: missing } })
      if (basket.voucherCode) {
        const found = await store.voucher(basket.voucherCode)
        const problem = await voucherProblem(caller.sub, found, licence, at)
        if (problem) return problem
        voucher = found!
      }
      q = quote(licence, voucher, trial, at)
    }

    // which provider, with which payment details
    const requested = attrs.targetPaymentProvider ?? (q.dueNow.amount === 0 && !attrs.paymentDetailsExternalId ? 'zero_balance' : null)
    let methodId: string | null = attrs.paymentDetailsExternalId ?? null
    let providerId: ProviderId | null = requested
    let methodRef: string | null = null
    if (providerId !== 'zero_balance') {
      if (!methodId) {
        const saved = (await store.paymentMethods(caller.sub)).find((m) => !providerId || m.provider === providerId)
        if (!saved)
          return fail(402, 'NO_PAYMENT_DETAILS', 'Add a payment method to pay.', {
            fields: { paymentDetailsExternalId: ['Add a payment method.'] },
          })
        methodId = saved.id
      }
      const method = /^[0-9a-f-]{36}$/i.test(methodId) ? await store.paymentMethod(methodId) : undefined
      if (!method || method.accountId !== caller.sub)
        return fail(402, 'NO_PAYMENT_DETAILS', 'These payment details are not on record.', {
          fields: { paymentDetailsExternalId: ['These payment details are not on record.'] },
        })
      if (providerId && method.provider !== providerId) return fail(400, 'BAD_REQUEST', 'These payment details belong to another provider.')
      providerId = method.provider as ProviderId
      methodRef = method.providerRef
    } else methodId = null
    const provider = providerId ? providers.get(providerId) : undefined
    if (!provider)
      return fail(422, 'PROVIDER_UNAVAILABLE', 'This payment provider is not available.', {
        fields: { targetPaymentProvider: ['not available'] },
      })
    if (provider.supports.zeroAmountOnly && q.dueNow.amount !== 0)
      return fail(400, 'BAD_REQUEST', 'A total above zero needs payment details.')
    if (deps.captcha) {
      const checked = await deps.captcha(input.captchaToken)
      if (!checked.ok) return fail(403, checked.code, 'The check that you are a person failed; try again.')
    }

    // the key is claimed before anything is charged: a concurrent twin waits for this answer
    const paymentId = randomUUID()
    const claimed = await store.claimKey({
      id: paymentId,
      accountId: caller.sub,
      basketId: basket.id,
      licenceId: licence.id,
      kind: gift ? 'GIFT' : trial ? 'TRIAL' : 'PURCHASE',
      status: 'PENDING',
      amount: q.dueNow.amount,
      scale: q.dueNow.scale,
      currency: q.dueNow.currency,
      tax: trial ? 0 : q.discountedTax.amount,
      voucherCode: voucher?.code ?? null,
      provider: provider.id,
      paymentMethodId: methodId,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      createdAt: at,
      updatedAt: at,
    })
    if (!claimed) return pay(caller, basketId, input) // lost the race for the key: replay the winner's answer
    const answer = async (status: number, body: Record<string, unknown>): Promise<Outcome<unknown>> => {
      await store.setAnswer(paymentId, status, body)
      return replay((await store.payment(paymentId))!)
    }
    if (!(await store.moveBasket(basket.id, ['OPEN'], 'PAYING', at))) {
      await store.movePayment(paymentId, ['PENDING'], { status: 'FAILED', failureCode: 'BAD_REQUEST', updatedAt: at })
      return answer(409, { code: 'BAD_REQUEST', message: 'A payment of this basket is in progress.' })
    }

    let result
    try {
      result = await provider.charge({
        accountId: caller.sub,
        amount: q.dueNow,
        methodRef,
        idempotencyKey: `${caller.sub}:${input.idempotencyKey}`,
        description: gift ? `${gift.product.name} (${gift.product.sku})` : `${licence.name} (${licence.sku})`,
        offSession: false,
        returnUrl: input.returnUrl ? new URL(input.returnUrl, deps.publicUrl ?? 'http://localhost:3000').toString() : null,
      })
    } catch (error) {
      logger.error(`[commerce] ${provider.id} charge failed: ${(error as Error)?.message}`)
      result = {
        status: 'failed' as const,
        providerRef: null,
        code: 'BAD_REQUEST',
        message: 'The payment provider could not be reached; nothing was charged.',
      }
    }
    paymentsTotal().inc({ provider: provider.id, outcome: result.status })
    return settle(paymentId, result)
  }

  /** Applies a provider's answer to a payment: the one path for the synchronous answer, authentication and webhooks. */
  async function settle(paymentId: string, result: Awaited<ReturnType<PaymentProvider['charge']>>): Promise<Outcome<unknown>> {
    const at = now()
    const payment = (await store.payment(paymentId))!
    const save = async (status: number, body: Record<string, unknown>) => {
      await store.setAnswer(paymentId, status, body)
      return replay((await store.payment(paymentId))!)
    }
    // settled meanwhile (a webhook and the buyer's return racing): the first answer stands
    const settled = async () => waitForAnswer((await store.payment(paymentId))!)
    if (result.status === 'succeeded') {
      const granted = await fulfil(payment, result.providerRef, at)
      if ('alreadySettled' in granted) return settled()
      return save(200, { status: 'SUCCEEDED', paymentId, basketId: payment.basketId, licenceId: payment.licenceId, ...granted })
    }
    if (result.status === 'requires_action') {
      if (!(await store.movePayment(paymentId, ['PENDING'], { status: 'REQUIRES_ACTION', providerRef: result.providerRef, updatedAt: at })))
        return settled()
      if (payment.basketId) await store.moveBasket(payment.basketId, ['PAYING'], 'REQUIRES_ACTION', at)
      return save(202, {
        status: 'REQUIRES_ACTION',
        paymentId,
        basketId: payment.basketId,
        licenceId: payment.licenceId,
        nextAction: result.action,
      })
    }
    const moved = await store.movePayment(paymentId, ['PENDING', 'REQUIRES_ACTION'], {
      status: 'FAILED',
      providerRef: result.providerRef ?? payment.providerRef,
      failureCode: result.code,
      failureMessage: result.message,
      updatedAt: at,
    })
    if (moved && payment.basketId) await store.moveBasket(payment.basketId, ['PAYING', 'REQUIRES_ACTION'], 'OPEN', at)
    if (!moved) return settled()
    return save(402, { code: result.code, message: result.message, paymentId })
  }

  /** Grants what a succeeded payment bought, once (a second caller finds the payment settled). */
  async function fulfil(payment: PaymentRow, providerRef: string, at: Date) {
    if (payment.kind === 'GIFT') return fulfilGift(payment, providerRef, at)
    // read before the transaction: on PGlite a query outside an open transaction waits for it
    const licence = (await store.licence(payment.licenceId))!
    const voucher = payment.voucherCode ? await store.voucher(payment.voucherCode) : undefined
    return store.transaction(async (tx) => {
      const moved = await store.movePayment(
        payment.id,
        ['PENDING', 'REQUIRES_ACTION'],
        { status: 'SUCCEEDED', providerRef, updatedAt: at },
        tx,
      )
      if (!moved) return { alreadySettled: true }
      if (payment.basketId) await store.moveBasket(payment.basketId, ['PAYING', 'REQUIRES_ACTION', 'OPEN'], 'PAID', at, tx)
      let subscriptionId: string | null = null
      const from = at
      let until: Date | null = licence.accessEndsAt
      let source = 'PURCHASE'
      if (licence.purchaseStrategy === 'SUBSCRIPTION' && isPeriod(licence.subscriptionPeriod)) {
        const period: Period = licence.subscriptionPeriod
        const trial = payment.kind === 'TRIAL' && licence.trialPeriod && isPeriod(licence.trialPeriod)
        const trialEnd = trial ? periodBoundary(at, licence.trialPeriod as Period, 1) : null
        const anchor = trialEnd ?? at
        until = trialEnd ?? periodBoundary(anchor, period, 1)
        source = trial ? 'TRIAL' : 'PURCHASE'
        const q = quote(licence, voucher ?? null, false, at)
        const renewalsDiscounted = voucher ? Math.max(0, voucher.lifeTimeRepeat - (trial ? 0 : 1)) : 0
        const method = payment.paymentMethodId
        subscriptionId = randomUUID()
        await store.insertSubscription(tx, {
          id: subscriptionId,
          accountId: payment.accountId,
          licenceId: licence.id,
          status: trial ? 'TRIAL_ACTIVE' : 'ACTIVE',
          autoRenewing: true,
          pauseState: null,
          // without a card (zero balance) the next renewal needs payment details first
          pendingActions: !method && q.price.amount > 0 ? ['REFRESH_PAYMENT_DETAILS'] : [],
          period,
          anchorAt: anchor,
          periodsPaid: trial ? 0 : 1,
          currentPeriodStart: at,
          currentPeriodEnd: until,
          trialEndsAt: trialEnd,
          renewalAmount: q.price.amount,
          currency: q.price.currency,
          scale: q.price.scale,
          voucherCode: voucher?.code ?? null,
          discountedRenewalsLeft: renewalsDiscounted,
          discountedRenewalAmount: renewalsDiscounted ? q.discountedRecurring.amount : null,
          provider: payment.provider,
          paymentMethodId: method,
          createdAt: at,
          updatedAt: at,
          nextActionAt: until,
        })
        if (trial) await store.insertTrial(tx, { accountId: payment.accountId, licenceId: licence.id, startedAt: at })
        await tx.execute(store.sql`update payments set subscription_id = ${subscriptionId} where id = ${payment.id}`)
      }
      await store.insertHistory(tx, {
        id: randomUUID(),
        accountId: payment.accountId,
        subscriptionId,
        licenceId: licence.id,
        itemType: source === 'TRIAL' ? 'TRIAL_INVOICE' : subscriptionId ? 'SUBSCRIPTION' : 'PAID_ORDER',
        status: 'SUCCEEDED',
        paymentId: payment.id,
        amount: payment.amount,
        scale: payment.scale,
        currency: payment.currency,
        description: source === 'TRIAL' ? 'Free trial started' : 'Purchased',
        details: { periodStart: from.toISOString(), periodEnd: until?.toISOString() ?? null },
        createdAt: at,
      })
      if (payment.voucherCode)
        await store.insertRedemption(tx, { code: payment.voucherCode, accountId: payment.accountId, paymentId: payment.id, redeemedAt: at })
      await store.insertEntitlement(tx, {
        id: randomUUID(),
        accountId: payment.accountId,
        licenceId: licence.id,
        startsAt: from,
        endsAt: until,
        source,
        subscriptionId,
        paymentId: payment.id,
        createdAt: at,
      })
      return {
        subscriptionId,
        entitlement: { licenceId: licence.id, from: from.toISOString(), until: until?.toISOString() ?? null, source },
      }
    })
  }

  /** A paid gift: the gift record (its code) instead of access for the buyer, then the mails. */
  async function fulfilGift(payment: PaymentRow, providerRef: string, at: Date) {
    const gift = deps.gifts && payment.basketId ? await deps.gifts.order(payment.basketId) : undefined
    if (!deps.gifts || !gift) throw new Error(`gift payment ${payment.id} has no gift order`)
    const hooks = deps.gifts
    const done = await store.transaction(async (tx) => {
      const moved = await store.movePayment(
        payment.id,
        ['PENDING', 'REQUIRES_ACTION'],
        { status: 'SUCCEEDED', providerRef, updatedAt: at },
        tx,
      )
      if (!moved) return null
      await store.moveBasket(payment.basketId!, ['PAYING', 'REQUIRES_ACTION', 'OPEN'], 'PAID', at, tx)
      return hooks.issue(tx, { paymentId: payment.id, buyerAccountId: payment.accountId, order: gift.order, product: gift.product }, at)
    })
    if (!done) return { alreadySettled: true as const }
    await hooks.issued(done)
    return { giftId: done, subscriptionId: null }
  }

  async function authorize(
    caller: Caller,
    basketId: string,
    input: { paymentId?: string; authenticated: boolean },
  ): Promise<Outcome<unknown>> {
    const basket = await ownBasket(caller, basketId)
    if (isFailure(basket)) return basket
    const payment = input.paymentId ? await store.payment(input.paymentId) : await store.latestPaymentOfBasket(basket.id)
    if (!payment || payment.accountId !== caller.sub || payment.basketId !== basket.id) return fail(404, 'NOT_FOUND', 'No such payment.')
    if (payment.status !== 'REQUIRES_ACTION') return waitForAnswer(payment)
    const provider = providers.get(payment.provider as ProviderId)
    if (!provider || !payment.providerRef) return fail(422, 'PROVIDER_UNAVAILABLE', 'This payment provider is not available.')
    const result = await provider.confirm({
      providerRef: payment.providerRef,
      idempotencyKey: `${caller.sub}:${payment.idempotencyKey}:confirm`,
      authenticated: input.authenticated,
    })
    if (result.status === 'failed' && result.code === 'authentication_failed') {
      await settle(payment.id, result)
      return fail(402, 'CHALLENGE_FAILED', result.message, { paymentId: payment.id })
    }
    return settle(payment.id, result)
  }

  // ── webhooks ────────────────────────────────────────────────────────────
  async function webhook(providerId: string, rawBody: string, headers: Headers): Promise<Outcome<{ received: true; duplicate?: boolean }>> {
    const provider = providers.get(providerId as ProviderId)
    if (!provider?.verifyWebhook) return fail(404, 'NOT_FOUND', 'No such payment provider.')
    const event: ProviderEvent | null = provider.verifyWebhook(rawBody, headers)
    if (!event) return fail(400, 'INVALID_SIGNATURE', 'The webhook signature does not verify.')
    if (!(await store.firstSeen(provider.id, event.id, event.type, now()))) return ok({ received: true, duplicate: true })
    try {
      const payment = event.providerRef ? await store.paymentByProviderRef(provider.id, event.providerRef) : undefined
      if (payment && (payment.status === 'PENDING' || payment.status === 'REQUIRES_ACTION')) {
        if (event.type === 'payment.succeeded') await settle(payment.id, { status: 'succeeded', providerRef: event.providerRef! })
        else if (event.type === 'payment.failed')
          await settle(payment.id, {
            status: 'failed',
            providerRef: event.providerRef,
            code: event.failure?.code ?? 'card_declined',
            message: event.failure?.message ?? 'The payment failed.',
          })
      }
    } catch (error) {
      // let the provider retry the event later
      await store.forgetEvent(provider.id, event.id)
      throw error
    }
    return ok({ received: true })
  }

  // ── payment methods ─────────────────────────────────────────────────────
  const methodView = (m: {
    id: string
    provider: string
    methodType: string
    brand: string | null
    last4: string | null
    expMonth: number | null
    expYear: number | null
    holderName: string | null
    isDefault: boolean
  }) => ({
    cardId: m.id,
    paymentDetailsExternalId: m.id,
    paymentProviderId: m.provider,
    paymentMethodType: m.methodType,
    cardType: m.brand,
    last4Digits: m.last4,
    expiryMonth: m.expMonth,
    expiryYear: m.expYear,
    cardHolder: m.holderName,
    isDefault: m.isDefault,
  })

  async function initPaymentMethod(
    caller: Caller,
    input: { provider: ProviderId; paymentMethodType: PaymentMethodType },
  ): Promise<Outcome<Record<string, unknown>>> {
    const provider = providers.get(input.provider)
    if (!provider)
      return fail(422, 'PROVIDER_UNAVAILABLE', 'This payment provider is not available.', { fields: { provider: ['not available'] } })
    if (!provider.supports.paymentMethodTypes.includes(input.paymentMethodType))
      return fail(422, 'BAD_REQUEST', 'This provider does not take that payment method.', {
        fields: { paymentMethodType: ['not supported by this provider'] },
      })
    return ok({
      ...(await provider.init({ accountId: caller.sub, paymentMethodType: input.paymentMethodType })),
      provider: provider.id,
      supports: provider.supports,
    })
  }

  async function validatePaymentMethod(
    caller: Caller,
    input: { provider: ProviderId; details: unknown; makeDefault?: boolean },
  ): Promise<Outcome<unknown>> {
    const provider = providers.get(input.provider)
    if (!provider || provider.supports.zeroAmountOnly)
      return fail(422, 'PROVIDER_UNAVAILABLE', 'This payment provider is not available.', { fields: { provider: ['not available'] } })
    const saved = await store.paymentMethods(caller.sub)
    if (saved.length >= maxMethods)
      return fail(409, 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED', `You can keep at most ${maxMethods} payment methods; remove one first.`)
    const result = await provider.validate({ accountId: caller.sub, details: input.details })
    if (!result.ok)
      return fail(402, result.code, result.message, result.field ? { fields: { [result.field]: [result.message] } } : undefined)
    const row = {
      id: randomUUID(),
      accountId: caller.sub,
      provider: provider.id,
      ...result.method,
      isDefault: input.makeDefault ?? saved.length === 0,
      createdAt: now(),
    }
    await store.insertPaymentMethod(row)
    const view = methodView(row)
    return ok({ paymentDetailsExternalId: row.id, parsedData: view }, 201)
  }

  // ── what the account holds ──────────────────────────────────────────────
  async function userLicences(caller: Caller) {
    const at = now()
    const [subs, ents, all, pays, migrations] = await Promise.all([
      store.subscriptionsOf(caller.sub),
      store.entitlementsOf(caller.sub),
      store.licences(),
      store.paymentsOf(caller.sub),
      store.pendingPriceMigrations(caller.sub),
    ])
    const byId = new Map(all.map((l) => [l.id, l]))
    const active = (e: { startsAt: Date; endsAt: Date | null; revokedAt: Date | null }) =>
      e.startsAt <= at && (!e.endsAt || e.endsAt > at) && !e.revokedAt
    const out = []
    for (const s of subs) {
      const l = byId.get(s.licenceId)
      if (!l) continue
      const inForce = ents.filter((e) => e.subscriptionId === s.id && active(e))
      const lastPaid = pays.find((p) => p.subscriptionId === s.id && p.status === 'SUCCEEDED')
      const status = inForce.length ? s.status : s.status === 'ACTIVE' || s.status === 'TRIAL_ACTIVE' ? 'EXPIRED' : s.status
      // how the current period was paid: a licence still waiting for a confirmed payment is UNCONFIRMED
      const eventType = s.pendingActions.includes('CONFIRMED_PAYMENT_REQUIRED')
        ? 'UNCONFIRMED'
        : !lastPaid
          ? 'UNKNOWN'
          : lastPaid.kind === 'TRIAL'
            ? 'TRIAL'
            : lastPaid.kind === 'RENEWAL'
              ? 'RENEWAL'
              : 'CONFIRMED'
      const state = stateOf(s)
      const charge = renewalCharge(s, l)
      const migration = migrations.find((m) => m.subscriptionId === s.id)
      const scheduled = s.scheduledLicenceId ? byId.get(s.scheduledLicenceId) : undefined
      const live = status !== 'EXPIRED'
      // the plans of the same family this licence may move to now, an upgrade with what it costs today
      const changeOptions =
        live && !tierChangeRefusal({ ...state, status: status as typeof state.status })
          ? all
              .filter((t) => tierChange(l, t).ok)
              .sort((a, b) => a.rank - b.rank)
              .map((t) => {
                const kind = (tierChange(l, t) as { kind: 'UPGRADE' | 'DOWNGRADE' }).kind
                const quote = kind === 'UPGRADE' ? upgradeQuote(s, l, t, at) : null
                return {
                  licenceId: t.id,
                  name: localized(t).name,
                  kind,
                  price: { ...moneyJson({ amount: t.amount, scale: t.scale, currency: t.currency }), period: t.subscriptionPeriod },
                  /** an upgrade: charged now, the unused share of this period taken off (decision 017) */
                  dueNow: quote ? moneyJson({ amount: quote.due, scale: quote.scale, currency: quote.currency }) : null,
                  credit: quote ? moneyJson({ amount: quote.credit, scale: quote.scale, currency: quote.currency }) : null,
                }
              })
          : []
      out.push({
        licence: licenceView(l, at),
        subscriptionId: s.id,
        licenceStatus: {
          status,
          autoRenewingStatus: s.autoRenewing ? 'AUTO_RENEWING' : 'NOT_AUTO_RENEWING',
          pauseState: pauseStateView({ ...state, status: status as typeof state.status }),
          subscriptionPendingActions: s.pendingActions,
          resumeAt: s.resumeAt?.toISOString() ?? null,
          graceEndsAt: s.graceEndsAt?.toISOString() ?? null,
          nextRenewalAt:
            s.autoRenewing && !s.pauseState && (status === 'ACTIVE' || status === 'TRIAL_ACTIVE') ? s.currentPeriodEnd.toISOString() : null,
          nextRenewalPrice: { amount: charge.amount, scale: charge.scale, currency: charge.currency, discounted: charge.discounted },
          currentPeriodStart: s.currentPeriodStart.toISOString(),
          currentPeriodEnd: s.currentPeriodEnd.toISOString(),
          trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
          /** what the next renewal charges (the discounted amount while a voucher still applies), and how often */
          price: {
            ...moneyJson({
              amount: s.discountedRenewalsLeft > 0 && s.discountedRenewalAmount != null ? s.discountedRenewalAmount : s.renewalAmount,
              scale: s.scale,
              currency: s.currency,
            }),
            period: s.period,
          },
          /** a new price the subscriber is asked to consent to (continue or leave); it applies from the next renewal */
          priceMigration:
            migration && live
              ? {
                  status: migration.status,
                  price: {
                    ...moneyJson({ amount: migration.amount, scale: migration.scale, currency: migration.currency }),
                    period: s.period,
                  },
                  effectiveAt: s.currentPeriodEnd.toISOString(),
                }
              : null,
          /** a downgrade that takes over at the end of the current period */
          scheduledChange:
            scheduled && live ? { licenceId: scheduled.id, name: localized(scheduled).name, at: s.currentPeriodEnd.toISOString() } : null,
          changeOptions,
          licencePayment: {
            paymentEventType: eventType,
            purchaseTimestamp: s.createdAt.toISOString(),
            expiryTimestamp: s.currentPeriodEnd.toISOString(),
            cardId: s.paymentMethodId,
            purchaseId: lastPaid?.id ?? null,
          },
        },
      })
    }
    for (const e of ents.filter((e) => !e.subscriptionId)) {
      const l = byId.get(e.licenceId)
      if (!l) continue
      out.push({
        licence: licenceView(l, at),
        subscriptionId: null,
        licenceStatus: {
          status: active(e) ? 'ACTIVE' : 'EXPIRED',
          autoRenewingStatus: 'NOT_AUTO_RENEWING',
          pauseState: null,
          subscriptionPendingActions: [],
          currentPeriodStart: e.startsAt.toISOString(),
          currentPeriodEnd: e.endsAt?.toISOString() ?? null,
          trialEndsAt: null,
          price: (() => {
            const paid = pays.find((p) => p.id === e.paymentId)
            return paid ? { ...moneyJson({ amount: paid.amount, scale: paid.scale, currency: paid.currency }), period: null } : null
          })(),
          licencePayment: {
            paymentEventType: 'CONFIRMED',
            purchaseTimestamp: e.createdAt.toISOString(),
            expiryTimestamp: e.endsAt?.toISOString() ?? null,
            cardId: pays.find((p) => p.id === e.paymentId)?.paymentMethodId ?? null,
            purchaseId: e.paymentId,
          },
        },
      })
    }
    return { licences: out }
  }

  async function families(caller: Caller | null, opts: { licenceIds?: string[]; includeEntitlements?: boolean }) {
    const at = now()
    const all = await store.licences({ onSaleOnly: true })
    const wanted = opts.licenceIds?.length ? new Set(all.filter((l) => opts.licenceIds!.includes(l.id)).map((l) => l.family)) : null
    const signedIn = caller && !caller.isGuest
    const ents = signedIn && opts.includeEntitlements ? await store.entitlementsOf(caller.sub) : []
    const held = signedIn ? await store.activeLicenceIds(caller.sub, at) : []
    const groups = new Map<string, LicenceRow[]>()
    for (const l of all) if (!wanted || wanted.has(l.family)) groups.set(l.family, [...(groups.get(l.family) ?? []), l])
    const out = []
    for (const [family, members] of groups) {
      const licences = []
      for (const l of members.sort((a, b) => a.rank - b.rank)) {
        const problem = signedIn
          ? await ineligible(caller.sub, l, at)
          : l.type === 'FREE'
            ? fail(409, 'NOT_ELIGIBLE', '', { reason: 'FREE' })
            : null
        licences.push({
          ...licenceView(l, at),
          eligible: !problem,
          ineligibleReason: problem ? ((problem.extra?.reason as string | undefined) ?? problem.code) : null,
          active: held.includes(l.id),
        })
      }
      out.push({
        family,
        licences,
        ...(opts.includeEntitlements
          ? {
              entitlements: ents
                .filter(
                  (e) => members.some((m) => m.id === e.licenceId) && e.startsAt <= at && (!e.endsAt || e.endsAt > at) && !e.revokedAt,
                )
                .map((e) => ({
                  licenceId: e.licenceId,
                  status: 'ACTIVE',
                  from: e.startsAt.toISOString(),
                  until: e.endsAt?.toISOString() ?? null,
                  source: e.source,
                })),
            }
          : {}),
      })
    }
    return { families: out }
  }

  return {
    licences: async (ids?: string[]) => {
      const at = now()
      const rows = await store.licences({ onSaleOnly: !ids?.length })
      return { licences: rows.filter((l) => !ids?.length || ids.includes(l.id)).map((l) => licenceView(l, at)) }
    },
    families,
    userLicences,
    basket: async (caller: Caller) => {
      const basket = await store.currentBasket(caller.sub)
      return basket ? basketView(basket) : null
    },
    createBasket,
    changeBasket,
    applyVoucher,
    removeVoucher,
    redeemVoucher: async (caller: Caller, input: { voucherCode: string; licenceId: string }): Promise<Outcome<BasketView>> => {
      const current = await store.currentBasket(caller.sub)
      if (current && current.status === 'OPEN' && current.licenceId === input.licenceId)
        return applyVoucher(caller, input.voucherCode, current.id)
      const licence = await store.licence(input.licenceId)
      const problem = await voucherProblem(caller.sub, await store.voucher(input.voucherCode), licence, now())
      if (problem) return problem
      return createBasket(caller, input)
    },
    pay,
    authorize,
    webhook,
    initPaymentMethod,
    validatePaymentMethod,
    paymentMethods: async (caller: Caller) => ({ cards: (await store.paymentMethods(caller.sub)).map(methodView) }),
    providers: () => ({ providers: providerList() }),
    billingDetails: async (caller: Caller) => ({ fields: await store.billingFields(caller.sub) }),
    /**
     * Adds billing details to those on record. A country and a postal code given are checked by the
     * address book's rules (a country of the country list, a postal code in the format of the
     * address's country: the one given, else the one on record); a bad one answers 422 with field
     * messages (`countryFieldIsInvalid`, `postalCodeFieldIsInvalid` …) and nothing is saved.
     */
    saveBillingDetails: async (caller: Caller, fields: Record<string, string>): Promise<Outcome<{ fields: Record<string, string> }>> => {
      const onRecord = await store.billingFields(caller.sub)
      const { errors, value } = checkCountryAndPostalCode(
        { country: fields.country, postalCode: fields.postalCode },
        onRecord.country,
        (code) => countryRule(code) !== undefined,
      )
      if (Object.keys(errors).length)
        return fail(422, 'VALIDATION_FAILED', 'The billing address does not fit its country.', { fields: errors })
      const merged = { ...onRecord, ...fields, ...value }
      await store.saveBillingFields(caller.sub, merged, now())
      return { ok: true, status: 200, body: { fields: merged } }
    },
    /** Every licence id the account holds at `at` (access levels). */
    heldLicences: (accountId: string, at: Date) => store.activeLicenceIds(accountId, at),
  }
}
export type CommerceService = ReturnType<typeof createCommerceService>
