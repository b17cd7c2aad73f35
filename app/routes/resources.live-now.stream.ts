import type { LoaderFunctionArgs } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * The browser's live-now toast stream (text/event-stream): the platform's server-sent events,
 * relayed as they come, so the viewer's token stays in the session cookie on the server. Signed-in
 * viewers only (401 otherwise); closing the browser's EventSource ends the platform stream too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { client, viewer } = await platformFor(request, context)
  if (viewer.isGuest)
    return new Response('Sign in to get live-now alerts.', { status: 401, headers: { 'Cache-Control': cachePolicy.none } })
  try {
    const upstream = await client.liveNowStream(request.signal)
    return new Response(quietEnd(upstream.body), {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: compression would hold events back until a buffer fills.
        'Cache-Control': 'private, no-store, no-transform',
        'X-Accel-Buffering': 'no',
      },
    })
  } catch (error) {
    const status = error instanceof PlatformError && error.status < 500 ? error.status : 503
    if (status === 503) logger.warn({ event: 'live_now.stream_failed', message: (error as Error)?.message })
    // EventSource reconnects by itself after a failure; 204 would tell it to stop, so answer an error.
    return new Response('Live-now alerts are not available right now.', { status, headers: { 'Cache-Control': cachePolicy.none } })
  }
}

/**
 * The platform's body, passed through chunk by chunk, that ends (rather than errors) when the
 * upstream read fails: the viewer closed the page (our fetch to a remote platform is aborted) or
 * the platform went away. The browser's EventSource reconnects after an end; an error would only
 * be logged by the HTTP server as a failed response.
 */
function quietEnd(body: ReadableStream<Uint8Array> | null): ReadableStream<Uint8Array> | null {
  if (!body) return null
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch {
        controller.close()
      }
    },
    cancel(reason) {
      return reader.cancel(reason).catch(() => {})
    },
  })
}
