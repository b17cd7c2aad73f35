/** Account-area queries: details, addresses and preferences of one account. */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { slot } from '../db/prepared.ts'
import { accountAddresses, accountDetails, accounts, viewerDetails } from '../db/schema.ts'

export type AddressRow = typeof accountAddresses.$inferSelect

export function createAccountStore(db: DrizzleDb) {
  // every signed-in page reads the preferences through it: built once (platform/db/prepared.ts)
  const detailsOf = db
    .select({
      id: accounts.id,
      email: accounts.email,
      name: accounts.name,
      consentAnswers: accounts.consentAnswers,
      contactEmail: accountDetails.contactEmail,
      phoneNumber: accountDetails.phoneNumber,
      taxNumber: accountDetails.taxNumber,
      preferences: accountDetails.preferences,
      birthDate: viewerDetails.birthDate,
    })
    .from(accounts)
    .leftJoin(accountDetails, eq(accountDetails.accountId, accounts.id))
    .leftJoin(viewerDetails, sql`${viewerDetails.accountId} = ${accounts.id}::text`)
    .where(eq(accounts.id, slot('accountId')))
    .limit(1)
    .prepare('account_details')
  return {
    /** The account with its details row and date of birth; undefined when there is no such account. */
    async details(accountId: string) {
      const [row] = await detailsOf.execute({ accountId })
      return row
    },

    /** Name, contact email, phone, tax number and date of birth, in one transaction. */
    async saveDetails(
      accountId: string,
      input: { name: string; contactEmail: string | null; phoneNumber: string | null; taxNumber: string | null; birthDate: string | null },
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ name: input.name }).where(eq(accounts.id, accountId))
        const details = { contactEmail: input.contactEmail, phoneNumber: input.phoneNumber, taxNumber: input.taxNumber, updatedAt: at }
        await tx
          .insert(accountDetails)
          .values({ accountId, ...details })
          .onConflictDoUpdate({ target: accountDetails.accountId, set: details })
        await tx
          .insert(viewerDetails)
          .values({ accountId, birthDate: input.birthDate, updatedAt: at })
          .onConflictDoUpdate({ target: viewerDetails.accountId, set: { birthDate: input.birthDate, updatedAt: at } })
      })
    },

    async savePreferences(accountId: string, preferences: Record<string, unknown>, at: Date): Promise<void> {
      await db
        .insert(accountDetails)
        .values({ accountId, preferences, updatedAt: at })
        .onConflictDoUpdate({ target: accountDetails.accountId, set: { preferences, updatedAt: at } })
    },

    async setConsentAnswers(accountId: string, answers: Record<string, boolean>): Promise<void> {
      await db.update(accounts).set({ consentAnswers: answers }).where(eq(accounts.id, accountId))
    },

    addresses: (accountId: string) =>
      db
        .select()
        .from(accountAddresses)
        .where(eq(accountAddresses.accountId, accountId))
        .orderBy(asc(accountAddresses.createdAt), asc(accountAddresses.id)),

    async countAddresses(accountId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(accountAddresses).where(eq(accountAddresses.accountId, accountId))
      return row?.n ?? 0
    },

    async insertAddress(row: typeof accountAddresses.$inferInsert): Promise<void> {
      await db.insert(accountAddresses).values(row)
    },

    async deleteAddress(accountId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(accountAddresses)
        .where(and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.id, id)))
        .returning({ id: accountAddresses.id })
      return gone.length > 0
    },
  }
}
export type AccountStore = ReturnType<typeof createAccountStore>
