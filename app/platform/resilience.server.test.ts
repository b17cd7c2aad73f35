/**
 * Deadlines and the circuit breaker (resilience.server.ts) through the platform client, with
 * transports that answer as a failing platform would, and a clock the tests move.
 */
import { describe, expect, it } from 'vitest'
import client from 'prom-client'
import { createPlatformClient, PlatformError, type PlatformTransport } from './client.server.ts'
import { CircuitBreaker, isPlatformUnavailable, PlatformUnavailableError } from './resilience.server.ts'

function fakeClock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const never = () => new Promise<Response>(() => {})

/** A transport answering by path, counting the calls that reached it. */
function transport(answer: (path: string) => Promise<Response> | Response, extra: Partial<PlatformTransport> = {}) {
  const seen: string[] = []
  const t: PlatformTransport = {
    baseUrl: 'http://platform.test',
    fetch: async (request) => {
      const path = new URL(request.url).pathname
      seen.push(path)
      return answer(path)
    },
    ...extra,
  }
  return { transport: t, seen }
}

describe('circuit breaker', () => {
  it('opens after the configured failures in a row, refuses until its cool-down ends, then lets one probe through', () => {
    const clock = fakeClock()
    const breaker = new CircuitBreaker({ failureThreshold: 3, coolDownMs: 10_000, now: clock.now, name: 'unit-a' })
    breaker.failure()
    breaker.failure()
    breaker.success() // a success in between starts the count again
    breaker.failure()
    breaker.failure()
    expect(breaker.state).toBe('closed')
    breaker.failure()
    expect(breaker.state).toBe('open')
    expect(breaker.allow()).toBe(false)
    expect(breaker.retryAfterSeconds()).toBe(10)
    clock.advance(9_500)
    expect(breaker.allow()).toBe(false)
    expect(breaker.retryAfterSeconds()).toBe(1)
    clock.advance(500)
    expect(breaker.allow()).toBe(true) // the probe
    expect(breaker.state).toBe('half-open')
    expect(breaker.allow()).toBe(false) // one probe at a time
    breaker.success()
    expect(breaker.state).toBe('closed')
    expect(breaker.allow()).toBe(true)
  })

  it('opens again for a whole cool-down when the probe fails', () => {
    const clock = fakeClock()
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 5_000, now: clock.now, name: 'unit-b' })
    breaker.failure()
    clock.advance(5_000)
    expect(breaker.allow()).toBe(true)
    breaker.failure()
    expect(breaker.state).toBe('open')
    clock.advance(4_999)
    expect(breaker.allow()).toBe(false)
    clock.advance(1)
    expect(breaker.allow()).toBe(true)
  })

  it('shows its state in the metrics', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 5_000, name: 'unit-metrics' })
    breaker.failure()
    const text = await client.register.metrics()
    expect(text).toContain('marquee_platform_breaker_state{platform="unit-metrics"} 1')
    expect(text).toMatch(/marquee_platform_breaker_transitions_total\{platform="unit-metrics",state="open"\} 1/)
  })
})

