/**
 * Rate limits held in the database (table rate_limits), so they hold across processes: a fixed
 * window per key, counted with one upsert. Keys name the action and what is limited, e.g.
 * `login:account:ana@example.test` or `signup:address:203.0.113.9`.
 */
import { and, lt, sql } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { rateLimits } from '../db/schema.ts'

export interface Limit {
  max: number
  windowSeconds: number
}

/**
 * What each public action may do per address (client IP) and per account (email). Failed
 * sign-ins count per account *from one address* and per address, never per account alone:
 * otherwise anyone could lock anyone out by typing wrong passwords for their email.
 */
export interface RateLimitPolicy {
  loginFailures: { address: Limit; accountAtAddress: Limit }
  magicLink: { address: Limit; account: Limit }
  passwordReset: { address: Limit; account: Limit }
  signup: { address: Limit; account: Limit }
}

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  loginFailures: { address: { max: 50, windowSeconds: 15 * 60 }, accountAtAddress: { max: 5, windowSeconds: 15 * 60 } },
  magicLink: { address: { max: 20, windowSeconds: 15 * 60 }, account: { max: 3, windowSeconds: 15 * 60 } },
  passwordReset: { address: { max: 20, windowSeconds: 15 * 60 }, account: { max: 3, windowSeconds: 15 * 60 } },
  signup: { address: { max: 20, windowSeconds: 60 * 60 }, account: { max: 3, windowSeconds: 60 * 60 } },
}

export function createRateLimiter(db: DrizzleDb, now: () => Date) {
  const windowOf = (limit: Limit) => {
    const ms = limit.windowSeconds * 1000
    return new Date(Math.floor(now().getTime() / ms) * ms)
  }
  return {
    /** Counts one hit; true when the key is now over its limit. */
    async hit(key: string, limit: Limit): Promise<boolean> {
      const windowStart = windowOf(limit)
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
        .returning({ count: rateLimits.count })
      return (row?.count ?? 0) > limit.max
    },
    /** True when the key has already used up its limit (counts nothing). */
    async exceeded(key: string, limit: Limit): Promise<boolean> {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(sql`${rateLimits.key} = ${key}`, sql`${rateLimits.windowStart} = ${windowOf(limit)}`))
      return (row?.count ?? 0) >= limit.max
    },
    /** Seconds until the key's current window ends (for Retry-After). */
    retryAfterSeconds(limit: Limit): number {
      const ms = limit.windowSeconds * 1000
      return Math.max(1, Math.ceil((windowOf(limit).getTime() + ms - now().getTime()) / 1000))
    },
    /** Old windows are useless: drop those that ended a day ago. */
    async prune(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now().getTime() - 24 * 3600 * 1000)))
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The failed-sign-in guard shared by every way to sign in with a secret (password, credentials
 * partners): `check()` before trying, `failed()` after a wrong secret. `scope` names the door.
 */
export function failedSignInGuard(
  limiter: RateLimiter,
  limits: RateLimitPolicy['loginFailures'],
  scope: string,
  who: { address: string; account: string },
) {
  const addressKey = `${scope}:address:${who.address}`
  const pairKey = `${scope}:account-at-address:${who.account}|${who.address}`
  return {
    /** null when a try is allowed, else the seconds to wait. */
    async check(): Promise<number | null> {
      const [byAddress, byPair] = await Promise.all([
        limiter.exceeded(addressKey, limits.address),
        limiter.exceeded(pairKey, limits.accountAtAddress),
      ])
      if (byAddress) return limiter.retryAfterSeconds(limits.address)
      if (byPair) return limiter.retryAfterSeconds(limits.accountAtAddress)
      return null
    },
    async failed(): Promise<void> {
      await Promise.all([limiter.hit(addressKey, limits.address), limiter.hit(pairKey, limits.accountAtAddress)])
    },
  }
}
