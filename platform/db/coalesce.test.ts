import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { createIdentityStore } from '../identity/store.ts'
import { createPersonalStore } from '../personal/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { createAccount } from '../test/helpers.ts'
import { coalesceReads } from './coalesce.ts'

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
        identity.isSessionLive(live, later), // expired by then: a different time is its own query
      ]),
    ).toEqual([true, false, false, false])
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
