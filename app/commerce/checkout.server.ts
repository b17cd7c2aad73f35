/**
 * The checkout on the server: the PURCHASE loader decides the step (steps.ts) from the session and
 * the basket, and one action takes every step's form by its `intent` (POST-redirect-GET when a
 * step is done; an error answers the same page with its message). PAY, PAYMENT_CONFIRMATION,
 * PAYMENT_AUTHORIZATION and LICENCE_REDIRECT have their loaders and actions here too.
 *
 * Card details are read from the form, checked with the same zod schema as the browser's, handed
 * to the platform's payment-method call and dropped: they are never logged, put in a URL, the
 * session or an answer. Every paying submit carries the idempotency key rendered with its form, so
 * a double submit charges once (the platform replays the first answer).
 */
import { data, redirect, replace, type AppLoadContext } from '@remix-run/node'
import { randomUUID } from 'node:crypto'
import { platformFor } from '#app/session.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { commerceCalls, type CommerceCalls } from '#app/platform/commerce.server.ts'
import { billingCalls } from '#app/platform/billing.server.ts'
import { accountCalls } from '#app/platform/account.server.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { FieldErrors } from '#app/auth/form-errors.ts'
import { checkForm } from '#app/auth/forms.ts'
import { billingSchema, cardSchema, isBillingField, voucherSchema } from './card.ts'
import { CARD_CODES, checkoutProblem, type CheckoutProblem } from './errors.ts'
import { decideStep, parseLicences, paymentMode, type CheckoutStep, type PaymentMode } from './steps.ts'
import type { ProblemKey } from './strings.ts'
import type { Basket, LicenceFamily, PayAnswer, SavedCard } from './types.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,200}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Messages a later page may name in ?problem= (after a redirect): keys only, never text. */
const PROBLEM_PARAM: Record<string, ProblemKey> = {
  authFailed: 'commerce.authFailed',
  failed: 'failedPayment',
  inProgress: 'paymentInProgress',
  basketChanged: 'commerce.basketChanged',
}

/**
 * What the payment step shows the buyer and asks them to pay: the item (a plan, or a gift and
 * its recipient), the amount due now and later, and the vouchers. Its forms post it back
 * (`basketSeen`), and a payment goes ahead only while the basket still says the same: a plan
 * chosen or a voucher applied in another window after the page was opened would otherwise be
 * paid from a page that shows something else (a gift's payment page paying the plan the basket
 * became). The basket's status is left out, so a form sent twice still pays once.
 */
export function basketSeen(basket: Basket): string {
  const money = (m: { amount: number; scale: number; currency: string } | null | undefined) => (m ? [m.amount, m.scale, m.currency] : null)
  return JSON.stringify([
    basket.id,
    basket.item?.id ?? null,
    basket.gift ? [basket.gift.productId, basket.gift.recipientEmail] : null,
    money(basket.dueNow),
    basket.recurring
      ? [
          basket.recurring.period,
          money(basket.recurring.price),
          basket.recurring.discounted ? [money(basket.recurring.discounted.amount), basket.recurring.discounted.periods] : null,
        ]
      : null,
    basket.vouchers.map((v) => v.code),
  ])
}

/**
 * What the checkout was opened for, kept through every page and redirect of it: the licences a
 * title offered, where to go back to (the title the purchase started from, same-origin only), and
 * whether it is paying the gift the gift shop opened (?gift=1).
 */
export interface CheckoutQuery {
  licences: string[]
  redirectTo: string
  gift: boolean
}

function checkoutQuery(url: URL | URLSearchParams | FormData): CheckoutQuery {
  const get = (k: string) => (url instanceof URL ? url.searchParams.get(k) : (url.get(k) as string | null))
  return {
    licences: parseLicences(get('licences')),
    redirectTo: safeRedirectPath(get('redirectTo'), ''),
    gift: get('gift') === '1',
  }
}

function withQuery(path: string, q: CheckoutQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams()
  if (q.licences.length) params.set('licences', q.licences.join(','))
  if (q.redirectTo) params.set('redirectTo', q.redirectTo)
  if (q.gift) params.set('gift', '1')
  for (const [k, v] of Object.entries(extra)) params.set(k, v)
  const s = params.toString()
  return s ? `${path}?${s}` : path
}

