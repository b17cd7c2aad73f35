/**
 * Commerce demo data from fixtures/commerce: licences and vouchers (upserted on every seed), and
 * demo subscriptions with their payment history (created once, when the account holds none).
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import * as z from 'zod'
import type { Database } from '../db/database.ts'
import { accounts, entitlements, paymentHistory, paymentMethods, payments, subscriptions } from '../db/schema.ts'
import { money } from './money.ts'
import { PERIODS, periodBoundary, periodsBefore, type Period } from './periods.ts'
import { createCommerceStore } from './store.ts'
import { createGiftStore } from './gifts.ts'
import { ItemTranslations } from './localize.ts'

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
const Discount = z
  .object({
    type: z.enum(['PERCENTAGE', 'AMOUNT']),
    percentage: z.number().int().min(0).max(100).optional(),
    amount: z.number().int().nonnegative().optional(),
    state: z.enum(['ACTIVE', 'UPCOMING', 'EXPIRED']).optional(),
    /** relative to seed time */
    startsOffsetMinutes: z.number().int().optional(),
    endsOffsetMinutes: z.number().int().optional(),
    lifeTimeRepeat: z.number().int().positive().default(1),
  })
  .strict()
export const LicenceFixture = z
  .object({
    id: Id,
    name: z.string().min(1),
    description: z.string().default(''),
    /** the name and description in other languages ({ "es": { "name", "description" } }); English is name/description */
    translations: ItemTranslations.default({}),
    family: Id,
    rank: z.number().int().nonnegative(),
    type: z.enum(['STANDARD', 'FREE']),
    purchaseStrategy: z.enum(['SUBSCRIPTION', 'FIXED_DATE', 'PPV']),
    subscriptionPeriod: z.enum(PERIODS).optional(),
    trialPeriod: z.enum(PERIODS).optional(),
    /** FIXED_DATE and PPV: access ends this many minutes after seed time */
    accessEndsOffsetMinutes: z.number().int().optional(),
    amounts: z
      .object({
        amount: z.number().int().nonnegative(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        scale: z.number().int().min(0).max(6),
        sku: z.string().min(1),
        taxInclusive: z.boolean().default(true),
        taxRateBasisPoints: z.number().int().min(0).max(10_000).default(0),
        periodAmounts: z.array(z.object({ period: z.enum(PERIODS), amount: z.number().int().nonnegative() })).default([]),
      })
      .strict(),
    discounts: z.array(Discount).default([]),
    cta: z.string().nullable().default(null),
    requiredBillingFields: z.array(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/)).default([]),
    onSale: z.boolean().default(true),
  })
  .strict()
  .refine((l) => l.purchaseStrategy !== 'SUBSCRIPTION' || l.subscriptionPeriod, { message: 'a SUBSCRIPTION needs subscriptionPeriod' })
  .refine((l) => l.purchaseStrategy === 'SUBSCRIPTION' || l.accessEndsOffsetMinutes !== undefined, {
    message: 'FIXED_DATE and PPV need accessEndsOffsetMinutes',
  })
export const VoucherFixture = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{2,40}$/),
    description: z.string().default(''),
    discountType: z.enum(['PERCENTAGE', 'AMOUNT']),
    percentage: z.number().int().min(1).max(100).optional(),
    amount: z.number().int().positive().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    scale: z.number().int().min(0).max(6).optional(),
    lifeTimeRepeat: z.number().int().positive(),
    licenceIds: z.array(Id).default([]),
    cancellationPromo: z.boolean().default(false),
  })
  .strict()
  .refine(
    (v) => (v.discountType === 'PERCENTAGE' ? v.percentage !== undefined : v.amount !== undefined && v.currency && v.scale !== undefined),
    {
      message: 'PERCENTAGE needs percentage; AMOUNT needs amount, currency and scale',
    },
  )
