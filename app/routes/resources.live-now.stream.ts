import type { LoaderFunctionArgs } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { eventStreamRefusal, relayEventStream } from '#app/utils/event-stream.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * The browser's live-now toast stream (text/event-stream): the platform's server-sent events,
 * relayed as they come, so the viewer's token stays in the session cookie on the server. Signed-in
 * viewers only (401 otherwise); closing the browser's EventSource ends the platform stream too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { client, viewer } = await platformFor(request, context)
  if (viewer.isGuest) return eventStreamRefusal('Sign in to get live-now alerts.', 401)
  try {
    return relayEventStream(await client.liveNowStream(request.signal))
  } catch (error) {
    const status = error instanceof PlatformError && error.status < 500 ? error.status : 503
    if (status === 503) logger.warn({ event: 'live_now.stream_failed', message: (error as Error)?.message })
    // EventSource reconnects by itself after a failure; 204 would tell it to stop, so answer an error.
    return eventStreamRefusal('Live-now alerts are not available right now.', status)
  }
}
