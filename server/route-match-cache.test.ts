import { createRequire } from 'node:module'
import { describe, expect, it, vi } from 'vitest'
import { expandRoutes } from '#app/route-table.js'
import { installRouteMatchCache, memoizeMatchRoutes, type MatchRoutes, type RouteLike } from './route-match-cache.ts'

const require = createRequire(import.meta.url)
const router = createRequire(require.resolve('@remix-run/server-runtime'))('@remix-run/router') as {
  matchRoutes: MatchRoutes
  createStaticHandler: typeof import('@remix-run/router').createStaticHandler
}
const original = router.matchRoutes

/** The app's routes the way Remix builds them (root with every page route as a child), as a fresh array each time. */
function appRoutes(): RouteLike[] {
  return [
    {
      id: 'root',
      path: '',
      children: expandRoutes().map((r) => ({ id: r.id, path: r.index ? undefined : r.path.replace(/^\//, ''), index: r.index })),
    },
  ]
}

const paths = [
  '/',
  '/home',
  '/es',
  '/es/inicio',
  '/pt/inicio',
  '/section/sport',
  '/es/seccion/sport',
  '/video/winter-orchard/winter-orchard',
  '/video/winter-orchard',
  '/live/a/b',
  '/gift/login',
  '/gift/g-1/login',
  '/gift/redeem/CODE/login',
  '/providers',
  '/providers/success/tv',
  '/fighters',
  '/fighters/dario-rossi',
  '/pt/lutadores/dario-rossi',
  '/news/feed/1',
  '/grid',
  '/no-such-page',
  '/home/extra',
  '/HOME',
  '/resources/bucket/b1',
  '/_admin/preview',
  '/home?x=1#top',
  '/es/cuadricula?facets=genre:drama',
]

describe('route match cache', () => {
  it('answers exactly as React Router does, with the route objects of the array it is given', () => {
    const memo = memoizeMatchRoutes(original)
    for (let round = 0; round < 3; round++) {
      const routes = appRoutes()
      for (const path of paths) {
        const expected = original(routes, path)
        const got = memo(routes, path)
        expect(got, `${path} round ${round}`).toEqual(expected)
        got?.forEach((m, i) => expect(m.route, path).toBe(expected![i]!.route))
        // Location objects and a basename give the same answers too.
        expect(memo(routes, { pathname: path.split(/[?#]/)[0] }), path).toEqual(original(routes, { pathname: path.split(/[?#]/)[0] }))
        expect(memo(routes, path, '/es'), path).toEqual(original(routes, path, '/es'))
      }
    }
  })

  it('matches a path of a route shape once, however many arrays of that shape ask', () => {
    const spy = vi.fn(original)
    const memo = memoizeMatchRoutes(spy as MatchRoutes)
    for (let i = 0; i < 5; i++) memo(appRoutes(), '/home')
    expect(spy).toHaveBeenCalledTimes(1)
    // A different table (another build) is matched on its own.
    const other = appRoutes()
    other[0]!.children!.push({ id: 'EXTRA', path: 'extra' })
    expect(memo(other, '/extra')?.at(-1)?.route.id).toBe('EXTRA')
    expect(memo(appRoutes(), '/extra')?.at(-1)?.route.id).toBe('NOT_FOUND')
  })

  it('hands out fresh params each time, and falls back to plain matching for routes without ids', () => {
    const memo = memoizeMatchRoutes(original)
    const first = memo(appRoutes(), '/section/sport')!
    first.at(-1)!.params.id = 'changed'
    expect(memo(appRoutes(), '/section/sport')!.at(-1)!.params.id).toBe('sport')

    const spy = vi.fn(original)
    const plain = memoizeMatchRoutes(spy as MatchRoutes)
    const anonymous = [{ path: '/a' }, { path: '/b' }]
    expect(plain(anonymous, '/b')?.[0]?.route).toBe(anonymous[1])
    plain(anonymous, '/b')
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('forgets the oldest paths beyond its bound', () => {
    const spy = vi.fn(original)
    const memo = memoizeMatchRoutes(spy as MatchRoutes, { maxPaths: 2 })
    const routes = appRoutes()
    memo(routes, '/a1')
    memo(routes, '/a2')
    memo(routes, '/a3')
    memo(routes, '/a1')
    expect(spy).toHaveBeenCalledTimes(4)
    memo(routes, '/a3')
    expect(spy).toHaveBeenCalledTimes(4)
  })

  it('is installed on the router module that the Remix server runtime uses', () => {
    expect(installRouteMatchCache()).toBe(true)
    expect(router.matchRoutes).not.toBe(original)
    const routes = appRoutes()
    expect(router.matchRoutes(routes, '/es/inicio')?.at(-1)?.route.id).toBe('HOME.es')
    router.matchRoutes = original
  })

  it("is what the static handler's own matching uses (the postinstall edit, scripts/patch-dependencies.mjs)", async () => {
    const spy = vi.fn(original)
    router.matchRoutes = spy as MatchRoutes
    try {
      const handler = router.createStaticHandler([
        { id: 'root', path: '/', children: [{ id: 'home', path: 'home', loader: () => 'home data' }] },
      ])
      const context = await handler.query(new Request('http://marquee.test/home'))
      expect(context).toMatchObject({ loaderData: { home: 'home data' } })
      await handler.queryRoute(new Request('http://marquee.test/home'))
      expect(spy).toHaveBeenCalledTimes(2)
    } finally {
      router.matchRoutes = original
    }
  })
})
