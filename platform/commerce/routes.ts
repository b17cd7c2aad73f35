/**
 * HTTP for commerce: the licence catalogue (anyone), the basket, vouchers, payment methods and
 * paying (signed-in accounts; a child profile is refused by refuseChildPurchase in index.ts), and
 * provider webhooks (signed, no token). Every input is checked with zod; a bad one answers 400 with
 * field messages and stores nothing. Answers are `Cache-Control: private, no-store` where personal.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { randomUUID } from 'node:crypto'
import { errorResponse, readJson, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import { failureLimit, type RateLimitPolicy, type RateLimiter } from '../identity/rate-limit.ts'
import type { CommerceService, Outcome } from './service.ts'

const LicenceId = z
  .string({ error: 'licenceId is required' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'licenceId must be a licence id' })
const VoucherCode = z
  .string({ error: 'voucherCode is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,40}$/, { error: 'voucherCode must be 2 to 40 letters, digits, - or _' })
  .transform((s) => s.toUpperCase())
const Uuid = (name: string) => z.uuid({ error: `${name} must be an id given by the platform` })
const Provider = z.enum(['sandbox', 'zero_balance', 'stripe'], { error: 'provider must be sandbox, zero_balance or stripe' })
const MethodType = z.enum(['CARD', 'ZERO_BALANCE'], { error: 'paymentMethodType must be CARD or ZERO_BALANCE' })
const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_:.-]{8,200}$/, { error: 'idempotencyKey must be 8 to 200 letters, digits or _ : . -' })
const BoolParam = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true')

const CreateBasket = z.object({ licenceId: LicenceId, voucherCode: VoucherCode.optional() }).strict()
const ChangeBasket = z.object({ licenceId: LicenceId.optional() }).strict()
const Redeem = z.object({ voucherCode: VoucherCode, licenceId: LicenceId }).strict()
const BasketRef = z.object({ basketId: Uuid('basketId').optional() }).strict()
const Pay = z
  .object({
    paymentArrangement: z
      .object({
        primaryPaymentDetailsAttributes: z
          .object({
            paymentDetailsExternalId: Uuid('paymentDetailsExternalId').nullable().optional(),
            targetPaymentProvider: Provider.nullable().optional(),
            paymentMethodType: MethodType.nullable().optional(),
          })
          .strict(),
      })
      .strict()
      .optional(),
    idempotencyKey: IdempotencyKey.optional(),
    captchaToken: z.string().max(4096).optional(),
    returnUrl: z.string().max(2048).regex(/^\//, { error: 'returnUrl must be a path of this site' }).optional(),
  })
  .strict()
const Authorize = z
  .object({ paymentId: Uuid('paymentId').optional(), authenticated: z.boolean({ error: 'authenticated must be true or false' }) })
  .strict()
const Init = z.object({ provider: Provider, paymentMethodType: MethodType.default('CARD') }).strict()
const Validate = z
  .object({
    provider: Provider,
    /** the provider's own form fields; checked by the provider, never echoed */
    details: z.record(z.string(), z.unknown(), { error: 'details must be an object' }),
    makeDefault: z.boolean().optional(),
  })
  .strict()
/** Billing-detail field names and values (address, name, tax number). */
const BillingFields = z
  .object({
    fields: z
      .record(
        z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, { error: 'field names are letters and digits' }),
        z
          .string()
          .trim()
          .min(1, { error: 'a billing field cannot be empty' })
          .max(200, { error: 'a billing field is at most 200 characters' }),
      )
      .refine((f) => Object.keys(f).length <= 20, { error: 'at most 20 billing fields' }),
  })
  .strict()
const Families = z.object({
  includeEntitlements: z
    .enum(['ALL_ACTIVE_USER_ENTITLEMENTS', 'NONE'], { error: 'includeEntitlements must be ALL_ACTIVE_USER_ENTITLEMENTS' })
    .optional(),
  licenceId: z.array(LicenceId).max(50, { error: 'at most 50 licence ids' }).optional(),
})

const NO_STORE = { 'Cache-Control': 'private, no-store' }

const account: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.') : next()

