/**
 * Partner sign-in: one mechanism, each partner a configuration. The platform sends what the
 * client gave (credentials, a partner token, a Gigya-type signature, a Firebase ID token) to the
 * partner's verification endpoint, reads the person from the answer and signs in to the linked
 * account (/login/auth-provider/pbr, /login/sptv, /v1/opin-auth, /firebase-auth).
 *
 * Refusals carry a `labelKey` the web app translates.
 */
import * as z from 'zod'
import type { Caller, Logger } from '../../http.ts'
import { failedSignInGuard, type RateLimitPolicy, type RateLimiter } from '../rate-limit.ts'
import type { PartnerProvider } from './config.ts'
import { FederationError, type ExternalPerson, type FederationService } from './service.ts'

export const PartnerBodies = {
  credentials: z.object({
    id: z.string({ error: 'Enter your id.' }).trim().min(1, 'Enter your id.').max(254, 'The id is too long.'),
    secret: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024, 'The password is too long.'),
  }),
  token: z.object({
    opinAuthToken: z.string({ error: 'A token is required.' }).min(1, 'A token is required.').max(8192, 'The token is too long.'),
  }),
  gigya: z.object({
    uid: z.string({ error: 'uid is required.' }).min(1, 'uid is required.').max(256),
    uidSignature: z.string({ error: 'uidSignature is required.' }).min(1, 'uidSignature is required.').max(512),
    signatureTimestamp: z.string({ error: 'signatureTimestamp is required.' }).regex(/^\d{1,13}$/, 'signatureTimestamp must be digits.'),
  }),
  firebase: z.object({
    firebaseAuthToken: z
      .string({ error: 'A Firebase token is required.' })
      .min(1, 'A Firebase token is required.')
      .max(8192, 'The token is too long.'),
    firebaseRefreshToken: z.string().max(8192).optional(),
    appCheckToken: z.string().max(8192).optional(),
  }),
} as const
export type PartnerProtocol = keyof typeof PartnerBodies

/**
 * Firebase's errors as sign-in messages: app-check failed; auth/invalid-credential →
 * invalidCurrentCredentials; auth/internal-error carries a blocking function's message, which is
 * shown; anything else → failedAuthentication.
 */
export function mapFirebaseError(error: { code?: unknown; message?: unknown }): { labelKey: string; message?: string } {
  const code = typeof error.code === 'string' ? error.code : ''
  const message = typeof error.message === 'string' ? error.message : ''
  if (/app-?check/i.test(code) || /app-?check/i.test(message)) return { labelKey: 'appCheckFailed' }
  if (code === 'auth/invalid-credential' || /INVALID_(ID_TOKEN|CREDENTIAL)/.test(message)) return { labelKey: 'invalidCurrentCredentials' }
  if (code === 'auth/internal-error') {
    const blocking = blockingFunctionMessage(message)
    if (blocking) return { labelKey: 'blockingFunctionError', message: blocking }
  }
  return { labelKey: 'failedAuthentication' }
}

/** The message a blocking function returned, out of Firebase's "HTTP Cloud Function returned an error: {json}" text. */
export function blockingFunctionMessage(text: string): string | undefined {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start === -1 || end <= start) return undefined
  try {
    const parsed = JSON.parse(text.slice(start, end + 1)) as { error?: { message?: unknown } }
    const m = parsed.error?.message
    return typeof m === 'string' && m.trim() ? m.trim().slice(0, 300) : undefined
  } catch {
    return undefined
  }
}

const Person = z.object({ userId: z.union([z.string().min(1), z.number()]), email: z.string().nullish(), name: z.string().nullish() })
const GigyaAnswer = z.object({
  errorCode: z.number(),
  errorMessage: z.string().optional(),
  UID: z.string().optional(),
  profile: z.object({ email: z.string().optional(), firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
})
const FirebaseAnswer = z.object({
  users: z
    .array(
      z.object({
        localId: z.string().min(1),
        email: z.string().optional(),
        emailVerified: z.boolean().optional(),
        displayName: z.string().optional(),
      }),
    )
    .min(1),
})
const FirebaseError = z.object({ error: z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string().optional() }) })

const refused = (provider: string, labelKey = 'failedAuthentication', message = 'Signing in with the partner failed.') =>
  new FederationError(401, 'FAILED_AUTHENTICATION', message, { provider, labelKey })

