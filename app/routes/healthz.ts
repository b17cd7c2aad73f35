import type { LoaderFunctionArgs } from '@remix-run/node'
import { DEFAULT_DEADLINES } from '#app/platform/resilience.server.ts'

/** Liveness and readiness: the web process answers and the platform answers. */
export async function loader({ context }: LoaderFunctionArgs) {
  const started = Date.now()
  try {
    // A deadline like every platform call, but no breaker: this check reports the platform as it is.
    const deadlineMs = context.platform.deadlines?.required ?? DEFAULT_DEADLINES.required
    const res = await Promise.race([
      context.platform.fetch(new Request(new URL('/api/health', context.platform.baseUrl), { signal: AbortSignal.timeout(deadlineMs) })),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), deadlineMs).unref()),
    ])
    const ok = res.ok
    return Response.json({ ok, platform: ok ? 'up' : `HTTP ${res.status}`, ms: Date.now() - started }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json({ ok: false, platform: 'unreachable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
