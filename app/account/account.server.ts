/**
 * Loaders and actions of the account's billing areas: licences, payment history (with the invoice
 * PDF) and cards. Every page is for a signed-in account: a guest is sent to sign in and comes back
 * to the same address. The cards action takes each form by its `intent`, checked with the same
 * schema as the browser's, and answers with a redirect (POST-redirect-GET) when it is done; a
 * refusal answers the same page with its message and keeps what was typed, except the card
 * number and security code, which are never sent back.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { checkForm, type FieldErrors } from '#app/auth/forms.ts'
import { CARD_CODES } from '#app/commerce/errors.ts'
import type { ProblemKey } from '#app/commerce/strings.ts'
import { getLocale } from '#app/i18n/i18n.server.ts'
import { localePath, signInPath } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { billingCalls } from '#app/platform/billing.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { commerceCalls, type ProviderId } from '#app/platform/commerce.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { renewalState, statusLabel } from './billing.ts'
import { cardsFormSchema } from './cards-form.ts'
import { invoicePdf } from './invoice-pdf.server.ts'
import type { BillingKey } from './strings.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
export const PAYMENTS_PAGE_SIZE = 10

/** The viewer's platform calls; a guest is sent to sign in and back here. */
async function accountRequest(request: Request, context: AppLoadContext) {
  const locale = await getLocale(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  if (viewer.isGuest) throw redirect(signInPath(locale, url.pathname + url.search), { headers: noStore })
  return { locale, url, commerce: commerceCalls(client), billing: billingCalls(client) }
}

// ── licences ──────────────────────────────────────────────────────────────

export async function licencesLoader(request: Request, context: AppLoadContext) {
  const { locale, commerce } = await accountRequest(request, context)
  const now = new Date()
  const { licences } = await commerce.userLicences()
  return data(
    {
      locale,
      purchaseHref: localePath(locale, '/purchase'),
      licences: licences.map((held) => ({
        id: held.subscriptionId ?? held.licenceStatus.licencePayment.purchaseId ?? held.licence.id,
        name: held.licence.name,
        label: statusLabel(held, now),
        renewal: renewalState(held.licenceStatus),
        price: held.licenceStatus.price,
      })),
    },
    { headers: noStore },
  )
}
export type LicencesData = Awaited<ReturnType<typeof licencesLoader>>['data']

// ── payment history ───────────────────────────────────────────────────────

const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

export async function paymentsLoader(request: Request, context: AppLoadContext) {
  const { locale, url, billing } = await accountRequest(request, context)
  const page = PageParam.parse(url.searchParams.get('page') ?? 1)
  const history = await billing.paymentHistory(page, PAYMENTS_PAGE_SIZE)
  const pages = Math.max(1, Math.ceil(history.paging.totalResults / PAYMENTS_PAGE_SIZE))
  const pageHref = (p: number) => `${localePath(locale, '/account/payments')}${p > 1 ? `?page=${p}` : ''}`
  return data(
    {
      locale,
      page,
      pages,
      items: history.items.map((item) => ({ ...item, invoiceHref: item.pdf ? localePath(locale, `/account/payments/${item.id}/invoice`) : null })),
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
    if (error instanceof PlatformError && (error.status === 404 || error.status === 409)) throw new Response('Not found', { status: 404, headers: noStore })
    throw error
  }
}

// ── cards ─────────────────────────────────────────────────────────────────

const DONE = { added: 'cards.added', removed: 'cards.removed', default: 'cards.defaultSet' } as const satisfies Record<string, BillingKey>

/** The provider cards are added with: one that takes cards through its own form fields. */
async function cardProvider(commerce: ReturnType<typeof commerceCalls>): Promise<ProviderId | null> {
  const { providers } = await commerce.paymentProviders()
  return providers.find((p) => p.supports.paymentMethodTypes.includes('CARD') && !p.supports.zeroAmountOnly && p.supports.formFields.includes('cardNumber'))?.id ?? null
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
  const kept = { cardHolder: String(form.get('cardHolder') ?? '').slice(0, 100), expiry: String(form.get('expiry') ?? '').slice(0, 10), makeDefault: form.get('makeDefault') === 'on' }
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
        if (!provider) return data<CardsActionData>({ problem: { billing: 'cards.noProvider' }, values: kept }, { status: 422, headers: noStore })
        // the provider's setup first (what its form needs), then the details themselves
        await commerce.initPaymentMethod(provider, 'CARD')
        const { cardNumber, expiry, cvc, cardHolder } = input
        await commerce.validatePaymentMethod(provider, { cardNumber, expiry, cvc, cardHolder }, input.makeDefault === 'on' ? true : undefined)
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
    return data<CardsActionData>({ problem: refusal(error), values: input.intent === 'add' ? kept : undefined }, { status: error instanceof PlatformError && error.status < 500 ? error.status : 500, headers: noStore })
  }
}
