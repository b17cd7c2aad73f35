/**
 * The embedded platform: one Hono app serving the platform API under /api and artwork under
 * /media, over the database it is given. The server mounts `fetch`; tests call it directly.
 */
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { RouteMemo } from './route-memo.ts'
import { sql } from 'drizzle-orm'
import { createInvalidatingCache } from './cache.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { CATALOGUE_CHANNEL, createCatalogueService } from './catalogue/service.ts'
import { createCatalogueStore } from './catalogue/store.ts'
import { createLiveAnnouncer, createLiveNowStore } from './catalogue/live-now.ts'
import { liveNowRoutes } from './catalogue/live-routes.ts'
import { createWatchTogether } from './watch-together/service.ts'
import { createWatchTogetherStore } from './watch-together/store.ts'
import { watchTogetherRoutes } from './watch-together/routes.ts'
import { cmsAdminRoutes, cmsPublicRoutes } from './cms/routes.ts'
import { CMS_CHANNEL, createCmsService } from './cms/service.ts'
import { createCmsStore } from './cms/store.ts'
import type { Database } from './db/database.ts'
import { appliedMigrations, committedMigrations } from './db/migrate.ts'
import { bodySizeLimit, errorResponse, inputBoundary, type AppEnv, type Logger } from './http.ts'
import { answerInProcess, inProcessAnswers, inProcessRequest, type InProcessAnswer } from './in-process.ts'
import { createAccountService, type RealmRules } from './identity/accounts.ts'
import type { AddressFieldRule } from '#schemas/account.ts'
import { termsOfSettings } from '#schemas/consent.ts'
import { createOutboxMailer, createSmtpMailer } from './identity/mail.ts'
import { authenticate, PURCHASE_PATHS, refuseChildPurchase } from './identity/middleware.ts'
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './identity/rate-limit.ts'
import { identityRoutes } from './identity/routes.ts'
import { createIdentityService } from './identity/service.ts'
import { createIdentityStore } from './identity/store.ts'
import { type TerritoryResolver } from './identity/territory.ts'
import { FederationConfig } from './identity/federation/config.ts'
import { createOidcRelyingParty } from './identity/federation/oidc.ts'
import { createPartnerService } from './identity/federation/partners.ts'
import { federationRoutes } from './identity/federation/routes.ts'
import { createFederationService } from './identity/federation/service.ts'
import { createFederationStore } from './identity/federation/store.ts'
import { createTvProviderService } from './identity/federation/tv.ts'
import { commerceRoutes } from './commerce/routes.ts'
import { requestLocale } from './commerce/localize.ts'
import { billingRoutes } from './commerce/billing-routes.ts'
import { createBillingService } from './commerce/billing.ts'
import { createCommerceService } from './commerce/service.ts'
import { createCommerceStore } from './commerce/store.ts'
import { createProviders, type CommerceOptions } from './commerce/providers/index.ts'
import { createGiftService, createGiftStore } from './commerce/gifts.ts'
import { giftRoutes } from './commerce/gift-routes.ts'
import { createCommerceClock, subscriptionRoutes } from './commerce/subscription-routes.ts'
import { createSubscriptionEngine, type RunSummary, type SubscriptionEngine } from './commerce/subscriptions.ts'
import { mediaRoutes } from './media/routes.ts'
import { personalRoutes } from './personal/routes.ts'
import { accountAreaRoutes } from './account/routes.ts'
import { createAccountAreaService } from './account/service.ts'
import { createAccountStore } from './account/store.ts'
import { clientAddress } from './playback/territory.ts'
import { createPersonalService } from './personal/service.ts'
import { createPersonalStore } from './personal/store.ts'
import { loadClips, DEFAULT_MEDIA_DIR } from './playback/clips.ts'
import { createGeoDatabase, type GeoDatabase } from './playback/geoip.ts'
import { hlsMediaRoutes } from './playback/media-routes.ts'
import { playbackRoutes } from './playback/routes.ts'
import { createPlaybackService } from './playback/service.ts'
import { createMediaSigner } from './playback/signing.ts'
import { createPlaybackStore } from './playback/store.ts'
import { watchlistRoutes } from './watchlists/routes.ts'
import { createWatchlistService } from './watchlists/service.ts'
import { createWatchlistStore } from './watchlists/store.ts'

