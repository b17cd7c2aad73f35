/**
 * The one typed client of the platform API. It calls the embedded platform's fetch directly
 * (no network hop) or a remote platform at PLATFORM_URL; the web app never imports platform
 * internals. Paths and shapes: platform/openapi.yaml.
 */
import { histogram } from '#app/utils/metrics.server.ts'
import { currentRequestId } from '#app/utils/request-context.server.ts'
import { PlatformError } from './errors.server.ts'
import {
  DEFAULT_DEADLINES,
  DEFAULT_RETRY_AFTER_SECONDS,
  PlatformUnavailableError,
  type PlatformBreaker,
  type PlatformDeadlines,
} from './resilience.server.ts'

export { PlatformError, PlatformUnavailableError }
import type { LabelsDocument, MenuDocument, PluginDocument, SettingsDocument, DocumentKind } from '#schemas/index.ts'
import type {
  AdjacentSeasons,
  BucketPage,
  ContentGridPage,
  FighterDetail,
  FighterSort,
  FightersPage,
  NewsItemDetail,
  NewsPage,
  ReleasesPage,
  SchedulePage,
  CmsRecord,
  ContentCard,
  ContentDetail,
  EpgGuide,
  EventsPage,
  PlaylistPage,
  SearchContentType,
  SearchResults,
  SeasonPage,
  SeriesPage,
  LoginResponse,
  AccountConsents,
  MissingInformationStatus,
  OutboxMessage,
  Profile,
  SessionUser,
  TokenPair,
} from './types.ts'
import type { HistoryPage, ManifestAnswer, ManifestKind } from '#app/player/types.ts'
import type { FavouritesPage } from '#app/favourites/types.ts'

/** A platform's answer to one call: the Response, and its value when the transport holds it as one. */
export interface Answered {
  response: Response
  held?: { value: unknown }
}

export interface PlatformTransport {
  /** Base URL the platform is reached at, e.g. "http://embedded" or "https://api.example.com". */
  baseUrl: string
  fetch(request: Request): Promise<Response>
  /**
   * For the client's JSON calls, a transport that holds answers as values rather than bodies to
   * read: the embedded platform in this process does (platform/in-process.ts), frozen. `held` is
   * undefined when the response has a body instead. Left out, `fetch` is used and its body parsed.
   */
  answer?(request: Request): Promise<Answered>
  /**
   * A kept answer to a GET sent without a token, by its URL and language, or undefined when none
   * is kept (app/platform/shared-reads.server.ts). The client asks before it makes the call: a
   * kept answer is not a platform call, so it has no deadline, request or call metric.
   */
  kept?(url: string, language: string): Promise<Answered | undefined>
  /** Makes the Request of a call; `new Request` when left out (the embedded platform's is lighter). */
  request?(url: string, init: { method: string; headers: Headers; body?: string }): Request
  /** How long calls may take (resilience.server.ts); DEFAULT_DEADLINES when left out. */
  deadlines?: PlatformDeadlines
  /** Stops calling a failing platform for a while (resilience.server.ts); none for the embedded one. */
  breaker?: PlatformBreaker
}

export interface TokenSource {
  /** The viewer's current access token, if any. */
  accessToken(): string | undefined
  /** Called on a 401 with a token: refresh and return the new access token, or undefined. */
  refresh(): Promise<string | undefined>
}

const anonymous: TokenSource = { accessToken: () => undefined, refresh: async () => undefined }

type Query = Record<string, string | number | boolean | null | undefined>

export interface ClientOptions {
  /** the browser's address, passed on so the platform's rate limits and territory rules see it */
  clientAddress?: string
  /**
   * Which deadline the calls get: `required` (the default) for answers the page cannot do
   * without, `optional` for those it has a fallback for (see `client.optional()`).
   */
  budget?: keyof PlatformDeadlines
}