export const purchasePath = (locale: Locale, q: CheckoutQuery, extra?: Record<string, string>) =>
  withQuery(localePath(locale, '/purchase'), q, extra)

/** The steps of choosing and paying for a basket, which a gift's checkout shows only for a gift. */
const GIFTLESS_STEPS = new Set<CheckoutStep>(['PACKAGE_SELECTION', 'BILLING_DETAILS', 'ACKNOWLEDGE_NO_FREE_TRIAL', 'PAYMENT_PAGE'])

/** The gift shop's checkout, which pays the gift basket it opened. */
export const giftCheckoutPath = (locale: Locale) => purchasePath(locale, { licences: [], redirectTo: '', gift: true })

/**
 * Sign-in and sign-up for a guest: they come back to this checkout (entryPage) with licences and
 * redirectTo kept. Sign-in knows nothing of gifts, so the gift's checkout is the entry page itself.
 */
export function guestLinks(locale: Locale, q: CheckoutQuery) {
  const params = new URLSearchParams({
    entryPage: q.gift ? giftCheckoutPath(locale) : localePath(locale, '/purchase'),
  })
  if (q.licences.length) params.set('licences', q.licences.join(','))
  if (q.redirectTo) params.set('redirectTo', q.redirectTo)
  return {
    login: `${localePath(locale, '/login')}?${params}`,
    signup: `${localePath(locale, '/signup')}?${params}`,
  }
}

async function checkoutRequest(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const account = accountCalls(client)
  return {
    locale,
    viewer,
    calls: commerceCalls(client),
    billing: billingCalls(client),
    /** the country list of the billing form, named in the page's language (the address book's list); empty when unavailable */
    countries: () =>
      account.countries(locale).then(
        ({ countries }) => countries.map((c) => ({ code: c.iso3166alpha2, name: c.name })),
        (error: unknown) => {
          logger.warn({ event: 'commerce.countries_unavailable', message: (error as Error)?.message })
          return [] as { code: string; name: string }[]
        },
      ),
  }
}

export type PurchaseData = Awaited<ReturnType<typeof purchaseLoader>>