export type { Database } from './db/database.ts'
export { openDatabase } from './db/database.ts'
export { migrate } from './db/migrate.ts'
export { seed, type SeedReport } from './seed.ts'

export const DEFAULT_ARTWORK_DIR = fileURLToPath(new URL('../fixtures/catalogue/artwork', import.meta.url))

export interface PlatformDeps {
  database: Database
  /** signs access tokens (HS256); at least 32 characters */
  secret: string
  now?: () => Date
  logger?: Pick<Console, 'info' | 'warn' | 'error'>
  /** where `/media/artwork/*` is read from; defaults to fixtures/catalogue/artwork */
  artworkDir?: string
  /** the HLS clips (`<clip>/clip.json` …); defaults to fixtures/media/hls */
  mediaDir?: string
  /** CIDR → country table for territory checks; defaults to playback/geoip/ranges.csv */
  geo?: GeoDatabase
  /**
   * Take the client's address from the first X-Forwarded-For entry. Only when whatever stands in
   * front of the platform overwrites that header (server/index.ts does); tests use it to set it.
   */
  trustForwardedFor?: boolean
  /** the country of loopback, private and unlisted addresses; defaults to the realm's first allowed territory */
  defaultCountry?: string
  /** streams one account may play at once (default 4) */
  maxConcurrentStreams?: number
  /** how far back a live stream can be rewound (default 120 s) */
  dvrWindowSeconds?: number
  /** the web product's origin, for links in mail (e.g. https://watch.example.com) */
  publicUrl?: string
  /** SMTP: send mail through nodemailer; without it mail is kept in the database's outbox */
  smtpUrl?: string
  mailFrom?: string
  /** serve the outbox at GET /api/_dev/outbox (never in production) */
  exposeOutbox?: boolean
  /** where a client address is (sign-up territory rules); the default knows only loopback/private */
  territory?: TerritoryResolver
  rateLimits?: RateLimitPolicy
  /** external sign-in providers (OpenID Connect, OAuth, social, TV, partners); none by default */
  federation?: FederationConfig
  /** how the platform calls external providers; the global fetch by default */
  fetch?: typeof fetch
  /** how often to look for live events whose start has come (ms); 0: only on catalogue changes */
  liveCheckIntervalMs?: number
  /** how often each process sweeps lapsed watch-together presences (ms); 0: never by itself */
  watchTogetherSweepIntervalMs?: number
  /** how often to drop rate-limit windows that ended a day ago (ms; default hourly); 0: never */
  rateLimitPruneIntervalMs?: number
  /** the timers of periodic work (tests inject their own); the global ones by default */
  timers?: Timers
  /** payment providers and their limits (the sandbox is refused in production unless DEMO) */
  commerce?: CommerceOptions
  /** how often the renewal scheduler runs (ms); 0 or unset: never by itself (tests call runRenewals) */
  renewalIntervalMs?: number
  /**
   * Serve the commerce clock at /api/_dev/commerce-clock (to loopback only): end-to-end tests move
   * it forward to see renewals. The demo and tests only, never production.
   */
  clockControl?: boolean
}

/** What periodic work needs of Node's timers; the handle is unref'd so it never keeps a process alive. */
export interface Timers {
  setInterval(run: () => void, ms: number): { unref(): unknown }
  clearInterval(handle: { unref(): unknown }): void
}

export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60 * 60 * 1000