export const SubscriptionFixture = z
  .object({
    email: z.email(),
    licenceId: Id,
    /** periods paid so far, the current one included */
    paidPeriods: z.number().int().positive().max(24),
    /** how far into the current period seed time is */
    currentPeriodDaysIn: z.number().int().nonnegative(),
    card: z
      .object({
        brand: z.string(),
        last4: z.string().regex(/^\d{4}$/),
        expMonth: z.number().int().min(1).max(12),
        expYear: z.number().int(),
        holderName: z.string(),
      })
      .strict(),
  })
  .strict()

/** A gift product: a licence for a period, sold at its own (tax-inclusive) price. */
export const GiftProductFixture = z
  .object({
    id: Id,
    name: z.string().min(1),
    description: z.string().default(''),
    translations: ItemTranslations.default({}),
    licenceId: Id,
    accessPeriod: z.enum(PERIODS),
    amounts: z
      .object({
        amount: z.number().int().nonnegative(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        scale: z.number().int().min(0).max(6),
        sku: z.string().min(1),
        taxRateBasisPoints: z.number().int().min(0).max(10_000).default(0),
      })
      .strict(),
    validDays: z.number().int().positive().max(3650).default(365),
    onSale: z.boolean().default(true),
  })
  .strict()

export interface CommerceFixtures {
  /** fixtures/commerce/gift-products.json (optional) */
  giftProducts?: Array<z.infer<typeof GiftProductFixture>>
  licences: Array<z.infer<typeof LicenceFixture>>
  vouchers: Array<z.infer<typeof VoucherFixture>>
  subscriptions: Array<z.infer<typeof SubscriptionFixture>>
}

async function read<T>(file: string, schema: z.ZodType<T>, root: string): Promise<T | undefined> {
  if (!existsSync(file)) return undefined
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `Invalid fixture ${path.relative(root, file)}: ${parsed.error.issues.map((i) => `/${i.path.join('/')}: ${i.message}`).join('; ')}`,
    )
  return parsed.data
}

/** Reads and checks fixtures/commerce; undefined when the folder is absent. */
export async function readCommerceFixtures(fixturesDir: string): Promise<CommerceFixtures | undefined> {
  const dir = path.join(fixturesDir, 'commerce')
  if (!existsSync(dir)) return undefined
  const root = path.dirname(fixturesDir)
  const fixtures: CommerceFixtures = {
    licences: (await read(path.join(dir, 'licences.json'), z.array(LicenceFixture), root)) ?? [],
    vouchers: (await read(path.join(dir, 'vouchers.json'), z.array(VoucherFixture), root)) ?? [],
    subscriptions: (await read(path.join(dir, 'subscriptions.json'), z.array(SubscriptionFixture), root)) ?? [],
    giftProducts: (await read(path.join(dir, 'gift-products.json'), z.array(GiftProductFixture), root)) ?? [],
  }
  for (const g of fixtures.giftProducts ?? [])
    if (!fixtures.licences.some((l) => l.id === g.licenceId))
      throw new Error(`Invalid fixture commerce/gift-products.json: ${g.id} names unknown licence ${g.licenceId}`)
  const ids = new Set(fixtures.licences.map((l) => l.id))
  if (ids.size !== fixtures.licences.length) throw new Error('Invalid fixture commerce/licences.json: a licence id is repeated')
  if (new Set(fixtures.licences.map((l) => l.amounts.sku)).size !== fixtures.licences.length)
    throw new Error('Invalid fixture commerce/licences.json: a sku is repeated')
  for (const v of fixtures.vouchers)
    for (const id of v.licenceIds)
      if (!ids.has(id)) throw new Error(`Invalid fixture commerce/vouchers.json: ${v.code} names unknown licence ${id}`)
  for (const s of fixtures.subscriptions) {
    const l = fixtures.licences.find((x) => x.id === s.licenceId)
    if (!l || l.purchaseStrategy !== 'SUBSCRIPTION')
      throw new Error(`Invalid fixture commerce/subscriptions.json: ${s.licenceId} is not a subscription licence`)
  }
  return fixtures
}

