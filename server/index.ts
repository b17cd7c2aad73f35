/**
 * The Node entry: one process serving the product. Express adds compression and static assets,
 * hands /api and /media to the embedded platform (unless PLATFORM_URL points at a remote one),
 * and everything else to Remix.
 */
import path from 'node:path'
import { constants as zlib } from 'node:zlib'
import express from 'express'
import compression from 'compression'
import { drainOnceFix } from './compression-drain.ts'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { loadEnv } from '../app/env.server.ts'
import { createRequestState } from '../app/context.ts'
import { metricsHandler, observe, readinessHandler } from './observability.ts'
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../app/security/content-security.ts'
import { inProcessTransport, remoteTransport, type PlatformTransport } from '../app/platform/client.server.ts'
import {
  breakerFor,
  DEFAULT_DEADLINES,
  DEFAULT_RETRY_AFTER_SECONDS,
  EMBEDDED_DEADLINES,
  type CircuitBreaker,
} from '../app/platform/resilience.server.ts'
import { answerUnavailablePlatform } from '../app/platform/unavailable.server.ts'
import { mediaAuthorization } from '../app/session.server.ts'
import { startEmbeddedPlatform } from './platform.ts'
import { installRouteMatchCache } from './route-match-cache.ts'
import { loopbackHostGuard, sameOriginGuard } from './same-origin.ts'
import { inputBoundary } from './input-boundary.ts'
import { formerPathRedirect } from './former-paths.ts'
import { buildAssets } from './build-assets.ts'
import { createPageCache } from './page-cache.ts'
import { createSharedReads, platformContentVersion } from '../app/platform/shared-reads.server.ts'

/** platform/http.ts CLIENT_ADDRESS_HEADER (server/ does not import platform internals beyond its entry) */
const CLIENT_ADDRESS_HEADER = 'x-marquee-client-ip'

const root = path.resolve(import.meta.dirname, '..')

/** How long a shutdown waits for requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 5_000

/**
 * Sets (or, with undefined, removes) a request header for the handlers after this one. The
 * platform's listener reads `rawHeaders`, so both views are changed.
 */
function setRequestHeader(req: express.Request, name: string, value: string | undefined) {
  const lower = name.toLowerCase()
  const raw: string[] = []
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== lower) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
  }
  if (value === undefined) delete req.headers[lower]
  else {
    req.headers[lower] = value
    raw.push(name, value)
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw)
}

/** The answer of /api and /media when the remote platform cannot be reached in time, or its breaker is open. */
function platformUnavailable(retryAfter: number, message: string): Response {
  return new Response(JSON.stringify({ code: 'PLATFORM_UNAVAILABLE', message }), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
  })
}

/**
 * Forward a request to a remote platform, keeping method, headers and body. The platform must
 * start answering within `timeoutMs` (the body, an event stream say, may then take its time),
 * and the breaker counts what happens.
 */
async function proxyTo(base: string, request: Request, opts: { timeoutMs: number; breaker: CircuitBreaker | null }): Promise<Response> {
  const { breaker } = opts
  const retryAfter = () => breaker?.retryAfterSeconds() ?? DEFAULT_RETRY_AFTER_SECONDS
  if (breaker && !breaker.allow()) return platformUnavailable(retryAfter(), 'The platform is failing: calls are paused')
  const incoming = new URL(request.url)
  const target = new URL(incoming.pathname + incoming.search, base)
  const headers = new Headers(request.headers)
  headers.delete('host')
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), opts.timeoutMs)
  let response: Response
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, deadline.signal]),
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  } catch {
    if (request.signal.aborted) return new Response(null, { status: 499 })
    breaker?.failure()
    return platformUnavailable(
      retryAfter(),
      deadline.signal.aborted ? 'The platform did not answer in time' : 'The platform cannot be reached',
    )
  } finally {
    clearTimeout(timer)
  }
  if (response.status >= 500) breaker?.failure()
  else breaker?.success()
  const out = new Headers(response.headers)
  out.delete('content-encoding')
  out.delete('content-length')
  return new Response(response.body, { status: response.status, headers: out })
}

