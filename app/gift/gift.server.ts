/**
 * The gift pages on the server. GIFT lists the gift products and opens a gift basket, which the
 * ordinary checkout (PURCHASE) then pays; the gift's page shows a bought gift and its code to its
 * buyer; REDEEM takes a code and grants what it gives to the signed-in account. Every form posts
 * an `intent`, is checked with the same zod schema as in the browser, and redirects when done
 * (POST-redirect-GET); a refusal answers the same page with its message and the input kept.
 * Guests go to the gift sign-in pages, which come back here.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { checkForm } from '#app/auth/forms.ts'
import { type FieldErrors } from '#app/auth/form-errors.ts'
import { localePath, loginHref, localeOfRequest } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { commerceCalls } from '#app/platform/commerce.server.ts'
import { giftCalls, type Gift, type GiftProduct } from '#app/platform/gifts.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { giftSchema, redeemSchema } from './forms.ts'
import { linkCode } from './form-rules.ts'
import type { GiftKey } from './strings.ts'
import { tooManyTries } from '#app/commerce/errors.ts'
import { giftCheckoutPath } from '#app/commerce/checkout.server.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const REFUSALS = ['GIFT_CODE_NOT_FOUND', 'GIFT_CODE_ALREADY_REDEEMED', 'GIFT_CODE_EXPIRED', 'GIFT_PRODUCT_NOT_FOUND'] as const
type Refusal = (typeof REFUSALS)[number]
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code)

async function giftRequest(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  return { locale, viewer, calls: giftCalls(client), commerce: commerceCalls(client) }
}

/** The gift sign-in page (GIFT_LOGIN), coming back to `back` after signing in; its back arrow leads to the gift page. */
const giftLogin = (locale: Locale, giftId: string | null, back: string) =>
  `${localePath(locale, giftId ? `/gift/${encodeURIComponent(giftId)}/login` : '/gift/login')}?from=${encodeURIComponent(back)}`

/** The redemption sign-in page (GIFT_REDEMPTION_LOGIN with the code), or the plain one without a code. */
export function redeemLogin(locale: Locale, code: string) {
  const back = localePath(locale, '/redeem') + (code ? `?code=${encodeURIComponent(code)}` : '')
  return code
    ? `${localePath(locale, `/gift/redeem/${encodeURIComponent(code)}/login`)}?from=${encodeURIComponent(back)}`
    : loginHref(locale, back)
}

// ── GIFT ────────────────────────────────────────────────────────────────────

export async function giftShopLoader(request: Request, context: AppLoadContext) {
  const { locale, viewer, calls } = await giftRequest(request, context)
  let products: GiftProduct[] = []
  let loadError: GiftKey | null = null
  try {
    products = (await calls.products()).products
  } catch (error) {
    logger.warn({ event: 'gift.products_unavailable', message: (error as Error)?.message })
    loadError = 'gift.error.load'
  }
  let mine: Gift[] = []
  if (!viewer.isGuest)
    mine = await calls.mine().then(
      (r) => r.gifts,
      () => [],
    )
  return data(
    {
      products,
      mine,
      signedIn: !viewer.isGuest,
      loadError,
      links: { signIn: giftLogin(locale, null, localePath(locale, '/gift')), redeem: localePath(locale, '/redeem') },
    },
    { headers: noStore },
  )
}

export type GiftShopActionData = {
  errors: FieldErrors
  values: { giftProductId: string; recipientEmail: string; message: string }
  problem?: GiftKey
}

export async function giftShopAction(request: Request, context: AppLoadContext) {
  const { locale, viewer, calls } = await giftRequest(request, context)
  if (viewer.isGuest) return redirect(giftLogin(locale, null, localePath(locale, '/gift')), { headers: noStore })
  const form = await request.formData()
  const values = {
    giftProductId: String(form.get('giftProductId') ?? '').slice(0, 100),
    recipientEmail: String(form.get('recipientEmail') ?? '').slice(0, 254),
    message: String(form.get('message') ?? '').slice(0, 2000),
  }
  const fail = (body: Omit<GiftShopActionData, 'values'>, status = 400) =>
    data<GiftShopActionData>({ ...body, values }, { status, headers: noStore })
  if (form.get('intent') !== 'buy') return fail({ errors: {}, problem: 'gift.error.failed' })
  const checked = checkForm(giftSchema, form)
  if (!checked.ok) return fail({ errors: checked.errors })
  try {
    await calls.createBasket({ ...checked.value, locale })
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'GIFT_PRODUCT_NOT_FOUND')
      return fail({ errors: { giftProductId: ['gift.error.GIFT_PRODUCT_NOT_FOUND'] } }, 404)
    if (error instanceof PlatformError && error.status === 400) {
      const fields = ((error.body as { fields?: Record<string, string[]> } | null)?.fields ?? {}) as Record<string, string[]>
      return fail({
        errors: {
          ...(fields.recipientEmail ? { recipientEmail: ['gift.error.email'] } : {}),
          ...(fields.message ? { message: ['gift.error.messageLength'] } : {}),
        },
        problem: 'gift.error.failed',
      })
    }
    logger.warn({ event: 'gift.basket_failed', code: (error as PlatformError)?.code, message: (error as Error)?.message })
    return fail({ errors: {}, problem: 'gift.error.failed' }, error instanceof PlatformError && error.status < 500 ? error.status : 502)
  }
  // the checkout opened for the gift (?gift=1) goes straight to paying the basket just made; a bare
  // checkout would offer the plans instead
  return redirect(giftCheckoutPath(locale), { headers: noStore })
}

