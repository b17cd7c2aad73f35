/**
 * The social and partner sign-in flows the web app runs itself under LOGIN_REDIRECT
 * (/login/{authProvider}): which flow a provider gets, the provider's authorisation address, and
 * the checks on the way back. Pure (no server imports) so the rules are unit-tested.
 *
 * - Apple (an `oidc` provider named "apple"): code returned by form_post; POST /login/apple-id
 *   with code, nonce and callbackUri.
 * - Google (an `id-token` provider named "google"): OpenID implicit `response_type=id_token`,
 *   returned by form_post, so no Google script is needed; POST /login/social/google.
 * - Facebook (an `oauth` provider named "facebook"): code returned in the query; POST
 *   /login/social/facebook.
 * - Partners with the credentials protocol (PBR, SPTV): a form of our own.
 * Token partners (OPiN, Firebase) and the Gigya-type manager need the partner's script in the
 * browser and have no flow here.
 */
import * as z from 'zod'
import type { PublicProvider } from './types.ts'
import type { FederatedKey } from './strings.ts'

export type SocialKind = 'apple' | 'google' | 'facebook'
export type SubRouteFlow = { kind: SocialKind } | { kind: 'partner' }

/** How long a started social sign-in may take before its return is refused. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60 * 1000

/** The flow a provider gets under /login/{name}, or null when it has none there. */
export function subRouteFlow(p: Pick<PublicProvider, 'name' | 'kind' | 'authorizationEndpoint' | 'protocol'>): SubRouteFlow | null {
  if (p.kind === 'partner') return p.protocol === 'credentials' ? { kind: 'partner' } : null
  // The platform answers Apple, Google and Facebook on fixed paths of their own, for these names.
  if (p.name === 'apple' && p.kind === 'oidc' && p.authorizationEndpoint) return { kind: 'apple' }
  if (p.name === 'google' && p.kind === 'id-token' && p.authorizationEndpoint) return { kind: 'google' }
  if (p.name === 'facebook' && p.kind === 'oauth' && p.authorizationEndpoint) return { kind: 'facebook' }
  return null
}

/**
 * The return address registered with the provider (unprefixed, like every registered address).
 * Apple and Google answer by form_post, a cross-site POST: it goes to a resource route
 * (/login/{provider}/return), because Remix refuses page actions posted from another origin, and
 * because nothing there may depend on our cookies. Facebook returns with a GET to its own step.
 */
export function returnPath(name: string, kind: SocialKind): string {
  const base = `/login/${encodeURIComponent(name)}`
  return kind === 'facebook' ? base : `${base}/return`
}

/** What the flow cookie keeps between the start and the provider's return. */
export interface SocialFlow {
  provider: string
  state: string
  nonce: string
  /** same-origin path to land on; '' for the default page */
  from: string
  locale: 'en' | 'es' | 'pt'
  /** ms since the epoch */
  startedAt: number
}

/**
 * The provider's authorisation address for a started flow. `redirectUri` is the registered,
 * unprefixed /login/{name} address.
 */
export function authorizationUrl(
  p: Pick<PublicProvider, 'authorizationEndpoint' | 'clientId' | 'scopes'>,
  kind: SocialKind,
  opts: { redirectUri: string; state: string; nonce: string; locale: string },
): string {
  const url = new URL(p.authorizationEndpoint!)
  const params: Record<string, string> = { client_id: p.clientId ?? '', redirect_uri: opts.redirectUri, state: opts.state }
  const scopes = p.scopes?.length ? p.scopes : ['openid', 'email']
  if (kind === 'apple')
    Object.assign(params, { response_type: 'code', response_mode: 'form_post', scope: scopes.join(' '), nonce: opts.nonce })
  else if (kind === 'google')
    Object.assign(params, {
      response_type: 'id_token',
      response_mode: 'form_post',
      scope: scopes.join(' '),
      nonce: opts.nonce,
      ui_locales: opts.locale,
    })
  else Object.assign(params, { response_type: 'code', scope: scopes.join(' ') })
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

export type ReturnCheck = { ok: true; flow: SocialFlow } | { ok: false; key: FederatedKey }

/**
 * The provider's return: the error it reports, else the state must be this browser's (kept in
 * its flow cookie), for this provider, and recent. `equal` is a constant-time comparison.
 */
export function checkReturn(
  pending: SocialFlow | undefined,
  provider: string,
  posted: { state?: string; error?: string },
  now: number,
  equal: (a: string, b: string) => boolean,
): ReturnCheck {
  if (posted.error)
    return {
      ok: false,
      key:
        posted.error === 'access_denied' || posted.error === 'user_cancelled_authorize'
          ? 'federated.cancelled'
          : 'federated.failedAuthentication',
    }
  if (!pending || pending.provider !== provider || !posted.state || !equal(posted.state, pending.state))
    return { ok: false, key: 'federated.stateMismatch' }
  if (now - pending.startedAt > SOCIAL_FLOW_TTL_MS || now < pending.startedAt) return { ok: false, key: 'federated.stateMismatch' }
  return { ok: true, flow: pending }
}

/**
 * A partner's refusal (its `labelKey`) as the message the form shows. Unknown
 * keys read as the generic failed-authentication message.
 */
export function partnerMessageKey(error: { status?: number; labelKey?: unknown; code?: string }): FederatedKey {
  if (error.status === 429 || error.code === 'TOO_MANY_ATTEMPTS' || error.labelKey === 'tooManyAttempts')
    return 'federated.partner.tooManyAttempts'
  if (error.status !== undefined && error.status >= 500) return 'federated.unavailable'
  if (error.labelKey === 'invalidCurrentCredentials') return 'federated.partner.invalidCurrentCredentials'
  return 'federated.failedAuthentication'
}

/** The platform path of a credentials partner: SPTV has /login/sptv, the others /login/auth-provider/{name}. */
export function partnerPath(name: string): string {
  return name === 'sptv' ? '/login/sptv' : `/login/auth-provider/${encodeURIComponent(name)}`
}

/** The partner credentials form, checked in the browser first and by the action for the truth (messages are label keys). */
export const partnerSignInSchema = z.object({
  id: z
    .string({ error: 'federated.partner.idRequired' })
    .trim()
    .min(1, 'federated.partner.idRequired')
    .max(254, 'federated.partner.idTooLong'),
  secret: z
    .string({ error: 'federated.partner.secretRequired' })
    .min(1, 'federated.partner.secretRequired')
    .max(1024, 'federated.partner.secretTooLong'),
})
