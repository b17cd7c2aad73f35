/**
 * Rate limits held in the database (table rate_limits), so they hold across processes: a fixed
 * window per key, counted with one upsert. Keys name the action and what is limited, e.g.
 * `login:account:ana@example.test` or `signup:address:203.0.113.9`.
 */
import { and, lt, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { DrizzleDb } from '../db/database.ts'
import { rateLimits } from '../db/schema.ts'
import { clientAddress, errorResponse, type AppEnv } from '../http.ts'

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
  /** card checks and charges the provider refused (402): a stolen-card tester's tries */
  cardFailures: { address: Limit; account: Limit }
  /** gift codes that named no gift (404): a code guesser's tries */
  giftCodeFailures: { address: Limit; account: Limit }
}

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  loginFailures: { address: { max: 50, windowSeconds: 15 * 60 }, accountAtAddress: { max: 5, windowSeconds: 15 * 60 } },
  magicLink: { address: { max: 20, windowSeconds: 15 * 60 }, account: { max: 3, windowSeconds: 15 * 60 } },
  passwordReset: { address: { max: 20, windowSeconds: 15 * 60 }, account: { max: 3, windowSeconds: 15 * 60 } },
  signup: { address: { max: 20, windowSeconds: 60 * 60 }, account: { max: 3, windowSeconds: 60 * 60 } },
  cardFailures: { address: { max: 30, windowSeconds: 60 * 60 }, account: { max: 10, windowSeconds: 60 * 60 } },
  giftCodeFailures: { address: { max: 30, windowSeconds: 60 * 60 }, account: { max: 10, windowSeconds: 60 * 60 } },
}

export function createRateLimiter(db: DrizzleDb, now: () => Date) {
  const windowOf = (limit: Limit) => {
    const ms = limit.windowSeconds * 1000
    return new Date(Math.floor(now().getTime() / ms) * ms)
  }
  async function take(key: string, limit: Limit): Promise<{ over: boolean; giveBack: () => Promise<void> }> {
    const windowStart = windowOf(limit)
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count })
    return {
      over: (row?.count ?? 0) > limit.max,
      giveBack: async () => {
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(and(sql`${rateLimits.key} = ${key}`, sql`${rateLimits.windowStart} = ${windowStart}`))
      },
    }
  }
  return {
    /** Counts one hit; true when the key is now over its limit. */
    async hit(key: string, limit: Limit): Promise<boolean> {
      return (await take(key, limit)).over
    },
    /**
     * Counts one try before it is made, in one statement, so tries made at the same moment cannot
     * all pass a check that none of them has counted yet. `over`: refuse the try. `giveBack()`
     * uncounts it (a try that turned out not to be a failure).
     */
    take,
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
 * Takes one try from each key in turn, narrowest first, and takes a wider key only for a try the
 * narrower ones let through. Taken side by side, every refused try of a burst also sat in the wide
 * key's count until it was given back; on a database that runs them in parallel, a try within the
 * narrow limit could then find the wide key full of refusals and be refused too.
 * `overLimit`: the limit that refused the try (whatever was taken is then given back already),
 * else null. `giveBack()` gives back what is still taken, once.
 */
async function takeInTurn(
  limiter: RateLimiter,
  keys: Array<[key: string, limit: Limit]>,
): Promise<{ overLimit: Limit | null; giveBack: () => Promise<void> }> {
  const taken: Array<{ giveBack: () => Promise<void> }> = []
  const giveBack = async () => {
    await Promise.all(taken.splice(0).map((t) => t.giveBack()))
  }
  for (const [key, limit] of keys) {
    const one = await limiter.take(key, limit)
    taken.push(one)
    if (one.over) {
      await giveBack()
      return { overLimit: limit, giveBack }
    }
  }
  return { overLimit: null, giveBack }
}

/**
 * The failed-sign-in guard shared by every way to sign in with a secret (password, credentials
 * partners, a profile's PIN): `attempt()` before trying, `notFailed()` after a try that was not a
 * wrong secret. `scope` names the door.
 *
 * A try is counted when it starts, not when it has failed: checking first and counting after the
 * (slow, on purpose) password check let 40 guesses sent at once all pass a limit of 5. A try that
 * succeeds, or is refused, is uncounted, so the counts hold wrong secrets and tries in flight.
 */
export function failedSignInGuard(
  limiter: RateLimiter,
  limits: RateLimitPolicy['loginFailures'],
  scope: string,
  who: { address: string; account: string },
) {
  const addressKey = `${scope}:address:${who.address}`
  const pairKey = `${scope}:account-at-address:${who.account}|${who.address}`
  // what the last attempt took; giving back twice gives back once
  let held: () => Promise<void> = async () => {}
  return {
    /** Counts the try; null when it may go ahead, else the seconds to wait (the try is then uncounted). */
    async attempt(): Promise<number | null> {
      const tried = await takeInTurn(limiter, [
        [pairKey, limits.accountAtAddress],
        [addressKey, limits.address],
      ])
      held = tried.giveBack
      return tried.overLimit ? limiter.retryAfterSeconds(tried.overLimit) : null
    },
    /** The try was not a wrong secret (it signed in, or failed for another reason): uncount it. */
    notFailed: () => held(),
  }
}

/**
 * Hono middleware limiting the failures of a signed-in call per account and per address: each call
 * is counted before it runs (so calls sent at once cannot all pass), and uncounted when its answer
 * is not a failure (`failed(status)`). Over either limit: 429 with Retry-After, before the call
 * runs. Calls without a signed-in caller pass through to the route's own 401.
 */
export function failureLimit(
  limiter: RateLimiter,
  limits: { address: Limit; account: Limit },
  scope: string,
  failed: (status: number) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.var.caller
    if (!caller || caller.isGuest) return next()
    const tried = await takeInTurn(limiter, [
      [`${scope}:account:${caller.sub}`, limits.account],
      [`${scope}:address:${clientAddress(c)}`, limits.address],
    ])
    if (tried.overLimit) {
      c.header('Retry-After', String(limiter.retryAfterSeconds(tried.overLimit)))
      return errorResponse(c, 429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Wait a while and try again.')
    }
    try {
      await next()
    } finally {
      if (!failed(c.res.status)) await tried.giveBack()
    }
  }
}