/** Platform call durations, by the call's first two path segments (a bounded label) and outcome. */
const platformCallDuration = () =>
  histogram(
    'marquee_platform_call_duration_seconds',
    'Time of platform API calls, by call, method and outcome (ok, refused, error, malformed, timeout, unreachable, breaker_open)',
    ['call', 'method', 'outcome'] as const,
    [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  )
const callLabel = (path: string) => '/' + path.split(/[?#]/)[0]!.split('/').filter(Boolean).slice(0, 2).join('/')

export function createPlatformClient(
  transport: PlatformTransport,
  tokens: TokenSource = anonymous,
  locale = 'en',
  options: ClientOptions = {},
) {
  const deadlines = transport.deadlines ?? DEFAULT_DEADLINES
  const breaker = transport.breaker
  const retryAfter = () => breaker?.retryAfterSeconds() ?? DEFAULT_RETRY_AFTER_SECONDS

  /**
   * A time limit for one call: `within(p)` settles as p does, or rejects with a timeout once the
   * deadline passes, which also aborts `controller` when given, so a remote request is cut off.
   * An embedded call is simply no longer waited for: it gets no controller, as nothing in this
   * process would read its signal, and tying a Request to one is a good part of making it.
   * `done()` clears the timer.
   */
  function deadline(what: string, ms: number, controller?: AbortController) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new PlatformUnavailableError('timeout', `${what}: no answer within ${ms} ms`, retryAfter())
        controller?.abort(error)
        reject(error)
      }, ms)
    })
    expired.catch(() => undefined)
    return {
      within: <R>(p: Promise<R>) => Promise.race([p, expired]),
      done: () => clearTimeout(timer),
    }
  }

  /** The breaker refuses: fail at once, without calling. */
  function refusedByBreaker(what: string) {
    return new PlatformUnavailableError(
      'breaker_open',
      `${what}: the platform at ${transport.baseUrl} is failing, calls are paused`,
      retryAfter(),
    )
  }

  async function call<T>(
    method: string,
    path: string,
    opts: { query?: Query; body?: unknown; auth?: boolean; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const url = new URL(`/api${path}`, transport.baseUrl)
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v))
    if (transport.kept && method === 'GET' && (opts.auth === false || !tokens.accessToken()) && !opts.headers) {
      // kept answers are 200s held as values (shared-reads.server.ts)
      const kept = await transport.kept(url.href, locale)
      if (kept?.held) return kept.held.value as T
    }
    const label = callLabel(path)
    const what = `${method} ${label}`
    // an answer held in this process (`transport.answer`) has no request to cut off
    const controller = transport.answer ? undefined : new AbortController()
    const limit = deadline(what, deadlines[options.budget ?? 'required'], controller)
    const send = (token: string | undefined) => {
      const headers = new Headers({ accept: 'application/json', 'accept-language': locale })
      if (opts.body !== undefined) headers.set('content-type', 'application/json')
      if (options.clientAddress) headers.set('x-marquee-client-ip', options.clientAddress)
      const requestId = currentRequestId()
      if (requestId) headers.set('x-request-id', requestId)
      for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v)
      if (token && opts.auth !== false) headers.set('authorization', `Bearer ${token}`)
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
      const request = transport.request
        ? transport.request(url.href, { method, headers, ...(body === undefined ? {} : { body }) })
        : new Request(url, { method, headers, body, signal: controller?.signal ?? null })
      return transport.answer ? transport.answer(request) : transport.fetch(request).then((response): Answered => ({ response }))
    }
    const timer = platformCallDuration().startTimer({ method, call: label })
    if (breaker && !breaker.allow()) {
      limit.done()
      timer({ outcome: 'breaker_open' })
      throw refusedByBreaker(what)
    }
    let token = tokens.accessToken()
    let response: Response
    let held: { value: unknown } | undefined
    let text = ''
    try {
      ;({ response, held } = await limit.within(send(token)))
      if (response.status === 401 && token && opts.auth !== false) {
        token = await limit.within(tokens.refresh())
        if (token) ({ response, held } = await limit.within(send(token)))
      }
      // The body is read within the deadline too: a platform may send headers and then stall.
      if (!held) text = await limit.within(response.text())
    } catch (error) {
      breaker?.failure()
      const failure =
        error instanceof PlatformUnavailableError
          ? error
          : new PlatformUnavailableError('unreachable', `${what}: ${(error as Error)?.message ?? 'no answer'}`, retryAfter(), {
              cause: error,
            })
      timer({ outcome: failure.reason === 'timeout' ? 'timeout' : 'unreachable' })
      throw failure
    } finally {
      limit.done()
    }
    let body: unknown = held ? held.value : null
    let readable = true
    try {
      if (!held) body = text ? JSON.parse(text) : null
    } catch {
      readable = false
      body = { message: text.slice(0, 200) }
    }
    if (response.status >= 500) {
      breaker?.failure()
      timer({ outcome: 'error' })
      const b = (body ?? {}) as { code?: string; message?: string }
      throw new PlatformUnavailableError('server_error', b.message ?? `${what}: ${response.status} ${response.statusText}`, retryAfter(), {
        status: response.status,
        code: b.code ?? `HTTP_${response.status}`,
        body,
      })
    }
    if (response.ok && !readable) {
      // A 2xx whose body is not JSON: a broken platform (or something in front of it), not an answer.
      breaker?.failure()
      timer({ outcome: 'malformed' })
      throw new PlatformUnavailableError('malformed', `${what}: the answer is not JSON`, retryAfter(), {
        status: 502,
        code: 'MALFORMED_ANSWER',
      })
    }
    breaker?.success()
    timer({ outcome: response.ok || response.status === 304 ? 'ok' : 'refused' })
    if (response.status === 204) return undefined as T
    if (!response.ok) {
      const b = (body ?? {}) as { code?: string; message?: string }
      throw new PlatformError(
        response.status,
        b.code ?? `HTTP_${response.status}`,
        b.message ?? response.statusText,
        body,
        retryAfterSecondsOf(response.headers.get('retry-after')),
      )
    }
    return body as T
  }

  /**
   * A GET answered by a stream (server-sent events): the platform's Response itself, body
   * unread, so the caller can relay it. Non-2xx answers throw as for `call`. `signal` ends it.
   * The deadline covers the answer's headers only: the stream itself is meant to last.
   */
  async function stream(path: string, signal?: AbortSignal): Promise<Response> {
    const url = new URL(`/api${path}`, transport.baseUrl)
    const what = `GET ${callLabel(path)}`
    if (breaker && !breaker.allow()) throw refusedByBreaker(what)
    const controller = new AbortController()
    const limit = deadline(what, deadlines.required, controller)
    const ends = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal
    const send = (token: string | undefined) => {
      const headers = new Headers({ accept: 'text/event-stream', 'accept-language': locale })
      if (token) headers.set('authorization', `Bearer ${token}`)
      return transport.fetch(new Request(url, { method: 'GET', headers, signal: ends }))
    }
    let token = tokens.accessToken()
    let response: Response
    try {
      response = await limit.within(send(token))
      if (response.status === 401 && token) {
        await response.text().catch(() => '')
        token = await limit.within(tokens.refresh())
        if (token) response = await limit.within(send(token))
      }
    } catch (error) {
      limit.done()
      if (signal?.aborted) throw error
      breaker?.failure()
      throw error instanceof PlatformUnavailableError
        ? error
        : new PlatformUnavailableError('unreachable', `${what}: ${(error as Error)?.message ?? 'no answer'}`, retryAfter(), {
            cause: error,
          })
    }
    limit.done()
    if (response.status >= 500) breaker?.failure()
    else breaker?.success()
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
      throw new PlatformError(response.status, body?.code ?? `HTTP_${response.status}`, body?.message ?? response.statusText, body)
    }
    return response
  }

  /** A GET whose 404 means "there is none". */
  async function find<T>(path: string, query?: Query, auth?: boolean): Promise<T | null> {
    try {
      return await call<T>('GET', path, { query, auth })
    } catch (error) {
      if (error instanceof PlatformError && error.status === 404) return null
      throw error
    }
  }

  const draftQuery = (draft?: boolean) => (draft ? { draft: 'true' } : undefined)
  // Published CMS documents are the same for every caller, so they are asked without the caller's
  // token: they need not wait for the platform to check the session, and the calls that follow
  // them (a page's rows) are checked in the same turn as the rest of the page's calls. A draft is
  // for editors only and carries the token.
  const withToken = (draft?: boolean) => draft === true

  return {
    // identity
    login: (id: string, secret: string) => call<LoginResponse>('POST', '/login', { body: { id, secret, locale }, auth: false }),
    signup: (body: { email: string; password: string; name: string; consentAnswers: Record<string, boolean>; returnTo?: string }) =>
      call<{ status: string }>('POST', '/user/signup', { body: { ...body, locale }, auth: false }),
    confirmEmail: (token: string) => call<void>('POST', '/user/email-confirmation', { body: { token }, auth: false }),
    activate: (token: string) => call<void>('POST', `/user/activate/${encodeURIComponent(token)}`, { auth: false }),
    requestMagicLink: (email: string) => call<void>('GET', '/token/alt/magic-email', { query: { email, locale }, auth: false }),
    magicLogin: (token: string) =>
      call<TokenPair & { missingInformationStatus?: MissingInformationStatus }>('POST', '/token/alt/magic-email', {
        body: { token },
        auth: false,
      }),
    requestPasswordReset: (id: string, provider = 'id') =>
      call<void>('POST', '/reset-password/create', { body: { id, provider, locale }, auth: false }),
    resetPassword: (token: string, secret: string) => call<void>('PUT', '/reset-password', { body: { token, secret }, auth: false }),
    profiles: () => call<{ profiles: Profile[]; current: string | null }>('GET', '/user/profiles'),
    consents: () => call<AccountConsents>('GET', '/user/consents'),
    saveConsents: (consentAnswers: Record<string, boolean>) => call<AccountConsents>('PUT', '/user/consents', { body: { consentAnswers } }),
    createProfile: (body: { name: string; type: 'ADULT' | 'CHILD'; pin?: string | null }) =>
      call<Profile>('POST', '/user/profiles', { body }),
    updateProfile: (id: string, body: { name?: string; pin?: string | null }) =>
      call<Profile>('PATCH', `/user/profiles/${encodeURIComponent(id)}`, { body }),
    deleteProfile: (id: string) => call<void>('DELETE', `/user/profiles/${encodeURIComponent(id)}`),
    selectProfile: (id: string, body: { pin?: string; refreshToken?: string }) =>
      call<TokenPair>('POST', `/user/profiles/${encodeURIComponent(id)}/select`, { body }),
    requestPinReset: (id: string) => call<void>('POST', `/user/profiles/${encodeURIComponent(id)}/pin-reset`, { query: { locale } }),
    confirmPinReset: (code: string) =>
      call<{ profileName: string }>('POST', `/user/pin-reset/${encodeURIComponent(code)}`, { auth: false }),
    issueImpersonation: (email: string) =>
      call<{ token: string; expiresAt: string; path: string }>('POST', '/admin/impersonation', { body: { email } }),
    impersonationAudit: () =>
      call<{
        entries: Array<{
          id: number
          action: string
          operatorId: string
          accountId: string
          tokenId: string
          clientAddress: string | null
          at: string
        }>
      }>('GET', '/admin/impersonation/audit'),
    impersonate: (token: string) => call<TokenPair>('POST', `/impersonate/${encodeURIComponent(token)}`, { auth: false }),
    devOutbox: (to?: string) => call<{ messages: OutboxMessage[] }>('GET', '/_dev/outbox', { query: { to }, auth: false }),
    refresh: (refreshToken: string) => call<TokenPair>('POST', '/token/refresh', { body: { refreshToken }, auth: false }),
    logout: (refreshToken: string) => call<void>('POST', '/logout', { body: { refreshToken }, auth: false }),
    me: () => call<SessionUser>('GET', '/user/me'),

    // cms
    getSettings: (opts: { draft?: boolean } = {}) =>
      find<CmsRecord<SettingsDocument>>('/cms/settings', draftQuery(opts.draft), withToken(opts.draft)),
    getMenu: (platform: 'web' | 'mobile-web', layout: string, opts: { draft?: boolean } = {}) =>
      find<CmsRecord<MenuDocument>>('/cms/menus', { platform, layout, ...draftQuery(opts.draft) }, withToken(opts.draft)),
    getDocument: <T = unknown>(kind: DocumentKind, id: string, opts: { draft?: boolean } = {}) =>
      find<CmsRecord<T>>(
        `/cms/documents/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
        draftQuery(opts.draft),
        withToken(opts.draft),
      ),
    getPlugin: async (id: string, opts: { draft?: boolean } = {}) =>
      (
        await find<CmsRecord<PluginDocument>>(
          `/cms/documents/plugin/${encodeURIComponent(id)}`,
          draftQuery(opts.draft),
          withToken(opts.draft),
        )
      )?.body ?? null,
    getLabels: (lang: string) =>
      call<{ locale: string; strings: LabelsDocument['strings'] }>('GET', '/v2/label', { query: { locale: lang }, auth: false }),

    // catalogue
    getBucket: async (bucketId: string, opts: { rpp?: number; lastSeen?: string | null } = {}) => {
      const page = await find<BucketPage>(`/buckets/${encodeURIComponent(bucketId)}`, { rpp: opts.rpp ?? 10, lastSeen: opts.lastSeen })
      if (!page) throw new PlatformError(404, 'NOT_FOUND', `Bucket ${bucketId} does not exist`, null)
      return page
    },
    getContent: (id: string) => find<ContentCard>(`/content/${encodeURIComponent(id)}`),
    /** A series and one page of its seasons; null for an unknown series. */
    getSeries: (id: string, opts: { rpp?: number; lastSeen?: string | null } = {}) =>
      find<SeriesPage>(`/v4/series/${encodeURIComponent(id)}`, { rpp: opts.rpp, lastSeen: opts.lastSeen }),
    /** Up to `size` seasons either side of a season of the series; null when the season is not the series'. */
    getSeasonsAround: (seriesId: string, seasonId: string, size = 25) =>
      find<AdjacentSeasons>(`/v4/series/${encodeURIComponent(seriesId)}/adjacentTo/${encodeURIComponent(seasonId)}`, { size }),
    /** A season and one page of its episodes; null for an unknown season. */
    getSeason: (id: string, opts: { rpp?: number; lastSeen?: string | null } = {}) =>
      find<SeasonPage>(`/v4/season/${encodeURIComponent(id)}`, { rpp: opts.rpp, lastSeen: opts.lastSeen }),
    /** Detail of an on-demand video; null when there is no such video. */
    getVodDetail: (id: string) => find<ContentDetail>(`/v4/vod/${encodeURIComponent(id)}`),
    /** Detail of a live event; null when there is no such live event. */
    getLiveDetail: (id: string) => find<ContentDetail>(`/v4/vods/live/${encodeURIComponent(id)}`),
    /** Live-now or upcoming events, by page number (1-based). */
    getEvents: (kind: 'live' | 'upcoming', opts: { p?: number; rpp?: number } = {}) =>
      call<EventsPage>('GET', `/event/${kind}`, { query: { p: opts.p, rpp: opts.rpp } }),
    /** Live-now announcements as server-sent events (signed-in viewers): the platform's streaming Response. */
    liveNowStream: (signal?: AbortSignal) => stream('/event/live/stream', signal),
    /** The programme guide for [from, to): a page of channels, or one channel's programmes paged by rpp. Null for an unknown channel. */
    getEpg: (opts: { from: string; to: string; rpp?: number; channel?: string; lastSeen?: string | null }) =>
      find<EpgGuide>('/v4/epg', { from: opts.from, to: opts.to, rpp: opts.rpp, channel: opts.channel, lastSeen: opts.lastSeen }),
    /** A playlist and one page (1-based) of its videos; null for an unknown playlist. */
    getPlaylist: (id: string, opts: { p?: number; rpp?: number } = {}) =>
      find<PlaylistPage>(`/vod/playlist/${encodeURIComponent(id)}`, { p: opts.p, rpp: opts.rpp }),
    /** Search hits per type; `type` narrows to one type. A query without letters or digits is a 400. */
    searchContent: (query: string, opts: { p?: number; rpp?: number; type?: SearchContentType } = {}) =>
      call<SearchResults>('GET', '/content-search', { query: { query, p: opts.p, rpp: opts.rpp, type: opts.type } }),

    // playback (docs/playback-contract.md; platform/openapi.yaml)
    /**
     * The manifest call: GRANTED answers carry signed, expiring stream URLs; refusals (401, 403,
     * 404, 409, 424, 428) come back as data, not thrown, because each one means something to the
     * player. `clientAddress` is the viewer's address for the territory check.
     */
    getManifest: async (
      kind: ManifestKind,
      id: string,
      opts: { displayGeoblocked?: boolean; clientAddress?: string | null; clientProto?: string | null; deviceId?: string | null } = {},
    ): Promise<{ ok: true; answer: ManifestAnswer } | { ok: false; refusal: { status: number; body: unknown } }> => {
      try {
        const answer = await call<ManifestAnswer>('POST', `/v5/manifest/${kind}/${encodeURIComponent(id)}`, {
          query: { includePlaybackDetails: 'URL', displayGeoblocked: opts.displayGeoblocked ? 'true' : undefined },
          headers: {
            ...(opts.clientAddress ? { 'x-forwarded-for': opts.clientAddress } : {}),
            ...(opts.clientProto ? { 'x-forwarded-proto': opts.clientProto } : {}),
          },
          body: opts.deviceId ? { deviceId: opts.deviceId } : {},
        })
        return { ok: true, answer }
      } catch (error) {
        if (error instanceof PlatformError && error.status >= 400 && error.status < 500)
          return { ok: false, refusal: { status: error.status, body: error.body } }
        throw error
      }
    },
    /** Report the viewer's position in a video (signed-in viewers; guests have no history). */
    putWatchPosition: (id: string, position: number, duration: number | null, streamId?: string | null) =>
      call<void>('PUT', `/v1/watch-history/${encodeURIComponent(id)}`, { body: { position, duration, ...(streamId ? { streamId } : {}) } }),
    clearWatchHistory: () => call<void>('DELETE', '/v1/watch-history'),
    /** The viewer's watch history, most recent first. */
    getWatchHistory: (opts: { p?: number; rpp?: number } = {}) =>
      call<HistoryPage>('GET', '/v1/watch-history', { query: { p: opts.p, rpp: opts.rpp } }),
    /** Tell the platform which live events a multi-view is showing. */
    multiviewHeartbeat: (eventIds: string[]) =>
      call<{ eventIds: string[]; activeStreams: number }>('POST', '/v1/multiviewHeartbeat', { body: { eventIds } }),
    // catalogue: editorial pages (releases, schedule, news, fighters) and the content grid
    /** Premieres not yet over ('upcoming', soonest first) or over ('released', latest first), by page number. */
    getReleases: (opts: { status?: 'upcoming' | 'released'; p?: number; rpp?: number } = {}) =>
      call<ReleasesPage>('GET', '/v4/releases', { query: { status: opts.status, p: opts.p, rpp: opts.rpp } }),
    /** Live events and premieres overlapping [from, to), by start time. */
    getSchedule: (opts: { from: string; to: string; p?: number; rpp?: number }) =>
      call<SchedulePage>('GET', '/v4/schedule', { query: { from: opts.from, to: opts.to, p: opts.p, rpp: opts.rpp } }),
    /** The news feeds and a page of items (one feed, or all); null for an unknown feed. */
    getNews: (opts: { feed?: string; p?: number; rpp?: number } = {}) =>
      find<NewsPage>('/v4/news', { feed: opts.feed, p: opts.p, rpp: opts.rpp }),
    /** One news item; null when the feed does not hold it. */
    getNewsItem: (feedName: string, newId: string) =>
      find<NewsItemDetail>(`/v4/news/${encodeURIComponent(feedName)}/${encodeURIComponent(newId)}`),
    /** Fighters in ranking order or A to Z, with their records. */
    getFighters: (opts: { sort?: FighterSort; weightClass?: string; p?: number; rpp?: number } = {}) =>
      call<FightersPage>('GET', '/v4/fighters', { query: { sort: opts.sort, weightClass: opts.weightClass, p: opts.p, rpp: opts.rpp } }),
    /** A fighter with the record by result method and outcome; null for an unknown fighter. */
    getFighter: (id: string) => find<FighterDetail>(`/v4/fighters/${encodeURIComponent(id)}`),
    /** The faceted content grid; `facets` is the platform's `name:v1,v2;name:v` text. */
    getContentGrid: (opts: { facets?: string; p?: number; rpp?: number } = {}) =>
      call<ContentGridPage>('GET', '/v1/view/content-grid', { query: { facets: opts.facets || undefined, p: opts.p, rpp: opts.rpp } }),
    // personal: favourites and what to continue watching (signed-in viewers; guests get 401)
    /** The viewer's favourite videos, the latest added first, by page number (1-based). */
    getFavourites: (opts: { p?: number; rpp?: number } = {}) =>
      call<FavouritesPage>('GET', '/favourite/vods', { query: { p: opts.p, rpp: opts.rpp } }),
    addFavourite: (id: string) => call<void>('PUT', `/favourite/vods/${encodeURIComponent(id)}`),
    removeFavourite: (id: string) => call<void>('DELETE', `/favourite/vods/${encodeURIComponent(id)}`),
    /** Titles started and not finished (between 5 % and 95 % watched), the latest watched first. */
    getContinueWatching: (opts: { rpp?: number } = {}) =>
      call<HistoryPage>('GET', '/v1/watch-history', { query: { inProgress: 'true', rpp: opts.rpp } }),
    /** Any call, typed by its caller: areas with their own wrappers (app/auth/federated) use it. */
    request: call,
    /**
     * The same client with the shorter `optional` deadline, for calls the page can do without:
     * rows (their error state), realm settings (the defaults), labels, the menu.
     */
    optional: () => createPlatformClient(transport, tokens, locale, { ...options, budget: 'optional' }),
    /** Any server-sent-events GET, for areas with their own wrappers (app/platform/watch-together.server.ts). */
    requestStream: stream,
  }
}

export type PlatformClient = ReturnType<typeof createPlatformClient>

/** What the embedded platform offers a caller in the same process (platform/index.ts `Platform`). */
export interface InProcessPlatform {
  fetch(request: Request): Promise<Response>
  answerInProcess(request: Request): Promise<Answered>
  requestInProcess(url: string, init: { method: string; headers: Headers; body?: string }): Request
}

/**
 * A transport to the embedded platform, in this process: the client's JSON calls get their
 * answers as frozen values instead of JSON written and parsed again (platform/in-process.ts).
 */
export function inProcessTransport(platform: InProcessPlatform, deadlines?: PlatformDeadlines): PlatformTransport {
  return {
    baseUrl: 'http://embedded',
    fetch: (request) => platform.fetch(request),
    answer: (request) => platform.answerInProcess(request),
    request: (url, init) => platform.requestInProcess(url, init),
    ...(deadlines ? { deadlines } : {}),
  }
}

/** A transport over HTTP to a remote platform (PLATFORM_URL), with its deadlines and breaker. */
export function remoteTransport(
  baseUrl: string,
  opts: { deadlines?: PlatformDeadlines; breaker?: PlatformBreaker } = {},
): PlatformTransport {
  return { baseUrl, fetch: (request) => fetch(request), ...opts }
}

/** A Retry-After header as seconds from now: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const value = header.trim()
  if (/^\d{1,9}$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}
