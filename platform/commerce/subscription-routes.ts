/**
 * HTTP for a held licence's lifecycle: pause (optionally with a resume date), resume, cancel,
 * reactivate; and, in the demo and in tests only, the commerce clock that end-to-end tests move
 * forward to see renewals happen. `{id}` is the licence's subscriptionId from GET /user/licence.
 * A refusal answers with the state machine's reasons in `messages` and joined in `message`.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { clientAddress, errorResponse, hasRole, isLoopbackAddress, readJson, type AppEnv } from '../http.ts'
import { refuseChildPurchase } from '../identity/middleware.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import type { EngineOutcome, RunSummary, SubscriptionEngine } from './subscriptions.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const Id = z.uuid({ error: 'id must be a licence id given by GET /user/licence' })
const Pause = z
  .object({
    config: z
      .object({ resumeAfter: z.iso.datetime({ offset: true, error: 'resumeAfter must be a date and time (ISO 8601)' }).optional() })
      .strict()
      .optional(),
  })
  .strict()
const Consent = z.object({ status: z.enum(['CONTINUE', 'LEAVE'], { error: 'status must be CONTINUE or LEAVE' }) }).strict()
const TierChange = z
  .object({ licenceId: z.string({ error: 'licenceId must be the id of a plan of the same family' }).min(1).max(100) })
  .strict()
const CardQuery = z.object({
  checkBillingDetails: z.enum(['true', 'false'], { error: 'checkBillingDetails must be true or false' }).optional(),
})
const CardId = z.uuid({ error: 'cardId must be a card id given by GET /customer/cards' })
const Proposal = z
  .object({
    licenceId: z.string().min(1).max(100),
    price: z
      .object({
        amount: z.number().int().min(0).max(100_000_000),
        scale: z.number().int().min(0).max(4),
        currency: z.string().regex(/^[A-Z]{3}$/),
      })
      .strict(),
    subscriptionIds: z.array(z.uuid()).max(1000).optional(),
  })
  .strict()
const Cancel = z.object({ cancellationDiscount: z.enum(['IGNORE'], { error: 'cancellationDiscount must be IGNORE' }).optional() })
/** at most ten years in one step; either seconds or days */
const Advance = z
  .object({
    seconds: z.number().int().min(1).max(315_360_000).optional(),
    days: z.number().int().min(1).max(3650).optional(),
  })
  .strict()
  .refine((b) => (b.seconds === undefined) !== (b.days === undefined), { error: 'give seconds or days', path: ['seconds'] })

const account: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.') : next()

function answer(c: Context, outcome: EngineOutcome) {
  if (!outcome.ok)
    return c.json({ code: outcome.code, message: outcome.message, messages: outcome.messages, ...outcome.extra }, outcome.status, NO_STORE)
  const s = outcome.state
  return c.json(
    {
      subscriptionId: outcome.subscriptionId,
      status: s.status,
      autoRenewingStatus: s.autoRenewing ? 'AUTO_RENEWING' : 'NOT_AUTO_RENEWING',
      pauseState: s.pauseState,
      subscriptionPendingActions: s.pendingActions,
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      resumeAt: s.resumeAt?.toISOString() ?? null,
    },
    200,
    NO_STORE,
  )
}

/** The offset the commerce clock runs ahead of the platform's own. */
export interface CommerceClock {
  now(): Date
  advance(ms: number): void
}
export function createCommerceClock(base: () => Date): CommerceClock {
  let offset = 0
  return { now: () => new Date(base().getTime() + offset), advance: (ms) => void (offset += ms) }
}

