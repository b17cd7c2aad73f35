/**
 * The demo realm's external sign-in: a local OpenID provider ("Demo ID") and a local TV provider,
 * each on its own port of 127.0.0.1 (0: any free port), configured for the app's origins.
 */
import type { FederationConfig } from '../config.ts'
import { startDemoOidcProvider } from './oidc-provider.ts'
import { DEMO_TV_REQUESTOR, DEMO_TV_RESOURCE, startDemoTvProvider } from './tv-provider.ts'

export const DEMO_OIDC_PROVIDER = 'demo-oidc'
export const DEMO_TV_PROVIDER = 'adobe'

export async function startDemoIdentityProviders(opts: { appOrigins: string[]; oidcPort?: number; tvPort?: number }) {
  const redirectUris = opts.appOrigins.map((o) => `${o}/oauth/${DEMO_OIDC_PROVIDER}`)
  const oidc = await startDemoOidcProvider({ port: opts.oidcPort, redirectUris, postLogoutRedirectUris: opts.appOrigins.flatMap((o) => [`${o}/logout`, `${o}/`]) })
  const tv = await startDemoTvProvider({ port: opts.tvPort, allowedReturnOrigins: opts.appOrigins })
  const config: FederationConfig = [
    { kind: 'oidc', name: DEMO_OIDC_PROVIDER, label: 'Demo ID', issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, redirectUris, scopes: ['openid', 'email', 'profile'] },
    {
      kind: 'tv',
      name: DEMO_TV_PROVIDER,
      label: 'TV provider',
      baseUri: tv.baseUri,
      requestorId: DEMO_TV_REQUESTOR,
      resourceId: DEMO_TV_RESOURCE,
      softwareStatement: tv.softwareStatement,
      featured: ['demo-cable', 'demo-fibre'],
      allowUnlink: true,
    },
  ]
  return {
    config,
    oidc,
    tv,
    async close() {
      await Promise.all([oidc.close(), tv.close()])
    },
  }
}
