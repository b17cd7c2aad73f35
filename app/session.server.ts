/**
 * The cookie session: httpOnly, SameSite=Lax, encrypted and authenticated (AES-256-GCM), Secure
 * in production. It holds the platform token pair; tokens never reach browser JavaScript, and the
 * cookie's value cannot be read by whoever holds it (docs/decisions/011). Visitors without a session
 * call the platform anonymously (as guests), so guest pages set no cookie and stay cacheable.
 */
import type { AppLoadContext, Session, SessionStorage } from '@remix-run/node'
import { env } from './env.server.ts'
import { createEncryptedCookieSessionStorage } from './utils/encrypted-cookie.server.ts'
import { createPlatformClient, PlatformError, type PlatformClient } from './platform/client.server.ts'
import type { SessionUser, TokenPair } from './platform/types.ts'

interface SessionData {
  authorisationToken: string
  refreshToken: string
  /**
   * The OpenID provider this session signed in with, and its ID token (the logout's
   * id_token_hint): logout ends the session there too. Absent after any other sign-in.
   */
  oidcProvider: string
  oidcIdToken: string
}

/**
 * The attributes of every server-held cookie: httpOnly, SameSite=Lax, Secure in production and
 * whenever the public origin is https, 30 days. (Any cookie sent over an https request is Secure
 * too: encrypted-cookie.server.ts.)
 */
export function privateCookie(name: string) {
  return {
    name,
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: env().isProduction || env().publicUrl.startsWith('https:'),
    secrets: [env().SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  }
}

/**
 * A session storage in a private cookie whose value is encrypted with a key of its own (HKDF
 * from SESSION_SECRET with `info`). A cookie that does not open reads as an empty session.
 */
export function encryptedCookieStorage<Data>(name: string, info: string): SessionStorage<Data> {
  return createEncryptedCookieSessionStorage<Data>({ ...privateCookie(name), info })
}

let storage: SessionStorage<SessionData> | undefined
function sessionStorage() {
  storage ??= encryptedCookieStorage<SessionData>('__marquee', 'marquee session cookie')
  return storage
}

export const GUEST: SessionUser = { id: 'guest', loc: 'en', rol: [], isGuest: true, pro: null }

/** Refreshes in flight, shared by parallel loaders of one process so a token is rotated once. */
const refreshing = new Map<string, Promise<TokenPair | undefined>>()

export interface RequestPlatform {
  client: PlatformClient
  viewer: SessionUser
  hasSession: boolean
}

function memo<T>(context: AppLoadContext, key: string, make: () => Promise<T>): Promise<T> {
  let p = context.state.memo.get(key) as Promise<T> | undefined
  if (!p) {
    p = make()
    context.state.memo.set(key, p)
  }
  return p
}

async function readSession(request: Request, context: AppLoadContext): Promise<Session<SessionData>> {
  return memo(context, 'session', () => sessionStorage().getSession(request.headers.get('cookie')))
}

/**
 * The platform client acting for this request's viewer, before anyone has asked who the viewer
 * is: a call that a signed-in page makes anyway can start together with that question (the
 * platform then checks the session once for both). Memoized per request; platformFor gives the
 * same client.
 */
export function sessionClientFor(
  request: Request,
  context: AppLoadContext,
  locale = 'en',
): Promise<Pick<RequestPlatform, 'client' | 'hasSession'>> {
  return memo(context, `client:${locale}`, async () => {
    const session = await readSession(request, context)
    const hasSession = Boolean(session.get('refreshToken'))
    const client = createPlatformClient(
      context.platform,
      {
        accessToken: () => session.get('authorisationToken'),
        // The calls that a page starts together all meet an expired access token together: the
        // first refreshes it for the whole request, and the cookie is set once.
        refresh: () => memo(context, 'refresh', refreshSession),
      },
      locale,
    )
    async function refreshSession(): Promise<string | undefined> {
      const refreshToken = session.get('refreshToken')
      if (!refreshToken) return undefined
      let pending = refreshing.get(refreshToken)
      if (!pending) {
        pending = createPlatformClient(context.platform)
          .refresh(refreshToken)
          .catch(() => undefined)
        refreshing.set(refreshToken, pending)
        pending.finally(() => setTimeout(() => refreshing.delete(refreshToken), 10_000))
      }
      const pair = await pending
      if (!pair) {
        session.unset('authorisationToken')
        session.unset('refreshToken')
        context.state.cookies.push(await sessionStorage().destroySession(session))
        return undefined
      }
      session.set('authorisationToken', pair.authorisationToken)
      session.set('refreshToken', pair.refreshToken)
      context.state.cookies.push(await sessionStorage().commitSession(session))
      return pair.authorisationToken
    }
    return { client, hasSession }
  })
}

/** The platform client acting for this request's viewer, and who the viewer is. Memoized per request. */
export function platformFor(request: Request, context: AppLoadContext, locale = 'en'): Promise<RequestPlatform> {
  return memo(context, `platform:${locale}`, async () => {
    const { client, hasSession } = await sessionClientFor(request, context, locale)
    let viewer = GUEST
    if (hasSession) {
      try {
        viewer = await client.me()
      } catch (error) {
        if (!(error instanceof PlatformError) || error.status !== 401) throw error
        viewer = GUEST
      }
    }
    return { client, viewer, hasSession }
  })
}

const MAX_ID_TOKEN_IN_COOKIE = 1800

/**
 * After a successful sign-in: keep the token pair in the session cookie. `oidc` names the OpenID
 * provider of this sign-in (with its ID token), so logout can end the session there; any other
 * sign-in forgets an earlier one.
 */
export async function commitTokens(
  request: Request,
  tokens: TokenPair,
  oidc?: { provider: string; idToken?: string | null },
): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'))
  session.set('authorisationToken', tokens.authorisationToken)
  session.set('refreshToken', tokens.refreshToken)
  session.unset('oidcProvider')
  session.unset('oidcIdToken')
  if (oidc) {
    session.set('oidcProvider', oidc.provider)
    // A very large ID token would push the cookie past 4 kB: logout then goes without the hint
    // (the provider asks before signing out) rather than the sign-in failing.
    if (oidc.idToken && oidc.idToken.length <= MAX_ID_TOKEN_IN_COOKIE) session.set('oidcIdToken', oidc.idToken)
  }
  return sessionStorage().commitSession(session)
}

