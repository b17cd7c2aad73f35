import type { Result, Router } from 'hono/router'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'
import { describe, expect, it } from 'vitest'
import { ROUTE_MEMO_SIZE, RouteMemo } from './route-memo.ts'

// Routes shaped like the platform's, the ones the compiled router refuses among them.
const routes: Array<[string, string]> = [
  ['ALL', '*'],
  ['ALL', '/api/*'],
  ['GET', '/api/buckets/:bucketId'],
  ['GET', '/api/content/:id'],
  ['PUT', '/api/baskets/vouchers/:code'],
  ['DELETE', '/api/baskets/vouchers/:code'],
  ['PUT', '/api/baskets/:id'],
  ['POST', '/api/v1/watchlists/:id/content'],
  ['DELETE', '/api/v1/watchlists/:id/content/:type/:itemId'],
  ['GET', '/api/v1/watchlists/:ownerId/:id'],
  ['DELETE', '/api/v1/watchlists/:ownerId/:id'],
  ['POST', '/api/v1/watchlists/:ownerId/:id/save'],
]
const asked: Array<[string, string]> = [
  ['GET', '/api/buckets/films'],
  ['GET', '/api/content/vod-1'],
  ['PUT', '/api/baskets/vouchers/SPRING'],
  ['PUT', '/api/baskets/b-1'],
  ['DELETE', '/api/baskets/vouchers/SPRING'],
  ['POST', '/api/v1/watchlists/w-1/content'],
  ['DELETE', '/api/v1/watchlists/w-1/content/VOD/vod-2'],
  ['GET', '/api/v1/watchlists/owner-1/w-1'],
  ['POST', '/api/v1/watchlists/owner-1/w-1/save'],
  ['GET', '/api/nothing/here'],
  ['PATCH', '/api/buckets/films'],
]

function hono() {
  return new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] })
}

function filled(router: Router<string>) {
  routes.forEach(([method, path], i) => router.add(method, path, `${i} ${method} ${path}`))
  return router
}

/** What a match says: the handlers in order, each with its parameters. */
function read(result: Result<string>) {
  const [handlers, stash] = result
  return handlers.map(([handler, params]) => [
    handler,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, stash ? stash[v as number] : v])),
  ])
}

/** Hono's default router, counting the matches it is asked for. */
function counting() {
  const router = hono()
  let matches = 0
  const wrapper: Router<string> = {
    name: 'counting',
    add: (method, path, handler) => router.add(method, path, handler),
    match: (method, path) => {
      matches++
      return router.match(method, path)
    },
  }
  return { router: wrapper, matches: () => matches }
}

describe("the platform's route memo", () => {
  it("matches every path as Hono's default router does, the routes it cannot compile included", () => {
    const memo = filled(new RouteMemo<string>())
    const plain = filled(hono())
    for (const round of [1, 2]) {
      for (const [method, path] of asked)
        expect(read(memo.match(method, path)), `${method} ${path}, round ${round}`).toEqual(read(plain.match(method, path)))
    }
    expect(read(memo.match('PUT', '/api/baskets/b-1')).at(-1)).toEqual(['6 PUT /api/baskets/:id', { id: 'b-1' }])
    expect(read(memo.match('GET', '/api/v1/watchlists/owner-1/w-1')).at(-1)).toEqual([
      '9 GET /api/v1/watchlists/:ownerId/:id',
      { ownerId: 'owner-1', id: 'w-1' },
    ])
  })

  it('asks its router once per method and path', () => {
    const inner = counting()
    const memo = filled(new RouteMemo<string>(inner.router))
    for (let i = 0; i < 5; i++) {
      memo.match('GET', '/api/buckets/films')
      memo.match('GET', '/api/buckets/series')
      memo.match('HEAD', '/api/buckets/films')
    }
    expect(inner.matches()).toBe(3)
  })

  it('remembers a bounded number of paths, starting over when full', () => {
    const inner = counting()
    const memo = filled(new RouteMemo<string>(inner.router))
    for (let i = 0; i < ROUTE_MEMO_SIZE; i++) memo.match('GET', `/api/content/item-${i}`)
    memo.match('GET', '/api/content/item-0')
    expect(inner.matches()).toBe(ROUTE_MEMO_SIZE)
    memo.match('GET', '/api/content/one-more')
    memo.match('GET', '/api/content/item-1')
    expect(inner.matches()).toBe(ROUTE_MEMO_SIZE + 2)
  })
})
