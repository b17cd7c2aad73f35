import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { rememberJavaScript } from '#app/utils/streaming.ts'

rememberJavaScript()

/**
 * The page's data is decoded before React starts hydrating.
 *
 * With single fetch, RemixBrowser's first render starts decoding the page's data (the stream the
 * document's inline scripts feed) and suspends until it is decoded. A click, a keystroke or a
 * choice in a select in that moment makes React hydrate at once, synchronously, which cannot wait
 * for the data: React then discarded the server's markup, rendered the whole document again on
 * the client (losing what the visitor had typed or chosen) and failed with "Root did not
 * complete". So RemixBrowser's first step runs here, outside React: it starts the decoding and
 * throws its promise; hydration starts once that has settled, and its first render does not wait.
 */
async function pageDataDecoded(): Promise<void> {
  const context = (window as { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown } }).__remixContext
  if (!context?.future?.v3_singleFetch || !context.stream) return
  try {
    RemixBrowser({})
  } catch (thrown) {
    // the decoding's promise (it never rejects: an error is kept for the render to throw)
    if (thrown instanceof Promise) await thrown
  }
}

void pageDataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  }),
)
