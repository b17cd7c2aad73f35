/** HTTP calls of external sign-in; shapes in platform/openapi.yaml. */
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { clientAddress, errorResponse, readJson, validationFailed, type AppEnv } from '../../http.ts'
import { requireAuth } from '../middleware.ts'
import { publicProvider } from './config.ts'
import { PartnerBodies, type PartnerProtocol, type PartnerService } from './partners.ts'
import { FederationError, type FederationService } from './service.ts'
import type { TvProviderService } from './tv.ts'

const ProviderName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
const AuthUriQuery = z.object({
  authoriseUriFlow: z.enum(['SIGNIN', 'SIGNUP'], { error: 'authoriseUriFlow is SIGNIN or SIGNUP.' }).default('SIGNIN'),
  redirectUri: z.url({ error: 'redirectUri must be an absolute address.' }),
  extraParams: z.string().max(1024).optional(),
})
const TokenBody = z.object({
  authorisationCode: z.string({ error: 'authorisationCode is required.' }).min(1, 'authorisationCode is required.').max(4096),
  state: z.string({ error: 'state is required.' }).min(16, 'state is not valid.').max(256, 'state is not valid.'),
  redirectUri: z.url().optional(),
})
const LogoutUriQuery = z.object({
  postLogoutRedirectUri: z.url({ error: 'postLogoutRedirectUri must be an absolute address.' }).optional(),
  state: z.string().min(1).max(256, 'state is too long.').optional(),
  idTokenHint: z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'idTokenHint is not a JWT.')
    .max(8192, 'idTokenHint is too long.')
    .optional(),
})
const AppleBody = z.object({
  code: z.string({ error: 'code is required.' }).min(1, 'code is required.').max(4096),
  nonce: z.string({ error: 'nonce is required.' }).min(16, 'nonce is too short.').max(256),
  callbackUri: z.url({ error: 'callbackUri must be an absolute address.' }),
})
const GoogleBody = z.object({
  idToken: z.string({ error: 'idToken is required.' }).min(1, 'idToken is required.').max(8192),
  nonce: z.string().min(16, 'nonce is too short.').max(256).optional(),
})
const FacebookBody = z.object({
  code: z.string({ error: 'code is required.' }).min(1, 'code is required.').max(4096),
  redirectUri: z.url({ error: 'redirectUri must be an absolute address.' }),
})
const LinkBody = z.object({ linkToken: z.string({ error: 'linkToken is required.' }).min(16, 'linkToken is not valid.').max(256) })
const RegcodeBody = z.object({
  requestorId: z.string({ error: 'requestorId is required.' }).min(1).max(100),
  clientId: z.string({ error: 'clientId is required.' }).min(1).max(256),
  clientSecret: z.string({ error: 'clientSecret is required.' }).min(1).max(512),
})
const AdobeSignInBody = z.object({
  requestorId: z.string({ error: 'requestorId is required.' }).min(1).max(100),
  resourceId: z.string({ error: 'resourceId is required.' }).min(1).max(100),
  code: z.string({ error: 'code is required.' }).min(1).max(64),
  accessToken: z.string({ error: 'accessToken is required.' }).min(1).max(4096),
})
const AdobeUnlinkBody = z.object({ requestorId: z.string({ error: 'requestorId is required.' }).min(1).max(100) })

