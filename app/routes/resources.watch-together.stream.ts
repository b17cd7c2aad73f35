import type { LoaderFunctionArgs } from '@remix-run/node'
import { contentId } from '#app/catalogue/params.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { watchTogetherCalls } from '#app/platform/watch-together.server.ts'
import { platformFor } from '#app/session.server.ts'
import { eventStreamRefusal, relayEventStream } from '#app/utils/event-stream.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * The WATCH_TOGETHER page's list of who is watching (text/event-stream): the platform's
 * `event: viewers` stream relayed as it comes, with the session's token kept on the server.
 * While it is open the platform keeps the viewer's presence seen. Signed-in viewers only.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = contentId.safeParse(params.eventId)
  if (!id.success) return eventStreamRefusal('No such live event.', 404)
  const { client, viewer } = await platformFor(request, context)
  if (viewer.isGuest) return eventStreamRefusal('Sign in to watch together.', 401)
  try {
    return relayEventStream(await watchTogetherCalls(client).stream(id.data, request.signal))
  } catch (error) {
    const status = error instanceof PlatformError && error.status < 500 ? error.status : 503
    if (status === 503) logger.warn({ event: 'watch_together.stream_failed', message: (error as Error)?.message })
    return eventStreamRefusal('Who is watching cannot be followed right now.', status)
  }
}