export interface Platform {
  fetch(request: Request): Promise<Response>
  /**
   * `fetch` for a caller in this process (the web server's embedded transport): a JSON answer
   * comes without a body, its value beside it, frozen (in-process.ts).
   */
  answerInProcess(request: Request): Promise<InProcessAnswer>
  /** The Request for such a call (in-process.ts): a light object for a body-less GET. */
  requestInProcess(url: string, init: { method: string; headers: Headers; body?: string }): Request
  /** Ends long-lived answers (the live-now event streams) so a server can close its connections. */
  endStreams(): void
  /** Runs the renewal scheduler once over every subscription due now (what the interval does). */
  runRenewals(): Promise<RunSummary>
  /** Every route it serves, as method and Hono path pattern (`/api/vod/:id`): the contract test compares them with openapi.yaml. */
  routes(): Promise<Array<{ method: string; path: string }>>
  close(): Promise<void>
}

export function createPlatform(deps: PlatformDeps): Platform {
  const { database } = deps
  const now = deps.now ?? (() => new Date())
  const logger: Logger = deps.logger ?? console
  if (deps.secret.length < 32) throw new Error('createPlatform: secret must be at least 32 characters')
  const federationConfig = FederationConfig.parse(deps.federation ?? [])
  const outbound = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))

  // Caches subscribe to NOTIFY asynchronously; requests wait for that once, at first use.
  const cmsStore = createCmsStore(database.db)
  const liveStore = createLiveNowStore(database.db)
  const caches = Promise.all([
    createInvalidatingCache({ database, channel: CMS_CHANNEL, logger, version: () => cmsStore.cmsVersion() }),
    createInvalidatingCache({ database, channel: CATALOGUE_CHANNEL, logger }),
    createLiveAnnouncer({
      database,
      store: liveStore,
      now,
      logger,
      catalogueChannel: CATALOGUE_CHANNEL,
      intervalMs: deps.liveCheckIntervalMs,
    }),
    createWatchTogether({
      database,
      store: createWatchTogetherStore(database.db),
      now,
      logger,
      sweepIntervalMs: deps.watchTogetherSweepIntervalMs,
    }),
  ])
  const clips = loadClips(deps.mediaDir ?? DEFAULT_MEDIA_DIR)
  const geo = deps.geo ?? createGeoDatabase()
  const signer = createMediaSigner(deps.secret)
  const ready = caches.then(([cmsCache, catalogueCache, announcer, watchTogether]) =>
    buildApp(cmsCache, catalogueCache, announcer, watchTogether),
  )
  ready.catch(() => {}) // reported on first request

  // Rate-limit windows pile up in the database (one row per key and window): drop old ones now and then.
  const timers: Timers = deps.timers ?? {
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
  }
  const pruneEvery = deps.rateLimitPruneIntervalMs ?? RATE_LIMIT_PRUNE_INTERVAL_MS
  const limiter = createRateLimiter(database.db, now)
  let pruning: Promise<void> | undefined
  const pruneTimer =
    pruneEvery > 0
      ? timers.setInterval(() => {
          if (pruning) return
          pruning = limiter
            .prune()
            .catch((error: unknown) => logger.warn(`[platform] pruning rate limits failed: ${(error as Error)?.message}`))
            .finally(() => (pruning = undefined))
        }, pruneEvery)
      : undefined
  pruneTimer?.unref()

  // Commerce runs on its own clock: the platform's, moved forward by the dev clock where allowed.
  const commerceClock = createCommerceClock(now)
  const commerceNow = commerceClock.now
  const engine = ready.then(() => subscriptionEngine!)
  engine.catch(() => {}) // reported on first request
  let subscriptionEngine: SubscriptionEngine | undefined
  let renewing: Promise<unknown> | undefined
  const renewalTimer =
    (deps.renewalIntervalMs ?? 0) > 0
      ? timers.setInterval(() => {
          if (renewing) return
          renewing = engine
            .then((e) => e.runDue())
            .catch((error: unknown) => logger.warn(`[commerce] renewals failed: ${(error as Error)?.message}`))
            .finally(() => (renewing = undefined))
        }, deps.renewalIntervalMs!)
      : undefined
  renewalTimer?.unref()

  function buildApp(...[cmsCache, catalogueCache, announcer, watchTogether]: Awaited<typeof caches>) {
    const identityStore = createIdentityStore(database.db)
    const identity = createIdentityService({ store: identityStore, secret: deps.secret, now })
    const cms = createCmsService({ store: cmsStore, cache: cmsCache, now })
    // gifts: bought through the commerce basket; their codes go out by mail (the outbox without SMTP)
    const gifts = createGiftService({
      store: createGiftStore(database.db),
      mailer: deps.smtpUrl
        ? createSmtpMailer(deps.smtpUrl, deps.mailFrom ?? 'Marquee <no-reply@marquee.test>')
        : createOutboxMailer(database.db),
      now,
      logger,
      publicUrl: deps.publicUrl,
      realmName: async () =>
        ((await cms.published('settings', 'realm'))?.body as { realmName?: string } | undefined)?.realmName ?? 'Marquee',
    })
    const providers = createProviders({ ...deps.commerce, platformSecret: deps.secret, now: commerceNow })
    subscriptionEngine = createSubscriptionEngine({ db: database.db, providers, now: commerceNow, logger })
    const commerce = createCommerceService({
      gifts: gifts.hooks,
      store: createCommerceStore(database.db),
      providers,
      now: commerceNow,
      logger,
      maxPaymentMethods: deps.commerce?.maxPaymentMethods,
      captcha: deps.commerce?.captcha,
      publicUrl: deps.publicUrl,
      // called per basket, after `realm` below is defined
      addressFieldRules: async () => (await realm()).addressFieldRules,
    })
    const catalogueStore = createCatalogueStore(database.db)
    const personalStore = createPersonalStore(database.db)
    const catalogue = createCatalogueService({
      store: catalogueStore,
      cache: catalogueCache,
      now,
      // the favourite flag on a signed-in caller's content and video answers
      favouriteIds: (caller, ids) => personalStore.favouriteIds(caller.sub, ids),
    })
    const playbackStore = createPlaybackStore(database.db)
    const personal = createPersonalService({ store: personalStore, playback: playbackStore, now })
    const playback = createPlaybackService({
      store: playbackStore,
      catalogue: catalogueStore,
      cms,
      personal,
      signer,
      geo,
      clips,
      now,
      defaultCountry: deps.defaultCountry,
      maxConcurrentStreams: deps.maxConcurrentStreams,
      viewerEmail: async (caller) => (await identityStore.findAccountById(caller.sub))?.email ?? null,
    })
    const trustForwardedFor = deps.trustForwardedFor ?? false
    const outbox = createOutboxMailer(database.db)
    const realm = async (): Promise<RealmRules & { addressFieldRules: AddressFieldRule[] }> => {
      const body = (await cms.published('settings', 'realm'))?.body as
        | {
            realmName?: string
            features?: { selfRegistration?: boolean }
            territories?: { allowed?: string[] }
            addressFieldRules?: AddressFieldRule[]
          }
        | undefined
      return {
        realmName: body?.realmName ?? 'Marquee',
        selfRegistration: body?.features?.selfRegistration ?? true,
        consentTerms: termsOfSettings(body),
        allowedTerritories: body?.territories?.allowed,
        addressFieldRules: body?.addressFieldRules ?? [],
      }
    }
    const accounts = createAccountService({
      store: identityStore,
      identity,
      mailer: deps.smtpUrl ? createSmtpMailer(deps.smtpUrl, deps.mailFrom ?? 'Marquee <no-reply@marquee.test>') : outbox,
      limiter,
      limits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
      realm,
      // sign-up territory rules use the same address table as stream access
      territory:
        deps.territory ??
        ((address) => {
          const found = geo.lookup(address)
          if (found.kind === 'found') return { country: found.country, vpn: found.vpn, local: false }
          return { country: null, vpn: false, local: found.kind === 'local' }
        }),
      publicUrl: deps.publicUrl ?? 'http://localhost:3000',
      now,
      logger,
    })
    const federation = createFederationService({
      config: federationConfig,
      store: createFederationStore(database.db),
      identityStore,
      identity,
      rp: createOidcRelyingParty({ fetch: outbound, now }),
      consentStatus: (accountId) => accounts.consentStatus(accountId),
      now,
      logger,
    })

    const api = new Hono<AppEnv>()
    api.get('/health', async (c) => {
      try {
        await database.db.execute(sql`select 1`)
        return c.json({ ok: true, database: database.driver }, 200, { 'Cache-Control': 'no-store' })
      } catch {
        return c.json({ ok: false, database: 'unreachable' }, 503, { 'Cache-Control': 'no-store' })
      }
    })
    // Readiness: the database answers and every committed migration is applied.
    api.get('/ready', async (c) => {
      try {
        const applied = await appliedMigrations(database)
        const expected = committedMigrations()
        const ready = applied >= expected
        return c.json({ ok: ready, database: database.driver, migrations: { applied, expected } }, ready ? 200 : 503, {
          'Cache-Control': 'no-store',
        })
      } catch {
        return c.json({ ok: false, database: 'unreachable' }, 503, { 'Cache-Control': 'no-store', 'Retry-After': '5' })
      }
    })
    // What guest pages are made of, as one token: it changes on every CMS publish and catalogue
    // change, in every process (the caches' NOTIFY). The web server's page cache keys on it; null
    // means nothing can be assumed current, so nothing may be served from a cache.
    api.get('/content-version', async (c) => {
      const [cmsVersion, catalogueVersion] = await Promise.all([cmsCache.version(), catalogueCache.version()])
      const version = cmsVersion === null || catalogueVersion === null ? null : `${cmsVersion}-${catalogueVersion}`
      return c.json({ version }, 200, { 'Cache-Control': 'no-store' })
    })
    // Answers to a caller who identified itself, and to anything but a read, hold personal data or
    // fresh tokens: no cache in between may keep them unless the route says otherwise.
    api.use('*', async (c, next) => {
      await next()
      const personal = c.req.raw.headers.has('authorization') || !['GET', 'HEAD'].includes(c.req.method)
      if (personal && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-store')
    })
    api.use('*', authenticate(identity))
    for (const path of PURCHASE_PATHS) api.use(path, refuseChildPurchase())
    // partner credentials are limited like the password login (failures per address and per id)
    const partners = createPartnerService({
      federation,
      fetch: outbound,
      logger,
      limiter,
      limits: (deps.rateLimits ?? DEFAULT_RATE_LIMITS).loginFailures,
    })
    api.route(
      '/',
      identityRoutes(identity, accounts, {
        devOutbox: deps.exposeOutbox && !deps.smtpUrl ? outbox : undefined,
        // logout ends the session at a partner identity manager too (failures only logged)
        endExternalSession: (session) => partners.endSession(session),
      }),
    )
    api.route('/', federationRoutes({ federation, tv: createTvProviderService({ federation, fetch: outbound }), partners }))
    api.route('/cms/admin', cmsAdminRoutes(cms))
    api.route('/', cmsPublicRoutes(cms))
    api.route('/', liveNowRoutes({ announcer, store: liveStore, cache: catalogueCache, now }))
    api.route('/', watchTogetherRoutes({ watchTogether }))
    api.route('/', catalogueRoutes(catalogue))
    api.route('/', playbackRoutes({ playback, store: playbackStore, trustForwardedFor, now }))
    api.route('/', personalRoutes(personal))
    // What commerce sells is named in the language the request asks for (Accept-Language), kept for
    // the request in an AsyncLocalStorage. Only the routes from here on build such names (commerce,
    // billing, gifts, subscriptions, the account area): the reads above, which a page makes a dozen
    // of, answer before this middleware would run and so do not pay for the scope.
    api.use('*', requestLocale())
    const policy = deps.rateLimits ?? DEFAULT_RATE_LIMITS
    api.route('/', commerceRoutes(commerce, { limiter, cardFailures: policy.cardFailures }))
    // the account's billing records: payment history, invoices, cards; the seller is the realm
    api.route(
      '/',
      billingRoutes(
        createBillingService({ store: createCommerceStore(database.db), now, sellerName: async () => (await realm()).realmName }),
      ),
    )
    api.route('/', giftRoutes(gifts, commerce, { limiter, giftCodeFailures: policy.giftCodeFailures }))
    api.route('/', watchlistRoutes(createWatchlistService({ store: createWatchlistStore(database.db), now })))
    api.route('/', subscriptionRoutes({ engine: subscriptionEngine, clock: deps.clockControl ? commerceClock : undefined }))
    // the account area: details, addresses, marketing and viewer preferences, the country list
    const accountArea = createAccountAreaService({
      store: createAccountStore(database.db),
      consentTerms: async () => (await realm()).consentTerms,
      addressFieldRules: async () => (await realm()).addressFieldRules,
      now,
    })
    api.route(
      '/',
      accountAreaRoutes({
        account: accountArea,
        callerCountry: async (c) => (await playback.territory(clientAddress(c.req.raw, trustForwardedFor))).country,
      }),
    )

    const app = new Hono<AppEnv>({ router: new RouteMemo() })
    app.use('*', inProcessAnswers())
    // one input boundary ahead of every route: no body over 1 MB is read, and nothing with a NUL,
    // a lone surrogate or a nesting too deep to walk reaches a route
    app.use('*', bodySizeLimit())
    app.use('*', inputBoundary())
    app.route('/api', api)
    app.route(
      '/media/hls',
      hlsMediaRoutes({ store: playbackStore, signer, clips, secret: deps.secret, now, dvrWindowSeconds: deps.dvrWindowSeconds }),
    )
    app.route('/media', mediaRoutes({ artworkDir: deps.artworkDir ?? DEFAULT_ARTWORK_DIR }))
    app.notFound((c) => errorResponse(c, 404, 'NOT_FOUND', 'No such resource.'))
    app.onError((error, c) => {
      logger.error(`[platform] ${c.req.method} ${new URL(c.req.url).pathname} failed`, error)
      return errorResponse(c, 500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
    })
    return app
  }

  let closed = false
  const fetchPlatform = async (request: Request) => {
    if (closed) throw new Error('The platform is closed')
    return (await ready).fetch(request)
  }
  return {
    endStreams() {
      void caches
        .then(([, , announcer, watchTogether]) => {
          announcer.endStreams()
          watchTogether.endStreams()
        })
        .catch(() => {})
    },
    fetch: fetchPlatform,
    answerInProcess: answerInProcess(fetchPlatform),
    requestInProcess: inProcessRequest,
    async runRenewals() {
      if (closed) throw new Error('The platform is closed')
      return (await engine).runDue()
    },
    async routes() {
      // middleware (app.use) is registered with the method ALL; only handlers answer a call
      return (await ready).routes.filter((r) => r.method !== 'ALL').map(({ method, path }) => ({ method, path }))
    },
    async close() {
      if (closed) return
      closed = true
      if (pruneTimer) timers.clearInterval(pruneTimer)
      if (renewalTimer) timers.clearInterval(renewalTimer)
      await pruning
      await renewing
      const [cmsCache, catalogueCache, announcer, watchTogether] = await caches.catch(() => [] as const)
      await announcer?.close()
      await watchTogether?.close()
      await cmsCache?.close()
      await catalogueCache?.close()
    },
  }
}
