/**
 * The billing details a plan's requirements (requiredBillingFields) are checked against: the
 * details given at a checkout's billing step, over the account's newest address saved in the
 * account area. The account's plans page sends a buyer who lacks a billing address to Addresses,
 * so an address saved there counts; what a checkout was given wins field by field.
 */
import { desc, eq } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { accountAddresses, billingDetails } from '../db/schema.ts'

type Tx = Parameters<Parameters<DrizzleDb['transaction']>[0]>[0]

export async function billingFieldsOf(db: DrizzleDb | Tx, accountId: string): Promise<Record<string, string>> {
  const [[details], [address]] = await Promise.all([
    db.select({ fields: billingDetails.fields }).from(billingDetails).where(eq(billingDetails.accountId, accountId)).limit(1),
    db
      .select({ country: accountAddresses.country, fields: accountAddresses.fields })
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId))
      .orderBy(desc(accountAddresses.createdAt), desc(accountAddresses.id))
      .limit(1),
  ])
  const fromAddress = address ? { ...(address.fields as Record<string, string>), country: address.country } : {}
  const given = (details?.fields ?? {}) as Record<string, string>
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries({ ...fromAddress, ...given })) if (typeof v === 'string' && v.trim()) out[k] = v
  return out
}
