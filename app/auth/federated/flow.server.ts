/**
 * The federated flows' server-side state, in its own httpOnly, encrypted (AES-256-GCM, its own
 * key), SameSite=Lax cookie (Lax: the provider's redirect back is a top-level GET, which carries
 * it). It binds an OpenID state to this browser, remembers where to return, the pending account
 * link, the TV-provider flow (its registered client, with its secret and access token, is kept
 * per browser rather than per realm), and where to land after a provider's logout.
 */
import type { SessionStorage } from '@remix-run/node'
import { encryptedCookieStorage } from '#app/session.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { TvProviderEntry } from './types.ts'
import type { SocialFlow } from './social.ts'

export interface OidcFlow {
  state: string
  provider: string
  from: string
  locale: Locale
}
export interface LinkFlow {
  linkToken: string
  /** the provider being linked */
  provider: string
  /** the provider the existing account signs in with ("id": email and password) */
  existingProvider: string
  email: string | null
  from: string
  locale: Locale
  cannotLink?: boolean
}
export interface TvFlow {
  code: string
  accessToken: string
  from: string
  locale: Locale
  attempt: number
  providers: { featured: TvProviderEntry[]; nonFeatured: TvProviderEntry[] }
}
export interface TvClient {
  clientId: string
  clientSecret: string
}

/** A logout waiting for the OpenID provider to send the browser back (GET /logout?state=). */
export interface LogoutFlow {
  state: string
  /** a same-origin path, checked when it was stored */
  from: string
  locale: Locale
}

interface FlowData {
  oidc: OidcFlow
  link: LinkFlow
  tv: TvFlow
  tvClient: TvClient
  logout: LogoutFlow
  /** Apple, Google or Facebook started by the app under /login/{provider} (app/auth/federated/social.ts) */
  social: SocialFlow
}

let storage: SessionStorage<FlowData> | undefined
function flowStorage() {
  storage ??= encryptedCookieStorage<FlowData>('__marquee_fed', 'marquee federated flow cookie')
  return storage
}

export async function readFlow(request: Request) {
  const session = await flowStorage().getSession(request.headers.get('cookie'))
  return {
    get: <K extends keyof FlowData>(key: K) => session.get(key) as FlowData[K] | undefined,
    set: <K extends keyof FlowData>(key: K, value: FlowData[K]) => session.set(key, value),
    unset: (key: keyof FlowData) => session.unset(key),
    commit: () => flowStorage().commitSession(session),
  }
}
export type Flow = Awaited<ReturnType<typeof readFlow>>