const GigyaLogoutAnswer = z.object({ errorCode: z.number(), errorMessage: z.string().optional() })
/** A partner's logout must not hold a viewer's logout for long. */
export const PARTNER_LOGOUT_TIMEOUT_MS = 5000

/**
 * `limiter` and `limits`: credentials (an id and a password guessed at the partner) are limited
 * like the password login: failures per client address and per partner id; over either limit the
 * partner is not asked at all (429 TOO_MANY_ATTEMPTS).
 */
export function createPartnerService(deps: {
  federation: FederationService
  fetch: typeof fetch
  limiter?: RateLimiter
  limits?: RateLimitPolicy['loginFailures']
  logger?: Logger
  logoutTimeoutMs?: number
}) {
  const { federation } = deps

  async function post(p: PartnerProvider, init: { body: string; contentType: string; headers?: Record<string, string> }) {
    const url = new URL(p.endpoint)
    const headers: Record<string, string> = { 'content-type': init.contentType, accept: 'application/json', ...init.headers }
    if (p.apiKey && p.protocol !== 'gigya') {
      if (p.protocol === 'firebase') url.searchParams.set('key', p.apiKey)
      else headers['x-api-key'] = p.apiKey
    }
    try {
      const res = await deps.fetch(url, { method: 'POST', headers, body: init.body, redirect: 'error' })
      let json: unknown = null
      try {
        json = await res.json()
      } catch {
        json = null
      }
      return { status: res.status, ok: res.ok, json }
    } catch {
      throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The partner cannot be reached. Try again later.', { provider: p.name })
    }
  }

  async function verify(p: PartnerProvider, body: unknown): Promise<ExternalPerson> {
    switch (p.protocol) {
      case 'credentials':
      case 'token': {
        const sent =
          p.protocol === 'credentials'
            ? (body as z.infer<typeof PartnerBodies.credentials>)
            : { token: (body as z.infer<typeof PartnerBodies.token>).opinAuthToken }
        const res = await post(p, { body: JSON.stringify(sent), contentType: 'application/json' })
        if (res.status === 401 || res.status === 403 || res.status === 400)
          throw refused(p.name, 'invalidCurrentCredentials', 'The partner did not accept these details.')
        if (!res.ok) throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The partner did not answer as expected.', { provider: p.name })
        const person = Person.safeParse(res.json)
        if (!person.success)
          throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The partner did not answer as expected.', { provider: p.name })
        return { subject: String(person.data.userId), email: person.data.email ?? null, name: person.data.name ?? null }
      }
      case 'gigya': {
        const b = body as z.infer<typeof PartnerBodies.gigya>
        const form = new URLSearchParams({
          UID: b.uid,
          UIDSignature: b.uidSignature,
          signatureTimestamp: b.signatureTimestamp,
          include: 'profile',
        })
        if (p.apiKey) form.set('apiKey', p.apiKey)
        const res = await post(p, { body: form.toString(), contentType: 'application/x-www-form-urlencoded' })
        const answer = GigyaAnswer.safeParse(res.json)
        if (!answer.success)
          throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The partner did not answer as expected.', { provider: p.name })
        // 403042: invalid login id or password; 403005: unauthorised user; other codes: generic.
        if (answer.data.errorCode !== 0)
          throw refused(
            p.name,
            answer.data.errorCode === 403042 || answer.data.errorCode === 403005 ? 'invalidCurrentCredentials' : 'failedAuthentication',
          )
        if (answer.data.UID !== b.uid) throw refused(p.name)
        const profile = answer.data.profile
        return {
          subject: b.uid,
          email: profile?.email ?? null,
          name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null,
        }
      }
      case 'firebase': {
        const b = body as z.infer<typeof PartnerBodies.firebase>
        const headers: Record<string, string> = b.appCheckToken ? { 'x-firebase-appcheck': b.appCheckToken } : {}
        const res = await post(p, { body: JSON.stringify({ idToken: b.firebaseAuthToken }), contentType: 'application/json', headers })
        if (!res.ok) {
          const err = FirebaseError.safeParse(res.json)
          const mapped = mapFirebaseError(err.success ? { code: String(err.data.error.code ?? ''), message: err.data.error.message } : {})
          throw refused(p.name, mapped.labelKey, mapped.message ?? 'Signing in with Firebase failed.')
        }
        const answer = FirebaseAnswer.safeParse(res.json)
        if (!answer.success) throw refused(p.name)
        const user = answer.data.users[0]!
        return { subject: user.localId, email: user.emailVerified ? (user.email ?? null) : null, name: user.displayName ?? null }
      }
    }
  }

  return {
    /** The partner configured under `name` with the given protocol, or 404. */
    partner(name: string, protocol?: PartnerProtocol): PartnerProvider {
      const p = federation.provider(name, ['partner'])
      if (protocol && p.protocol !== protocol)
        throw new FederationError(404, 'UNKNOWN_PROVIDER', `No sign-in provider "${name}" is configured.`)
      return p
    },
    async signIn(p: PartnerProvider, body: unknown, caller: Caller | null, address = 'unknown') {
      const { limiter, limits } = deps
      if (p.protocol !== 'credentials' || !limiter || !limits) return federation.signInWith(p.name, await verify(p, body), caller)
      const id = (body as z.infer<typeof PartnerBodies.credentials>).id.toLowerCase()
      const guard = failedSignInGuard(limiter, limits, `partnerFailures:${p.name}`, { address, account: id })
      const retryAfter = await guard.attempt()
      if (retryAfter !== null)
        throw new FederationError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Wait a few minutes and try again.', {
          provider: p.name,
          labelKey: 'tooManyAttempts',
          retryAfter,
        })
      let person: ExternalPerson
      try {
        person = await verify(p, body)
      } catch (error) {
        // a wrong id or password stays counted; anything else (the partner down, say) is not a guess
        if (!(error instanceof FederationError && error.status === 401)) await guard.notFailed()
        throw error
      }
      await guard.notFailed()
      return federation.signInWith(p.name, person, caller)
    },

    /**
     * Ends the partner's session of a session that signed in through it and was just logged
     * out (logout ends the session at a Gigya-type identity manager too). Partners
     * without a `logoutEndpoint`, and sessions of other providers, need nothing. Never throws:
     * a failure there is only logged (provider and reason, never the UID or keys).
     */
    async endSession(session: { accountId: string | null; signInProvider: string | null }): Promise<void> {
      const name = session.signInProvider
      if (!name || !session.accountId) return
      let p: PartnerProvider
      try {
        p = federation.provider(name, ['partner'])
      } catch {
        return // not a partner (an OpenID provider's session is ended by the browser's visit)
      }
      if (!p.logoutEndpoint) return
      const warn = (reason: string) => deps.logger?.warn(`[federation] logout at ${p.name} failed: ${reason}`)
      try {
        const identity = (await federation.identitiesOf(session.accountId)).find((i) => i.provider === p.name)
        if (!identity) return warn('the account is no longer linked to it')
        const url = new URL(p.logoutEndpoint)
        const signal = AbortSignal.timeout(deps.logoutTimeoutMs ?? PARTNER_LOGOUT_TIMEOUT_MS)
        const headers: Record<string, string> = { accept: 'application/json' }
        let body: string
        if (p.protocol === 'gigya') {
          // Gigya's accounts.logout: the user's UID, the site's key; the answer's errorCode says how it went.
          const form = new URLSearchParams({ UID: identity.subject })
          if (p.apiKey) form.set('apiKey', p.apiKey)
          headers['content-type'] = 'application/x-www-form-urlencoded'
          body = form.toString()
        } else {
          if (p.apiKey) {
            if (p.protocol === 'firebase') url.searchParams.set('key', p.apiKey)
            else headers['x-api-key'] = p.apiKey
          }
          headers['content-type'] = 'application/json'
          body = JSON.stringify({ userId: identity.subject })
        }
        const res = await deps.fetch(url, { method: 'POST', headers, body, redirect: 'error', signal })
        if (!res.ok) return warn(`it answered ${res.status}`)
        if (p.protocol === 'gigya') {
          const answer = GigyaLogoutAnswer.safeParse(await res.json().catch(() => null))
          if (!answer.success) return warn('it did not answer as expected')
          if (answer.data.errorCode !== 0) return warn(`errorCode ${answer.data.errorCode}`)
        } else await res.body?.cancel()
      } catch (error) {
        warn((error as Error)?.name === 'TimeoutError' ? 'no answer in time' : 'it cannot be reached')
      }
    },
  }
}
export type PartnerService = ReturnType<typeof createPartnerService>
