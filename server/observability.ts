/**
 * What an operator sees of the running web server:
 * - every request gets an id (a plain one a proxy sent, or a new one), answered in
 *   `X-Request-Id`, passed to the platform, and attached to every log line written while the
 *   request is handled (app/utils/request-context.server.ts);
 * - `/metrics`, Prometheus text: request durations by route key of the route table, method and
 *   status, the platform calls' durations and failures, timeouts and breaker refusals among them
 *   (app/platform/client.server.ts), the remote platform's circuit breaker
 *   (app/platform/resilience.server.ts), payments and the database pool (platform/metrics.ts),
 *   and Node's own process metrics. It answers this
 *   machine (a scraper on loopback or a sidecar) or a bearer of METRICS_TOKEN, nobody else;
 * - `/readyz`, readiness: the platform answers, its database is reachable and every migration
 *   is applied. `/healthz` stays the cheap liveness check.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto'
import type express from 'express'
import client from 'prom-client'
import { expandRoutes } from '../app/route-table.js'
import { REQUEST_ID_PATTERN, runWithRequest } from '../app/utils/request-context.server.ts'
import { histogram } from '../app/utils/metrics.server.ts'
import { isLoopbackAddress } from '../platform/http.ts'
import type { PlatformTransport } from '../app/platform/client.server.ts'

let defaultsCollected = false

/** Route keys by path pattern, most specific (fewest parameters, then longest) first. */
const patterns = expandRoutes()
  .filter((r) => r.path !== '*')
  .map((r) => {
    const source = r.path
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      )
      .join('')
    return { key: r.key, params: (r.path.match(/:/g) ?? []).length, regex: new RegExp(`^${source || '/'}/?$`) }
  })
  .sort((a, b) => a.params - b.params || b.regex.source.length - a.regex.source.length)

/** A bounded label for a path: its route key, or the family of a non-page path. */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith('/api/')) return 'api'
  if (pathname.startsWith('/media/')) return 'media'
  if (pathname.startsWith('/build/') || pathname.startsWith('/plugins/')) return 'static'
  if (pathname === '/metrics' || pathname === '/readyz') return pathname.slice(1)
  return patterns.find((p) => p.regex.test(pathname))?.key ?? 'NOT_FOUND'
}

const requestDuration = () =>
  histogram(
    'marquee_http_request_duration_seconds',
    'Time to answer HTTP requests, by route key, method and status',
    ['route', 'method', 'status'] as const,
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  )

/** Request ids and request timing; first in the chain so both cover everything after it. */
export function observe(): express.RequestHandler {
  if (!defaultsCollected) {
    defaultsCollected = true
    client.collectDefaultMetrics()
  }
  const duration = requestDuration()
  return (req, res, next) => {
    const given = req.get('x-request-id')
    const requestId = given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID()
    req.headers['x-request-id'] = requestId
    res.setHeader('X-Request-Id', requestId)
    const end = duration.startTimer()
    res.once('finish', () => end({ route: routeLabel(req.path), method: req.method, status: String(res.statusCode) }))
    runWithRequest({ requestId, https: req.secure }, next)
  }
}

function tokenMatches(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `/metrics` for this machine or a bearer of the metrics token; 404 for anyone else. */
export function metricsHandler(metricsToken: string | undefined): express.RequestHandler {
  return (req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]
    if (!isLoopbackAddress(req.ip ?? '') && !tokenMatches(bearer, metricsToken)) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    client.register
      .metrics()
      .then((text) => res.status(200).set('Cache-Control', 'no-store').type(client.register.contentType).send(text))
      .catch(() => res.status(500).type('text/plain').send('metrics unavailable'))
  }
}

/** `/readyz`: 200 once the platform, its database and its migrations are ready; 503 with the reason otherwise. */
export function readinessHandler(transport: PlatformTransport): express.RequestHandler {
  return (_req, res) => {
    transport
      .fetch(new Request(new URL('/api/ready', transport.baseUrl), { signal: AbortSignal.timeout(2_000) }))
      .then(async (answer) => {
        const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>
        res
          .status(answer.ok ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json({ ready: answer.ok, platform: body })
      })
      .catch(() => res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '5' }).json({ ready: false, platform: 'unreachable' }))
  }
}