export async function purchaseLoader(request: Request, context: AppLoadContext) {
  const { locale, viewer, calls, countries } = await checkoutRequest(request, context)
  const url = new URL(request.url)
  const q = checkoutQuery(url)
  const signedIn = !viewer.isGuest

  let families: LicenceFamily[] = []
  let loadError: ProblemKey | null = null
  try {
    families = (
      await calls.licenceFamilies({
        licenceIds: q.licences,
        includeEntitlements: signedIn,
      })
    ).families.filter((f) => f.licences.some((l) => l.type !== 'FREE'))
  } catch (error) {
    logger.warn({
      event: 'commerce.licences_unavailable',
      message: (error as Error)?.message,
    })
    loadError = 'couldntLoadLicences'
  }
  let basket: Basket | null = null
  let basketKnown = false
  if (signedIn && viewer.tp !== 'CHILD') {
    try {
      basket = await calls.basket()
      basketKnown = true
    } catch (error) {
      logger.warn({
        event: 'commerce.basket_unavailable',
        message: (error as Error)?.message,
      })
    }
  }
  const step = decideStep({
    viewer,
    wantsSignup: url.searchParams.get('step') === 'signup',
    basket,
    wanted: q.licences,
    changePackage: url.searchParams.get('change') === '1',
    forGift: q.gift,
  })
  if (step === 'CONSENT')
    throw redirect(`${localePath(locale, '/consent')}?from=${encodeURIComponent(url.pathname + url.search)}`, { headers: noStore })
  // The gift's checkout (?gift=1) while the basket holds no gift: the gift was paid (the back
  // button from its page), a plan took its place in another window, or the link is an old one.
  // Under the gift's address the page would offer or pay a plan; the plain checkout does that
  // instead, and says that no gift is waiting.
  if (q.gift && basketKnown && !basket?.gift && GIFTLESS_STEPS.has(step) && basket?.status !== 'PAYING')
    throw redirect(purchasePath(locale, { ...q, gift: false }, { notice: 'noGift' }), { headers: noStore })
  if (step === 'PAYMENT_AUTHORIZATION' && basket)
    throw redirect(
      withQuery(localePath(locale, '/payment-authorization'), q, {
        basketId: basket.id,
      }),
      { headers: noStore },
    )

  let cards: SavedCard[] = []
  let mode: PaymentMode | null = null
  let providerError: ProblemKey | null = null
  if (step === 'PAYMENT_PAGE' && basket) {
    try {
      const [{ providers }, saved] = await Promise.all([calls.paymentProviders(), calls.cards()])
      if (!providers.length) providerError = 'couldntLoadPaymentProviders'
      cards = saved.cards.filter((c) => c.paymentMethodType === 'CARD' && basket!.providers.includes(c.paymentProviderId)).slice(0, 3)
    } catch (error) {
      logger.warn({
        event: 'commerce.providers_unavailable',
        message: (error as Error)?.message,
      })
      providerError = 'couldntLoadPaymentProviders'
    }
    mode = paymentMode(basket, cards.length)
  }
  // the billing form's country is a choice from the address book's country list
  const countryList = step === 'BILLING_DETAILS' && basket?.missingFields.includes('country') ? await countries() : []
  // every ?problem= is about paying the open basket: once the basket is paid (or gone) it is stale,
  // e.g. the back button from the confirmation to the checkout the refusal had been shown on
  const problemKey = step === 'PAYMENT_PAGE' ? PROBLEM_PARAM[url.searchParams.get('problem') ?? ''] : undefined
  // said once the gift's checkout found no gift (above), while the basket still holds none
  const noGiftWaiting = url.searchParams.get('notice') === 'noGift' && !basket?.gift && GIFTLESS_STEPS.has(step)
  // the plans, offered while a gift waits to be paid: the page says so and links to paying it
  const waitingGift =
    step === 'PACKAGE_SELECTION' && basket?.status === 'OPEN' && basket.gift
      ? { email: basket.gift.recipientEmail, href: giftCheckoutPath(locale) }
      : null
  const giftShop = localePath(locale, '/gift')
  return data(
    {
      locale,
      step,
      mode,
      families,
      loadError,
      providerError,
      problem: problemKey ? ({ kind: 'message', key: problemKey } as CheckoutProblem) : null,
      basket,
      processing: basket?.status === 'PAYING',
      countries: countryList,
      cards: cards.map((c) => ({
        cardId: c.cardId,
        brand: c.cardType ?? 'card',
        last4: c.last4Digits ?? '',
      })),
      wanted: q.licences,
      redirectTo: q.redirectTo,
      gift: q.gift,
      waitingGift,
      noGiftWaiting,
      links: {
        giftShop,
        ...guestLinks(locale, q),
        // a gift basket is changed on the gifts page
        change: basket?.gift ? giftShop : purchasePath(locale, q, { change: '1' }),
        self: purchasePath(locale, q),
        profiles: localePath(locale, '/profiles'),
        accountPlans: localePath(locale, '/account/licences'),
      },
      /** one key per rendered form: a second submit of the same form charges once */
      idempotencyKey: randomUUID(),
      /** what the payment forms say the buyer saw (basketSeen), checked before paying */
      basketSeen: basket && step === 'PAYMENT_PAGE' ? basketSeen(basket) : null,
    },
    { headers: noStore },
  )
}

export type CheckoutActionData = {
  problem?: CheckoutProblem
  errors?: FieldErrors
  /** a new key for the next attempt: the last one's answer is final */
  idempotencyKey: string
  /** the voucher code typed, echoed back after a refusal (never card details) */
  voucher?: string
  /** the billing details typed, echoed back after a refusal so they need not be typed again */
  billing?: Record<string, string>
  /** a card's expiry and holder's name typed, echoed back after a refusal (never its number or CVC) */
  card?: { expiry: string; cardHolder: string }
}

const fail = (body: Omit<CheckoutActionData, 'idempotencyKey'>, status = 400) =>
  data<CheckoutActionData>({ ...body, idempotencyKey: randomUUID() }, { status, headers: noStore })

