/**
 * Identity rules: sign-in, guest sessions, access tokens (JWT HS256, 15 minutes) and refresh
 * tokens (opaque, stored hashed, 30 days, rotated on every use; presenting a rotated token again
 * revokes its whole family, since either the client or a thief holds a copy).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { Caller, Role } from '../http.ts'
import { verifyDummyPassword, verifyPassword } from './passwords.ts'
import type { AccountRow, IdentityStore, ProfileRow } from './store.ts'

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
const DEFAULT_LOCALE = 'en'

export interface TokenPair {
  authorisationToken: string
  refreshToken: string
}

export class InvalidRefreshToken extends Error {
  constructor() {
    super('The refresh token is not valid.')
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

const ROLES: readonly Role[] = ['viewer', 'editor', 'operator']
const toRoles = (values: unknown): Role[] => (Array.isArray(values) ? values.filter((v): v is Role => ROLES.includes(v as Role)) : [])

export function createIdentityService(deps: { store: IdentityStore; secret: string; now: () => Date }) {
  const { store, now } = deps
  const key = new TextEncoder().encode(deps.secret)
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

  /** `sid` names the session (the refresh-token family): its tokens die with it (see verifyAccessToken). */
  async function signAccess(caller: Caller, sid: string): Promise<string> {
    const iat = seconds(now())
    return new SignJWT({ id: caller.id, loc: caller.loc, rol: caller.rol, isGuest: caller.isGuest, pro: caller.pro, tp: caller.tp, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(caller.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(key)
  }

  function newRefreshToken(
    accountId: string | null,
    familyId: string,
    profileId: string | null = null,
    signInProvider: string | null = null,
  ) {
    const token = randomBytes(32).toString('base64url')
    const row = {
      id: randomUUID(),
      accountId,
      familyId,
      profileId,
      signInProvider,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_SECONDS * 1000),
    }
    return { token, row }
  }

  const endedSessions = new Set<string>()
  const rememberEnded = (sid: string) => {
    if (endedSessions.size >= 10_000) endedSessions.delete(endedSessions.values().next().value!)
    endedSessions.add(sid)
  }

  /**
   * Tokens whose signature was checked, with their claims. A signed-in page makes ~20 platform
   * calls with one token, and checking its HMAC through WebCrypto each time was ~7 % of that
   * page's CPU. The signature of a given token string under this service's key never changes
   * its verdict, so it is checked once; the time claims are checked again at every use (as
   * `jwtVerify` does: expired when `exp` <= now, not yet valid when `nbf` > now), and the
   * session's liveness below is asked every time as before.
   */
  const verifiedTokens = new Map<string, JWTPayload>()
  const verifiedClaims = async (token: string): Promise<JWTPayload | null> => {
    const at = now()
    const known = verifiedTokens.get(token)
    if (known) {
      const nowSeconds = Math.floor(at.getTime() / 1000)
      if (known.exp! <= nowSeconds || (typeof known.nbf === 'number' && known.nbf > nowSeconds)) return null
      return known
    }
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: at })
    if (typeof payload.exp === 'number') {
      if (verifiedTokens.size >= 10_000) verifiedTokens.delete(verifiedTokens.keys().next().value!)
      verifiedTokens.set(token, payload)
    }
    return payload
  }

  const accountCaller = (account: AccountRow, profile?: ProfileRow | null): Caller => ({
    sub: account.id,
    id: account.id,
    loc: DEFAULT_LOCALE,
    rol: toRoles(account.roles),
    isGuest: false,
    pro: profile?.id ?? null,
    tp: profile ? (profile.type === 'CHILD' ? 'CHILD' : 'ADULT') : null,
  })
  const guestCaller = (familyId: string): Caller => ({
    sub: `guest-${familyId}`,
    id: `guest-${familyId}`,
    loc: DEFAULT_LOCALE,
    rol: [],
    isGuest: true,
    pro: null,
    tp: null,
  })

  async function startSession(
    caller: Caller,
    accountId: string | null,
    familyId: string,
    signInProvider: string | null = null,
  ): Promise<TokenPair> {
    const { token, row } = newRefreshToken(accountId, familyId, caller.pro, signInProvider)
    await store.insertRefreshToken(row)
    return { authorisationToken: await signAccess(caller, familyId), refreshToken: token }
  }

  /**
   * The account when the email and password match, else null; an unknown email and a wrong
   * password take the same time. The caller decides what an inactive account means.
   */
  async function checkPassword(email: string, password: string): Promise<AccountRow | null> {
    const account = await store.findAccountByEmail(email.trim().toLowerCase())
    const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyDummyPassword(password)
    return account && ok ? account : null
  }

  return {
    checkPassword,

    /** A new session (a new refresh-token family) for an account, optionally as one of its profiles. */
    async startAccountSession(account: AccountRow, profile?: ProfileRow | null): Promise<TokenPair> {
      return startSession(accountCaller(account, profile), account.id, randomUUID())
    },

    /** null when the email is unknown or the password wrong; both take the same time. */
    async login(email: string, password: string): Promise<TokenPair | null> {
      const account = await checkPassword(email, password)
      if (!account) return null
      return startSession(accountCaller(account), account.id, randomUUID())
    },

    /**
     * A session for an account proved by other means (a linked external identity); null if it is
     * gone. The session remembers the provider, so logout can end the session there too.
     */
    async signInAccount(accountId: string, signInProvider: string | null = null): Promise<TokenPair | null> {
      const account = await store.findAccountById(accountId)
      if (!account) return null
      return startSession(accountCaller(account), account.id, randomUUID(), signInProvider)
    },

    async loginGuest(): Promise<TokenPair> {
      const familyId = randomUUID()
      return startSession(guestCaller(familyId), null, familyId)
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const current = await store.findRefreshToken(hashRefreshToken(refreshToken))
      const at = now()
      if (!current) throw new InvalidRefreshToken()
      if (current.revokedAt) {
        // A token that was rotated is being replayed: end the whole session family.
        if (current.replacedBy) await store.revokeFamily(current.familyId, at)
        throw new InvalidRefreshToken()
      }
      if (current.expiresAt.getTime() <= at.getTime()) throw new InvalidRefreshToken()

      let caller: Caller
      if (current.accountId) {
        const account = await store.findAccountById(current.accountId)
        if (!account) throw new InvalidRefreshToken()
        // A deleted profile falls back to no profile chosen.
        const profile = current.profileId ? await store.findProfile(account.id, current.profileId) : null
        caller = accountCaller(account, profile)
      } else {
        caller = guestCaller(current.familyId)
      }
      const next = newRefreshToken(current.accountId, current.familyId, caller.pro, current.signInProvider)
      if (!(await store.rotateRefreshToken(current.id, next.row, at))) {
        // Lost a race with another refresh of the same token: that is reuse too.
        await store.revokeFamily(current.familyId, at)
        throw new InvalidRefreshToken()
      }
      return { authorisationToken: await signAccess(caller, current.familyId), refreshToken: next.token }
    },

    /**
     * Revokes the refresh token. Returns the session it ended (its account and the provider it
     * signed in with) when the token was live, so the caller can end the session there too;
     * null for an unknown, expired or already revoked token.
     */
    async logout(refreshToken: string): Promise<{ accountId: string | null; signInProvider: string | null } | null> {
      const current = await store.findRefreshToken(hashRefreshToken(refreshToken))
      if (!current) return null
      const ended = await store.revokeRefreshToken(current.id, now())
      if (!ended || current.expiresAt.getTime() <= now().getTime()) return null
      return { accountId: current.accountId, signInProvider: current.signInProvider }
    },

    /**
     * A profile switch replaces the session: the old refresh token is revoked, and the new
     * session keeps the provider it signed in with (logout still ends the session there).
     */
    async replaceSession(oldRefreshToken: string, next: TokenPair): Promise<void> {
      const old = await store.findRefreshToken(hashRefreshToken(oldRefreshToken))
      if (!old) return
      await store.revokeRefreshToken(old.id, now())
      const fresh = await store.findRefreshToken(hashRefreshToken(next.refreshToken))
      if (old.signInProvider && fresh && fresh.accountId === old.accountId) await store.setSignInProvider(fresh.id, old.signInProvider)
    },

    /**
     * The caller named by a valid, unexpired access token of a session that has not ended;
     * null otherwise. A signed-in session ends at logout, a password reset or a detected replay
     * (no live refresh token left in its family): its access tokens are refused from then on, in
     * every process, since the answer comes from the database. Ended sessions are remembered here
     * (they never come back); live ones are asked each time. Guest tokens open nothing personal
     * and are not looked up.
     */
    async verifyAccessToken(token: string): Promise<Caller | null> {
      try {
        const payload = await verifiedClaims(token)
        if (!payload || typeof payload.sub !== 'string') return null
        if (payload.isGuest !== true) {
          if (typeof payload.sid !== 'string' || endedSessions.has(payload.sid)) return null
          if (!(await store.isSessionLive(payload.sid, now()))) {
            rememberEnded(payload.sid)
            return null
          }
        }
        return {
          sub: payload.sub,
          id: typeof payload.id === 'string' ? payload.id : payload.sub,
          loc: typeof payload.loc === 'string' ? payload.loc : DEFAULT_LOCALE,
          rol: toRoles(payload.rol),
          isGuest: payload.isGuest === true,
          pro: typeof payload.pro === 'string' ? payload.pro : null,
          tp: payload.tp === 'CHILD' || payload.tp === 'ADULT' ? payload.tp : null,
        }
      } catch {
        return null
      }
    },

    async profile(caller: Caller) {
      const base = { id: caller.id, loc: caller.loc, rol: caller.rol, isGuest: caller.isGuest, pro: caller.pro, tp: caller.tp }
      if (caller.isGuest) return base
      // the profile's name as it is now, not as it was when the token was issued (a rename shows at once)
      const [account, profileName] = await Promise.all([
        store.findAccountById(caller.sub),
        caller.pro ? store.profileName(caller.sub, caller.pro) : undefined,
      ])
      if (!account) return base
      return { ...base, email: account.email, name: account.name, ...(profileName !== undefined ? { profileName } : {}) }
    },
  }
}
export type IdentityService = ReturnType<typeof createIdentityService>
