/** Old rate-limit windows are dropped by the platform now and then; the timer never holds a process open. */
import { describe, expect, it, vi } from 'vitest'
import { rateLimits } from '../db/schema.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { platformFactory } from '../test/helpers.ts'
import type { Timers } from '../index.ts'
import type { Database } from '../db/database.ts'

const NOW = new Date('2026-11-21T12:00:00Z')
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600 * 1000)

async function seedWindows(database: Database) {
  await database.db.insert(rateLimits).values([
    { key: 'login:account:old@example.test', windowStart: hoursAgo(49), count: 5 },
    { key: 'signup:address:203.0.113.9', windowStart: hoursAgo(25), count: 2 },
    { key: 'login:account:ana@example.test', windowStart: hoursAgo(0.25), count: 3 },
    { key: 'magic:account:ana@example.test', windowStart: hoursAgo(23), count: 1 },
  ])
}
const keys = async (database: Database) => (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort()
const LIVE = ['login:account:ana@example.test', 'magic:account:ana@example.test']

describe.each(testDrivers)('rate-limit pruning on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()

  it('on each tick, windows that ended a day ago go and live ones stay; close stops the timer', async () => {
    let tick: (() => void) | undefined
    const handle = { unref: vi.fn() }
    const timers: Timers = {
      setInterval: vi.fn((run: () => void) => ((tick = run), handle)),
      clearInterval: vi.fn(),
    }
    const platform = makePlatform(t.database, { now: () => NOW, timers, rateLimitPruneIntervalMs: 60_000 })
    expect(timers.setInterval).toHaveBeenCalledWith(expect.any(Function), 60_000)
    expect(handle.unref).toHaveBeenCalled()
    await seedWindows(t.database)
    tick!()
    await vi.waitFor(async () => expect(await keys(t.database)).toEqual(LIVE))
    await platform.close()
    expect(timers.clearInterval).toHaveBeenCalledWith(handle)
  })

  it('runs on real timers without keeping the process alive', async () => {
    let made: NodeJS.Timeout | undefined
    const timers: Timers = {
      setInterval: (run, ms) => (made = setInterval(run, ms)),
      clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
    }
    await seedWindows(t.database)
    makePlatform(t.database, { now: () => NOW, timers, rateLimitPruneIntervalMs: 25 })
    expect(made!.hasRef()).toBe(false)
    await vi.waitFor(async () => expect(await keys(t.database)).toEqual(LIVE), { timeout: 5000 })
  })

  it('0 turns pruning off', async () => {
    const timers: Timers = { setInterval: vi.fn(), clearInterval: vi.fn() } as unknown as Timers
    makePlatform(t.database, { timers, rateLimitPruneIntervalMs: 0 })
    expect(timers.setInterval).not.toHaveBeenCalled()
  })
})
