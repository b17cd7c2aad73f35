/**
 * Loaders and actions of the account's billing areas: licences, payment history (with the invoice
 * PDF) and cards. Every page is for a signed-in account: a guest is sent to sign in and comes back
 * to the same address. The cards action takes each form by its `intent`, checked with the same
 * schema as the browser's, and answers with a redirect (POST-redirect-GET) when it is done; a
 * refusal answers the same page with its message and keeps what was typed, except the card
 * number and security code, which are never sent back.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { checkForm } from '#app/auth/forms.ts'
import { type FieldErrors } from '#app/auth/form-errors.ts'
import { CARD_CODES } from '#app/commerce/errors.ts'
import type { ProblemKey } from '#app/commerce/strings.ts'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'
import { billingCalls } from '#app/platform/billing.server.ts'
import { lifecycleCalls, type CancellationOffer } from '#app/platform/lifecycle.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { commerceCalls, type ProviderId } from '#app/platform/commerce.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { licenceActions, renewalState, statusLabel } from './billing.ts'
import { cardsFormSchema } from './cards-form.ts'
import { licenceFormSchema, paymentUpdateSchema } from './licence-form.ts'
import { invoicePdf } from './invoice-pdf.server.ts'
import type { BillingKey } from './strings.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

/** The viewer's platform calls; a guest is sent to sign in and back here. */
async function accountRequest(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  requireSignedIn(request, viewer)
  return { locale, url, commerce: commerceCalls(client), billing: billingCalls(client), lifecycle: lifecycleCalls(client) }
}

// ── licences ──────────────────────────────────────────────────────────────

/** What a licence change reports once done (PRG: `?done=`), by intent. */
const LICENCE_DONE = {
  pause: 'licences.done.pause',
  resume: 'licences.done.resume',
  cancel: 'licences.done.cancel',
  reactivate: 'licences.done.reactivate',
  redeemPromo: 'licences.done.redeemPromo',
  continuePrice: 'licences.done.continuePrice',
  leavePrice: 'licences.done.leavePrice',
  upgrade: 'licences.done.upgrade',
  downgrade: 'licences.done.downgrade',
  keepPlan: 'licences.done.keepPlan',
  card: 'licences.done.card',
} as const satisfies Record<string, BillingKey>

/** Platform refusals of a licence change that have their own words in the account area. */
function licenceRefusal(error: PlatformError): { billing: BillingKey } | null {
  if (error.code === 'INVALID_TIER_CHANGE') return { billing: 'licences.invalidTierChange' }
  if (error.code === 'BASKET_REQUIREMENTS_FAILED') return { billing: 'licences.billingDetailsRequired' }
  if (error.code === 'RESUME_DATE_TOO_EARLY') return { billing: 'licences.resumeDateTooEarly' }
  return null
}

const SubscriptionId = z.uuid()

export async function licencesLoader(request: Request, context: AppLoadContext) {
  const { locale, url, commerce, lifecycle } = await accountRequest(request, context)
  const now = new Date()
  const [{ licences }, { cards }] = await Promise.all([commerce.userLicences(), commerce.cards()])
  // `?offer=<subscription>`: the cancellation promo a cancel was answered with, asked for again so a reload shows it too
  const offerFor = SubscriptionId.safeParse(url.searchParams.get('offer'))
  let offer: { subscriptionId: string; promo: CancellationOffer } | null = null
  if (offerFor.success && licences.some((l) => l.subscriptionId === offerFor.data)) {
    const verified = await lifecycle.verifyPromo(offerFor.data).catch(() => null)
    if (verified?.promo) offer = { subscriptionId: offerFor.data, promo: verified.promo }
  }
  const done = url.searchParams.get('done')
  return data(
    {
      locale,
      self: localePath(locale, '/account/licences'),
      // the plans to choose from, whatever basket was left open (a gift, say)
      purchaseHref: `${localePath(locale, '/purchase')}?change=1`,
      done: done && done in LICENCE_DONE ? LICENCE_DONE[done as keyof typeof LICENCE_DONE] : null,
      offer,
      licences: licences.map((held) => ({
        id: held.subscriptionId ?? held.licenceStatus.licencePayment.purchaseId ?? held.licence.id,
        subscriptionId: held.subscriptionId,
        licenceId: held.licence.id,
        name: held.licence.name,
        label: statusLabel(held, now),
        renewal: renewalState(held.licenceStatus),
        price: held.licenceStatus.price,
        actions: licenceActions(held),
        /** a pause may end by itself on a date after the paid period: the earliest the form offers */
        earliestResume: held.licenceStatus.currentPeriodEnd ? held.licenceStatus.currentPeriodEnd.slice(0, 10) : null,
        priceMigration: held.licenceStatus.priceMigration ?? null,
        scheduledChange: held.licenceStatus.scheduledChange ?? null,
        changeOptions: held.licenceStatus.changeOptions ?? [],
        /** the card a renewing subscription is charged on, and where to choose another (PAYMENT_UPDATE) */
        card:
          held.subscriptionId && held.licenceStatus.status !== 'EXPIRED'
            ? (cards.find((c) => c.cardId === held.licenceStatus.licencePayment.cardId) ?? null)
            : null,
        cardHref:
          held.subscriptionId && held.licenceStatus.status !== 'EXPIRED' && held.licence.purchaseStrategy.type === 'SUBSCRIPTION'
            ? localePath(locale, `/payment-update/${held.subscriptionId}`)
            : null,
      })),
    },
    { headers: noStore },
  )
}
export type LicencesData = Awaited<ReturnType<typeof licencesLoader>>['data']

