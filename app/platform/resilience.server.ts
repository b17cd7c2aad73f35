/**
 * What keeps a slow or failing platform from taking the pages down with it:
 * - deadlines: every platform call has a time limit (`required` for what a page cannot do
 *   without, `optional` for what it can: rows, realm settings, labels, the menu). A call past its
 *   deadline is abandoned and fails with `PlatformUnavailableError` (reason `timeout`);
 * - a circuit breaker per platform base URL and process: after `failureThreshold` failures in a
 *   row (no answer, a 5xx, a body that is not JSON) calls are refused at once for `coolDownMs`;
 *   then one call is let through as a probe: its success closes the breaker, its failure opens it
 *   for another cool-down.
 * The client (client.server.ts) applies both; the server builds the transport that carries them
 * (server/index.ts). docs/decisions/020-platform-deadlines-and-breaker.md says why.
 */
import { counter, gauge } from '#app/utils/metrics.server.ts'
import { PlatformError } from './errors.server.ts'


export interface PlatformDeadlines {
  /** ms a call may take when the page cannot do without its answer */
  required: number
  /** ms a call may take when the page has a fallback (a row's error state, default settings) */
  optional: number
}

/** A remote platform's deadlines unless configured (PLATFORM_TIMEOUT_MS, PLATFORM_OPTIONAL_TIMEOUT_MS). */
export const DEFAULT_DEADLINES: PlatformDeadlines = { required: 5_000, optional: 1_200 }

/**
 * The embedded platform's: its calls run in this process and wait behind its own work when it is
 * busy, so the budget is there to bound a stuck database, not to hurry a slow network.
 */
export const EMBEDDED_DEADLINES: PlatformDeadlines = { required: 15_000, optional: 5_000 }

/** Seconds a 503 asks a visitor to wait when no breaker says better. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5

export type UnavailableReason = 'timeout' | 'unreachable' | 'breaker_open' | 'server_error' | 'malformed'

/**
 * The platform could not give an answer the page can use: none in time, no connection, the
 * breaker open, a 5xx, or a body that is not JSON. Pages answer it with 503 and `Retry-After`
 * (app/platform/unavailable.server.ts). `status` is the platform's own for a 5xx, else 503.
 */
export class PlatformUnavailableError extends PlatformError {
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    readonly retryAfterSeconds: number,
    opts: { status?: number; code?: string; body?: unknown; cause?: unknown } = {},
  ) {
    super(opts.status ?? 503, opts.code ?? 'PLATFORM_UNAVAILABLE', message, opts.body ?? null)
    this.name = 'PlatformUnavailableError'
    if (opts.cause !== undefined) (this as { cause?: unknown }).cause = opts.cause
  }
}

/** By name, not instanceof: the server and the Remix build each load their own copy of this module. */
export function isPlatformUnavailable(error: unknown): error is PlatformUnavailableError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'PlatformUnavailableError'
}

export type BreakerState = 'closed' | 'open' | 'half-open'

/** What the client needs of a breaker. */
export interface PlatformBreaker {
  /** May a call go now? In half-open state, true for one probe at a time. */
  allow(): boolean
  /** The platform answered (any status below 500, with a readable body). */
  success(): void
  /** It did not: no answer in time, no connection, a 5xx, a body that is not JSON. */
  failure(): void
  /** Seconds until the breaker lets a probe through (the cool-down while closed). */
  retryAfterSeconds(): number
  readonly state: BreakerState
}

export interface BreakerOptions {
  /** failures in a row that open the breaker */
  failureThreshold: number
  /** ms the breaker stays open before it lets a probe through */
  coolDownMs: number
  /** the clock (tests move it); Date.now by default */
  now?: () => number
  /** a label for metrics: the platform's origin */
  name?: string
}

const STATE_VALUE: Record<BreakerState, number> = { closed: 0, open: 1, 'half-open': 2 }

const breakerState = () => gauge('marquee_platform_breaker_state', 'Circuit breaker of each platform: 0 closed, 1 open (calls refused), 2 half-open (one probe)', ['platform'] as const)
const breakerTransitions = () => counter('marquee_platform_breaker_transitions_total', 'Circuit breaker state changes, by the state entered', ['platform', 'state'] as const)

export class CircuitBreaker implements PlatformBreaker {
  #state: BreakerState = 'closed'
  #failures = 0
  #openedAt = 0
  #probing = false
  readonly #now: () => number
  readonly #name: string

  constructor(readonly options: BreakerOptions) {
    if (!(options.failureThreshold >= 1)) throw new RangeError('failureThreshold must be at least 1')
    if (!(options.coolDownMs >= 0)) throw new RangeError('coolDownMs must not be negative')
    this.#now = options.now ?? Date.now
    this.#name = options.name ?? 'platform'
    breakerState().set({ platform: this.#name }, 0)
  }

  get state(): BreakerState {
    return this.#state
  }

  allow(): boolean {
    if (this.#state === 'open') {
      if (this.#now() - this.#openedAt < this.options.coolDownMs) return false
      this.#enter('half-open')
    }
    if (this.#state === 'half-open') {
      if (this.#probing) return false
      this.#probing = true
    }
    return true
  }

  success(): void {
    this.#failures = 0
    this.#probing = false
    if (this.#state !== 'closed') this.#enter('closed')
  }

  failure(): void {
    this.#probing = false
    if (this.#state === 'half-open') return this.#open()
    if (this.#state === 'open') return
    this.#failures += 1
    if (this.#failures >= this.options.failureThreshold) this.#open()
  }

  /** Back to closed, counts forgotten (an operator's or a test's fresh start). */
  reset(): void {
    this.#failures = 0
    this.#probing = false
    if (this.#state !== 'closed') this.#enter('closed')
  }

  retryAfterSeconds(): number {
    const left = this.#state === 'open' ? this.#openedAt + this.options.coolDownMs - this.#now() : this.options.coolDownMs
    return Math.max(1, Math.ceil(left / 1000))
  }

  #open() {
    this.#openedAt = this.#now()
    this.#failures = 0
    this.#enter('open')
  }

  #enter(state: BreakerState) {
    this.#state = state
    breakerState().set({ platform: this.#name }, STATE_VALUE[state])
    breakerTransitions().inc({ platform: this.#name, state })
  }
}

/** One breaker per platform origin in this process: every transport to the same platform shares it. */
const breakers = new Map<string, CircuitBreaker>()

export function breakerFor(baseUrl: string, options: Omit<BreakerOptions, 'name'>): CircuitBreaker {
  const origin = new URL(baseUrl).origin
  let breaker = breakers.get(origin)
  if (!breaker) {
    breaker = new CircuitBreaker({ ...options, name: origin })
    breakers.set(origin, breaker)
  }
  return breaker
}

/** Forget every breaker (tests that start several servers against one address). */
export function resetBreakers() {
  breakers.clear()
}
