/**
 * The TV-provider (Adobe-style) calls the platform makes: a registration code for a registered
 * client, and, once the viewer has signed in at their TV provider on the provider's pages, the
 * provider's authentication (and authorisation for the realm's resource) for that code, which
 * signs in to the account linked to the TV-provider identity.
 *
 * Answers the flow's client relies on: 400 when the client is not (or no longer) registered, so
 * the client registers again once; 412 when the code has no sign-in at the provider (yet, or any
 * more), so the first attempt restarts the flow.
 */
import * as z from 'zod'
import type { Caller } from '../../http.ts'
import type { TvProvider } from './config.ts'
import { FederationError, type FederationService } from './service.ts'

const TokenAnswer = z.object({ access_token: z.string().min(1) })
const RegcodeAnswer = z.object({ code: z.string().min(1) })
const AuthnAnswer = z.object({ userId: z.string().min(1), mvpd: z.string().min(1) })

export function createTvProviderService(deps: { federation: FederationService; fetch: typeof fetch }) {
  const { federation } = deps

  function providerFor(requestorId: string): TvProvider {
    const p = federation.providers().find((x): x is TvProvider => x.kind === 'tv' && x.requestorId === requestorId)
    if (!p) throw new FederationError(404, 'UNKNOWN_PROVIDER', `No TV provider is configured for requestor "${requestorId}".`)
    return p
  }

  async function send(url: string, init: RequestInit) {
    try {
      return await deps.fetch(url, { ...init, redirect: 'error' })
    } catch {
      throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The TV provider cannot be reached. Try again later.')
    }
  }

  return {
    /** POST /v3/adobe/regcode */
    async regcode(opts: { requestorId: string; clientId: string; clientSecret: string }) {
      const p = providerFor(opts.requestorId)
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: opts.clientId, client_secret: opts.clientSecret })
      const tokenRes = await send(`${p.baseUri}/o/client/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })
      if (tokenRes.status === 400 || tokenRes.status === 401)
        throw new FederationError(400, 'INVALID_CLIENT', 'The TV-provider client is not registered. Register it again.')
      if (!tokenRes.ok) throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The TV provider did not answer as expected.')
      const token = TokenAnswer.parse(await tokenRes.json())
      const codeRes = await send(`${p.baseUri}/reggie/v1/${encodeURIComponent(p.requestorId)}/regcode`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      })
      if (!codeRes.ok)
        throw new FederationError(
          codeRes.status === 401 ? 400 : 502,
          codeRes.status === 401 ? 'INVALID_CLIENT' : 'PROVIDER_UNAVAILABLE',
          'The TV provider refused a registration code.',
        )
      const { code } = RegcodeAnswer.parse(await codeRes.json())
      return { accessToken: token.access_token, code }
    },

    /** POST /user/adobe: sign in with the TV-provider identity the code was authenticated as. */
    async signIn(opts: { requestorId: string; resourceId: string; code: string; accessToken: string }, caller: Caller | null) {
      const p = providerFor(opts.requestorId)
      if (opts.resourceId !== p.resourceId)
        throw new FederationError(400, 'VALIDATION_FAILED', 'Unknown resource.', { fields: { resourceId: ['Unknown resource.'] } })
      const headers = { authorization: `Bearer ${opts.accessToken}`, accept: 'application/json' }
      const query = new URLSearchParams({ requestor: p.requestorId, deviceId: opts.code })
      const authn = await send(`${p.baseUri}/api/v1/tokens/authn?${query}`, { headers })
      if (authn.status === 401)
        throw new FederationError(400, 'INVALID_CLIENT', 'The TV-provider client is not registered. Register it again.')
      if (authn.status === 404 || authn.status === 410)
        throw new FederationError(412, 'NOT_AUTHENTICATED', 'The TV provider has no sign-in for this code. Start again.')
      if (!authn.ok) throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The TV provider did not answer as expected.')
      const who = AuthnAnswer.parse(await authn.json())
      query.set('resource', p.resourceId)
      const authz = await send(`${p.baseUri}/api/v1/authorize?${query}`, { headers })
      if (authz.status === 403)
        throw new FederationError(403, 'NOT_AUTHORIZED', 'Your TV package does not include this service.', { mvpd: who.mvpd })
      if (!authz.ok) throw new FederationError(502, 'PROVIDER_UNAVAILABLE', 'The TV provider did not answer as expected.')
      return federation.signInWith(p.name, { subject: `${who.mvpd}:${who.userId}` }, caller)
    },

    async unlink(caller: Caller, requestorId: string) {
      return federation.unlink(caller, providerFor(requestorId).name)
    },
  }
}
export type TvProviderService = ReturnType<typeof createTvProviderService>
