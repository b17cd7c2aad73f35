/**
 * LOGIN_REDIRECT (/login/{authProvider}/{clientName?}, and its gift login and gift redemption
 * login variants): Apple, Google and Facebook flows started and finished by the web app, and the
 * credentials partners' form (app/auth/federated/social.ts has the rules; docs/decisions/012).
 *
 * Starting is a POST (it sets this browser's state and nonce in the flow cookie). Apple and Google
 * return by form_post to /login/{provider}/return: a cross-site POST, which does not carry our
 * SameSite=Lax cookies. That resource route only answers a small page holding what the provider
 * sent; its form posts it here from our own origin (automatically with JavaScript, by a button
 * without), and that request carries the flow cookie, so the state is compared here before the
 * platform is called.
 * Facebook returns with a GET (a top-level navigation carries Lax cookies) and is finished at once.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import * as z from 'zod'
import { platformFor } from '#app/session.server.ts'
import { signedIn, signedInRedirect } from '#app/auth/after-sign-in.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { isLocale, type Locale } from '#app/i18n/resources.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { logger } from '#app/utils/logger.server.ts'
import { authClient } from '#app/auth/auth.server.ts'
import { checkForm } from '#app/auth/forms.ts'
import { type FieldErrors } from '#app/auth/form-errors.ts'
import { honeypotTripped } from '#app/auth/honeypot.ts'
import { carryQuery } from '#app/auth/redirect.ts'
import { federatedCalls } from './client.server.ts'
import { readFlow, type Flow } from './flow.server.ts'
import { realmProviders } from './providers.server.ts'
import {
  authorizationUrl,
  checkReturn,
  returnPath,
  partnerMessageKey,
  partnerPath,
  partnerSignInSchema,
  subRouteFlow,
  type SocialKind,
  type SocialFlow,
} from './social.ts'
import { federatedStrings, type FederatedKey } from './strings.ts'
import type { PublicProvider, SignInAnswer } from './types.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const token = () => randomBytes(32).toString('base64url')
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The registered return address on this origin (social.ts returnPath). */
export const socialCallbackUri = (request: Request, provider: string, kind: SocialKind) =>
  `${new URL(request.url).origin}${returnPath(provider, kind)}`

export type SubRoutePage =
  | { view: 'social'; provider: { name: string; label: string; logoUri: string | null }; backHref: string; startHref: string }
  | { view: 'partner'; provider: { name: string; label: string; logoUri: string | null }; backHref: string }
  | { view: 'problem'; problem: { key: FederatedKey; provider: string } }

export type SubRouteAction =
  | { view: 'problem'; problem: { key: FederatedKey; provider: string } }
  /** the partner form: field errors and a message; the id kept, never the password */
  | { view: 'partner'; errors: FieldErrors; id: string; message?: { key: FederatedKey; provider: string } }

const Params = z.object({ authProvider: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), clientName: z.string().max(100).optional() })

async function subRouteProvider(request: Request, context: AppLoadContext, locale: Locale, params: Record<string, string | undefined>) {
  const parsed = Params.safeParse(params)
  if (!parsed.success) throw new Response('Not found', { status: 404 })
  const realm = await realmProviders(request, context, locale)
  const p = realm.external.find((x) => x.name === parsed.data.authProvider)
  const flow = p ? subRouteFlow(p) : null
  if (!p || !flow) throw new Response('No such sign-in provider', { status: 404 })
  return { p, flow, params: parsed.data }
}

/** Back from a provider's sub-route: the login page it hangs under (plain, gift or gift redemption login), keeping the query. */
function backHref(request: Request, params: { authProvider: string; clientName?: string }) {
  const url = new URL(request.url)
  const tail = params.clientName ? 2 : 1
  const parent = url.pathname.replace(/\/+$/, '').split('/').slice(0, -tail).join('/')
  return parent + carryQuery(url.searchParams)
}

const publicPart = (p: PublicProvider) => ({ name: p.name, label: p.label, logoUri: p.logoUri })

const FacebookReturn = z.object({
  code: z.string().min(1).max(4096).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(200).optional(),
})