describe('platform client deadlines', () => {
  it('gives up on a call that does not answer within its deadline (an embedded platform too)', async () => {
    const { transport: t } = transport(never, { deadlines: { required: 150, optional: 50 } })
    const started = Date.now()
    const failure = await createPlatformClient(t)
      .getSettings()
      .catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(isPlatformUnavailable(failure)).toBe(true)
    expect(failure).toMatchObject({ reason: 'timeout', status: 503 })
    const optionalStarted = Date.now()
    await expect(createPlatformClient(t).optional().getSettings()).rejects.toMatchObject({ reason: 'timeout' })
    expect(Date.now() - optionalStarted).toBeLessThan(150)
  })

  it('gives up on a body that stalls after its headers', async () => {
    const stalled = () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"id":')) }), { status: 200 })
    const { transport: t } = transport(stalled, { deadlines: { required: 100, optional: 100 } })
    await expect(createPlatformClient(t).getContent('x')).rejects.toMatchObject({ reason: 'timeout' })
  })

  it('aborts the request it gives up on', async () => {
    let aborted = false
    const t: PlatformTransport = {
      baseUrl: 'http://platform.test',
      deadlines: { required: 50, optional: 50 },
      fetch: (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = true
            reject(request.signal.reason)
          })
        }),
    }
    await expect(createPlatformClient(t).getContent('x')).rejects.toMatchObject({ reason: 'timeout' })
    expect(aborted).toBe(true)
  })

  it('stops waiting for an answer held in this process without an abort signal to tie it to', async () => {
    const requests: Request[] = []
    const t: PlatformTransport = {
      baseUrl: 'http://embedded',
      deadlines: { required: 50, optional: 50 },
      fetch: never,
      answer: (request) => {
        requests.push(request)
        return new Promise(() => {})
      },
    }
    await expect(createPlatformClient(t).getContent('x')).rejects.toMatchObject({ reason: 'timeout' })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.signal.aborted).toBe(false)
  })

  it('tells a 5xx, an unreadable answer and no connection apart from a refusal', async () => {
    const { transport: t } = transport((path) => {
      if (path.endsWith('/five')) return json({ code: 'BOOM', message: 'boom' }, 500)
      if (path.endsWith('/garbled')) return new Response('{"id": tru', { status: 200, headers: { 'content-type': 'application/json' } })
      if (path.endsWith('/gone')) throw new TypeError('fetch failed')
      return json({ code: 'NOT_FOUND', message: 'none' }, 404)
    })
    const c = createPlatformClient(t)
    await expect(c.request('GET', '/five')).rejects.toMatchObject({
      name: 'PlatformUnavailableError',
      reason: 'server_error',
      status: 500,
      code: 'BOOM',
    })
    await expect(c.request('GET', '/garbled')).rejects.toMatchObject({ reason: 'malformed' })
    await expect(c.request('GET', '/gone')).rejects.toMatchObject({ reason: 'unreachable', status: 503 })
    const refusal = await c.request('GET', '/missing').catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(PlatformError)
    expect(refusal).not.toBeInstanceOf(PlatformUnavailableError)
  })
})

describe('platform client with a breaker', () => {
  it('stops calling a failing platform, and calls it again after the cool-down', async () => {
    const clock = fakeClock()
    const breaker = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 30_000, now: clock.now, name: 'unit-client' })
    let healthy = false
    const { transport: t, seen } = transport(() => (healthy ? json({ id: 'x' }) : json({ message: 'down' }, 503)), { breaker })
    const c = createPlatformClient(t)
    await expect(c.getContent('x')).rejects.toMatchObject({ reason: 'server_error' })
    await expect(c.getContent('x')).rejects.toMatchObject({ reason: 'server_error' })
    expect(seen).toHaveLength(2)
    const refused = (await c.getContent('x').catch((e: unknown) => e)) as PlatformUnavailableError
    expect(refused).toMatchObject({ reason: 'breaker_open', retryAfterSeconds: 30 })
    expect(seen).toHaveLength(2) // not called
    healthy = true
    clock.advance(29_000)
    await expect(c.getContent('x')).rejects.toMatchObject({ reason: 'breaker_open', retryAfterSeconds: 1 })
    clock.advance(1_000)
    await expect(c.getContent('x')).resolves.toEqual({ id: 'x' })
    expect(breaker.state).toBe('closed')
    expect(seen).toHaveLength(3)
  })

  it('counts a refusal (4xx) as an answer, not a failure', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 30_000, name: 'unit-4xx' })
    const { transport: t } = transport(() => json({ code: 'NOT_FOUND' }, 404), { breaker })
    for (let i = 0; i < 3; i++) await expect(createPlatformClient(t).getContent('x')).resolves.toBeNull()
    expect(breaker.state).toBe('closed')
  })
})
