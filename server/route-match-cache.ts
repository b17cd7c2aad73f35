/**
 * Route matching, once per route shape and path.
 *
 * Remix answers every document request by matching the URL against the route table four times
 * (the server runtime, the static handler, React Router's <Routes> and the lazy route discovery
 * of the browser's first manifest), and React Router's `matchRoutes` flattens, ranks and compiles
 * a regular expression for every route each time. With the localized route table (~170 routes)
 * that was about a fifth of the guest home page's CPU time (docs/decisions/014-render-path-budget.md).
 *
 * `matchRoutes(routes, location, basename)` depends only on the routes' ids, paths, index and
 * case-sensitivity flags, nested, and on the path: the same route table always gives the same
 * matches. This memo remembers, per route *shape* and path, which route ids matched with which
 * params, and rebuilds the answer with the route objects of the array it is given (React Router
 * and Remix build new route arrays per request with the same shape). Routes without ids are
 * matched as before. The memo is bounded (oldest path first out).
 */
import { createRequire } from 'node:module'

export interface RouteLike {
  id?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: RouteLike[]
}

export interface RouteMatchLike<R extends RouteLike = RouteLike> {
  params: Record<string, string | undefined>
  pathname: string
  pathnameBase: string
  route: R
}

type LocationArg = string | { pathname?: string }
export type MatchRoutes = <R extends RouteLike>(routes: R[], location: LocationArg, basename?: string) => RouteMatchLike<R>[] | null

interface Shape {
  /** Index of the shape among the known ones: the short prefix of result keys. */
  id: number
  /** Route objects of this particular array, by id. */
  byId: Map<string, RouteLike>
}

interface Remembered {
  id: string
  params: Record<string, string | undefined>
  pathname: string
  pathnameBase: string
}

export interface RouteMatchCacheOptions {
  /** Paths remembered over all shapes before the oldest go. */
  maxPaths?: number
  /** Route shapes remembered (one per build; more during development rebuilds). */
  maxShapes?: number
}

/** `matchRoutes` with a memo; `original` is React Router's. */
export function memoizeMatchRoutes(original: MatchRoutes, { maxPaths = 2000, maxShapes = 8 }: RouteMatchCacheOptions = {}): MatchRoutes {
  const shapeIds = new Map<string, number>()
  let nextShapeId = 0
  const shapes = new WeakMap<object, Shape | null>()
  const results = new Map<string, Remembered[] | null>()

  function shapeOf(routes: RouteLike[]): Shape | null {
    const known = shapes.get(routes)
    if (known !== undefined) return known
    const byId = new Map<string, RouteLike>()
    let complete = true
    const describe = (list: RouteLike[]): unknown[] =>
      list.map((r) => {
        if (typeof r.id !== 'string' || byId.has(r.id)) complete = false
        else byId.set(r.id, r)
        return [r.id, r.path ?? null, r.index === true, r.caseSensitive === true, r.children?.length ? describe(r.children) : 0]
      })
    const key = JSON.stringify(describe(routes))
    let shape: Shape | null = null
    if (complete) {
      let id = shapeIds.get(key)
      if (id === undefined) {
        if (shapeIds.size >= maxShapes) {
          shapeIds.clear()
          results.clear()
        }
        id = nextShapeId++
        shapeIds.set(key, id)
      }
      shape = { id, byId }
    }
    shapes.set(routes, shape)
    return shape
  }

  return function matchRoutes<R extends RouteLike>(routes: R[], location: LocationArg, basename = '/'): RouteMatchLike<R>[] | null {
    const raw = typeof location === 'string' ? location : (location?.pathname ?? '/')
    const cut = raw.search(/[?#]/)
    const pathname = cut === -1 ? raw : raw.slice(0, cut)
    const shape = Array.isArray(routes) ? shapeOf(routes) : null
    if (!shape) return original(routes, location, basename)
    const key = `${shape.id}\u0000${basename}\u0000${pathname}`
    let remembered = results.get(key)
    if (remembered === undefined) {
      const matches = original(routes, location, basename)
      remembered =
        matches && matches.map((m) => ({ id: m.route.id!, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase }))
      if (results.size >= maxPaths) results.delete(results.keys().next().value!)
      results.set(key, remembered)
      return matches
    }
    if (remembered === null) return null
    return remembered.map((m) => ({
      params: { ...m.params },
      pathname: m.pathname,
      pathnameBase: m.pathnameBase,
      route: shape.byId.get(m.id) as R,
    }))
  }
}

let installed = false

/**
 * Put the memo in place of React Router's `matchRoutes` for this process. The server runtime,
 * React Router and Remix's React package look it up on the module's exports at each call, so
 * they all use it; so does the static handler, whose own calls read the export since the
 * install-time edit of scripts/patch-dependencies.mjs.
 */
export function installRouteMatchCache(options?: RouteMatchCacheOptions): boolean {
  if (installed) return true
  const fromRuntime = createRequire(createRequire(import.meta.url).resolve('@remix-run/server-runtime'))
  const router = fromRuntime('@remix-run/router') as { matchRoutes: MatchRoutes }
  const descriptor = Object.getOwnPropertyDescriptor(router, 'matchRoutes')
  if (!descriptor?.writable || typeof router.matchRoutes !== 'function') return false
  router.matchRoutes = memoizeMatchRoutes(router.matchRoutes, options)
  installed = true
  return true
}
