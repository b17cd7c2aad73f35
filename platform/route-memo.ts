/**
 * The platform's router, remembering what each method and path matched.
 *
 * Hono's default router compiles every route into one regular expression when it can. Three of
 * the platform's routes cannot be compiled that way (a basket's and two of a watchlist's, whose
 * paths the API fixes: `/api/v1/watchlists/:id/content` beside `/api/v1/watchlists/:ownerId/:id`),
 * so it falls back to walking a trie of some 180 routes on every call: about a tenth of an
 * embedded call's cost, and the web calls the same few paths (settings, labels, a page, its
 * buckets) again and again. A match depends only on the method and the path, so it is kept and
 * given again; Hono only reads it.
 */
import type { Result, Router } from 'hono/router'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'

/** Paths remembered at most; a path with an id in it is one entry per id, so the memo starts over when full. */
export const ROUTE_MEMO_SIZE = 2_000

export class RouteMemo<T> implements Router<T> {
  name = 'RouteMemo'
  readonly #router: Router<T>
  readonly #matches = new Map<string, Result<T>>()

  /** `router` answers what is not remembered yet: Hono's default when left out. */
  constructor(router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#router = router
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear()
    this.#router.add(method, path, handler)
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`
    let result = this.#matches.get(key)
    if (result === undefined) {
      result = this.#router.match(method, path)
      if (this.#matches.size >= ROUTE_MEMO_SIZE) this.#matches.clear()
      this.#matches.set(key, result)
    }
    return result
  }
}