export interface LicencesActionData {
  /** the licence the message is about */
  subscriptionId?: string
  problem: { billing: BillingKey } | { text: string }
  errors?: FieldErrors
}

export async function licencesAction(request: Request, context: AppLoadContext) {
  const { locale, lifecycle, commerce } = await accountRequest(request, context)
  const form = await request.formData()
  const parsed = checkForm(licenceFormSchema(), form)
  const self = localePath(locale, '/account/licences')
  if (!parsed.ok) {
    const subscriptionId = String(form.get('subscriptionId') ?? '')
    return data<LicencesActionData>(
      {
        subscriptionId,
        problem: { billing: parsed.errors.resumeAfter ? 'licences.resumeDateInvalid' : 'licences.failed' },
        errors: parsed.errors,
      },
      { status: 400, headers: noStore },
    )
  }
  const input = parsed.value
  const back = (done: keyof typeof LICENCE_DONE) => redirect(`${self}?done=${done}`, { headers: noStore })
  try {
    switch (input.intent) {
      case 'pause':
        // the platform takes an instant: the start of the chosen day, in UTC
        await lifecycle.pause(input.subscriptionId, input.resumeAfter ? `${input.resumeAfter}T00:00:00.000Z` : null)
        return back('pause')
      case 'resume':
        await lifecycle.resume(input.subscriptionId)
        return back('resume')
      case 'cancel':
        try {
          await lifecycle.cancel(input.subscriptionId, false)
        } catch (error) {
          // before cancelling, the viewer is shown the offer this licence may have
          if (error instanceof PlatformError && error.code === 'CANCELLATION_PROMO_AVAILABLE')
            return redirect(`${self}?offer=${input.subscriptionId}`, { headers: noStore })
          throw error
        }
        return back('cancel')
      case 'refusePromo':
        await lifecycle.refusePromo(input.subscriptionId)
        return back('cancel')
      case 'redeemPromo':
        await lifecycle.redeemPromo(input.subscriptionId)
        return back('redeemPromo')
      case 'reactivate':
        await lifecycle.reactivate(input.subscriptionId)
        return back('reactivate')
      case 'continuePrice':
        await lifecycle.priceConsent(input.subscriptionId, 'CONTINUE')
        return back('continuePrice')
      case 'leavePrice':
        await lifecycle.priceConsent(input.subscriptionId, 'LEAVE')
        return back('leavePrice')
      case 'changeTier': {
        // which way it goes is the platform's rule; the page says what the licence list says it was
        const { licences } = await commerce.userLicences()
        const held = licences.find((l) => l.subscriptionId === input.subscriptionId)
        const option = held?.licenceStatus.changeOptions?.find((o) => o.licenceId === input.licenceId)
        await lifecycle.changeTier(input.subscriptionId, input.licenceId)
        return back(option?.kind === 'UPGRADE' ? 'upgrade' : option?.kind === 'DOWNGRADE' ? 'downgrade' : 'keepPlan')
      }
    }
  } catch (error) {
    if (!(error instanceof PlatformError))
      logger.warn({ event: 'account.licence_change_failed', intent: input.intent, message: (error as Error)?.message })
    const status = error instanceof PlatformError && error.status < 500 ? error.status : 503
    // the platform's reasons, joined, say why (e.g. a resume date inside the paid period), unless the area has its own words for the code
    const problem =
      error instanceof PlatformError && error.status < 500
        ? (licenceRefusal(error) ?? (error.message ? { text: error.message } : { billing: 'licences.failed' as const }))
        : { billing: 'licences.failed' as const }
    return data<LicencesActionData>({ subscriptionId: input.subscriptionId, problem }, { status, headers: noStore })
  }
}

