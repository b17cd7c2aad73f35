/**
 * Relaying a platform event stream (server-sent events) to the browser: the browser's EventSource
 * reads a same-origin resource route, whose loader opens the platform's stream with the session's
 * token (which never reaches browser JavaScript) and passes its body on unchanged. Used by the
 * live-now toasts and the watch-together list.
 */
import { cachePolicy } from './http.ts'

/** The browser's answer: the platform's body as it comes, never compressed or cached. */
export function relayEventStream(upstream: Response): Response {
  return new Response(quietEnd(upstream.body), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold events back until a buffer fills.
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

/** A refusal the browser's EventSource understands (it reconnects after an error status, not after 204). */
export function eventStreamRefusal(message: string, status: number): Response {
  return new Response(message, { status, headers: { 'Cache-Control': cachePolicy.none } })
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