/** GET /login/{provider}: the provider's page (a start button, or the partner form); Facebook's return. */
export async function subRouteLoader(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  params: Record<string, string | undefined>,
) {
  const { p, flow, params: parsed } = await subRouteProvider(request, context, locale, params)
  const url = new URL(request.url)
  if (flow.kind === 'facebook' && (url.searchParams.has('code') || url.searchParams.has('error') || url.searchParams.has('state'))) {
    const q = FacebookReturn.safeParse(Object.fromEntries(url.searchParams))
    return finishSocial(request, context, p, 'facebook', q.success ? q.data : { error: 'invalid_request' })
  }
  const { viewer } = await platformFor(request, context, locale)
  if (!viewer.isGuest) throw redirect(safeRedirectPath(url.searchParams.get('redirectTo'), localePath(locale, '/home')))
  const back = backHref(request, parsed)
  if (flow.kind === 'partner') return data<SubRoutePage>({ view: 'partner', provider: publicPart(p), backHref: back }, { headers: noStore })
  return data<SubRoutePage>(
    { view: 'social', provider: publicPart(p), backHref: back, startHref: url.pathname + url.search },
    { headers: noStore },
  )
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start') }),
  z.object({
    intent: z.literal('continue'),
    code: z.string().max(4096).optional(),
    id_token: z.string().max(8192).optional(),
    state: z.string().max(256).optional(),
    error: z.string().max(200).optional(),
  }),
  z.object({ intent: z.literal('signin') }),
])
/**
 * POST /login/{provider}: start; the same-origin continuation of a form_post return (posted by
 * the page /login/{provider}/return answers, so the flow cookie comes along); or the partner form.
 */
export async function subRouteAction(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  params: Record<string, string | undefined>,
) {
  const { p, flow } = await subRouteProvider(request, context, locale, params)
  const form = await request.formData()
  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'))
  const intent = Intent.safeParse(values)
  if (!intent.success) return problem('federated.sorrySomethingWentWrong', p.label, 400)
  switch (intent.data.intent) {
    case 'start':
      if (flow.kind === 'partner') return problem('federated.sorrySomethingWentWrong', p.label, 400)
      return startSocial(request, locale, p, flow.kind)
    case 'continue':
      if (flow.kind !== 'apple' && flow.kind !== 'google') return problem('federated.sorrySomethingWentWrong', p.label, 400)
      return finishSocial(request, context, p, flow.kind, intent.data)
    case 'signin':
      if (flow.kind !== 'partner') return problem('federated.sorrySomethingWentWrong', p.label, 400)
      return partnerSignIn(request, context, locale, p, form)
  }
}

function problem(key: FederatedKey, provider: string, status: number, headers: HeadersInit = noStore) {
  return data<SubRouteAction>({ view: 'problem', problem: { key, provider } }, { status, headers })
}

