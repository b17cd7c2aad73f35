/** Federation queries: linked external identities, started authorisations and link tickets. */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DrizzleDb } from '../../db/database.ts'
import { externalIdentities, federationLinkTickets, federationRequests } from '../../db/schema.ts'

export type ExternalIdentityRow = typeof externalIdentities.$inferSelect
export type FederationRequestRow = typeof federationRequests.$inferSelect
export type LinkTicketRow = typeof federationLinkTickets.$inferSelect

export function createFederationStore(db: DrizzleDb) {
  return {
    async findIdentity(provider: string, subject: string): Promise<ExternalIdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(externalIdentities)
        .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
        .limit(1)
      return row
    },
    async identitiesOf(accountId: string): Promise<ExternalIdentityRow[]> {
      return db.select().from(externalIdentities).where(eq(externalIdentities.accountId, accountId))
    },
    /** false when the identity or the account's link to that provider already exists */
    async link(row: typeof externalIdentities.$inferInsert): Promise<boolean> {
      const created = await db.insert(externalIdentities).values(row).onConflictDoNothing().returning({ id: externalIdentities.id })
      return created.length > 0
    },
    async unlink(accountId: string, provider: string): Promise<boolean> {
      const gone = await db
        .delete(externalIdentities)
        .where(and(eq(externalIdentities.accountId, accountId), eq(externalIdentities.provider, provider)))
        .returning({ id: externalIdentities.id })
      return gone.length > 0
    },

    async insertRequest(row: typeof federationRequests.$inferInsert): Promise<void> {
      await db.insert(federationRequests).values(row)
    },
    /** Marks the request used and returns it, once: a second call (replay) gets undefined. */
    async consumeRequest(stateHash: string, now: Date): Promise<FederationRequestRow | undefined> {
      const [row] = await db
        .update(federationRequests)
        .set({ usedAt: now })
        .where(and(eq(federationRequests.stateHash, stateHash), isNull(federationRequests.usedAt), gt(federationRequests.expiresAt, now)))
        .returning()
      return row
    },

    async insertTicket(row: typeof federationLinkTickets.$inferInsert): Promise<void> {
      await db.insert(federationLinkTickets).values(row)
    },
    async consumeTicket(tokenHash: string, now: Date): Promise<LinkTicketRow | undefined> {
      const [row] = await db
        .update(federationLinkTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(federationLinkTickets.tokenHash, tokenHash),
            isNull(federationLinkTickets.usedAt),
            gt(federationLinkTickets.expiresAt, now),
          ),
        )
        .returning()
      return row
    },
    async peekTicket(tokenHash: string, now: Date): Promise<LinkTicketRow | undefined> {
      const [row] = await db
        .select()
        .from(federationLinkTickets)
        .where(
          and(
            eq(federationLinkTickets.tokenHash, tokenHash),
            isNull(federationLinkTickets.usedAt),
            gt(federationLinkTickets.expiresAt, now),
          ),
        )
        .limit(1)
      return row
    },
  }
}
export type FederationStore = ReturnType<typeof createFederationStore>
