/** Identity queries: accounts, refresh tokens, one-time tokens, profiles, impersonation audit. */
import { and, asc, count, desc, eq, gt, isNull, max } from 'drizzle-orm'
import { coalesceReads } from '../db/coalesce.ts'
import type { DrizzleDb } from '../db/database.ts'
import { anyOf, isoTime, slot } from '../db/prepared.ts'
import { accounts, identityTokens, impersonationAudit, profiles, refreshTokens } from '../db/schema.ts'

export type AccountRow = typeof accounts.$inferSelect
export type RefreshTokenRow = typeof refreshTokens.$inferSelect
export type IdentityTokenRow = typeof identityTokens.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect
export type OneTimeTokenKind = 'EMAIL_CONFIRMATION' | 'ACTIVATION' | 'MAGIC_LINK' | 'PASSWORD_RESET' | 'PIN_RESET' | 'IMPERSONATION'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createIdentityStore(db: DrizzleDb) {
  // Both reads run on every signed-in page: built once (platform/db/prepared.ts).
  const liveFamilies = db
    .select({ familyId: refreshTokens.familyId, expiresAt: max(refreshTokens.expiresAt) })
    .from(refreshTokens)
    .where(and(anyOf(refreshTokens.familyId, 'familyIds'), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, slot('after'))))
    .groupBy(refreshTokens.familyId)
    .prepare('identity_live_families')
  const accountsWithIds = db.select().from(accounts).where(anyOf(accounts.id, 'ids')).prepare('identity_accounts_by_id')
  // the chosen profile's name, for the header of every page a profile is chosen on
  const profileNameOf = db
    .select({ name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.id, slot('id')), eq(profiles.accountId, slot('accountId'))))
    .limit(1)
    .prepare('identity_profile_name')
  // The session checks queued in one turn share one query, whatever `now` each was asked at (a
  // page's checks are a millisecond or two apart): each family's latest unrevoked expiry after the
  // earliest `now`, which each check then compares with its own `now`. A family is live at `now`
  // exactly when that latest expiry is later than `now`, so every check gets the answer its own
  // query would have given.
  const sessionLive = coalesceReads(async (asks: Array<{ familyId: string; now: Date }>) => {
    const earliest = new Date(Math.min(...asks.map((a) => a.now.getTime())))
    const rows = await liveFamilies.execute({ familyIds: [...new Set(asks.map((a) => a.familyId))], after: isoTime(earliest) })
    const latestExpiry = new Map(rows.map((r) => [r.familyId, r.expiresAt]))
    return asks.map(({ familyId, now }) => {
      const expiry = latestExpiry.get(familyId)
      return expiry != null && expiry.getTime() > now.getTime()
    })
  })
  // the account reads queued in one turn: one query for their ids together
  const accountById = coalesceReads(async (ids: string[]) => {
    const rows = await accountsWithIds.execute({ ids: [...new Set(ids)] })
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.map((id) => byId.get(id))
  })
  return {
    async findAccountByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1)
      return row
    },
    /** The reads of one turn share a query (a signed-in `/user/me` wants the account twice). */
    async findAccountById(id: string): Promise<AccountRow | undefined> {
      if (!UUID.test(id)) return undefined
      return accountById(id)
    },
    /** Inserts unless the email exists; returns whether a row was created. */
    async insertAccountIfMissing(row: typeof accounts.$inferInsert): Promise<boolean> {
      const created = await db
        .insert(accounts)
        .values({ ...row, email: row.email.toLowerCase() })
        .onConflictDoNothing({ target: accounts.email })
        .returning({ id: accounts.id })
      return created.length > 0
    },
    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row)
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1)
      return row
    },
    /**
     * Marks a live token as rotated into `replacement` and stores the replacement, atomically.
     * Returns false when the token was no longer live (a concurrent refresh won: treat as reuse).
     */
    async rotateRefreshToken(oldId: string, replacement: typeof refreshTokens.$inferInsert, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(refreshTokens)
          .set({ revokedAt: now, replacedBy: replacement.id })
          .where(and(eq(refreshTokens.id, oldId), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id })
        if (updated.length === 0) return false
        await tx.insert(refreshTokens).values(replacement)
        return true
      })
    },
    /** true when the token was live and is now revoked */
    async revokeRefreshToken(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id })
      return rows.length > 0
    },
    async setSignInProvider(id: string, provider: string): Promise<void> {
      await db.update(refreshTokens).set({ signInProvider: provider }).where(eq(refreshTokens.id, id))
    },
    /**
     * Whether a session (refresh-token family) still has a live token: not revoked, not expired.
     * Every platform call of a signed-in viewer asks; the checks of one turn share a query.
     */
    async isSessionLive(familyId: string, now: Date): Promise<boolean> {
      if (!UUID.test(familyId)) return false
      return sessionLive({ familyId, now })
    },
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },
    /** Ends every session of an account (after a password reset). */
    async revokeAccountSessions(accountId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)))
    },

    // ── accounts ──
    async activateAccount(id: string, now: Date): Promise<void> {
      await db.update(accounts).set({ status: 'ACTIVE', emailConfirmedAt: now }).where(eq(accounts.id, id))
    },
    /** consent: replaces the account's stored consent answers (booleans by fieldName). */
    async setConsentAnswers(id: string, consentAnswers: Record<string, boolean>): Promise<boolean> {
      const rows = await db.update(accounts).set({ consentAnswers }).where(eq(accounts.id, id)).returning({ id: accounts.id })
      return rows.length > 0
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, id))
    },

    // ── one-time tokens ──
    async insertOneTimeToken(row: typeof identityTokens.$inferInsert): Promise<void> {
      await db.insert(identityTokens).values(row)
    },
    /**
     * Uses a live token of this kind, atomically: the one caller that marks it used gets the row;
     * an unknown, expired or already used token gives undefined.
     */
    async consumeOneTimeToken(kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<IdentityTokenRow | undefined> {
      const [row] = await db
        .update(identityTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(identityTokens.tokenHash, tokenHash),
            eq(identityTokens.kind, kind),
            isNull(identityTokens.usedAt),
            gt(identityTokens.expiresAt, now),
          ),
        )
        .returning()
      return row
    },
    /** Earlier unused tokens of a kind stop working when a new one is sent. */
    async retireOneTimeTokens(accountId: string, kind: OneTimeTokenKind, now: Date): Promise<void> {
      await db
        .update(identityTokens)
        .set({ usedAt: now })
        .where(and(eq(identityTokens.accountId, accountId), eq(identityTokens.kind, kind), isNull(identityTokens.usedAt)))
    },

    // ── profiles ──
    async listProfiles(accountId: string): Promise<ProfileRow[]> {
      return db.select().from(profiles).where(eq(profiles.accountId, accountId)).orderBy(asc(profiles.createdAt), asc(profiles.id))
    },
    async findProfile(accountId: string, id: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.accountId, accountId), eq(profiles.id, id)))
        .limit(1)
      return row
    },
    /** A profile's name as it is now (undefined when the account has no such profile). */
    async profileName(accountId: string, id: string): Promise<string | undefined> {
      if (!UUID.test(id) || !UUID.test(accountId)) return undefined
      const [row] = await profileNameOf.execute({ id, accountId })
      return row?.name
    },
    async countProfiles(accountId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.accountId, accountId))
      return Number(row?.n ?? 0)
    },
    async insertProfile(row: typeof profiles.$inferInsert): Promise<void> {
      await db.insert(profiles).values(row)
    },
    async updateProfile(accountId: string, id: string, set: Partial<Pick<ProfileRow, 'name' | 'pinHash'>>): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set(set)
        .where(and(eq(profiles.accountId, accountId), eq(profiles.id, id)))
        .returning({ id: profiles.id })
      return rows.length > 0
    },
    async deleteProfile(accountId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(profiles)
        .where(and(eq(profiles.accountId, accountId), eq(profiles.id, id)))
        .returning({ id: profiles.id })
      return rows.length > 0
    },

    // ── impersonation audit ──
    async audit(row: typeof impersonationAudit.$inferInsert): Promise<void> {
      await db.insert(impersonationAudit).values(row)
    },
    async auditTrail(limit = 100) {
      return db.select().from(impersonationAudit).orderBy(desc(impersonationAudit.id)).limit(limit)
    },
  }
}
export type IdentityStore = ReturnType<typeof createIdentityStore>