function problemOf(error: unknown) {
  if (error instanceof PlatformError)
    return checkoutProblem({
      status: error.status,
      code: error.code,
      message: error.message,
      body: error.body,
      retryAfterSeconds: error.retryAfter,
    })
  logger.error({
    event: 'commerce.call_failed',
    message: (error as Error)?.message,
  })
  return checkoutProblem({})
}

const failWith = (error: unknown, extra: Partial<CheckoutActionData> = {}) => {
  const problem = problemOf(error)
  const status = error instanceof PlatformError && error.status >= 400 && error.status < 500 ? error.status : 502
  return fail({ problem, ...extra }, status)
}

/**
 * A payment method validated once per (viewer, idempotency key): a double submit of one card form
 * pays with the same saved method, so the platform sees the same request and replays its answer.
 * Only the platform's method id is kept here, for 10 minutes; never the card details.
 */
const validated = new Map<string, { at: number; method: Promise<string> }>()
function validateOnce(viewerId: string, key: string, run: () => Promise<string>): Promise<string> {
  const now = Date.now()
  for (const [k, v] of validated) if (now - v.at > 10 * 60_000) validated.delete(k)
  const id = `${viewerId}:${key}`
  const known = validated.get(id)
  if (known) return known.method
  const method = run()
  validated.set(id, { at: now, method })
  method.catch(() => validated.delete(id))
  return method
}

/** A paid gift goes to its page (the code); anything else to the confirmation. */
const giftPath = (locale: Locale, giftId: string) => localePath(locale, `/gift/${encodeURIComponent(giftId)}`)

function afterPayment(answer: PayAnswer, locale: Locale, q: CheckoutQuery) {
  if (answer.status === 'SUCCEEDED' && answer.giftId) return redirect(giftPath(locale, answer.giftId), { headers: noStore })
  if (answer.status === 'REQUIRES_ACTION' && answer.basketId)
    return redirect(
      withQuery(localePath(locale, '/payment-authorization'), q, {
        basketId: answer.basketId,
        paymentId: answer.paymentId,
      }),
      { headers: noStore },
    )
  return redirect(confirmationPath(locale, q, answer.licenceId), {
    headers: noStore,
  })
}

export const confirmationPath = (locale: Locale, q: CheckoutQuery, licenceId: string) => {
  const params = new URLSearchParams({
    licenceId,
    redirect_status: 'succeeded',
  })
  if (q.redirectTo) params.set('from', q.redirectTo)
  return `${localePath(locale, '/pay')}?${params}`
}

/** Nothing to pay (a trial, a 100 % voucher): the zero-balance provider continues at once, with no form. */
async function continueOrPay(calls: CommerceCalls, basket: Basket, key: string, locale: Locale, q: CheckoutQuery) {
  const ready =
    !basket.billingDetailsRequired && !(basket.freeTrial && !basket.freeTrial.available && !basket.freeTrial.acknowledgeNoFreeTrial)
  if (ready && basket.dueNow?.amount === 0) return payZero(calls, basket, key, locale, q)
  return redirect(purchasePath(locale, q), { headers: noStore })
}

/** Pays a basket with nothing due through the zero-balance provider. */
async function payZero(calls: CommerceCalls, basket: Basket, key: string, locale: Locale, q: CheckoutQuery) {
  const answer = await calls.pay({
    basketId: basket.id,
    idempotencyKey: key,
    paymentArrangement: {
      primaryPaymentDetailsAttributes: {
        targetPaymentProvider: 'zero_balance',
        paymentMethodType: 'ZERO_BALANCE',
      },
    },
  })
  return afterPayment(answer, locale, q)
}

