import type { PlatformTransport } from '#app/platform/client.server.ts'
import { createNonce } from '#app/security/content-security.ts'

/** Per-request state the server creates in getLoadContext. */
export interface RequestState {
  /** Set-Cookie values to add to the response (session refreshes), appended by server/. */
  cookies: string[]
  /** Memoized per-request work shared by parallel loaders (the viewer, the platform client). */
  memo: Map<string, Promise<unknown>>
  /** the client's address as the server saw it (Express `req.ip`, proxies from loopback trusted) */
  clientAddress?: string
  /** this request's Content-Security-Policy nonce (app/security/content-security.ts) */
  cspNonce: string
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    platform: PlatformTransport
    state: RequestState
  }
}

export function createRequestState(clientAddress?: string): RequestState {
  return { cookies: [], memo: new Map(), clientAddress, cspNonce: createNonce() }
}

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}
