import { describe, expect, it, vi } from 'vitest'
import { createInvalidatingCache } from './cache.ts'
import { testDrivers, useTestDatabase } from './test/databases.ts'

const silent = { info: () => {}, warn: () => {}, error: () => {} }

describe.each(testDrivers)('invalidating cache on %s', (driver) => {
  const t = useTestDatabase(driver)

  it('serves from memory until any process announces a change over NOTIFY', async () => {
    const peer = await t.openPeer()
    const here = await createInvalidatingCache({ database: t.database, channel: 'test_changed', logger: silent })
    const there = await createInvalidatingCache({ database: peer, channel: 'test_changed', logger: silent })
    try {
      let value = 'old'
      const load = vi.fn(async () => value)
      expect(await there.get('k', load)).toBe('old')
      value = 'new'
      expect(await there.get('k', load)).toBe('old') // cached
      expect(load).toHaveBeenCalledTimes(1)

      await here.announce('k')
      await vi.waitFor(async () => expect(await there.get('k', load)).toBe('new'), { timeout: 2000, interval: 5 })
    } finally {
      await here.close()
      await there.close()
    }
  })

  it('with a version check, a change shows on the very next read with no wait', async () => {
    const peer = await t.openPeer()
    let version = 1
    const there = await createInvalidatingCache({ database: peer, channel: 'test_other', logger: silent, version: async () => version })
    try {
      let value = 'old'
      expect(await there.get('k', async () => value)).toBe('old')
      value = 'new'
      version = 2
      // PGlite needs no check (one process, NOTIFY is delivered before a write returns)
      expect(await there.get('k', async () => value)).toBe(driver === 'postgres' ? 'new' : 'old')
    } finally {
      await there.close()
    }
  })

  it('version() changes when any process announces a change, and is null once closed', async () => {
    const peer = await t.openPeer()
    const here = await createInvalidatingCache({ database: t.database, channel: 'test_version', logger: silent })
    const there = await createInvalidatingCache({ database: peer, channel: 'test_version', logger: silent })
    try {
      const before = await there.version()
      expect(before).toEqual(expect.any(String))
      expect(await there.version()).toBe(before) // nothing happened: the same token
      await here.announce('k')
      await vi.waitFor(async () => expect(await there.version()).not.toBe(before), { timeout: 2000, interval: 5 })
    } finally {
      await here.close()
      await there.close()
    }
    expect(await there.version()).toBeNull()
  })
})