// ── the card of a licence (PAYMENT_UPDATE) ────────────────────────────────

async function heldSubscription(commerce: ReturnType<typeof commerceCalls>, licenceId: string | undefined) {
  const id = SubscriptionId.safeParse(licenceId)
  if (!id.success) return null
  const { licences } = await commerce.userLicences()
  const held = licences.find(
    (l) => l.subscriptionId === id.data && l.licenceStatus.status !== 'EXPIRED' && l.licence.purchaseStrategy.type === 'SUBSCRIPTION',
  )
  return held ? { ...held, subscriptionId: id.data } : null
}

export async function paymentUpdateLoader(request: Request, context: AppLoadContext, licenceId: string | undefined) {
  const { locale, commerce } = await accountRequest(request, context)
  const [held, { cards }] = await Promise.all([heldSubscription(commerce, licenceId), commerce.cards()])
  if (!held) throw new Response('Not found', { status: 404, headers: noStore })
  return data(
    {
      locale,
      name: held.licence.name,
      self: localePath(locale, `/payment-update/${held.subscriptionId}`),
      back: localePath(locale, '/account/licences'),
      addCard: localePath(locale, '/account/cards'),
      current: held.licenceStatus.licencePayment.cardId,
      cards: [...cards].filter((c) => c.paymentMethodType === 'CARD').sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    },
    { headers: noStore },
  )
}
export type PaymentUpdateData = Awaited<ReturnType<typeof paymentUpdateLoader>>['data']
export interface PaymentUpdateActionData {
  problem: { billing: BillingKey } | { text: string }
}

export async function paymentUpdateAction(request: Request, context: AppLoadContext, licenceId: string | undefined) {
  const { locale, commerce, lifecycle } = await accountRequest(request, context)
  const held = await heldSubscription(commerce, licenceId)
  if (!held) return data<PaymentUpdateActionData>({ problem: { billing: 'paymentUpdate.notFound' } }, { status: 404, headers: noStore })
  const parsed = checkForm(paymentUpdateSchema(), await request.formData())
  if (!parsed.ok) return data<PaymentUpdateActionData>({ problem: { billing: 'paymentUpdate.pick' } }, { status: 400, headers: noStore })
  try {
    await lifecycle.setCard(held.subscriptionId, parsed.value.cardId)
  } catch (error) {
    if (!(error instanceof PlatformError)) logger.warn({ event: 'account.licence_card_failed', message: (error as Error)?.message })
    if (error instanceof PlatformError && error.code === 'CARD_NOT_FOUND')
      return data<PaymentUpdateActionData>({ problem: { billing: 'cards.notFound' } }, { status: 404, headers: noStore })
    const problem =
      error instanceof PlatformError && error.status < 500 && error.message
        ? { text: error.message }
        : { billing: 'licences.failed' as const }
    return data<PaymentUpdateActionData>(
      { problem },
      { status: error instanceof PlatformError && error.status < 500 ? error.status : 503, headers: noStore },
    )
  }
  return redirect(`${localePath(locale, '/account/licences')}?done=card`, { headers: noStore })
}

// ── payment history ───────────────────────────────────────────────────────

const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

export async function paymentsLoader(request: Request, context: AppLoadContext) {
  const { locale, url, billing } = await accountRequest(request, context)
  const page = PageParam.parse(url.searchParams.get('page') ?? 1)
  const history = await billing.paymentHistory(page, PAGE_SIZES.payments)
  const pages = Math.max(1, Math.ceil(history.paging.totalResults / PAGE_SIZES.payments))
  const pageHref = (p: number) => `${localePath(locale, '/account/payments')}${p > 1 ? `?page=${p}` : ''}`
  return data(
    {
      locale,
      page,
      pages,
      items: history.items.map((item) => ({
        ...item,
        invoiceHref: item.pdf ? localePath(locale, `/account/payments/${item.id}/invoice`) : null,
      })),
      previousHref: page > 1 ? pageHref(page - 1) : null,
      nextHref: history.paging.moreDataAvailable ? pageHref(page + 1) : null,
    },
    { headers: noStore },
  )
}
export type PaymentsData = Awaited<ReturnType<typeof paymentsLoader>>['data']

const PaymentId = z.uuid()

export async function invoiceLoader(request: Request, context: AppLoadContext, paymentId: string | undefined) {
  const { locale, billing } = await accountRequest(request, context)
  const id = PaymentId.safeParse(paymentId)
  if (!id.success) throw new Response('Not found', { status: 404, headers: noStore })
  try {
    const invoice = await billing.invoice(id.data)
    const pdf = await invoicePdf(invoice, locale)
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...noStore,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${invoice.invoiceNumber}.pdf"`,
        'Content-Length': String(pdf.length),
      },
    })
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 409))
      throw new Response('Not found', { status: 404, headers: noStore })
    throw error
  }
}

