/**
 * The demo realm's external sign-in, each provider on its own port of 127.0.0.1 (0: any free
 * port), configured for the app's origins:
 * - a local OpenID provider ("Demo ID"), which also stands in for the social providers through
 *   more clients: Apple (code by form_post), Google (ID token by form_post) and Facebook (OAuth code);
 * - a local TV provider (Adobe-style);
 * - a local partner speaking the credentials protocol (PBR- and SPTV-style).
 */
import type { FederationConfig } from '../config.ts'
import { startDemoOidcProvider } from './oidc-provider.ts'
import { startDemoPartnerProvider } from './partner-provider.ts'
import { DEMO_TV_REQUESTOR, DEMO_TV_RESOURCE, startDemoTvProvider } from './tv-provider.ts'

export const DEMO_OIDC_PROVIDER = 'demo-oidc'
export const DEMO_TV_PROVIDER = 'adobe'

export async function startDemoIdentityProviders(opts: { appOrigins: string[]; oidcPort?: number; tvPort?: number; partnerPort?: number }) {
  const redirectUris = opts.appOrigins.map((o) => `${o}/oauth/${DEMO_OIDC_PROVIDER}`)
  // The social providers return under LOGIN_REDIRECT, unprefixed as registered addresses are: Apple and
  // Google post to /login/{provider}/return (form_post), Facebook comes back to /login/facebook with a GET.
  const socialReturn = (name: string) =>
    opts.appOrigins.map((o) => (name === 'facebook' ? `${o}/login/${name}` : `${o}/login/${name}/return`))
  const oidc = await startDemoOidcProvider({
    port: opts.oidcPort,
    redirectUris,
    postLogoutRedirectUris: opts.appOrigins.flatMap((o) => [`${o}/logout`, `${o}/`]),
    extraClients: [
      { clientId: 'marquee-apple', brand: 'Apple (demo)', kind: 'code-secret', redirectUris: socialReturn('apple') },
      { clientId: 'marquee-google', brand: 'Google (demo)', kind: 'id-token', redirectUris: socialReturn('google') },
      { clientId: 'marquee-facebook', brand: 'Facebook (demo)', kind: 'code-secret', redirectUris: socialReturn('facebook') },
    ],
  })
  const tv = await startDemoTvProvider({ port: opts.tvPort, allowedReturnOrigins: opts.appOrigins })
  const partner = await startDemoPartnerProvider({ port: opts.partnerPort })
  const config: FederationConfig = [
    {
      kind: 'oidc',
      name: DEMO_OIDC_PROVIDER,
      label: 'Demo ID',
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      redirectUris,
      scopes: ['openid', 'email', 'profile'],
    },
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
    {
      kind: 'oidc',
      name: 'apple',
      label: 'Apple',
      issuer: oidc.issuer,
      authorizationEndpoint: `${oidc.issuer}/auth`,
      clientId: 'marquee-apple',
      clientSecret: oidc.extraClientSecret,
      redirectUris: socialReturn('apple'),
      scopes: ['openid', 'email'],
    },
    {
      kind: 'id-token',
      name: 'google',
      label: 'Google',
      issuers: [oidc.issuer],
      jwksUri: oidc.jwksUri,
      clientId: 'marquee-google',
      authorizationEndpoint: `${oidc.issuer}/auth`,
      scopes: ['openid', 'email', 'profile'],
    },
    {
      kind: 'oauth',
      name: 'facebook',
      label: 'Facebook',
      authorizationEndpoint: `${oidc.issuer}/auth`,
      tokenEndpoint: `${oidc.issuer}/token`,
      userinfoEndpoint: `${oidc.issuer}/me`,
      clientId: 'marquee-facebook',
      clientSecret: oidc.extraClientSecret,
      redirectUris: socialReturn('facebook'),
      // the stand-in's user info needs openid; Facebook itself would take ['email', 'public_profile']
      scopes: ['openid', 'email', 'profile'],
      subjectField: 'sub',
      emailField: 'email',
      nameField: 'name',
    },
    { kind: 'partner', name: 'pbr', label: 'PBR', protocol: 'credentials', endpoint: partner.endpoint('pbr'), apiKey: partner.apiKey },
    { kind: 'partner', name: 'sptv', label: 'SPTV', protocol: 'credentials', endpoint: partner.endpoint('sptv'), apiKey: partner.apiKey },
  ]
  return {
    config,
    oidc,
    tv,
    partner,
    async close() {
      await Promise.all([oidc.close(), tv.close(), partner.close()])
    },
  }
}