export async function purchaseAction(request: Request, context: AppLoadContext) {
  const { locale, viewer, calls, billing, countries } = await checkoutRequest(request, context)
  const form = await request.formData()
  const q = checkoutQuery(form)
  const intent = String(form.get('intent') ?? '')
  const rawKey = String(form.get('idempotencyKey') ?? '')
  const key = KEY_PATTERN.test(rawKey) ? rawKey : randomUUID()
  if (viewer.isGuest) return redirect(guestLinks(locale, q).login, { headers: noStore })
  if (viewer.tp === 'CHILD') return fail({ problem: { kind: 'message', key: 'kidPurchasePermissionDenied' } }, 403)

  const current = async () => {
    const basket = await calls.basket()
    if (!basket || basket.status !== 'OPEN') throw redirect(purchasePath(locale, q), { headers: noStore })
    return basket
  }
  /** The open basket, as long as it is what the payment page showed; else back to the checkout, which shows it as it is now. */
  const toPay = async () => {
    const basket = await current()
    if (form.get('basketSeen') !== basketSeen(basket))
      throw redirect(purchasePath(locale, { ...q, gift: Boolean(basket.gift) }, { problem: 'basketChanged' }), { headers: noStore })
    return basket
  }

  try {
    switch (intent) {
      case 'select': {
        const licenceId = String(form.get('licenceId') ?? '')
        if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(licenceId)) return fail({ problem: { kind: 'message', key: 'anErrorOccured' } })
        const open = await calls.basket().catch(() => null)
        // an open gift basket becomes the plan's basket (the platform drops its gift order), so the
        // gift is never paid for a plan; from here on the checkout pays a plan, not a gift
        const basket = open?.status === 'OPEN' ? await calls.changeBasket(open.id, { licenceId }) : await calls.createBasket(licenceId)
        return await continueOrPay(calls, basket, key, locale, { ...q, gift: false })
      }
      case 'voucher': {
        const parsed = checkForm(voucherSchema, {
          code: form.get('voucherCode') ?? '',
        })
        const typed = String(form.get('voucherCode') ?? '').slice(0, 40)
        if (!parsed.ok)
          return fail({
            errors: { voucherCode: parsed.errors.code ?? [] },
            voucher: typed,
          })
        const basket = await current()
        try {
          const changed = await calls.applyVoucher(parsed.value.code, basket.id)
          return await continueOrPay(calls, changed, key, locale, q)
        } catch (error) {
          if (error instanceof Response) throw error
          return failWith(error, { voucher: typed })
        }
      }
      case 'removeVoucher': {
        const code = String(form.get('voucherCode') ?? '')
        const basket = await current()
        await calls.removeVoucher(code, basket.id)
        return redirect(purchasePath(locale, q), { headers: noStore })
      }
      case 'acknowledgeNoFreeTrial': {
        const basket = await current()
        const changed = await calls.changeBasket(basket.id, {
          acknowledgeNoFreeTrial: true,
        })
        return await continueOrPay(calls, changed, key, locale, q)
      }
      case 'billing': {
        const names = String(form.get('fields') ?? '')
          .split(',')
          .filter(isBillingField)
          .slice(0, 20)
        const known = names.includes('country') ? (await countries()).map((c) => c.code) : undefined
        const parsed = checkForm(billingSchema(names, known), form)
        // everything typed comes back with the messages (this form has no card details)
        const typed = Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '').slice(0, 200)]))
        const refused = (errors: FieldErrors, status = 400) =>
          fail({ errors, problem: { kind: 'billing', missingFields: names }, billing: typed }, status)
        if (!parsed.ok) return refused(parsed.errors)
        try {
          await calls.saveBillingDetails(parsed.value as Record<string, string>)
        } catch (error) {
          // the platform checks the country and postcode by the same rules (and a postcode alone against the country on record)
          if (error instanceof PlatformError && error.status === 422 && error.fields) return refused(error.fields, 422)
          throw error
        }
        return await continueOrPay(calls, await current(), key, locale, q)
      }
      case 'payZero':
        return await payZero(calls, await toPay(), key, locale, q)
      case 'paySaved': {
        const cardId = String(form.get('cardId') ?? '')
        if (!UUID.test(cardId)) return fail({ problem: { kind: 'message', key: 'failedPayment' } })
        const basket = await toPay()
        const answer = await calls.pay({
          basketId: basket.id,
          idempotencyKey: key,
          paymentArrangement: {
            primaryPaymentDetailsAttributes: {
              paymentDetailsExternalId: cardId,
              paymentMethodType: 'CARD',
            },
          },
        })
        return afterPayment(answer, locale, q)
      }
      case 'pay': {
        const typed = {
          expiry: String(form.get('expiry') ?? '').slice(0, 20),
          cardHolder: String(form.get('cardHolder') ?? '').slice(0, 200),
        }
        const parsed = checkForm(cardSchema(), form)
        if (!parsed.ok) return fail({ errors: parsed.errors, card: typed })
        try {
          const basket = await toPay()
          const { cardNumber, expiry, cvc, cardHolder } = parsed.value
          const methodId = await validateOnce(
            viewer.id,
            key,
            async () =>
              (
                await calls.validatePaymentMethod('sandbox', {
                  cardNumber,
                  expiry,
                  cvc,
                  cardHolder,
                })
              ).paymentDetailsExternalId,
          )
          const answer = await calls
            .pay({
              basketId: basket.id,
              idempotencyKey: key,
              paymentArrangement: {
                primaryPaymentDetailsAttributes: {
                  paymentDetailsExternalId: methodId,
                  targetPaymentProvider: 'sandbox',
                  paymentMethodType: 'CARD',
                },
              },
              returnUrl: withQuery(localePath(locale, '/pay/sandbox'), q),
            })
            .catch(async (error: unknown) => {
              // a card refused on its first payment is not kept: it would come back as a saved card
              // to pay with, and each refusal would fill a place among the cards an account may keep
              if (error instanceof PlatformError && CARD_CODES[error.code])
                await billing
                  .removeCard(methodId)
                  .catch((removal: unknown) => logger.warn({ event: 'commerce.refused_card_kept', message: (removal as Error)?.message }))
              throw error
            })
          return afterPayment(answer, locale, q)
        } catch (error) {
          if (error instanceof Response) throw error
          // a refusal keeps what may be kept of the form: the expiry and the holder's name
          return failWith(error, { card: typed })
        }
      }
      default:
        return fail({ problem: { kind: 'message', key: 'anErrorOccured' } })
    }
  } catch (error) {
    if (error instanceof Response) throw error
    return failWith(error)
  }
}