export function federationRoutes(deps: { federation: FederationService; tv: TvProviderService; partners: PartnerService }) {
  const { federation, tv, partners } = deps
  const app = new Hono<AppEnv>()

  /** Runs a federation step and answers its refusals with their status and code. */
  async function answer(c: Context<AppEnv>, run: () => Promise<unknown>) {
    try {
      const body = await run()
      return body === undefined ? c.body(null, 204) : c.json(body as object)
    } catch (error) {
      if (error instanceof FederationError) {
        const { retryAfter, ...extra } = error.extra ?? {}
        if (error.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter))
        return errorResponse(c, error.status, error.code, error.message, extra)
      }
      throw error
    }
  }
  const provider = (c: Context<AppEnv>) => ProviderName.safeParse(c.req.param('provider'))
  const unknown = (c: Context<AppEnv>) => errorResponse(c, 404, 'UNKNOWN_PROVIDER', 'No such sign-in provider is configured.')

  app.get('/auth-providers', (c) =>
    c.json({ providers: federation.providers().map(publicProvider) }, 200, { 'Cache-Control': 'private, max-age=60' }),
  )

  const startRoute = async (c: Context<AppEnv>) => {
    const name = provider(c)
    if (!name.success) return unknown(c)
    const q = AuthUriQuery.safeParse(c.req.query())
    if (!q.success) return validationFailed(c, q.error)
    return answer(c, () =>
      federation.startAuthorisation(name.data, {
        flow: q.data.authoriseUriFlow,
        redirectUri: q.data.redirectUri,
        extraParams: q.data.extraParams,
      }),
    )
  }
  const tokenRoute = async (c: Context<AppEnv>) => {
    const name = provider(c)
    if (!name.success) return unknown(c)
    const body = TokenBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => federation.completeAuthorisation(name.data, body.data, c.var.caller))
  }
  app.get('/openid/:provider/auth-uri', startRoute)
  app.post('/openid/:provider/token', tokenRoute)
  app.get('/oauth/:provider/auth-uri', startRoute)
  app.post('/oauth/:provider/token', tokenRoute)

  app.get('/openid/:provider/logout-uri', async (c) => {
    const name = provider(c)
    if (!name.success) return unknown(c)
    const q = LogoutUriQuery.safeParse(c.req.query())
    if (!q.success) return validationFailed(c, q.error)
    return answer(c, () =>
      federation.logoutUri(name.data, q.data.postLogoutRedirectUri, { state: q.data.state, idTokenHint: q.data.idTokenHint }),
    )
  })

  app.post('/login/apple-id', async (c) => {
    const body = AppleBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => federation.appleSignIn(body.data, c.var.caller))
  })
  app.post('/login/social/google', async (c) => {
    const body = GoogleBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => federation.idTokenSignIn('google', body.data.idToken, c.var.caller, body.data.nonce))
  })
  app.post('/login/social/facebook', async (c) => {
    const body = FacebookBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => federation.codeSignIn('facebook', body.data, c.var.caller))
  })

  // The account-link step.
  // A guest has no account, so nothing linked to one.
  app.get('/user/external-identities', requireAuth(), (c) =>
    answer(c, async () => ({ linkedAccounts: c.var.caller!.isGuest ? [] : await federation.linkedAccounts(c.var.caller!.sub) })),
  )
  app.post('/user/external-identities/link', requireAuth(), async (c) => {
    const body = LinkBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => federation.linkWithTicket(c.var.caller!, body.data.linkToken))
  })
  app.post('/external-identities/link-ticket', async (c) => {
    const body = LinkBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => federation.describeTicket(body.data.linkToken))
  })
  app.delete('/user/external-identities/:provider', requireAuth(), (c) => {
    const name = provider(c)
    if (!name.success) return unknown(c)
    return answer(c, () => federation.unlink(c.var.caller!, name.data))
  })

  // TV provider (Adobe-style).
  app.post('/v3/adobe/regcode', async (c) => {
    const body = RegcodeBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => tv.regcode(body.data))
  })
  app.post('/user/adobe', async (c) => {
    const body = AdobeSignInBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => tv.signIn(body.data, c.var.caller))
  })
  app.delete('/user/adobe', requireAuth(), async (c) => {
    const body = AdobeUnlinkBody.safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => tv.unlink(c.var.caller!, body.data.requestorId))
  })

  // Partners: their fixed paths, and one generic path per configured partner.
  const partnerRoute = (name: string | ((c: Context<AppEnv>) => string), protocol?: PartnerProtocol) => async (c: Context<AppEnv>) => {
    const partnerName = typeof name === 'string' ? name : name(c)
    if (!ProviderName.safeParse(partnerName).success) return unknown(c)
    let p: ReturnType<PartnerService['partner']>
    try {
      p = partners.partner(partnerName, protocol)
    } catch {
      return unknown(c)
    }
    const body = PartnerBodies[p.protocol].safeParse((await readJson(c)) ?? {})
    if (!body.success) return validationFailed(c, body.error)
    return answer(c, () => partners.signIn(p, body.data, c.var.caller, clientAddress(c)))
  }
  app.post(
    '/login/auth-provider/:provider',
    partnerRoute((c) => c.req.param('provider') ?? '', 'credentials'),
  )
  app.post('/login/sptv', partnerRoute('sptv', 'credentials'))
  app.post('/v1/opin-auth', partnerRoute('opin', 'token'))
  app.post('/login/gigya', partnerRoute('gigya', 'gigya'))
  app.post('/firebase-auth', partnerRoute('firebase', 'firebase'))
  app.post(
    '/login/partner/:provider',
    partnerRoute((c) => c.req.param('provider') ?? ''),
  )

  return app
}
