/** CMS queries: documents (draft + published), their history, and the publish counter. */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { cmsDocuments, cmsHistory, cmsState } from '../db/schema.ts'

export type DocumentRow = typeof cmsDocuments.$inferSelect
export type HistoryAction = 'save' | 'publish' | 'rollback'
type Tx = Parameters<Parameters<DrizzleDb['transaction']>[0]>[0]

export function createCmsStore(db: DrizzleDb) {
  const findIn = async (q: DrizzleDb | Tx, kind: string, id: string, lock = false) => {
    const query = q
      .select()
      .from(cmsDocuments)
      .where(and(eq(cmsDocuments.kind, kind), eq(cmsDocuments.id, id)))
      .limit(1)
    const [row] = await (lock ? query.for('update') : query)
    return row
  }
  const addHistory = (tx: Tx, kind: string, id: string, version: number, body: unknown, action: HistoryAction, actor: string, at: Date) =>
    tx.insert(cmsHistory).values({ kind, docId: id, version, body, action, actor, at })
  const bumpCmsVersion = (tx: Tx) =>
    tx
      .insert(cmsState)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({ target: cmsState.id, set: { version: sql`${cmsState.version} + 1` } })

  return {
    find: (kind: string, id: string) => findIn(db, kind, id),

    async list(kind?: string): Promise<DocumentRow[]> {
      const query = db.select().from(cmsDocuments)
      return (kind ? query.where(eq(cmsDocuments.kind, kind)) : query).orderBy(asc(cmsDocuments.kind), asc(cmsDocuments.id))
    },

    /** Creates or replaces the draft; version + 1; a 'save' history row. */
    async saveDraft(kind: string, id: string, body: unknown, actor: string, at: Date): Promise<DocumentRow> {
      return db.transaction(async (tx) => {
        const existing = await findIn(tx, kind, id, true)
        const version = (existing?.draftVersion ?? 0) + 1
        const [row] = existing
          ? await tx
              .update(cmsDocuments)
              .set({ draft: body, draftVersion: version, updatedAt: at, updatedBy: actor })
              .where(and(eq(cmsDocuments.kind, kind), eq(cmsDocuments.id, id)))
              .returning()
          : await tx
              .insert(cmsDocuments)
              .values({ kind, id, draft: body, draftVersion: version, updatedAt: at, updatedBy: actor })
              .onConflictDoUpdate({
                // a concurrent first save: the later one wins, still counted as a new version
                target: [cmsDocuments.kind, cmsDocuments.id],
                set: { draft: body, draftVersion: sql`${cmsDocuments.draftVersion} + 1`, updatedAt: at, updatedBy: actor },
              })
              .returning()
        await addHistory(tx, kind, id, row!.draftVersion, body, 'save', actor, at)
        return row!
      })
    },

    /** published = draft; a 'publish' history row; undefined when the document does not exist. */
    async publish(kind: string, id: string, actor: string, at: Date): Promise<DocumentRow | undefined> {
      return db.transaction(async (tx) => {
        const existing = await findIn(tx, kind, id, true)
        if (!existing) return undefined
        const [row] = await tx
          .update(cmsDocuments)
          .set({ published: existing.draft, publishedVersion: existing.draftVersion, publishedAt: at, updatedAt: at, updatedBy: actor })
          .where(and(eq(cmsDocuments.kind, kind), eq(cmsDocuments.id, id)))
          .returning()
        await addHistory(tx, kind, id, existing.draftVersion, existing.draft, 'publish', actor, at)
        await bumpCmsVersion(tx)
        return row
      })
    },

    /**
     * The body saved as `version` becomes draft and published as a new version.
     * 'no-document' / 'no-version' when there is nothing to roll back to.
     */
    async rollback(
      kind: string,
      id: string,
      version: number,
      actor: string,
      at: Date,
    ): Promise<DocumentRow | 'no-document' | 'no-version'> {
      return db.transaction(async (tx) => {
        const existing = await findIn(tx, kind, id, true)
        if (!existing) return 'no-document'
        const [source] = await tx
          .select({ body: cmsHistory.body })
          .from(cmsHistory)
          .where(and(eq(cmsHistory.kind, kind), eq(cmsHistory.docId, id), eq(cmsHistory.version, version)))
          .orderBy(desc(cmsHistory.id))
          .limit(1)
        if (!source) return 'no-version'
        const next = existing.draftVersion + 1
        const [row] = await tx
          .update(cmsDocuments)
          .set({
            draft: source.body,
            published: source.body,
            draftVersion: next,
            publishedVersion: next,
            publishedAt: at,
            updatedAt: at,
            updatedBy: actor,
          })
          .where(and(eq(cmsDocuments.kind, kind), eq(cmsDocuments.id, id)))
          .returning()
        await addHistory(tx, kind, id, next, source.body, 'rollback', actor, at)
        await bumpCmsVersion(tx)
        return row!
      })
    },

    async history(kind: string, id: string) {
      return db
        .select({ version: cmsHistory.version, action: cmsHistory.action, actor: cmsHistory.actor, at: cmsHistory.at })
        .from(cmsHistory)
        .where(and(eq(cmsHistory.kind, kind), eq(cmsHistory.docId, id)))
        .orderBy(desc(cmsHistory.id))
    },

    /** Seeding: insert as draft and published version 1 only when (kind,id) is new. */
    async insertPublishedIfMissing(kind: string, id: string, body: unknown, actor: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(cmsDocuments)
          .values({
            kind,
            id,
            draft: body,
            published: body,
            draftVersion: 1,
            publishedVersion: 1,
            updatedAt: at,
            updatedBy: actor,
            publishedAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: cmsDocuments.id })
        if (inserted.length === 0) return false
        await addHistory(tx, kind, id, 1, body, 'publish', actor, at)
        await bumpCmsVersion(tx)
        return true
      })
    },

    async publishedMenu(platform: string, layout: string) {
      const [row] = await db
        .select({ id: cmsDocuments.id, version: cmsDocuments.publishedVersion, body: cmsDocuments.published })
        .from(cmsDocuments)
        .where(
          and(
            eq(cmsDocuments.kind, 'menu'),
            sql`${cmsDocuments.published} ->> 'platform' = ${platform}`,
            sql`${cmsDocuments.published} ->> 'layout' = ${layout}`,
          ),
        )
        .orderBy(asc(cmsDocuments.id))
        .limit(1)
      return row
    },

    async draftMenu(platform: string, layout: string) {
      const [row] = await db
        .select({ id: cmsDocuments.id, version: cmsDocuments.draftVersion, body: cmsDocuments.draft })
        .from(cmsDocuments)
        .where(
          and(
            eq(cmsDocuments.kind, 'menu'),
            sql`${cmsDocuments.draft} ->> 'platform' = ${platform}`,
            sql`${cmsDocuments.draft} ->> 'layout' = ${layout}`,
          ),
        )
        .orderBy(asc(cmsDocuments.id))
        .limit(1)
      return row
    },

    async cmsVersion(): Promise<number> {
      const [row] = await db.select({ version: cmsState.version }).from(cmsState).where(eq(cmsState.id, 1))
      return row?.version ?? 0
    },
  }
}
export type CmsStore = ReturnType<typeof createCmsStore>
