/** Identity queries: accounts and refresh tokens. */
import { and, eq, isNull } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { accounts, refreshTokens } from '../db/schema.ts'

export type AccountRow = typeof accounts.$inferSelect
export type RefreshTokenRow = typeof refreshTokens.$inferSelect

export function createIdentityStore(db: DrizzleDb) {
  return {
    async findAccountByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1)
      return row
    },
    async findAccountById(id: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1)
      return row
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
    async revokeRefreshToken(id: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    },
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },
  }
}
export type IdentityStore = ReturnType<typeof createIdentityStore>
