import type { LoaderFunctionArgs } from '@remix-run/node'

/** Liveness and readiness: the web process answers and the platform answers. */
export async function loader({ context }: LoaderFunctionArgs) {
  const started = Date.now()
  try {
    const res = await context.platform.fetch(new Request(new URL('/api/health', context.platform.baseUrl)))
    const ok = res.ok
    return Response.json(
      { ok, platform: ok ? 'up' : `HTTP ${res.status}`, ms: Date.now() - started },
      { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    )
  } catch {
    return Response.json({ ok: false, platform: 'unreachable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
