/**
 * The TV-provider (Adobe-style) flow in the web app. /tv-login gets a registration code (with the
 * client registered at the provider, kept in the flow cookie) and the provider list, then shows
 * /providers. The viewer signs in on their provider's page, which returns to /providers/success;
 * the platform then exchanges the code's sign-in for tokens and the viewer returns where they came from.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { platformFor } from '#app/session.server.ts'
import { signedIn } from '#app/auth/after-sign-in.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { federatedCalls } from './client.server.ts'
import { readFlow, type TvFlow } from './flow.server.ts'
import { providerByName } from './providers.server.ts'
import type { FederatedKey } from './strings.ts'
import { afterTvFailure, obtainRegcode, splitProviders, TvCallError, type TvClient } from './tv-flow.ts'
import type { PublicProvider, TvProviderEntry } from './types.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const Registered = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) })
const ProviderConfig = z.object({
  requestor: z.object({
    mvpds: z.object({ mvpd: z.array(z.object({ id: z.object({ value: z.string().min(1) }), displayName: z.string().min(1) })) }),
  }),
})
const TvLoginQuery = z.object({ from: z.string().max(2048).optional(), attempt: z.coerce.number().int().min(1).max(2).optional() })

export interface TvProblem {
  problem: { key: FederatedKey; homeHref: string }
}

async function register(p: PublicProvider): Promise<TvClient> {
  const res = await fetch(`${p.baseUri}/o/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ software_statement: p.softwareStatement }),
    redirect: 'error',
  })
  if (!res.ok) throw new TvCallError(res.status, 'REGISTRATION_FAILED')
  const body = Registered.parse(await res.json())
  return { clientId: body.client_id, clientSecret: body.client_secret }
}

async function providerList(p: PublicProvider) {
  const res = await fetch(`${p.baseUri}/api/v1/config/${encodeURIComponent(p.requestorId!)}`, {
    headers: { accept: 'application/json' },
    redirect: 'error',
  })
  if (!res.ok) throw new TvCallError(res.status, 'CONFIG_FAILED')
  return ProviderConfig.parse(await res.json()).requestor.mvpds.mvpd.map((m) => ({ id: m.id.value, displayName: m.displayName }))
}

function problem(key: FederatedKey, locale: Locale, status: number, headers: HeadersInit = noStore) {
  return data<TvProblem>({ problem: { key, homeHref: localePath(locale, '/home') } }, { status, headers })
}

/** GET /tv-login/{tvAuthType?}?from=&attempt= */
export async function tvLoginLoader(request: Request, context: AppLoadContext, locale: Locale) {
  const url = new URL(request.url)
  const q = TvLoginQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!q.success) throw new Response('Bad request', { status: 400 })
  const p = await providerByName(request, context, locale, null, ['tv'])
  if (!p) throw new Response('No TV provider is configured', { status: 404 })
  const flow = await readFlow(request)
  const { client } = await platformFor(request, context, locale)
  const calls = federatedCalls(client)
  try {
    const { code, accessToken } = await obtainRegcode({
      register: () => register(p),
      regcode: async (c) => {
        try {
          return await calls.regcode({ requestorId: p.requestorId!, clientId: c.clientId, clientSecret: c.clientSecret })
        } catch (error) {
          if (error instanceof PlatformError) throw new TvCallError(error.status, error.code)
          throw error
        }
      },
      stored: { get: () => flow.get('tvClient'), save: (c) => flow.set('tvClient', c), remove: () => flow.unset('tvClient') },
    })
    const origin = url.origin
    const href = (id: string) => {
      const at = new URL(`${p.baseUri}/api/v1/authenticate`)
      at.searchParams.set('reg_code', code)
      at.searchParams.set('mvpd', id)
      at.searchParams.set('redirect_url', `${origin}${localePath(locale, '/providers/success')}`)
      at.searchParams.set('failure_url', `${origin}${localePath(locale, '/providers/failure')}`)
      return at.toString()
    }
    const list = (await providerList(p)).map((m): TvProviderEntry => ({ ...m, href: href(m.id) }))
    const tv: TvFlow = {
      code,
      accessToken,
      from: safeRedirectPath(q.data.from, ''),
      locale,
      attempt: q.data.attempt ?? 1,
      providers: splitProviders(list, p.featured ?? []),
    }
    flow.set('tv', tv)
    return redirect(localePath(locale, '/providers'), { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
  } catch (error) {
    logger.warn({ event: 'federation.tv_start_failed', message: (error as Error)?.message })
    return problem('federated.tv.unavailable', locale, 503, { 'Set-Cookie': await flow.commit(), ...noStore })
  }
}

export interface ProvidersPageData {
  featured: TvProviderEntry[]
  nonFeatured: TvProviderEntry[]
  retry: boolean
  canUnlink: boolean
  notice: FederatedKey | null
}

const ProvidersParams = z.object({ result: z.enum(['success', 'failure']).optional() })
const FailureQuery = z.object({ error: z.string().max(100).optional() })

/** GET /providers/{result?}/{device?} */
export async function providersLoader(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  params: Record<string, string | undefined>,
) {
  const parsed = ProvidersParams.safeParse(params)
  if (!parsed.success) throw new Response('Not found', { status: 404 })
  const flow = await readFlow(request)
  const tv = flow.get('tv')
  const p = await providerByName(request, context, locale, null, ['tv'])
  if (!p) throw new Response('No TV provider is configured', { status: 404 })
  const home = localePath(locale, '/home')
  const { client, viewer } = await platformFor(request, context, locale)
  const restart = (attempt: number, from: string) => {
    const q = new URLSearchParams({ attempt: String(attempt) })
    if (from) q.set('from', from)
    return `${localePath(locale, '/tv-login')}?${q}`
  }

  if (!parsed.data.result) {
    if (!tv) throw redirect(localePath(locale, '/tv-login'))
    let canUnlink = false
    if (!viewer.isGuest && p.allowUnlink) {
      const linked = await federatedCalls(client)
        .linkedAccounts()
        .catch(() => ({ linkedAccounts: [] }))
      canUnlink = linked.linkedAccounts.some((l) => l.provider === p.name)
    }
    const notice = new URL(request.url).searchParams.get('unlinked') === '1' ? ('federated.tv.unlinked' as const) : null
    return data<ProvidersPageData>(
      { featured: tv.providers.featured, nonFeatured: tv.providers.nonFeatured, retry: tv.attempt > 1, canUnlink, notice },
      { headers: noStore },
    )
  }

  if (!tv) return problem('federated.tv.signInFailed', locale, 400)
  flow.unset('tv')
  const headers = new Headers(noStore)
  headers.append('Set-Cookie', await flow.commit())

  if (parsed.data.result === 'failure') {
    const q = FailureQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    const expired = q.success && q.data.error === 'expired_code'
    const outcome = afterTvFailure(expired ? 412 : undefined, undefined, tv.attempt)
    if (outcome.restart) return redirect(restart(tv.attempt + 1, tv.from), { headers })
    return problem(expired ? outcome.key : 'federated.tv.signInFailed', locale, 400, headers)
  }

  try {
    const answer = await federatedCalls(client).tvSignIn({
      requestorId: p.requestorId!,
      resourceId: p.resourceId!,
      code: tv.code,
      accessToken: tv.accessToken,
    })
    const next = await signedIn(request, context, locale, answer, { from: tv.from }, home, { tvLogin: true })
    headers.append('Set-Cookie', next.cookie)
    headers.set('Location', next.location)
    return new Response(null, { status: 302, headers })
  } catch (error) {
    const status = error instanceof PlatformError ? error.status : undefined
    const outcome = afterTvFailure(status, error instanceof PlatformError ? error.code : undefined, tv.attempt)
    if (outcome.restart) return redirect(restart(tv.attempt + 1, tv.from), { headers })
    if (!status || status >= 500) logger.warn({ event: 'federation.tv_signin_failed', message: (error as Error)?.message })
    return problem(outcome.key, locale, status && status < 500 ? status : 503, headers)
  }
}

const UnlinkIntent = z.object({ intent: z.literal('unlink') })

/** POST /providers: unlink the TV provider (when linked and allowed). */
export async function providersAction(request: Request, context: AppLoadContext, locale: Locale) {
  const parsed = UnlinkIntent.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ error: 'federated.sorrySomethingWentWrong' as FederatedKey }, { status: 400, headers: noStore })
  const p = await providerByName(request, context, locale, null, ['tv'])
  const { client, viewer } = await platformFor(request, context, locale)
  if (!p || viewer.isGuest) return data({ error: 'federated.tv.unlinkFailed' as FederatedKey }, { status: 403, headers: noStore })
  try {
    await federatedCalls(client).tvUnlink(p.requestorId!)
    return redirect(`${localePath(locale, '/providers')}?unlinked=1`, { headers: noStore })
  } catch (error) {
    logger.warn({ event: 'federation.tv_unlink_failed', message: (error as Error)?.message })
    return data({ error: 'federated.tv.unlinkFailed' as FederatedKey }, { status: 502, headers: noStore })
  }
}