// ── a bought gift ───────────────────────────────────────────────────────────

export async function giftDetailLoader(request: Request, context: AppLoadContext, giftId: string) {
  const { locale, viewer, calls } = await giftRequest(request, context)
  if (viewer.isGuest)
    throw redirect(giftLogin(locale, giftId, localePath(locale, `/gift/${encodeURIComponent(giftId)}`)), { headers: noStore })
  const links = { shop: localePath(locale, '/gift'), redeem: localePath(locale, '/redeem') }
  try {
    return data({ gift: await calls.gift(giftId), links }, { headers: noStore })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return data({ gift: null, links }, { status: 404, headers: noStore })
    throw error
  }
}

// ── REDEEM ──────────────────────────────────────────────────────────────────

export async function redeemLoader(request: Request, context: AppLoadContext) {
  const { locale, viewer, commerce } = await giftRequest(request, context)
  const url = new URL(request.url)
  const code = linkCode(url.searchParams.get('code'))
  if (viewer.isGuest) throw redirect(redeemLogin(locale, code), { headers: noStore })
  // after a redemption (PRG): what the account now holds, read back from the platform
  const redeemedId = url.searchParams.get('redeemed')
  let redeemed: { licence: string; until: string | null } | null = null
  if (redeemedId && /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(redeemedId)) {
    const held = await commerce.userLicences().then(
      (r) => r.licences,
      () => [],
    )
    const match = held
      .filter((h) => h.licence.id === redeemedId && h.licenceStatus.status === 'ACTIVE')
      .sort((a, b) => (b.licenceStatus.currentPeriodEnd ?? '').localeCompare(a.licenceStatus.currentPeriodEnd ?? ''))[0]
    if (match) redeemed = { licence: match.licence.name, until: match.licenceStatus.currentPeriodEnd }
  }
  return data({ code, redeemed, links: { browse: localePath(locale, '/browse'), shop: localePath(locale, '/gift') } }, { headers: noStore })
}

export type RedeemActionData = {
  errors: FieldErrors
  code: string
  problem?: GiftKey
  /** gift.error.tooManyTries.*: the minutes to wait */
  minutes?: number
}

export async function redeemAction(request: Request, context: AppLoadContext) {
  const { locale, viewer, calls } = await giftRequest(request, context)
  const form = await request.formData()
  const code = String(form.get('code') ?? '').slice(0, 40)
  if (viewer.isGuest) return redirect(redeemLogin(locale, linkCode(code.trim())), { headers: noStore })
  const fail = (body: Omit<RedeemActionData, 'code'>, status: number) =>
    data<RedeemActionData>({ ...body, code }, { status, headers: noStore })
  if (form.get('intent') !== 'redeem') return fail({ errors: {}, problem: 'gift.error.failed' }, 400)
  const checked = checkForm(redeemSchema, form)
  if (!checked.ok) return fail({ errors: checked.errors, problem: checked.errors.code?.[0] as GiftKey | undefined }, 400)
  try {
    const done = await calls.redeem(checked.value.code)
    return redirect(`${localePath(locale, '/redeem')}?redeemed=${encodeURIComponent(done.licence.id)}`, { headers: noStore })
  } catch (error) {
    // too many unknown codes: how long to wait, from the platform's Retry-After
    const wait = error instanceof PlatformError ? tooManyTries({ status: error.status, retryAfterSeconds: error.retryAfter }) : null
    if (wait)
      return fail(
        { errors: {}, problem: wait.one ? 'gift.error.tooManyTries.oneMinute' : 'gift.error.tooManyTries.minutes', minutes: wait.minutes },
        429,
      )
    if (error instanceof PlatformError && isRefusal(error.code)) {
      const key = `gift.error.${error.code}` as const
      return fail({ errors: { code: [key] }, problem: key }, error.status)
    }
    if (error instanceof PlatformError && error.status === 400)
      return fail({ errors: { code: ['gift.error.GIFT_CODE_NOT_FOUND'] }, problem: 'gift.error.GIFT_CODE_NOT_FOUND' }, 400)
    logger.warn({ event: 'gift.redeem_failed', code: (error as PlatformError)?.code, message: (error as Error)?.message })
    return fail({ errors: {}, problem: 'gift.error.failed' }, error instanceof PlatformError && error.status < 500 ? error.status : 502)
  }
}