// ── PAYMENT_AUTHORIZATION ─────────────────────────────────────────────────

export async function authorizationLoader(request: Request, context: AppLoadContext) {
  const { locale, viewer, calls } = await checkoutRequest(request, context)
  const url = new URL(request.url)
  const q = checkoutQuery(url)
  if (viewer.isGuest) throw redirect(guestLinks(locale, q).login, { headers: noStore })
  const basket = await calls.basket().catch(() => null)
  // A spent authorisation step (paid, cancelled, or reached again with the Back button) takes the
  // place of its history entry: pushed, it would send Back to this step again, and on to the
  // checkout again, so Back could never leave it.
  if (!basket || basket.status !== 'REQUIRES_ACTION') throw replace(purchasePath(locale, q), { headers: noStore })
  const paymentId = url.searchParams.get('paymentId')
  return data(
    {
      locale,
      basketId: basket.id,
      paymentId: paymentId && UUID.test(paymentId) ? paymentId : null,
      name: basket.item?.name ?? null,
      amount: basket.dueNow,
      redirectTo: q.redirectTo,
      licences: q.licences,
      gift: q.gift,
    },
    { headers: noStore },
  )
}

export async function authorizationAction(request: Request, context: AppLoadContext) {
  const { locale, calls } = await checkoutRequest(request, context)
  const form = await request.formData()
  const q = checkoutQuery(form)
  const basketId = String(form.get('basketId') ?? '')
  const paymentId = String(form.get('paymentId') ?? '')
  if (!UUID.test(basketId)) return redirect(purchasePath(locale, q), { headers: noStore })
  const authenticated = form.get('intent') === 'authorize'
  try {
    const answer = await calls.authorizePayment(basketId, authenticated, UUID.test(paymentId) ? paymentId : undefined)
    if (answer.status === 'SUCCEEDED' && answer.giftId) return redirect(giftPath(locale, answer.giftId), { headers: noStore })
    if (answer.status === 'SUCCEEDED')
      return redirect(confirmationPath(locale, q, answer.licenceId), {
        headers: noStore,
      })
    return redirect(purchasePath(locale, q, { problem: 'inProgress' }), {
      headers: noStore,
    })
  } catch (error) {
    logger.info({
      event: 'commerce.authorization_refused',
      code: (error as PlatformError)?.code,
    })
    return redirect(purchasePath(locale, q, { problem: 'authFailed' }), {
      headers: noStore,
    })
  }
}