// ── cards ─────────────────────────────────────────────────────────────────

const DONE = { added: 'cards.added', removed: 'cards.removed', default: 'cards.defaultSet' } as const satisfies Record<string, BillingKey>

/** The provider cards are added with: one that takes cards through its own form fields. */
async function cardProvider(commerce: ReturnType<typeof commerceCalls>): Promise<ProviderId | null> {
  const { providers } = await commerce.paymentProviders()
  return (
    providers.find(
      (p) => p.supports.paymentMethodTypes.includes('CARD') && !p.supports.zeroAmountOnly && p.supports.formFields.includes('cardNumber'),
    )?.id ?? null
  )
}

export async function cardsLoader(request: Request, context: AppLoadContext) {
  const { locale, url, commerce } = await accountRequest(request, context)
  const [{ cards }, provider] = await Promise.all([commerce.cards(), cardProvider(commerce)])
  const done = url.searchParams.get('done')
  return data(
    {
      locale,
      self: localePath(locale, '/account/cards'),
      // the platform lists the default first; kept so even if a default came later
      cards: [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
      canAdd: provider !== null,
      done: done && done in DONE ? DONE[done as keyof typeof DONE] : null,
    },
    { headers: noStore },
  )
}
export type CardsData = Awaited<ReturnType<typeof cardsLoader>>['data']

export type CardsProblem = { billing: BillingKey } | { commerce: ProblemKey; text?: string }
export interface CardsActionData {
  errors?: FieldErrors
  problem?: CardsProblem
  /** what the add form keeps after a refusal (never the card number or security code) */
  values?: { cardHolder: string; expiry: string; makeDefault: boolean }
}

function refusal(error: unknown): CardsProblem {
  if (!(error instanceof PlatformError)) return { billing: 'cards.failed' }
  if (error.code === 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED') return { billing: 'cards.maxReached' }
  if (error.code === 'CARD_IN_USE') return { billing: 'cards.inUse' }
  if (error.status === 404) return { billing: 'cards.notFound' }
  const card = CARD_CODES[error.code]
  // a card refusal shows the provider's own message
  if (card) return { commerce: card, text: error.message || undefined }
  return { billing: 'cards.failed' }
}

export async function cardsAction(request: Request, context: AppLoadContext) {
  const { locale, commerce, billing } = await accountRequest(request, context)
  const form = await request.formData()
  const kept = {
    cardHolder: String(form.get('cardHolder') ?? '').slice(0, 100),
    expiry: String(form.get('expiry') ?? '').slice(0, 10),
    makeDefault: form.get('makeDefault') === 'on',
  }
  const parsed = checkForm(cardsFormSchema(), form)
  const back = (done: keyof typeof DONE) => redirect(`${localePath(locale, '/account/cards')}?done=${done}`, { headers: noStore })
  if (!parsed.ok) {
    if (parsed.errors.cardId) return data<CardsActionData>({ problem: { billing: 'cards.notFound' } }, { status: 400, headers: noStore })
    return data<CardsActionData>({ errors: parsed.errors, values: kept }, { status: 400, headers: noStore })
  }
  const input = parsed.value
  try {
    switch (input.intent) {
      case 'add': {
        const provider = await cardProvider(commerce)
        if (!provider)
          return data<CardsActionData>({ problem: { billing: 'cards.noProvider' }, values: kept }, { status: 422, headers: noStore })
        // the provider's setup first (what its form needs), then the details themselves
        await commerce.initPaymentMethod(provider, 'CARD')
        const { cardNumber, expiry, cvc, cardHolder } = input
        await commerce.validatePaymentMethod(
          provider,
          { cardNumber, expiry, cvc, cardHolder },
          input.makeDefault === 'on' ? true : undefined,
        )
        return back('added')
      }
      case 'setDefault':
        await billing.setDefaultCard(input.cardId)
        return back('default')
      case 'remove':
        await billing.removeCard(input.cardId)
        return back('removed')
    }
  } catch (error) {
    if (!(error instanceof PlatformError)) logger.warn({ event: 'account.cards_failed', message: (error as Error)?.message })
    return data<CardsActionData>(
      { problem: refusal(error), values: input.intent === 'add' ? kept : undefined },
      { status: error instanceof PlatformError && error.status < 500 ? error.status : 500, headers: noStore },
    )
  }
}