/** A profile switch: new tokens for the same sign-in, so the OpenID provider to log out of is kept. */
export async function commitSwitchedTokens(request: Request, tokens: TokenPair): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'))
  session.set('authorisationToken', tokens.authorisationToken)
  session.set('refreshToken', tokens.refreshToken)
  return sessionStorage().commitSession(session)
}

/** The session's refresh token (server-side only), e.g. to end it when a profile switch starts a new session. */
export async function currentRefreshToken(request: Request): Promise<string | undefined> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'))
  return session.get('refreshToken')
}

/**
 * Sign out: forget the tokens. Returns the refresh token to revoke, the OpenID provider (and ID
 * token) whose session to end too, and the cookie to send.
 */
export async function destroySession(
  request: Request,
): Promise<{ refreshToken?: string; oidc?: { provider: string; idToken?: string }; cookie: string }> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'))
  const provider = session.get('oidcProvider')
  return {
    refreshToken: session.get('refreshToken'),
    oidc: provider ? { provider, idToken: session.get('oidcIdToken') } : undefined,
    cookie: await sessionStorage().destroySession(session),
  }
}

export function isEditor(viewer: SessionUser): boolean {
  return !viewer.isGuest && (viewer.rol.includes('editor') || viewer.rol.includes('operator'))
}

/**
 * The session's access token as an `Authorization` value, for the `/media` requests the server
 * hands to the platform: signed HLS URLs are bound to the viewer, and the browser's player
 * sends only the cookie. Undefined without a session (the viewer is then anonymous).
 */
export async function mediaAuthorization(cookieHeader: string | null | undefined): Promise<string | undefined> {
  if (!cookieHeader) return undefined
  const session = await sessionStorage().getSession(cookieHeader)
  const token = session.get('authorisationToken')
  return token ? `Bearer ${token}` : undefined
}
