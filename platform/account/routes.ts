/**
 * HTTP for the account area: details, addresses, marketing preferences and viewer preferences
 * (signed-in accounts only: no token or a guest token answers 401) and the country list of the
 * address forms (anyone). Bodies are checked with the shared account rules (zod); bad input
 * answers 400 with `<field>FieldIsRequired` / `<field>FieldIsInvalid` per field and changes nothing.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { AddressPayload, MarketingPayload, Preferences } from '#schemas/account.ts'
import { DetailsPayload } from '#schemas/account-details.ts'
import { errorResponse, readJson, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import type { AccountAreaService, Outcome } from './service.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const AddressId = z.uuid({ error: 'id must be an address id' })
const Lang = z.object({ lang: z.enum(['en', 'es', 'pt'], { error: 'lang must be en, es or pt' }).optional() })

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to manage your account.') : next()

function answer<T>(c: Context<AppEnv>, outcome: Outcome<T>, status: 200 | 201 = 200) {
  if (outcome.ok) return c.json(outcome.value as object, status, NO_STORE)
  if (outcome.fields) return errorResponse(c, outcome.status, outcome.code, outcome.message, { fields: outcome.fields })
  return errorResponse(c, outcome.status, outcome.code, outcome.message)
}

export function accountAreaRoutes(deps: { account: AccountAreaService; callerCountry: (c: Context<AppEnv>) => Promise<string | null> }) {
  const { account } = deps
  const app = new Hono<AppEnv>()
  app.use('/v1/user/details', signedIn)
  app.use('/v1/user/preferences', signedIn)
  app.use('/v1/user/marketing-preferences', signedIn)
  app.use('/v1/user/addresses', signedIn)
  app.use('/v1/user/addresses/*', signedIn)

  app.get('/v1/countries', async (c) => {
    const q = Lang.safeParse(c.req.query())
    if (!q.success) return badRequest(c, fieldErrors(q.error))
    return c.json(await account.countries(q.data.lang ?? 'en', await deps.callerCountry(c)), 200, {
      'Cache-Control': 'private, max-age=300',
    })
  })

  app.get('/v1/user/details', async (c) => {
    const details = await account.details(c.var.caller!)
    return details ? c.json(details, 200, NO_STORE) : errorResponse(c, 404, 'NOT_FOUND', 'No such account.')
  })
  app.put('/v1/user/details', async (c) => {
    // the account's details (its date of birth among them, which adult-only titles go by) are the adults'
    if (c.var.caller!.tp === 'CHILD')
      return errorResponse(c, 403, 'KID_PROFILE_FORBIDDEN', "A child profile cannot change the account's details.")
    const body = DetailsPayload.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await account.saveDetails(c.var.caller!, body.data))
  })

  app.get('/v1/user/preferences', async (c) => {
    const prefs = await account.preferences(c.var.caller!)
    return prefs ? c.json(prefs, 200, NO_STORE) : errorResponse(c, 404, 'NOT_FOUND', 'No such account.')
  })
  app.put('/v1/user/preferences', async (c) => {
    const body = Preferences.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await account.savePreferences(c.var.caller!, body.data))
  })

  app.get('/v1/user/marketing-preferences', async (c) => {
    const prefs = await account.marketing(c.var.caller!)
    return prefs ? c.json({ preferences: prefs }, 200, NO_STORE) : errorResponse(c, 404, 'NOT_FOUND', 'No such account.')
  })
  app.put('/v1/user/marketing-preferences', async (c) => {
    const body = MarketingPayload.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    const saved = await account.saveMarketing(c.var.caller!, body.data.answers)
    return saved.ok ? c.json({ preferences: saved.value }, 200, NO_STORE) : answer(c, saved)
  })

  app.get('/v1/user/addresses', async (c) => c.json(await account.addresses(c.var.caller!), 200, NO_STORE))
  app.post('/v1/user/addresses', async (c) => {
    const body = AddressPayload.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    return answer(c, await account.addAddress(c.var.caller!, body.data), 201)
  })
  app.delete('/v1/user/addresses/:id', async (c) => {
    const id = AddressId.safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    return (await account.removeAddress(c.var.caller!, id.data))
      ? c.body(null, 204)
      : errorResponse(c, 404, 'NOT_FOUND', 'No such address.')
  })

  return app
}
