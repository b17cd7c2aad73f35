/**
 * HTTP for playback: the manifest call (POST /v5/manifest/{video|event}/{id}), the caller's
 * territory, and the date of birth age-restricted items need. Inputs are checked with zod; a bad
 * one answers 400 VALIDATION_FAILED with per-field messages.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, readJson, type AppEnv } from '../http.ts'
import { requireAuth } from '../identity/middleware.ts'
import type { PlaybackService } from './service.ts'
import type { PlaybackStore } from './store.ts'
import { clientAddress } from './territory.ts'

const ManifestParams = z.object({
  kind: z.enum(['video', 'event'], { error: 'kind must be video or event' }),
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'id must be a content id' }),
})
const ManifestQuery = z.object({
  includePlaybackDetails: z.literal('URL', { error: 'includePlaybackDetails must be URL' }),
  displayGeoblocked: z.enum(['true', 'false'], { error: 'displayGeoblocked must be true or false' }).optional(),
})
const ManifestBody = z
  .object({
    deviceId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'deviceId must be 1 to 64 letters, digits, - or _' })
      .optional(),
  })
  .strict()
const BirthDate = z.object({
  birthDate: z
    .string({ error: 'birthDate is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birthDate must be a date such as 1990-04-25' })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`)
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d.getUTCFullYear() >= 1900
      },
      { error: 'birthDate must be a real date after 1900' },
    ),
})

export function fieldErrors(...errors: Array<z.ZodError | undefined>): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const error of errors) for (const issue of error?.issues ?? []) (fields[String(issue.path[0] ?? '_')] ??= []).push(issue.message)
  return fields
}

export function badRequest(c: Context, fields: Record<string, string[]>) {
  const message = Object.values(fields)
    .flat()
    .map((m) => (m.endsWith('.') ? m : `${m}.`))
    .join(' ')
  return errorResponse(c, 400, 'VALIDATION_FAILED', message, { fields })
}

/** Scheme and host for the stream URLs: https when the request came over https. */
function originOf(c: Context, trustForwardedFor: boolean): string {
  const url = new URL(c.req.url)
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' || url.protocol === 'https:' ? 'https' : 'http'
  const forwardedHost = trustForwardedFor ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = forwardedHost && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(forwardedHost) ? forwardedHost : url.host
  return `${proto}://${host}`
}

export function playbackRoutes(deps: { playback: PlaybackService; store: PlaybackStore; trustForwardedFor: boolean; now: () => Date }) {
  const { playback } = deps
  const app = new Hono<AppEnv>()

  app.post('/v5/manifest/:kind/:id', async (c) => {
    const params = ManifestParams.safeParse(c.req.param())
    const query = ManifestQuery.safeParse(c.req.query())
    const raw = (await c.req.text()).trim()
    let json: unknown = {}
    let bodyError: string | undefined
    if (raw) {
      try {
        json = JSON.parse(raw)
      } catch {
        bodyError = 'the body must be JSON'
      }
    }
    const body = ManifestBody.safeParse(json ?? {})
    const fields = fieldErrors(params.error, query.error, bodyError ? undefined : body.error)
    if (bodyError) fields.body = [bodyError]
    if (!params.success || !query.success || !body.success || bodyError) return badRequest(c, fields)

    const result = await playback.manifest({
      kind: params.data.kind,
      id: params.data.id,
      caller: c.var.caller,
      address: clientAddress(c.req.raw, deps.trustForwardedFor),
      origin: originOf(c, deps.trustForwardedFor),
      displayGeoblocked: query.data.displayGeoblocked === 'true',
      deviceId: body.data.deviceId,
    })
    // signed per viewer and per moment: never stored by any cache
    c.header('Cache-Control', 'private, no-store')
    if ('body' in result) return c.json(result.body, 200)
    return errorResponse(c, result.status, result.code, result.message, result.extra)
  })

  app.get('/v1/territory', async (c) => {
    const where = await playback.territory(clientAddress(c.req.raw, deps.trustForwardedFor))
    return c.json(where, 200, { 'Cache-Control': 'private, no-store' })
  })

  app.put('/v1/user/birth-date', requireAuth(), async (c) => {
    const caller = c.var.caller!
    if (caller.isGuest) return errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.')
    // the date adult-only titles go by is the adults' to set
    if (caller.tp === 'CHILD')
      return errorResponse(c, 403, 'KID_PROFILE_FORBIDDEN', "A child profile cannot change the account's date of birth.")
    const parsed = BirthDate.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return badRequest(c, fieldErrors(parsed.error))
    if (new Date(`${parsed.data.birthDate}T00:00:00Z`) > deps.now())
      return badRequest(c, { birthDate: ['birthDate cannot be in the future'] })
    await deps.store.setBirthDate(caller.sub, parsed.data.birthDate, deps.now())
    return c.body(null, 204)
  })

  return app
}
