/**
 * HTTP for the account's billing records (signed-in accounts only): the paged payment history,
 * a paid item's invoice data, and setting the default card or removing one. Inputs are checked
 * with zod; a bad one answers 400 with field messages. Answers are personal: never cached.
 */
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE, type BillingService } from './billing.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const Id = (name: string) => z.uuid({ error: `${name} must be an id given by the platform` })
const HistoryQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(10_000, { error: 'page is at most 10000' })
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .int({ error: `pageSize must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .min(1, { error: `pageSize must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .max(HISTORY_MAX_PAGE_SIZE, { error: `pageSize must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .default(HISTORY_DEFAULT_PAGE_SIZE),
})

const account: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.') : next()

export function billingRoutes(billing: BillingService) {
  const app = new Hono<AppEnv>()
  for (const path of ['/customer/payment-history', '/customer/payments/*', '/customer/cards/*']) app.use(path, account)

  app.get('/customer/payment-history', async (c) => {
    const q = HistoryQuery.safeParse({ page: c.req.query('page') || undefined, pageSize: c.req.query('pageSize') || undefined })
    if (!q.success) return badRequest(c, fieldErrors(q.error))
    return c.json(await billing.history(c.var.caller!, q.data.page, q.data.pageSize), 200, NO_STORE)
  })

  app.get('/customer/payments/:id/invoice', async (c) => {
    const id = Id('id').safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, { id: id.error.issues.map((i) => i.message) })
    const out = await billing.invoice(c.var.caller!, id.data)
    return out.ok ? c.json(out.body as object, 200, NO_STORE) : c.json({ code: out.code, message: out.message }, out.status, NO_STORE)
  })

  app.put('/customer/cards/:id/default', async (c) => {
    const id = Id('id').safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, { id: id.error.issues.map((i) => i.message) })
    const out = await billing.makeDefault(c.var.caller!, id.data)
    return out.ok ? c.json(out.body, 200, NO_STORE) : c.json({ code: out.code, message: out.message }, out.status, NO_STORE)
  })

  app.delete('/customer/cards/:id', async (c) => {
    const id = Id('id').safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, { id: id.error.issues.map((i) => i.message) })
    const out = await billing.remove(c.var.caller!, id.data)
    return out.ok ? c.json(out.body, 200, NO_STORE) : c.json({ code: out.code, message: out.message }, out.status, NO_STORE)
  })

  return app
}
