import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { EventEmitter } from 'node:events'
import type { Writable } from 'node:stream'
import { logger } from '#app/utils/logger.server.ts'
import { shouldStream } from '#app/utils/streaming.ts'
import { documentWithScriptsAfterFirstPaint, scriptsAfterFirstPaint } from '#app/utils/scripts-after-paint.server.ts'
import { cmsValidators } from '#schemas/validate.ts'
import { createNonce, documentHeaders } from '#app/security/content-security.ts'
import { NonceProvider } from '#app/security/nonce.tsx'
import { ServerHeadProvider } from '#app/utils/server-head.tsx'
import { PressableStyle } from '#app/components/pressable-style.server.tsx'
import { isRouteErrorResponse } from '@remix-run/react'
import { DEFAULT_RETRY_AFTER_SECONDS } from '#app/platform/resilience.server.ts'
import { isPlatformUnavailableData } from '#app/platform/unavailable.server.ts'
import { Translations } from '#app/i18n/i18n.ts'
import { fillPlaceholders } from '#app/i18n/fill.server.ts'
import { cardLinks } from '#blocks/bucket/Card.tsx'
import { rememberCardLink } from '#blocks/bucket/card-links.server.ts'
import { cardToggles } from '#app/favourites/CardFavouriteToggle.tsx'
import { RememberedCardToggle } from '#app/favourites/card-toggles.server.tsx'

// Compile the CMS validators at start, not on the first visitor's request.
cmsValidators()
// Lookups with values are filled without i18next where the answer is the same (fill.server.ts).
Translations.fillPlaceholders = fillPlaceholders
// A frozen card's link is built once per set of props (card-links.server.ts).
cardLinks.remember = rememberCardLink
// A card's favourites toggle is written once per title, state and page (card-toggles.server.tsx).
// Production only: React's development build warns whenever a context is provided by two
// renderers at once, which writing a toggle inside the page's render does (harmlessly: the same
// strings, given back when it ends).
if (process.env.NODE_ENV === 'production') cardToggles.Remembered = RememberedCardToggle

/** The end of every page's head, written by the server only (app/utils/server-head.tsx). */
const serverHead = <PressableStyle />

/** Deferred rows that haven't answered after this long render their error state. */
export const streamTimeout = 8_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // One nonce per request: React's streamed scripts and Remix's carry it, nothing else runs inline.
  const nonce = loadContext.state?.cspNonce ?? createNonce()
  documentHeaders(nonce, responseHeaders)
  if (responseStatusCode === 503) unavailableHeaders(remixContext, responseHeaders)
  // Browsers running our scripts get the shell first and rows as they arrive; crawlers, first
  // visits and JavaScript-off visitors get every row in place (app/utils/streaming.ts).
  const waitForAll = !shouldStream(request, isbot(request.headers.get('user-agent') ?? ''))
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Deferred rows that never answer: after this long, the page is sent with their error states.
    let abortRender = () => {}
    const deadline = setTimeout(() => abortRender(), streamTimeout + 1_000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerHeadProvider value={serverHead}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </ServerHeadProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (waitForAll) return
          shellRendered = true
          // The page's scripts load once it has painted (app/utils/scripts-after-paint.server.ts).
          const body = scriptsAfterFirstPaint(nonce)
          body.once('end', () => clearTimeout(deadline))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onAllReady() {
          if (!waitForAll) return
          shellRendered = true
          // Every row is in place: the document is sent as one body, not streamed chunk by chunk.
          pipe(
            wholeDocument((document) => {
              clearTimeout(deadline)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              const body = documentWithScriptsAfterFirstPaint(document, nonce)
              resolve(new Response(body as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }))
            }),
          )
        },
        onShellError(error: unknown) {
          clearTimeout(deadline)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ event: 'render.error', url: new URL(request.url).pathname, message: (error as Error)?.message })
        },
      },
    )
    abortRender = abort
  })
}

/**
 * A destination for React's `pipe` once the whole page has rendered: React then writes the whole
 * page (in strings of at most 60,000 characters, scripts/patch-dependencies.mjs) and ends, within
 * the call, so the pieces are only encoded and joined. Sent through a Transform, a Node stream
 * turned into a web one and read back by the response writer, the same bytes cost each of those
 * stages' callbacks and promises, and the writer could wait a timer turn for the stream's end.
 */
function wholeDocument(done: (document: Buffer) => void): Writable {
  const chunks: Uint8Array[] = []
  const destination = Object.assign(new EventEmitter(), {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
      return true
    },
    end() {
      done(Buffer.concat(chunks))
    },
  })
  return destination as unknown as Writable
}

/**
 * The platform could not give the page its data (app/platform/unavailable.server.ts): tell
 * clients when to come back, and keep caches from holding the retry page.
 */
function unavailableHeaders(remixContext: EntryContext, headers: Headers) {
  const errors = Object.values(remixContext.staticHandlerContext.errors ?? {})
  const data = errors.map((e) => (isRouteErrorResponse(e) ? e.data : null)).find(isPlatformUnavailableData)
  headers.set('Retry-After', String(data?.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS))
  headers.set('Cache-Control', 'no-store')
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error({
    event: 'server.error',
    url: new URL(request.url).pathname,
    message: (error as Error)?.message,
    stack: (error as Error)?.stack,
  })
}