export function subscriptionRoutes(deps: { engine: SubscriptionEngine; clock?: CommerceClock }) {
  const { engine } = deps
  const app = new Hono<AppEnv>()
  for (const path of [
    '/active-licences/*',
    '/reactivate-licence/*',
    '/cancellation-promo/*',
    '/price-migration/*',
    '/licences/:id/card/*',
  ]) {
    app.use(path, account)
    app.use(path, refuseChildPurchase())
  }
  const id = (c: Context) => Id.safeParse(c.req.param('id'))

  app.post('/active-licences/:id/pause', async (c) => {
    const parsed = id(c)
    const body = Pause.safeParse((await readJson(c)) ?? {})
    if (!parsed.success || !body.success)
      return badRequest(c, { ...(parsed.success ? {} : { id: parsed.error.issues.map((i) => i.message) }), ...fieldErrors(body.error) })
    const resumeAfter = body.data.config?.resumeAfter
    return answer(c, await engine.pause(c.var.caller!.sub, parsed.data, resumeAfter ? new Date(resumeAfter) : null))
  })

  app.post('/active-licences/:id/resume', async (c) => {
    const parsed = id(c)
    if (!parsed.success) return badRequest(c, { id: parsed.error.issues.map((i) => i.message) })
    return answer(c, await engine.resume(c.var.caller!.sub, parsed.data))
  })

  app.delete('/active-licences/:id', async (c) => {
    const parsed = id(c)
    const query = Cancel.safeParse({ cancellationDiscount: c.req.query('cancellationDiscount') })
    if (!parsed.success || !query.success)
      return badRequest(c, { ...(parsed.success ? {} : { id: parsed.error.issues.map((i) => i.message) }), ...fieldErrors(query.error) })
    return answer(c, await engine.cancel(c.var.caller!.sub, parsed.data, { ignorePromo: query.data.cancellationDiscount === 'IGNORE' }))
  })

  // ── the cancellation promo: verify (is one offered?), redeem (keep the licence, discounted), refuse (cancel) ──
  app.get('/cancellation-promo/:id/verify', async (c) => {
    const parsed = id(c)
    if (!parsed.success) return badRequest(c, { id: parsed.error.issues.map((i) => i.message) })
    const outcome = await engine.verifyPromo(c.var.caller!.sub, parsed.data)
    if (!outcome.ok) return c.json({ code: outcome.code, message: outcome.message, messages: outcome.messages }, outcome.status, NO_STORE)
    const { ok: _ok, ...body } = outcome
    return c.json(body, 200, NO_STORE)
  })
  app.post('/cancellation-promo/:id/redeem', async (c) => {
    const parsed = id(c)
    if (!parsed.success) return badRequest(c, { id: parsed.error.issues.map((i) => i.message) })
    return answer(c, await engine.redeemPromo(c.var.caller!.sub, parsed.data))
  })
  app.post('/cancellation-promo/:id/refuse', async (c) => {
    const parsed = id(c)
    if (!parsed.success) return badRequest(c, { id: parsed.error.issues.map((i) => i.message) })
    return answer(c, await engine.refusePromo(c.var.caller!.sub, parsed.data))
  })
  // what editors preview (the admin cancellation-promo preview page)
  app.get('/cancellation-promos', async (c) => {
    const caller = c.var.caller
    if (!caller || caller.isGuest) return errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.')
    if (!hasRole(caller, 'editor') && !hasRole(caller, 'operator')) return errorResponse(c, 403, 'FORBIDDEN', 'Editors only.')
    return c.json({ promos: await engine.promos() }, 200, NO_STORE)
  })

  // ── plan changes within a family, the card of a licence, price-change consent ──
  app.post('/active-licences/:id/change', async (c) => {
    const parsed = id(c)
    const body = TierChange.safeParse((await readJson(c)) ?? {})
    if (!parsed.success || !body.success)
      return badRequest(c, { ...(parsed.success ? {} : { id: parsed.error.issues.map((i) => i.message) }), ...fieldErrors(body.error) })
    return answer(c, await engine.changeTier(c.var.caller!.sub, parsed.data, body.data.licenceId))
  })

  app.post('/licences/:id/card/:cardId', async (c) => {
    const parsed = id(c)
    const card = CardId.safeParse(c.req.param('cardId'))
    const query = CardQuery.safeParse({ checkBillingDetails: c.req.query('checkBillingDetails') })
    if (!parsed.success || !card.success || !query.success)
      return badRequest(c, {
        ...(parsed.success ? {} : { id: parsed.error.issues.map((i) => i.message) }),
        ...(card.success ? {} : { cardId: card.error.issues.map((i) => i.message) }),
        ...fieldErrors(query.error),
      })
    return answer(
      c,
      await engine.setCard(c.var.caller!.sub, parsed.data, card.data, { checkBillingDetails: query.data.checkBillingDetails === 'true' }),
    )
  })

  app.put('/price-migration/:id/consent', async (c) => {
    const parsed = id(c)
    const body = Consent.safeParse((await readJson(c)) ?? {})
    if (!parsed.success || !body.success)
      return badRequest(c, { ...(parsed.success ? {} : { id: parsed.error.issues.map((i) => i.message) }), ...fieldErrors(body.error) })
    return answer(c, await engine.priceConsent(c.var.caller!.sub, parsed.data, body.data.status))
  })

  // an operator moves the holders of a licence to a new renewal price; each is asked to consent
  app.post('/price-version-migration', async (c) => {
    const caller = c.var.caller
    if (!caller || caller.isGuest) return errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.')
    if (!hasRole(caller, 'operator')) return errorResponse(c, 403, 'FORBIDDEN', 'Operators only.')
    const body = Proposal.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return c.json(await engine.proposePrice(body.data.licenceId, body.data.price, body.data.subscriptionIds), 200, NO_STORE)
  })

  app.patch('/reactivate-licence/:id', async (c) => {
    const parsed = id(c)
    if (!parsed.success) return badRequest(c, { id: parsed.error.issues.map((i) => i.message) })
    return answer(c, await engine.reactivate(c.var.caller!.sub, parsed.data))
  })

  // ── the commerce clock (demo and tests only; answers this machine only) ──
  if (deps.clock) {
    const clock = deps.clock
    const summary = (run: RunSummary) => ({ now: clock.now().toISOString(), handled: run.handled })
    app.get('/_dev/commerce-clock', (c) => {
      if (!isLoopbackAddress(clientAddress(c))) return errorResponse(c, 404, 'NOT_FOUND', 'Not found.')
      return c.json({ now: clock.now().toISOString() }, 200, NO_STORE)
    })
    app.post('/_dev/commerce-clock/advance', async (c) => {
      if (!isLoopbackAddress(clientAddress(c))) return errorResponse(c, 404, 'NOT_FOUND', 'Not found.')
      const body = Advance.safeParse((await readJson(c)) ?? {})
      if (!body.success) return badRequest(c, fieldErrors(body.error))
      clock.advance((body.data.seconds ?? 0) * 1000 + (body.data.days ?? 0) * 86_400_000)
      // renewals that came due run now, so the answer already shows their outcome
      return c.json(summary(await engine.runDue()), 200, NO_STORE)
    })
  }
  return app
}
