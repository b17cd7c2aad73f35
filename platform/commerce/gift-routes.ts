/**
 * HTTP for gifts: the products (anyone), opening a gift basket, a bought gift (its buyer), and
 * redeeming a code (signed-in accounts). The basket is paid with the ordinary
 * /customer/baskets/pay call. Bad input answers 400 with field messages; codes that cannot be
 * redeemed answer 404 (unknown), 409 (already redeemed) or 410 (expired).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, readJson, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import { failureLimit, type RateLimitPolicy, type RateLimiter } from '../identity/rate-limit.ts'
import type { GiftOutcome, GiftService } from './gifts.ts'
import type { CommerceService } from './service.ts'

export const GIFT_MESSAGE_MAX = 500
const CreateGiftBasket = z
  .object({
    giftProductId: z
      .string({ error: 'giftProductId is required' })
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'giftProductId must be a gift product id' }),
    recipientEmail: z
      .string({ error: 'recipientEmail is required' })
      .trim()
      .max(254, { error: 'recipientEmail is at most 254 characters' })
      .pipe(z.email({ error: 'recipientEmail must be an email address' })),
    message: z
      .string()
      .trim()
      .max(GIFT_MESSAGE_MAX, { error: `message is at most ${GIFT_MESSAGE_MAX} characters` })
      .default(''),
    locale: z.enum(['en', 'es', 'pt'], { error: 'locale must be en, es or pt' }).optional(),
  })
  .strict()
const Redeem = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .min(1, { error: 'code is required' })
      .max(40, { error: 'code is at most 40 characters' })
      .regex(/^[A-Za-z0-9 -]+$/, { error: 'code is letters and digits' }),
  })
  .strict()
const GiftId = z.uuid({ error: 'giftId must be an id given by the platform' })

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const account: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.') : next()

function answer(c: Context, outcome: GiftOutcome<unknown>) {
  if (outcome.ok) return c.json(outcome.body as object, outcome.status, NO_STORE)
  return c.json({ code: outcome.code, message: outcome.message, ...outcome.extra }, outcome.status, NO_STORE)
}

export function giftRoutes(
  gifts: GiftService,
  commerce: CommerceService,
  limits?: { limiter: RateLimiter; giftCodeFailures: RateLimitPolicy['giftCodeFailures'] },
) {
  const app = new Hono<AppEnv>()
  for (const path of ['/gift/basket', '/gift/redeem', '/gift/gifts', '/gift/gifts/*']) app.use(path, account)
  // Codes are 80 random bits, far beyond guessing; still, a guesser gets 10 unknown codes an hour
  // per account (30 per address), and no oracle to hammer.
  if (limits)
    app.on(
      'POST',
      '/gift/redeem',
      failureLimit(limits.limiter, limits.giftCodeFailures, 'giftCodeFailures', (status) => status === 404),
    )

  app.get('/gift/products', async (c) =>
    c.json(await gifts.products(), 200, { 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Language' }),
  )

  app.post('/gift/basket', async (c) => {
    const body = CreateGiftBasket.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    const created = await gifts.createBasket(c.var.caller!, body.data)
    if (!created.ok) return answer(c, created)
    const basket = await commerce.basket(c.var.caller!)
    return c.json(basket!, 201, NO_STORE)
  })

  app.get('/gift/gifts', async (c) => c.json(await gifts.mine(c.var.caller!), 200, NO_STORE))

  app.get('/gift/gifts/:giftId', async (c) => {
    const id = GiftId.safeParse(c.req.param('giftId'))
    if (!id.success) return errorResponse(c, 404, 'GIFT_NOT_FOUND', 'No such gift.')
    return answer(c, await gifts.gift(c.var.caller!, id.data))
  })

  app.post('/gift/redeem', async (c) => {
    const body = Redeem.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await gifts.redeem(c.var.caller!, body.data.code))
  })

  return app
}