/** Every licence id the catalogue names must be a licence: the "available with" list leads to a purchase. */
export function checkLicenceLinks(fixtures: CommerceFixtures, named: Array<{ where: string; licences: string[] }>) {
  const ids = new Set(fixtures.licences.map((l) => l.id))
  for (const n of named) {
    const unknown = n.licences.filter((id) => !ids.has(id))
    if (unknown.length)
      throw new Error(`Invalid fixture ${n.where}: names unknown licences ${unknown.join(', ')} (fixtures/commerce/licences.json)`)
  }
}

export async function seedCommerce(database: Database, fixtures: CommerceFixtures, now: Date) {
  const store = createCommerceStore(database.db)
  const at = (minutes: number | undefined) => (minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000))
  for (const [position, l] of fixtures.licences.entries()) {
    money(l.amounts.amount, l.amounts.scale, l.amounts.currency) // checks the price
    await store.upsertLicence({
      id: l.id,
      name: l.name,
      description: l.description,
      translations: l.translations,
      family: l.family,
      rank: l.rank,
      type: l.type,
      purchaseStrategy: l.purchaseStrategy,
      subscriptionPeriod: l.subscriptionPeriod ?? null,
      accessEndsAt: at(l.accessEndsOffsetMinutes),
      trialPeriod: l.trialPeriod ?? null,
      amount: l.amounts.amount,
      currency: l.amounts.currency,
      scale: l.amounts.scale,
      sku: l.amounts.sku,
      taxInclusive: l.amounts.taxInclusive,
      taxRateBasisPoints: l.amounts.taxRateBasisPoints,
      periodAmounts: l.amounts.periodAmounts,
      discounts: l.discounts.map(({ startsOffsetMinutes, endsOffsetMinutes, ...d }) => ({
        ...d,
        ...(startsOffsetMinutes !== undefined ? { startsAt: at(startsOffsetMinutes)!.toISOString() } : {}),
        ...(endsOffsetMinutes !== undefined ? { endsAt: at(endsOffsetMinutes)!.toISOString() } : {}),
      })),
      cta: l.cta,
      requiredBillingFields: l.requiredBillingFields,
      onSale: l.onSale,
      position,
    })
  }
  for (const v of fixtures.vouchers)
    await store.upsertVoucher({
      code: v.code,
      description: v.description,
      discountType: v.discountType,
      percentage: v.percentage ?? null,
      amount: v.amount ?? null,
      currency: v.currency ?? null,
      scale: v.scale ?? null,
      lifeTimeRepeat: v.lifeTimeRepeat,
      licenceIds: v.licenceIds,
      cancellationPromo: v.cancellationPromo,
    })
  const giftStore = createGiftStore(database.db)
  for (const [position, g] of (fixtures.giftProducts ?? []).entries()) {
    money(g.amounts.amount, g.amounts.scale, g.amounts.currency) // checks the price
    await giftStore.upsertProduct({
      id: g.id,
      name: g.name,
      description: g.description,
      translations: g.translations,
      licenceId: g.licenceId,
      accessPeriod: g.accessPeriod,
      amount: g.amounts.amount,
      currency: g.amounts.currency,
      scale: g.amounts.scale,
      sku: g.amounts.sku,
      taxRateBasisPoints: g.amounts.taxRateBasisPoints,
      validDays: g.validDays,
      onSale: g.onSale,
      position,
    })
  }

  let created = 0
  for (const s of fixtures.subscriptions) {
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, s.email)).limit(1)
    if (!account) throw new Error(`Invalid fixture commerce/subscriptions.json: no account ${s.email} (fixtures/accounts.json)`)
    if ((await store.subscriptionsOf(account.id)).length) continue
    const licence = (await store.licence(s.licenceId))!
    const period = licence.subscriptionPeriod as Period
    // the current period (the last paid) started currentPeriodDaysIn days ago
    const currentStart = new Date(now.getTime() - s.currentPeriodDaysIn * 86_400_000)
    // the schedule's start: paidPeriods - 1 periods before the current one
    const anchor = periodsBefore(currentStart, period, s.paidPeriods - 1)
    const windows = Array.from({ length: s.paidPeriods }, (_, i) => ({
      from: periodBoundary(anchor, period, i),
      until: periodBoundary(anchor, period, i + 1),
    }))
    const last = windows.at(-1)!
    await database.db.transaction(async (tx) => {
      const methodId = randomUUID()
      await tx.insert(paymentMethods).values({
        id: methodId,
        accountId: account.id,
        provider: 'sandbox',
        methodType: 'CARD',
        brand: s.card.brand,
        last4: s.card.last4,
        expMonth: s.card.expMonth,
        expYear: s.card.expYear,
        holderName: s.card.holderName,
        providerRef: `sbx_pm_ok_${randomUUID()}`,
        isDefault: true,
        createdAt: windows[0]!.from,
      })
      const subscriptionId = randomUUID()
      await tx.insert(subscriptions).values({
        id: subscriptionId,
        accountId: account.id,
        licenceId: licence.id,
        status: 'ACTIVE',
        autoRenewing: true,
        period,
        anchorAt: anchor,
        periodsPaid: s.paidPeriods,
        currentPeriodStart: last.from,
        currentPeriodEnd: last.until,
        renewalAmount: licence.amount,
        currency: licence.currency,
        scale: licence.scale,
        provider: 'sandbox',
        paymentMethodId: methodId,
        createdAt: windows[0]!.from,
        updatedAt: last.from,
        // the renewal scheduler renews it at the end of the current period
        nextActionAt: last.until,
      })
      for (const [i, w] of windows.entries()) {
        const paymentId = randomUUID()
        await tx.insert(payments).values({
          id: paymentId,
          accountId: account.id,
          subscriptionId,
          licenceId: licence.id,
          kind: i === 0 ? 'PURCHASE' : 'RENEWAL',
          status: 'SUCCEEDED',
          amount: licence.amount,
          scale: licence.scale,
          currency: licence.currency,
          tax: Math.round((licence.amount * licence.taxRateBasisPoints) / (10_000 + licence.taxRateBasisPoints)),
          provider: 'sandbox',
          providerRef: `sbx_pi_seed_${randomUUID()}`,
          paymentMethodId: methodId,
          idempotencyKey: `seed-${subscriptionId}-${i}`,
          requestHash: 'seed',
          answerStatus: 200,
          answer: { status: 'SUCCEEDED', paymentId, licenceId: licence.id, subscriptionId },
          createdAt: w.from,
          updatedAt: w.from,
        })
        await tx.insert(paymentHistory).values({
          id: randomUUID(),
          accountId: account.id,
          subscriptionId,
          licenceId: licence.id,
          itemType: i === 0 ? 'SUBSCRIPTION' : 'LICENCE_RENEWAL',
          status: 'SUCCEEDED',
          paymentId,
          amount: licence.amount,
          scale: licence.scale,
          currency: licence.currency,
          description: i === 0 ? 'Purchased' : 'Renewed',
          details: { periodStart: w.from.toISOString(), periodEnd: w.until.toISOString() },
          createdAt: w.from,
        })
        await tx.insert(entitlements).values({
          id: randomUUID(),
          accountId: account.id,
          licenceId: licence.id,
          startsAt: w.from,
          endsAt: w.until,
          source: i === 0 ? 'PURCHASE' : 'RENEWAL',
          subscriptionId,
          paymentId,
          createdAt: w.from,
        })
      }
    })
    created++
  }
  return { licences: fixtures.licences.length, vouchers: fixtures.vouchers.length, subscriptions: created }
}
