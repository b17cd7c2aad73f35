import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import type { ValidationIssue } from '#schemas/validate.ts'
import { errorResponse, hasRole, readJson, sharedRead, validationFailed, type AppEnv } from '../http.ts'
import { forbidden, requireRole, unauthenticated } from '../identity/middleware.ts'
import { canPublish, canRollback, documentKinds, isDocumentKind, type CmsService, type DocumentKind } from './service.ts'

const DRAFT_HEADERS = { 'Cache-Control': 'private, no-store' }
const invalidDocument = (c: Context, errors: ValidationIssue[]) =>
  errorResponse(c, 422, 'INVALID_DOCUMENT', 'The document is not valid: each error names a field and what is wrong with it.', { errors })
const notFound = (c: Context) => errorResponse(c, 404, 'NOT_FOUND', 'No such document.')
const unknownKind = (c: Context, kind: string) =>
  errorResponse(c, 400, 'UNKNOWN_KIND', `Unknown document kind ${JSON.stringify(kind)}; expected one of ${documentKinds.join(', ')}.`)
const RollbackBody = z.object({
  // versions are kept as 32-bit integers: a larger number names no version (a 400, not a failed query)
  version: z
    .number({ error: 'version must be a positive integer' })
    .int()
    .positive('version must be a positive integer')
    .max(2_147_483_647, 'version must be a positive integer of at most 2147483647'),
})

/** `?draft=true`: null when the caller may read drafts, else the 401/403 answer. */
function draftGate(c: Context<AppEnv>): Response | null {
  const caller = c.var.caller
  if (!caller) return unauthenticated(c)
  if (!hasRole(caller, 'editor')) return forbidden(c)
  return null
}
const wantsDraft = (c: Context) => c.req.query('draft') === 'true'

/** /api/cms/admin/*: editors' and operators' document API. */
export function cmsAdminRoutes(cms: CmsService) {
  const app = new Hono<AppEnv>()
  app.use('*', requireRole('editor'))
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })

  app.get('/documents', async (c) => {
    const kind = c.req.query('kind')
    if (kind !== undefined && !isDocumentKind(kind)) return unknownKind(c, kind)
    return c.json({ documents: await cms.list(kind as DocumentKind | undefined) })
  })

  const withKind = (handler: (c: Context<AppEnv>, kind: DocumentKind, id: string) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const kind = c.req.param('kind') ?? ''
    if (!isDocumentKind(kind)) return unknownKind(c, kind)
    return handler(c, kind, c.req.param('id') ?? '')
  }

  app.get(
    '/documents/:kind/:id',
    withKind(async (c, kind, id) => {
      const record = await cms.get(kind, id)
      return record ? c.json(record) : notFound(c)
    }),
  )

  app.put(
    '/documents/:kind/:id/draft',
    withKind(async (c, kind, id) => {
      const body = await readJson(c)
      if (body === undefined) return errorResponse(c, 400, 'VALIDATION_FAILED', 'The request body must be a JSON document.')
      const result = await cms.saveDraft(kind, id, body, c.var.caller!)
      if (!result.ok) return invalidDocument(c, result.errors)
      return c.json(result.record)
    }),
  )

  app.post(
    '/documents/:kind/:id/publish',
    withKind(async (c, kind, id) => {
      if (!canPublish(c.var.caller!, kind)) return forbidden(c)
      const result = await cms.publish(kind, id, c.var.caller!)
      if (!result) return notFound(c)
      return result.ok ? c.json(result.record) : invalidDocument(c, result.errors)
    }),
  )

  app.post(
    '/documents/:kind/:id/rollback',
    withKind(async (c, kind, id) => {
      if (!canRollback(c.var.caller!)) return forbidden(c)
      const parsed = RollbackBody.safeParse((await readJson(c)) ?? {})
      if (!parsed.success) return validationFailed(c, parsed.error)
      const result = await cms.rollback(kind, id, parsed.data.version, c.var.caller!)
      if (result === 'no-document') return notFound(c)
      if (result === 'no-version') return errorResponse(c, 404, 'NOT_FOUND', `Version ${parsed.data.version} does not exist.`)
      return c.json(result)
    }),
  )

  app.get(
    '/documents/:kind/:id/history',
    withKind(async (c, kind, id) => {
      if (!(await cms.get(kind, id))) return notFound(c)
      return c.json({ history: await cms.history(kind, id) })
    }),
  )

  return app
}

/**
 * Public reads: published bodies for anyone, the same for every caller, so shared caches may keep
 * them (`sharedRead`); drafts with `?draft=true` for editors, never kept.
 */
export function cmsPublicRoutes(cms: CmsService) {
  const app = new Hono<AppEnv>()

  app.get('/cms/documents/:kind/:id', async (c) => {
    const kind = c.req.param('kind')
    if (!isDocumentKind(kind)) return unknownKind(c, kind)
    if (wantsDraft(c)) {
      const denied = draftGate(c)
      if (denied) return denied
      const doc = await cms.draft(kind, c.req.param('id'))
      return doc ? c.json(doc, 200, DRAFT_HEADERS) : notFound(c)
    }
    const doc = await cms.published(kind, c.req.param('id'))
    return doc ? c.json(doc, 200, sharedRead()) : notFound(c)
  })

  app.get('/cms/menus', async (c) => {
    const platform = c.req.query('platform') ?? 'web'
    const layout = c.req.query('layout') ?? 'TOP'
    const draft = wantsDraft(c)
    if (draft) {
      const denied = draftGate(c)
      if (denied) return denied
    }
    const doc = await cms.menu(platform, layout, draft)
    if (!doc) return errorResponse(c, 404, 'NOT_FOUND', `No menu for platform ${platform} and layout ${layout}.`)
    return c.json(doc, 200, draft ? DRAFT_HEADERS : sharedRead())
  })

  app.get('/cms/settings', async (c) => {
    if (wantsDraft(c)) {
      const denied = draftGate(c)
      if (denied) return denied
      const doc = await cms.draft('settings', 'realm')
      return doc ? c.json(doc, 200, DRAFT_HEADERS) : notFound(c)
    }
    const doc = await cms.published('settings', 'realm')
    return doc ? c.json(doc, 200, sharedRead()) : notFound(c)
  })

  app.get('/cms/version', async (c) => c.json({ version: await cms.version() }, 200, { 'Cache-Control': 'no-store' }))

  app.get('/v2/label', async (c) => {
    const requested = c.req.query('locale') ?? c.req.header('accept-language')?.split(',')[0]?.split(';')[0] ?? 'en'
    const locale = (requested.trim().toLowerCase().split('-')[0] ?? '') || 'en'
    if (!/^[a-z]{2,3}$/.test(locale))
      return errorResponse(c, 400, 'VALIDATION_FAILED', 'locale must be a language code such as "en".', {
        fields: { locale: ['must be a language code such as "en"'] },
      })
    return c.json(await cms.labels(locale), 200, { ...sharedRead(), Vary: 'Accept-Language' })
  })

  return app
}
