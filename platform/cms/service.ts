/**
 * CMS rules: every write is validated against the document kind's JSON Schema, and against the
 * rules a schema cannot state (./rules.ts), before anything is stored; who may publish what;
 * published reads are cached per process and every process drops its cache when any of them
 * publishes (NOTIFY cms_changed).
 */
import { documentKinds, isDocumentKind, type DocumentKind } from '#schemas/kinds.ts'
import { cmsValidators, type ValidationIssue } from '#schemas/validate.ts'
import { defaultLocaleOf, resolveText, type LocalizedText } from '#schemas/localize.ts'
import type { InvalidatingCache } from '../cache.ts'
import { hasRole, type Caller } from '../http.ts'
import { ruleIssues } from './rules.ts'
import type { CmsStore, DocumentRow } from './store.ts'

export { documentKinds, isDocumentKind, type DocumentKind }
export const CMS_CHANNEL = 'cms_changed'

/** Editors publish content; the realm-wide kinds (menus, settings) and rollbacks need an operator. */
const OPERATOR_PUBLISH_KINDS: readonly DocumentKind[] = ['menu', 'settings']
export const canPublish = (caller: Caller, kind: DocumentKind) =>
  OPERATOR_PUBLISH_KINDS.includes(kind) ? hasRole(caller, 'operator') : hasRole(caller, 'editor')
export const canRollback = (caller: Caller) => hasRole(caller, 'operator')

/** A draft save's or a publish's answer: the record, or what is wrong with the document. */
export type SaveResult = { ok: true; record: DocumentRecord } | { ok: false; errors: ValidationIssue[] }

export interface DocumentRecord {
  kind: string
  id: string
  draft: unknown
  published: unknown
  draftVersion: number
  publishedVersion: number | null
  updatedAt: string
  publishedAt: string | null
}
export interface PublicDocument {
  kind: string
  id: string
  version: number
  body: unknown
}

/** Everything wrong with `body` as document `id` of `kind`: its schema's issues, then the CMS rules' (./rules.ts). */
export function validateDocument(kind: DocumentKind, id: string, body: unknown): ValidationIssue[] {
  const result = cmsValidators().document(kind, body)
  const errors = result.ok ? [] : [...result.errors]
  errors.push(...ruleIssues(kind, id, body))
  const bodyId = (body as { id?: unknown } | null)?.id
  if (body && typeof body === 'object' && typeof bodyId === 'string' && bodyId !== id) {
    errors.unshift({ pointer: '/id', keyword: 'const', message: `must equal the document id ${JSON.stringify(id)}` })
  }
  return errors
}

export const toRecord = (row: DocumentRow): DocumentRecord => ({
  kind: row.kind,
  id: row.id,
  draft: row.draft,
  published: row.published ?? null,
  draftVersion: row.draftVersion,
  publishedVersion: row.publishedVersion ?? null,
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
})

export function createCmsService(deps: { store: CmsStore; cache: InvalidatingCache; now: () => Date }) {
  const { store, cache, now } = deps
  const actorOf = (caller: Caller) => caller.sub

  const published = (kind: DocumentKind, id: string): Promise<PublicDocument | null> =>
    cache.get(`doc:${kind}:${id}`, async () => {
      const row = await store.find(kind, id)
      return row?.published != null && row.publishedVersion != null
        ? { kind, id, version: row.publishedVersion, body: row.published }
        : null
    })

  return {
    async list(kind?: DocumentKind) {
      const [rows, settings] = await Promise.all([store.list(kind), published('settings', 'realm')])
      // A localised title is listed in the realm's default language.
      const defaultLocale = defaultLocaleOf(settings?.body)
      return rows.map((row) => {
        const stored = (row.draft as { title?: unknown } | null)?.title
        const title =
          typeof stored === 'string' || (stored && typeof stored === 'object')
            ? resolveText(stored as LocalizedText, defaultLocale)
            : undefined
        return {
          kind: row.kind,
          id: row.id,
          draftVersion: row.draftVersion,
          publishedVersion: row.publishedVersion ?? null,
          updatedAt: row.updatedAt.toISOString(),
          publishedAt: row.publishedAt?.toISOString() ?? null,
          hasUnpublishedChanges: row.publishedVersion == null || row.publishedVersion !== row.draftVersion,
          ...(typeof title === 'string' ? { title } : {}),
        }
      })
    },

    async get(kind: DocumentKind, id: string) {
      const row = await store.find(kind, id)
      return row ? toRecord(row) : undefined
    },

    async saveDraft(kind: DocumentKind, id: string, body: unknown, caller: Caller): Promise<SaveResult> {
      const errors = validateDocument(kind, id, body)
      if (errors.length) return { ok: false, errors }
      return { ok: true, record: toRecord(await store.saveDraft(kind, id, body, actorOf(caller), now())) }
    },

    /**
     * The draft goes live only if it still passes validation: a draft saved before a rule or schema
     * change may not. (A save landing between this check and the publish was validated itself.)
     */
    async publish(kind: DocumentKind, id: string, caller: Caller): Promise<SaveResult | undefined> {
      const current = await store.find(kind, id)
      if (!current) return undefined
      const errors = validateDocument(kind, id, current.draft)
      if (errors.length) return { ok: false, errors }
      const row = await store.publish(kind, id, actorOf(caller), now())
      if (!row) return undefined
      await cache.announce(`${kind}:${id}`)
      return { ok: true, record: toRecord(row) }
    },

    async rollback(kind: DocumentKind, id: string, version: number, caller: Caller) {
      const result = await store.rollback(kind, id, version, actorOf(caller), now())
      if (typeof result === 'string') return result
      await cache.announce(`${kind}:${id}`)
      return toRecord(result)
    },

    async history(kind: DocumentKind, id: string) {
      const rows = await store.history(kind, id)
      return rows.map((r) => ({ version: r.version, action: r.action, actor: r.actor, at: r.at.toISOString() }))
    },

    published,

    async draft(kind: DocumentKind, id: string): Promise<PublicDocument | null> {
      const row = await store.find(kind, id)
      return row ? { kind, id, version: row.draftVersion, body: row.draft } : null
    },

    menu(platform: string, layout: string, draft: boolean): Promise<PublicDocument | null> {
      const load = async () => {
        const row = draft ? await store.draftMenu(platform, layout) : await store.publishedMenu(platform, layout)
        return row && row.version != null ? { kind: 'menu', id: row.id, version: row.version, body: row.body } : null
      }
      return draft ? load() : cache.get(`menu:${platform}:${layout}`, load)
    },

    async labels(locale: string): Promise<{ locale: string; strings: Record<string, string> }> {
      const doc = await published('labels', locale)
      const strings = (doc?.body as { strings?: Record<string, string> } | undefined)?.strings ?? {}
      return { locale, strings }
    },

    version: () => store.cmsVersion(),
  }
}
export type CmsService = ReturnType<typeof createCmsService>