function answer(c: Context, outcome: Outcome<unknown>) {
  if (outcome.ok) return c.json(outcome.body as object, outcome.status, NO_STORE)
  return c.json({ code: outcome.code, message: outcome.message, ...outcome.extra }, outcome.status, NO_STORE)
}

/** licenceId as a repeated parameter or a comma-separated list */
function licenceIds(c: Context): string[] | undefined {
  const values = c.req.queries('licenceId') ?? c.req.queries('licenceIds')
  if (!values) return undefined
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}

/** The paths where a card is checked or charged: their refusals (402) are limited per account and address. */
const CARD_PATHS = ['/payment-method/validate', '/customer/baskets/pay', '/customer/baskets/pay/', '/customer/baskets/pay/*'] as const

export function commerceRoutes(
  commerce: CommerceService,
  limits?: { limiter: RateLimiter; cardFailures: RateLimitPolicy['cardFailures'] },
) {
  const app = new Hono<AppEnv>()
  for (const path of ['/user/licence', '/customer/*', '/basket', '/baskets/*', '/promotions/voucher/redeem', '/payment-method/*'])
    app.use(path, account)
  // Someone testing stolen card numbers gets 10 refused cards an hour per account (30 per address),
  // not as many as the provider will check.
  if (limits) {
    const cards = failureLimit(limits.limiter, limits.cardFailures, 'cardFailures', (status) => status === 402)
    for (const path of CARD_PATHS) app.on('POST', path, cards)
  }

  // ── what is for sale ──
  const listLicences = async (c: Context<AppEnv>) => {
    const ids = z.array(LicenceId).max(50, { error: 'at most 50 licence ids' }).optional().safeParse(licenceIds(c))
    if (!ids.success) return badRequest(c, { licenceId: ids.error.issues.map((i) => i.message) })
    return c.json(await commerce.licences(ids.data), 200, { 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Language' })
  }
  app.get('/licences', listLicences)
  app.get('/licence', listLicences)

  app.get('/licence-family', async (c) => {
    const q = Families.safeParse({ includeEntitlements: c.req.query('includeEntitlements'), licenceId: licenceIds(c) })
    if (!q.success) return badRequest(c, fieldErrors(q.error))
    const include = q.data.includeEntitlements === 'ALL_ACTIVE_USER_ENTITLEMENTS'
    const body = await commerce.families(c.var.caller, { licenceIds: q.data.licenceId, includeEntitlements: include })
    return c.json(body, 200, NO_STORE)
  })

  app.get('/user/licence', async (c) => c.json(await commerce.userLicences(c.var.caller!), 200, NO_STORE))

  // ── basket ──
  app.get('/customer/basket', async (c) => {
    const basket = await commerce.basket(c.var.caller!)
    return basket ? c.json(basket, 200, NO_STORE) : errorResponse(c, 404, 'NOT_FOUND', 'There is no basket.')
  })

  app.post('/basket', async (c) => {
    const body = CreateBasket.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await commerce.createBasket(c.var.caller!, body.data))
  })

  app.put('/baskets/vouchers/:code', async (c) => {
    const code = VoucherCode.safeParse(c.req.param('code'))
    const body = BasketRef.safeParse((await readJson(c)) ?? {})
    if (!code.success || !body.success)
      return badRequest(c, {
        ...(code.success ? {} : { voucherCode: code.error.issues.map((i) => i.message) }),
        ...fieldErrors(body.error),
      })
    return answer(c, await commerce.applyVoucher(c.var.caller!, code.data, body.data.basketId ?? null))
  })

  app.delete('/baskets/vouchers/:code', async (c) => {
    const code = VoucherCode.safeParse(c.req.param('code'))
    const basketId = Uuid('basketId').optional().safeParse(c.req.query('basketId'))
    if (!code.success || !basketId.success)
      return badRequest(c, {
        ...(code.success ? {} : { voucherCode: code.error.issues.map((i) => i.message) }),
        ...(basketId.success ? {} : { basketId: basketId.error.issues.map((i) => i.message) }),
      })
    return answer(c, await commerce.removeVoucher(c.var.caller!, code.data, basketId.data ?? null))
  })

  app.put('/baskets/:id', async (c) => {
    const id = Uuid('id').safeParse(c.req.param('id'))
    const ack = BoolParam('acknowledgeNoFreeTrial').optional().safeParse(c.req.query('acknowledgeNoFreeTrial'))
    const body = ChangeBasket.safeParse((await readJson(c)) ?? {})
    if (!id.success || !ack.success || !body.success)
      return badRequest(c, {
        ...(id.success ? {} : { id: id.error.issues.map((i) => i.message) }),
        ...(ack.success ? {} : { acknowledgeNoFreeTrial: ack.error.issues.map((i) => i.message) }),
        ...fieldErrors(body.error),
      })
    return answer(c, await commerce.changeBasket(c.var.caller!, id.data, body.data, ack.data))
  })

  app.post('/promotions/voucher/redeem', async (c) => {
    const body = Redeem.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await commerce.redeemVoucher(c.var.caller!, body.data))
  })

  // ── paying ──
  const pay = async (c: Context<AppEnv>, basketId: string | null) => {
    const body = Pay.safeParse((await readJson(c)) ?? {})
    const headerKey = c.req.header('idempotency-key')
    const key = headerKey === undefined ? undefined : IdempotencyKey.safeParse(headerKey)
    if (!body.success || (key && !key.success))
      return badRequest(c, {
        ...fieldErrors(body.error),
        ...(key && !key.success ? { idempotencyKey: key.error.issues.map((i) => i.message) } : {}),
      })
    // every charge carries a key: the client's (a retried request then charges once), else a fresh one
    const idempotencyKey = (key?.success ? key.data : undefined) ?? body.data.idempotencyKey ?? `srv-${randomUUID()}`
    return answer(c, await commerce.pay(c.var.caller!, basketId, { ...body.data, idempotencyKey }))
  }
  app.post('/customer/baskets/pay', (c) => pay(c, null))
  app.post('/customer/baskets/pay/', (c) => pay(c, null))
  app.post('/customer/baskets/pay/:id', async (c) => {
    const id = Uuid('id').safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, { id: id.error.issues.map((i) => i.message) })
    return pay(c, id.data)
  })
  app.post('/customer/baskets/pay/:id/authorize', async (c) => {
    const id = Uuid('id').safeParse(c.req.param('id'))
    const body = Authorize.safeParse((await readJson(c)) ?? {})
    if (!id.success || !body.success)
      return badRequest(c, { ...(id.success ? {} : { id: id.error.issues.map((i) => i.message) }), ...fieldErrors(body.error) })
    return answer(c, await commerce.authorize(c.var.caller!, id.data, body.data))
  })

  // ── payment methods ──
  app.get('/customer/payment-providers', (c) => c.json(commerce.providers(), 200, NO_STORE))
  app.get('/customer/cards', async (c) => c.json(await commerce.paymentMethods(c.var.caller!), 200, NO_STORE))
  app.post('/payment-method/init', async (c) => {
    const body = Init.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await commerce.initPaymentMethod(c.var.caller!, body.data))
  })
  app.post('/payment-method/validate', async (c) => {
    const body = Validate.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await commerce.validatePaymentMethod(c.var.caller!, body.data))
  })

  // ── billing details ──
  app.get('/customer/billing-details', async (c) => c.json(await commerce.billingDetails(c.var.caller!), 200, NO_STORE))
  app.put('/customer/billing-details', async (c) => {
    const body = BillingFields.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await commerce.saveBillingDetails(c.var.caller!, body.data.fields))
  })

  // ── provider webhooks: the raw body is what the signature covers ──
  app.post('/commerce/webhooks/:provider', async (c) => {
    const provider = Provider.safeParse(c.req.param('provider'))
    if (!provider.success) return errorResponse(c, 404, 'NOT_FOUND', 'No such payment provider.')
    const raw = await c.req.text()
    if (raw.length > 256 * 1024) return errorResponse(c, 413, 'TOO_LARGE', 'The webhook body is too large.')
    return answer(c, await commerce.webhook(provider.data, raw, c.req.raw.headers))
  })

  return app
}