// ── PAY and PAYMENT_CONFIRMATION ─────────────────────────────────────────

/**
 * PAY (/pay/{providerId}): where a provider's own page sends the buyer back (redirect_status,
 * targetPaymentProvider, paymentProviderId, paymentMethodType, from). A zero-balance provider
 * continues at once with no form; a card provider's form is the checkout's own.
 */
export async function payLoader(request: Request, context: AppLoadContext, providerId: string | undefined) {
  const { locale, viewer, calls } = await checkoutRequest(request, context)
  const url = new URL(request.url)
  const q = {
    ...checkoutQuery(url),
    redirectTo: safeRedirectPath(url.searchParams.get('from') ?? url.searchParams.get('redirectTo'), ''),
  }
  if (!providerId) return confirmation(locale, calls, url, q, viewer.isGuest)
  if (viewer.isGuest) throw redirect(guestLinks(locale, q).login, { headers: noStore })
  const status = url.searchParams.get('redirect_status')
  const basket = await calls.basket().catch(() => null)
  if (status === 'requires_action' || basket?.status === 'REQUIRES_ACTION')
    throw redirect(withQuery(localePath(locale, '/payment-authorization'), q, basket ? { basketId: basket.id } : {}), { headers: noStore })
  if (status === 'failed')
    throw redirect(purchasePath(locale, q, { problem: 'failed' }), {
      headers: noStore,
    })
  const licenceId = url.searchParams.get('licenceId') ?? basket?.item?.id ?? ''
  if (status === 'succeeded' && licenceId)
    throw redirect(confirmationPath(locale, q, licenceId), {
      headers: noStore,
    })
  const zero =
    providerId === 'zero_balance' ||
    url.searchParams.get('targetPaymentProvider') === 'zero_balance' ||
    url.searchParams.get('paymentMethodType') === 'ZERO_BALANCE'
  if (!zero || !basket || basket.status !== 'OPEN' || basket.dueNow?.amount !== 0)
    throw redirect(purchasePath(locale, q), { headers: noStore })
  return data(
    {
      view: 'zero' as const,
      locale,
      basket,
      redirectTo: q.redirectTo,
      licences: q.licences,
      gift: q.gift,
      idempotencyKey: randomUUID(),
      basketSeen: basketSeen(basket),
    },
    { headers: noStore },
  )
}

async function confirmation(locale: Locale, calls: CommerceCalls, url: URL, q: CheckoutQuery, isGuest: boolean) {
  const licenceId = url.searchParams.get('licenceId') ?? ''
  let name: string | null = null
  let active = false
  if (!isGuest && /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(licenceId)) {
    try {
      const { families } = await calls.licenceFamilies({
        licenceIds: [licenceId],
        includeEntitlements: true,
      })
      const licence = families.flatMap((f) => f.licences).find((l) => l.id === licenceId)
      name = licence?.name ?? null
      active = families.some((f) => f.entitlements?.some((e) => e.licenceId === licenceId)) || Boolean(licence?.active)
    } catch (error) {
      logger.warn({
        event: 'commerce.confirmation_unavailable',
        message: (error as Error)?.message,
      })
    }
  }
  const next = `${localePath(locale, '/licence-redirect')}${q.redirectTo ? `?from=${encodeURIComponent(q.redirectTo)}` : ''}`
  return data(
    {
      view: active ? ('complete' as const) : ('pending' as const),
      locale,
      name,
      next,
      browse: localePath(locale, '/browse'),
      checkout: purchasePath(locale, q),
    },
    { headers: noStore },
  )
}

export async function payAction(request: Request, context: AppLoadContext) {
  return purchaseAction(request, context)
}

/**
 * LICENCE_REDIRECT: back to where the purchase started (from, same-origin only), else the default
 * page. No licence provider stores an acquisition link in this realm, so there is no code to
 * exchange; a code in the query is ignored.
 */
export async function licenceRedirectLoader(request: Request) {
  const locale = localeOfRequest(request)
  const url = new URL(request.url)
  throw redirect(safeRedirectPath(url.searchParams.get('from'), localePath(locale, '/home')), { headers: noStore })
}