export interface ServerOptions {
  /** The clock of the platform's circuit breaker (tests move it instead of waiting). */
  now?: () => number
}

export async function startServer(overrides: Record<string, string | undefined> = {}, options: ServerOptions = {}) {
  const env = loadEnv({ ...process.env, ...overrides })
  const embedded = env.PLATFORM_URL ? null : await startEmbeddedPlatform(env)
  // Every platform call has a deadline; a remote platform also has a circuit breaker (one per
  // base URL in this process). The embedded one runs in this process: no breaker, but a budget.
  const defaults = embedded ? EMBEDDED_DEADLINES : DEFAULT_DEADLINES
  const deadlines = {
    required: env.PLATFORM_TIMEOUT_MS ?? defaults.required,
    optional: env.PLATFORM_OPTIONAL_TIMEOUT_MS ?? defaults.optional,
  }
  const breaker: CircuitBreaker | null = embedded
    ? null
    : breakerFor(env.PLATFORM_URL!, {
        failureThreshold: env.PLATFORM_BREAKER_FAILURES,
        coolDownMs: env.PLATFORM_BREAKER_COOLDOWN_MS,
        now: options.now,
      })
  const transport: PlatformTransport = embedded
    ? inProcessTransport(embedded.platform, deadlines)
    : remoteTransport(env.PLATFORM_URL!, { deadlines, breaker: breaker! })

  // Route matching once per route table and path, not four times per request (route-match-cache.ts).
  installRouteMatchCache()
  // A page whose own data the platform cannot give answers 503 with Retry-After (unavailable.server.ts).
  const build = answerUnavailablePlatform((await import(path.join(root, 'build/index.js'))) as ServerBuild)
  const remix = createRequestHandler(build, env.NODE_ENV === 'production' ? 'production' : 'development')

  const app = express()
  app.disable('x-powered-by')
  // Proxies whose forwarding headers are believed: loopback unless TRUST_PROXY names others (env.server.ts).
  app.set('trust proxy', env.TRUST_PROXY)
  // Request ids, timing and the operator's endpoints (observability.ts).
  app.use(observe())
  app.get('/metrics', metricsHandler(env.METRICS_TOKEN))
  app.get('/readyz', readinessHandler(transport))
  // Flush each chunk so streamed rows reach the browser as they render.
  app.use(compression({ flush: zlib.Z_SYNC_FLUSH }))
  app.use(drainOnceFix())
  // The forwarding headers the platform and the app read (territory, https stream URLs) are
  // set here from what Express trusts (loopback proxies only), never taken from the browser.
  app.use((req, _res, next) => {
    setRequestHeader(req, 'X-Forwarded-For', req.ip ?? req.socket.remoteAddress ?? '')
    setRequestHeader(req, 'X-Forwarded-Proto', req.protocol)
    setRequestHeader(req, 'X-Forwarded-Host', req.get('host'))
    // The platform's rate limits and sign-up territory rules key on this; a browser's own value is replaced.
    setRequestHeader(req, CLIENT_ADDRESS_HEADER, req.ip ?? req.socket.remoteAddress ?? 'unknown')
    next()
  })
  // Pages add their Content-Security-Policy with the request's nonce (app/entry.server.tsx).
  const publicHttps = env.PUBLIC_URL?.startsWith('https:') ?? false
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    if (req.secure || publicHttps) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    next()
  })
  // Cross-site posts are refused before any handler sees them (same-origin.ts).
  app.use(sameOriginGuard({ publicUrl: env.PUBLIC_URL }))
  // This machine's own paths answer only a Host that is this machine's (DNS rebinding; same-origin.ts).
  app.use(loopbackHostGuard({ publicUrl: env.PUBLIC_URL }))
  // Bad paths, queries, methods and bodies are answered 4xx before Remix sees them (input-boundary.ts).
  app.use(inputBoundary())
  // Addresses that use a renamed path word move permanently to the current one (former-paths.ts).
  app.use(formerPathRedirect())
  // Scripts and stylesheets from memory, compressed when built (build-assets.ts); the rest from disk.
  app.use(
    '/build',
    buildAssets(path.join(root, 'public/build')),
    express.static(path.join(root, 'public/build'), { immutable: true, maxAge: '1y' }),
  )
  app.use('/plugins', express.static(path.join(root, 'fixtures/plugins'), { maxAge: '1h' }))
  // Files of public/ (favicon and the like) only: checking the disk for every page path costs.
  const publicFiles = express.static(path.join(root, 'public'), { maxAge: '1h', index: false })
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/api/') ? publicFiles(req, res, next) : next()))

  // /api and /media belong to the platform: the embedded one, or the remote one proxied.
  const platformListener = getRequestListener(
    (request) =>
      embedded ? embedded.platform.fetch(request) : proxyTo(env.PLATFORM_URL!, request, { timeoutMs: deadlines.required, breaker }),
    { overrideGlobalObjects: false },
  )
  app.all('/api/*', (req, res) => void platformListener(req, res))
  // Signed media URLs are bound to the viewer: the platform learns who asks from the session.
  // The session's token goes only to a path that is still under /media/ once the platform's URL
  // parser has resolved dot segments: `/media/../api/…` (or `/media/%2e%2e/api/…`) would otherwise
  // reach the whole API with the cookie's token, which no API call is meant to accept.
  app.all('/media/*', (req, res, next) => {
    if (!new URL(req.originalUrl, 'http://media').pathname.startsWith('/media/')) {
      res.status(404).setHeader('Cache-Control', 'no-store')
      res.json({ code: 'NOT_FOUND', message: 'No such resource.' })
      return
    }
    mediaAuthorization(req.headers.cookie)
      .then((authorization) => {
        setRequestHeader(req, 'Authorization', authorization)
        void platformListener(req, res)
      })
      .catch(next)
  })

  // Platform answers every viewer may share, kept while the content version holds (shared-reads.server.ts).
  const sharedReads = env.PLATFORM_READ_CACHE === 'on' ? createSharedReads(transport) : null
  async function render(request: Request, clientAddress: string | undefined): Promise<Response> {
    const state = createRequestState(clientAddress)
    const response = await remix(request, { platform: sharedReads ? sharedReads.forRequest() : transport, state })
    if (!state.cookies.length) return response
    // Tokens refreshed while loading: send the rotated session cookie with the answer.
    const headers = new Headers(response.headers)
    for (const cookie of state.cookies) headers.append('Set-Cookie', cookie)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  // Guests' pages from memory while the CMS and catalogue are unchanged (page-cache.ts).
  const pageCache =
    env.PAGE_CACHE === 'on'
      ? createPageCache({ version: platformContentVersion(transport), maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 })
      : null
  const remixListener = getRequestListener(
    async (request, { incoming }) => {
      const clientAddress = (incoming as express.Request).ip ?? incoming.socket.remoteAddress
      return pageCache ? pageCache.serve(request, (req) => render(req, clientAddress)) : render(request, clientAddress)
    },
    { overrideGlobalObjects: false },
  )
  app.all('*', (req, res) => void remixListener(req, res))

  const server = app.listen(env.PORT, env.HOST)
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS
  // Node requires headersTimeout above keepAliveTimeout, or a reused connection can be cut mid-request.
  server.headersTimeout = Math.max(env.HEADERS_TIMEOUT_MS, env.KEEP_ALIVE_TIMEOUT_MS + 1000)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT

  async function close() {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Open live-now event streams would hold the server open: end them, then wait for the rest.
    embedded?.platform.endStreams()
    // Idle keep-alive connections are kept for a long time (keepAliveTimeout): close them now, and
    // whatever is still open after a grace period (a relayed stream, a stuck client) after it.
    server.closeIdleConnections()
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    force.unref()
    await closed
    clearTimeout(force)
    await embedded?.close()
  }
  return { port, close, server, breaker, pageCache, sharedReads }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const { port, close } = await startServer()
  console.log(`Marquee is ready at http://localhost:${port}`)
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} received: finishing requests in flight, then closing`)
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1))
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