/** Make the state and nonce, keep them for this browser, and send it to the provider. */
async function startSocial(request: Request, locale: Locale, p: PublicProvider, kind: SocialKind) {
  const url = new URL(request.url)
  const flow = await readFlow(request)
  const social: SocialFlow = {
    provider: p.name,
    state: token(),
    nonce: token(),
    from: safeRedirectPath(url.searchParams.get('from'), ''),
    locale,
    startedAt: Date.now(),
  }
  flow.set('social', social)
  const target = authorizationUrl(p, kind, {
    redirectUri: socialCallbackUri(request, p.name, kind),
    state: social.state,
    nonce: social.nonce,
    locale,
  })
  return redirect(target, { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
}

/** The state is this browser's; then the platform checks the provider's answer and signs in. */
async function finishSocial(
  request: Request,
  context: AppLoadContext,
  p: PublicProvider,
  kind: SocialKind,
  posted: { code?: string; id_token?: string; state?: string; error?: string },
) {
  const flow = await readFlow(request)
  const pending = flow.get('social')
  // single use: whatever happens next, this state is spent
  flow.unset('social')
  const headers = new Headers(noStore)
  headers.append('Set-Cookie', await flow.commit())
  const locale: Locale = pending?.locale ?? 'en'
  const fail = (key: FederatedKey, status: number) =>
    data<SubRouteAction>({ view: 'problem', problem: { key, provider: p.label } }, { status, headers })

  const checked = checkReturn(pending, p.name, posted, Date.now(), same)
  if (!checked.ok) return fail(checked.key, 400)
  const { flow: started } = checked

  const { client } = await platformFor(request, context, locale)
  const calls = federatedCalls(client)
  let answer: SignInAnswer
  try {
    if (kind === 'apple') {
      if (!posted.code) return fail('federated.failedAuthentication', 400)
      answer = await calls.appleSignIn({ code: posted.code, nonce: started.nonce, callbackUri: socialCallbackUri(request, p.name, kind) })
    } else if (kind === 'google') {
      if (!posted.id_token) return fail('federated.failedAuthentication', 400)
      answer = await calls.googleSignIn({ idToken: posted.id_token, nonce: started.nonce })
    } else {
      if (!posted.code) return fail('federated.failedAuthentication', 400)
      answer = await calls.facebookSignIn({ code: posted.code, redirectUri: socialCallbackUri(request, p.name, kind) })
    }
  } catch (error) {
    const link = await linkStep(error, flow, p.name, started.from, locale)
    if (link) return link
    if (!(error instanceof PlatformError) || error.status >= 500)
      logger.warn({ event: 'federation.social_failed', provider: p.name, message: (error as Error)?.message })
    return fail(
      error instanceof PlatformError && error.status < 500 ? 'federated.failedAuthentication' : 'federated.unavailable',
      error instanceof PlatformError && error.status < 500 ? 401 : 503,
    )
  }
  // the CONSENT step and the profile chooser apply here as after every sign-in (decision 013)
  const next = await signedIn(request, context, locale, answer, { from: started.from }, localePath(locale, '/home'))
  headers.append('Set-Cookie', next.cookie)
  headers.set('Location', next.location)
  return new Response(null, { status: 302, headers })
}

/** A 409 from the platform: the account-link step (ACCOUNT_CONFLICT), or cannot-link. */
async function linkStep(error: unknown, flow: Flow, provider: string, from: string, locale: Locale): Promise<Response | null> {
  if (!(error instanceof PlatformError) || error.status !== 409) return null
  const body = error.body as { code?: string; provider?: string; linkToken?: string; email?: string }
  if (body.code === 'ACCOUNT_CONFLICT' && body.linkToken)
    flow.set('link', {
      linkToken: body.linkToken,
      provider,
      existingProvider: body.provider ?? 'id',
      email: body.email ?? null,
      from,
      locale,
    })
  else if (body.code === 'CANNOT_LINK')
    flow.set('link', { linkToken: '', provider, existingProvider: provider, email: null, from, locale, cannotLink: true })
  else return null
  return redirect(localePath(locale, '/link-account'), { headers: { 'Set-Cookie': await flow.commit(), ...noStore } })
}

/** The credentials partner form (PBR, SPTV): like the password login, with the partner's refusals mapped. */
async function partnerSignIn(request: Request, context: AppLoadContext, locale: Locale, p: PublicProvider, form: FormData) {
  const id = String(form.get('id') ?? '').slice(0, 254)
  const answer = (
    status: number,
    body: Omit<Extract<SubRouteAction, { view: 'partner' }>, 'view' | 'id'>,
    headers: HeadersInit = noStore,
  ) => data<SubRouteAction>({ view: 'partner', id, ...body }, { status, headers })
  const checked = checkForm(partnerSignInSchema, { id: form.get('id') ?? '', secret: form.get('secret') ?? '' })
  // Never echo the password back.
  if (!checked.ok) return answer(400, { errors: checked.errors })
  if (honeypotTripped(form))
    return answer(401, { errors: {}, message: { key: 'federated.partner.invalidCurrentCredentials', provider: p.label } })
  const query = new URL(request.url).searchParams
  try {
    // anonymous, with the browser's address: the platform limits failures per address and per id
    const tokens = await federatedCalls(authClient(context, locale)).partnerSignIn(partnerPath(p.name), {
      id: checked.value.id,
      secret: checked.value.secret,
    })
    return await signedInRedirect(
      request,
      context,
      locale,
      tokens,
      { entryPage: query.get('entryPage'), from: query.get('from'), redirectTo: query.get('redirectTo'), licences: query.get('licences') },
      localePath(locale, '/home'),
    )
  } catch (error) {
    if (error instanceof PlatformError) {
      const flow = await readFlow(request)
      const link = await linkStep(error, flow, p.name, safeRedirectPath(query.get('from'), ''), locale)
      if (link) return link
      if (error.status === 400 && error.fields) {
        const errors: FieldErrors = {}
        if (error.fields.id) errors.id = ['federated.partner.idRequired']
        if (error.fields.secret) errors.secret = ['federated.partner.secretRequired']
        return answer(400, { errors })
      }
      const body = (error.body ?? {}) as { labelKey?: unknown }
      if (error.status >= 500) logger.warn({ event: 'federation.partner_failed', provider: p.name, message: error.message })
      return answer(error.status < 500 ? error.status : 503, {
        errors: {},
        message: { key: partnerMessageKey({ status: error.status, code: error.code, labelKey: body.labelKey }), provider: p.label },
      })
    }
    logger.error({ event: 'federation.partner_failed', provider: p.name, message: (error as Error)?.message })
    return answer(503, { errors: {}, message: { key: 'federated.unavailable', provider: p.label } })
  }
}

/** What Apple and Google post back (Apple adds `user`, a JSON string, on a first sign-in; not used). */
const ProviderPost = z.object({
  code: z.string().min(1).max(4096).optional(),
  id_token: z.string().min(1).max(8192).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(200).optional(),
})

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const CONTINUE_SCRIPT = 'document.forms[0].submit()'
const CONTINUE_SCRIPT_HASH = `sha256-${createHash('sha256').update(CONTINUE_SCRIPT).digest('base64')}`

/** The browser's preferred language among ours (the cross-site return carries no cookie and no locale in its path). */
function preferredLocale(request: Request): Locale {
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase()
    if (isLocale(tag)) return tag
  }
  return 'en'
}

/**
 * POST /login/{provider}/return (a resource route): the provider's form_post. Nothing is checked
 * or stored here; the answer is a page of our own origin that posts the same fields to
 * /login/{provider} with intent=continue, where the flow cookie is read and the state compared.
 */
export async function formPostReturn(request: Request, context: AppLoadContext, params: Record<string, string | undefined>) {
  const locale = preferredLocale(request)
  const { p, flow } = await subRouteProvider(request, context, locale, params)
  if (flow.kind !== 'apple' && flow.kind !== 'google') throw new Response('Not found', { status: 404 })
  const form = await request.formData()
  const posted = ProviderPost.safeParse(Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string')))
  const fields: Record<string, string> = { intent: 'continue' }
  if (!posted.success) fields.error = 'invalid_request'
  else {
    for (const [k, v] of Object.entries(posted.data)) if (typeof v === 'string') fields[k] = v
  }
  // A page outside React: the namespace's defaults for the locale (no labels overlay here).
  const strings = federatedStrings.strings[locale]
  const title = strings['federated.continue.title'].replace('{{provider}}', p.label)
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Marquee</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b0d12;color:#f4f5f8;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#171a22;padding:2rem;border-radius:16px;width:min(420px,90vw)}
h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#b7bcc8;margin:0 0 1.25rem}button{width:100%;min-height:44px;border:0;border-radius:999px;background:#e50a4b;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #ffd166;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(strings['federated.continue.body'])}</p>
<form method="post" action="${escapeHtml(localePath(locale, `/login/${encodeURIComponent(p.name)}`))}">${inputs}<button type="submit">${escapeHtml(strings['federated.continue.button'])}</button></form></main>
<script>${CONTINUE_SCRIPT}</script></body></html>`
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...noStore,
      // not no-referrer: that would send the continuation with Origin: null, which Remix refuses as cross-origin
      'Referrer-Policy': 'same-origin',
      'Content-Security-Policy': `default-src 'none'; script-src '${CONTINUE_SCRIPT_HASH}'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    },
  })
}
