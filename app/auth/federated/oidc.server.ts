/**
 * OpenID Connect / OAuth in the web app: start (state from the platform, bound to this browser
 * in the flow cookie) and the return (state compared before anything else, then the platform
 * exchanges the code with its PKCE verifier and checks the ID token).
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { timingSafeEqual } from 'node:crypto'
import { platformFor } from '#app/session.server.ts'
import { signedIn } from '#app/auth/after-sign-in.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { federatedCalls } from './client.server.ts'
import { readFlow } from './flow.server.ts'
import { providerByName, realmProviders } from './providers.server.ts'
import type { FederatedKey } from './strings.ts'
import type { SignInAnswer } from './types.ts'

export interface FederatedProblem {
  problem: { key: FederatedKey; provider: string }
}

const StartQuery = z.object({
  provider: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
  from: z.string().max(2048).optional(),
})
const ReturnQuery = z.object({
  code: z.string().min(1).max(4096).optional(),
  state: z.string().min(1).max(256).optional(),
  error: z.string().max(200).optional(),
})

const noStore = { 'Cache-Control': cachePolicy.none }
const problem = (key: FederatedKey, provider: string, status = 400) =>
  data<FederatedProblem>({ problem: { key, provider } }, { status, headers: noStore })

/** The callback address registered with the provider: always the unprefixed /oauth/{provider}. */
export const callbackUri = (request: Request, provider: string) => `${new URL(request.url).origin}/oauth/${encodeURIComponent(provider)}`

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** GET /oidc[/login|/signup]?provider=&from= : off to the provider. */
export async function startOidc(request: Request, context: AppLoadContext, locale: Locale, flowKind: 'SIGNIN' | 'SIGNUP') {
  const url = new URL(request.url)
  const q = StartQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!q.success) throw new Response('Bad request', { status: 400 })
  const p = await providerByName(request, context, locale, q.data.provider ?? null, ['oidc', 'oauth'])
  if (!p) throw new Response('No such sign-in provider', { status: 404 })
  const from = safeRedirectPath(q.data.from, '')
  try {
    const { client } = await platformFor(request, context, locale)
    const started = await federatedCalls(client).authUri(p.name, {
      authoriseUriFlow: flowKind,
      redirectUri: callbackUri(request, p.name),
      extraParams: `ui_locales=${locale}`,
    })
    const flow = await readFlow(request)
    flow.set('oidc', { state: started.state, provider: p.name, from, locale })
    return redirect(started.authorisationUri, { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
  } catch (error) {
    // OpenID redirect failure: a warning, and a readable message.
    logger.warn({ event: 'federation.start_failed', provider: p.name, message: (error as Error)?.message })
    return problem('federated.unavailable', p.label, 503)
  }
}

/** /oidc/account, /oidc/request-password, /oidc/reset-password: the provider's own pages. */
export async function providerPage(request: Request, context: AppLoadContext, locale: Locale, page: 'account' | 'reset') {
  const q = StartQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  // A provider name that is not one is no provider (not "any provider").
  if (!q.success) throw new Response('Not found', { status: 404 })
  const p = await providerByName(request, context, locale, q.data.provider ?? null, ['oidc'])
  const target = page === 'account' ? p?.accountUri : p?.resetUri
  if (!target) throw new Response('Not found', { status: 404 })
  return redirect(target)
}

/**
 * GET /oauth/{provider}?code&state: compare the state with this browser's, then let the platform
 * finish. A 409 ACCOUNT_CONFLICT goes to the account-link step.
 */
export async function completeOidc(request: Request, context: AppLoadContext, providerParam: string) {
  const url = new URL(request.url)
  const flow = await readFlow(request)
  const pending = flow.get('oidc')
  const locale: Locale = pending?.locale ?? 'en'
  const realm = await realmProviders(request, context, locale)
  const label = realm.external.find((p) => p.name === providerParam)?.label ?? providerParam
  const q = ReturnQuery.safeParse(Object.fromEntries(url.searchParams))
  flow.unset('oidc')
  const headers = new Headers(noStore)
  headers.append('Set-Cookie', await flow.commit())
  const fail = (key: FederatedKey, status: number) => data<FederatedProblem>({ problem: { key, provider: label } }, { status, headers })

  if (!q.success) return fail('federated.failedAuthentication', 400)
  if (q.data.error) return fail(q.data.error === 'access_denied' ? 'federated.cancelled' : 'federated.failedAuthentication', 400)
  if (!pending || pending.provider !== providerParam || !q.data.state || !same(q.data.state, pending.state) || !q.data.code)
    return fail('federated.stateMismatch', 400)

  const { client } = await platformFor(request, context, locale)
  let answer: SignInAnswer
  try {
    answer = await federatedCalls(client).exchange(pending.provider, {
      authorisationCode: q.data.code,
      state: pending.state,
      redirectUri: callbackUri(request, pending.provider),
    })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 409) {
      const body = error.body as { code?: string; provider?: string; linkToken?: string; email?: string }
      if (body.code === 'ACCOUNT_CONFLICT' && body.linkToken) {
        flow.set('link', {
          linkToken: body.linkToken,
          provider: pending.provider,
          existingProvider: body.provider ?? 'id',
          email: body.email ?? null,
          from: pending.from,
          locale,
        })
        return redirect(localePath(locale, '/link-account'), { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
      }
      if (body.code === 'CANNOT_LINK') {
        flow.set('link', {
          linkToken: '',
          provider: pending.provider,
          existingProvider: pending.provider,
          email: null,
          from: pending.from,
          locale,
          cannotLink: true,
        })
        return redirect(localePath(locale, '/link-account'), { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
      }
    }
    if (!(error instanceof PlatformError) || error.status >= 500)
      logger.warn({ event: 'federation.exchange_failed', provider: pending.provider, message: (error as Error)?.message })
    return fail('federated.failedAuthentication', error instanceof PlatformError && error.status < 500 ? 401 : 503)
  }
  // The session remembers the provider (and its ID token): logout ends the session there too.
  const next = await signedIn(request, context, locale, answer, { from: pending.from }, localePath(locale, '/home'), {
    oidc: { provider: pending.provider, idToken: answer.idToken },
  })
  headers.append('Set-Cookie', next.cookie)
  headers.set('Location', next.location)
  return new Response(null, { status: 302, headers })
}
