/**
 * One server-sent-events answer for every stream of the platform (live-now announcements, who is
 * watching together): `text/event-stream`, a `retry` hint, a comment on every tick so proxies keep
 * the connection, and one way to stop (the client went away, the platform ends its streams, or
 * the stream's source says so). The events themselves come from Postgres NOTIFY through
 * `Database.listen`, fanned out by each feature to its subscribers.
 */
export interface EventStreamSink {
  /** Sends one event (`event:`, optional `id:`, `data:` as JSON). */
  event(name: string, data: unknown, id?: string): void
  /** Ends the stream (the response body closes). */
  end(): void
}

export interface EventStreamOptions {
  /** how often a `: ping` comment is sent (and `onTick` runs) */
  tickMs: number
  /** the request's abort signal: the client went away */
  signal: AbortSignal
  /**
   * Starts the stream's source; returns what stops it. Called once the stream is open; the sink
   * may be used at once (e.g. to send the current state).
   */
  start(sink: EventStreamSink): () => void
  /** runs on every tick (e.g. to keep a presence alive while its stream is open) */
  onTick?(): void
}

export function eventStreamResponse(opts: EventStreamOptions): Response {
  const encoder = new TextEncoder()
  const { signal } = opts
  let stop = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let stopped = false
      const send = (text: string) => {
        if (stopped) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      const sink: EventStreamSink = {
        event(name, data, id) {
          send(`event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
        },
        end: () => onAbort(),
      }
      const heartbeat = setInterval(() => {
        send(': ping\n\n')
        opts.onTick?.()
      }, opts.tickMs)
      heartbeat.unref?.()
      let stopSource = () => {}
      stop = () => {
        if (stopped) return
        stopped = true
        stopSource()
        clearInterval(heartbeat)
        signal.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        stop()
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      signal.addEventListener('abort', onAbort)
      send('retry: 5000\n: connected\n\n')
      const unsubscribe = opts.start(sink)
      if (stopped) unsubscribe()
      else stopSource = unsubscribe
    },
    cancel() {
      stop()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
