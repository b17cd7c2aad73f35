import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { coalescedActiveLicenceIds } from '../commerce/store.ts'
import { createIdentityStore } from '../identity/store.ts'
import { createPersonalStore } from '../personal/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { countSelects, createAccount } from '../test/helpers.ts'
import { coalesceReads } from './coalesce.ts'
import { entitlements, licences } from './schema.ts'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('coalesceReads', () => {
  it('runs the asks of one turn together and answers each with its own result', async () => {
    const run = vi.fn(async (args: number[]) => args.map((a) => a * 10))
    const read = coalesceReads(run)
    const answers = await Promise.all([read(1), read(2), Promise.resolve().then(() => read(3))])
    expect(answers).toEqual([10, 20, 30])
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith([1, 2, 3])
  })

  it('never adds an ask to a batch that was already sent', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const batches: number[][] = []
    const read = coalesceReads(async (args: number[]) => {
      batches.push(args)
      await gate
      return args
    })
    const first = read(1)
    await turn() // the first batch is sent and waits on the gate
    const second = read(2)
    release()
    expect(await Promise.all([first, second])).toEqual([1, 2])
    expect(batches).toEqual([[1], [2]])
  })

  it('rejects every ask of a failed batch, and the next batch runs again', async () => {
    let fail = true
    const read = coalesceReads(async (args: number[]) => {
      if (fail) throw new Error('database down')
      return args
    })
    const failed = [read(1), read(2)].map((p) => p.catch((e: Error) => e.message))
    expect(await Promise.all(failed)).toEqual(['database down', 'database down'])
    fail = false
    expect(await read(3)).toBe(3)
  })
})

