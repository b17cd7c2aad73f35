/**
 * The cookie session: httpOnly, SameSite=Lax, signed, Secure in production. It holds the
 * platform token pair; tokens never reach browser JavaScript. Visitors without a session
 * call the platform anonymously (as guests), so guest pages set no cookie and stay cacheable.
 */
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { env } from './env.server.ts'
import { createPlatformClient, PlatformError, type PlatformClient } from './platform/client.server.ts'
import type { SessionUser, TokenPair } from './platform/types.ts'

interface SessionData {
  authorisationToken: string
  refreshToken: string
}

/** The attributes of every server-held cookie: httpOnly, SameSite=Lax, signed, Secure in production. */
export function privateCookie(name: string) {
  return {
    name,
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: env().isProduction,
    secrets: [env().SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  }
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined
function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({ cookie: privateCookie('__marquee') })
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

/** The platform client acting for this request's viewer, and who the viewer is. Memoized per request. */
export function platformFor(request: Request, context: AppLoadContext, locale = 'en'): Promise<RequestPlatform> {
  return memo(context, `platform:${locale}`, async () => {
    const session = await readSession(request, context)
    const hasSession = Boolean(session.get('refreshToken'))
    const client = createPlatformClient(
      context.platform,
      {
        accessToken: () => session.get('authorisationToken'),
        refresh: async () => {
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
        },
      },
      locale,
    )
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

/** After a successful sign-in: keep the token pair in the session cookie. */
export async function commitTokens(request: Request, tokens: TokenPair): Promise<string> {
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

/** Sign out: forget the tokens. Returns the refresh token to revoke and the cookie to send. */
export async function destroySession(request: Request): Promise<{ refreshToken?: string; cookie: string }> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'))
  return { refreshToken: session.get('refreshToken'), cookie: await sessionStorage().destroySession(session) }
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
