import { describe, expect, it } from 'vitest'
import { failedSignInGuard, type Limit, type RateLimiter } from './rate-limit.ts'

/**
 * A limiter over a database that applies the updates of a burst in an order of its own choosing
 * per key, as Postgres with several connections may: every take of a tick is held, then each key's
 * takes are counted in the order `orderOf(key)` picks.
 */
function limiterWithOrder(orderOf: (key: string) => 'arrival' | 'reverse'): RateLimiter {
  const counts = new Map<string, number>()
  let held: Array<{ key: string; limit: Limit; resolve: (r: { over: boolean; giveBack: () => Promise<void> }) => void }> = []
  const flush = () => {
    const batch = held
    held = []
    const keys = [...new Set(batch.map((h) => h.key))]
    for (const key of keys) {
      const ofKey = batch.filter((h) => h.key === key)
      for (const h of orderOf(key) === 'reverse' ? ofKey.reverse() : ofKey) {
        const count = (counts.get(key) ?? 0) + 1
        counts.set(key, count)
        h.resolve({
          over: count > h.limit.max,
          giveBack: async () => void counts.set(key, Math.max(0, (counts.get(key) ?? 0) - 1)),
        })
      }
    }
  }
  return {
    take: (key: string, limit: Limit) =>
      new Promise((resolve) => {
        if (held.length === 0) setTimeout(flush, 0)
        held.push({ key, limit, resolve })
      }),
    hit: async () => false,
    retryAfterSeconds: () => 900,
    prune: async () => {},
  }
}

describe('the failed sign-in guard', () => {
  const limits = { address: { max: 8, windowSeconds: 900 }, accountAtAddress: { max: 3, windowSeconds: 900 } }

  it("lets exactly the account's tries through a burst, however the database orders each key's counts", async () => {
    for (const order of [() => 'arrival' as const, (key: string) => (key.includes(':account-at-address:') ? 'reverse' : 'arrival')]) {
      const limiter = limiterWithOrder(order)
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          failedSignInGuard(limiter, limits, 'login', { address: '198.51.100.70', account: 'vic@example.test' }).attempt(),
        ),
      )
      // Refused tries of the burst must not fill the address's count for the ones the pair allows.
      expect(results.filter((r) => r === null)).toHaveLength(3)
      expect(results.filter((r) => r === 900)).toHaveLength(9)
    }
  })
})