describe.each(testDrivers)('coalesced reads of the stores on %s', (driver) => {
  const t = useTestDatabase(driver)

  it('answers each session check for its own family, and sees a revocation made before it asked', async () => {
    const identity = createIdentityStore(t.database.db)
    const accountId = await createAccount(t.database, { email: `coalesce-${randomUUID()}@example.test` })
    const now = new Date()
    const later = new Date(now.getTime() + 3600_000)
    const [live, revoked] = [randomUUID(), randomUUID()]
    for (const familyId of [live, revoked]) {
      await identity.insertRefreshToken({ id: randomUUID(), accountId, familyId, tokenHash: randomUUID(), expiresAt: later })
    }
    expect(await Promise.all([identity.isSessionLive(live, now), identity.isSessionLive(revoked, now)])).toEqual([true, true])
    await identity.revokeFamily(revoked, now)
    const unknown = randomUUID()
    expect(
      await Promise.all([
        identity.isSessionLive(live, now),
        identity.isSessionLive(revoked, now),
        identity.isSessionLive(unknown, now),
        identity.isSessionLive(live, later), // expired by then
      ]),
    ).toEqual([true, false, false, false])
  })

  it('answers session checks asked at different times with one query, each at its own time', async () => {
    const identity = createIdentityStore(t.database.db)
    const accountId = await createAccount(t.database, { email: `coalesce-times-${randomUUID()}@example.test` })
    const now = new Date()
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000)
    const [rotated, revokedLater] = [randomUUID(), randomUUID()]
    const token = (familyId: string, expiresAt: Date) =>
      identity.insertRefreshToken({ id: randomUUID(), accountId, familyId, tokenHash: randomUUID(), expiresAt })
    // a rotated family: an older token expiring at +10 s and its successor at +20 s
    await token(rotated, at(10))
    await token(rotated, at(20))
    // a family whose later token is revoked: live until its unrevoked one expires at +5 s
    await token(revokedLater, at(5))
    await token(revokedLater, at(30))
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where family_id = ${revokedLater} and expires_at > ${at(6)}`,
    )
    const queries = countSelects(t.database.db)
    try {
      const answers = await Promise.all([
        identity.isSessionLive(rotated, at(0)),
        identity.isSessionLive(rotated, at(15)),
        identity.isSessionLive(rotated, at(20)), // expiry is exclusive
        identity.isSessionLive(revokedLater, at(4)),
        identity.isSessionLive(revokedLater, at(6)),
        identity.isSessionLive(randomUUID(), at(0)),
      ])
      expect(answers).toEqual([true, true, false, true, false, false])
      expect(queries.count()).toBe(1)
    } finally {
      queries.restore()
    }
  })

  it('answers licence asks made at different times with one query, each with what it held then', async () => {
    const db = t.database.db
    const [plan, addOn, withdrawn] = ['plan', 'add-on', 'withdrawn'].map((name) => `${name}-${randomUUID()}`) as [string, string, string]
    await db.insert(licences).values(
      [plan, addOn, withdrawn].map((id) => ({
        id,
        name: id,
        family: id,
        type: 'STANDARD',
        purchaseStrategy: 'PPV',
        amount: 500,
        currency: 'GBP',
        scale: 2,
        sku: id,
      })),
    )
    const [a, b] = [
      await createAccount(t.database, { email: `lic-a-${randomUUID()}@example.test` }),
      await createAccount(t.database, { email: `lic-b-${randomUUID()}@example.test` }),
    ]
    const t0 = new Date('2026-06-01T12:00:00Z')
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
    const grant = (accountId: string, licenceId: string, startsAt: Date, endsAt: Date | null, revokedAt: Date | null = null) =>
      db
        .insert(entitlements)
        .values({ id: randomUUID(), accountId, licenceId, startsAt, endsAt, revokedAt, source: 'GRANT', createdAt: t0 })
    await grant(a, plan, at(0), at(10))
    await grant(a, addOn, at(5), null)
    await grant(a, withdrawn, at(0), null, at(1))
    await grant(b, plan, at(0), null)
    const held = coalescedActiveLicenceIds(db)
    const queries = countSelects(db)
    try {
      const answers = await Promise.all([
        held(a, at(-1)),
        held(a, at(0)),
        held(a, at(5)),
        held(a, at(10)), // the plan's end is exclusive
        held(b, at(5)),
        held('guest-anyone', at(5)),
      ])
      expect(answers.map((ids) => [...ids].sort())).toEqual([[], [plan], [addOn, plan].sort(), [addOn], [plan], []])
      expect(queries.count()).toBe(1)
    } finally {
      queries.restore()
    }
  })

  it('answers each account read with its own row, and an id that is not a UUID with none', async () => {
    const identity = createIdentityStore(t.database.db)
    const a = await createAccount(t.database, { email: `acc-a-${randomUUID()}@example.test` })
    const b = await createAccount(t.database, { email: `acc-b-${randomUUID()}@example.test` })
    const rows = await Promise.all([
      identity.findAccountById(a),
      identity.findAccountById(b),
      identity.findAccountById('not-a-uuid'),
      identity.findAccountById(randomUUID()),
      identity.findAccountById(a),
    ])
    expect(rows.map((row) => row?.id)).toEqual([a, b, undefined, undefined, a])
  })

  it("answers each viewer's favourites with only their own, whatever the others asked", async () => {
    await createCatalogueStore(t.database.db).upsertContent(
      ['cf1', 'cf2', 'cf3'].map((id) => ({
        id,
        type: 'VOD',
        title: id,
        description: '',
        durationSeconds: 60,
        genres: [],
        licences: [],
        requiresSignIn: false,
        thumbnailUrl: `/media/artwork/${id}.svg`,
      })) as never,
    )
    const personal = createPersonalStore(t.database.db)
    const a = await createAccount(t.database, { email: `fav-a-${randomUUID()}@example.test` })
    const b = await createAccount(t.database, { email: `fav-b-${randomUUID()}@example.test` })
    await personal.addFavourite(a, 'cf1', new Date())
    await personal.addFavourite(b, 'cf2', new Date())
    await personal.addFavourite(b, 'cf3', new Date())
    const answers = await Promise.all([
      personal.favouriteIds(a, ['cf1', 'cf2']),
      personal.favouriteIds(b, ['cf1', 'cf2']),
      personal.favouriteIds(b, ['cf3']),
      personal.favouriteIds(a, []),
    ])
    expect(answers.map((s) => [...s].sort())).toEqual([['cf1'], ['cf2'], ['cf3'], []])
  })
})
