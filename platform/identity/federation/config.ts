/**
 * Configured external sign-in providers. Every provider is a configuration of one of a few
 * mechanisms: OpenID Connect (code + PKCE + state + nonce; Apple and Google are OIDC too),
 * plain OAuth 2 with a user-info call (Facebook, generic OAuth), the TV-provider (Adobe-style)
 * flow, and partner token/credential sign-in (PBR, SPTV, OPiN, a Gigya-type manager, Firebase).
 *
 * Secrets (client secrets, partner keys) stay in the platform: `publicProvider` lists what a
 * client may see.
 */
import * as z from 'zod'

const url = z.url()
const name = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes')

const common = {
  name,
  /** what the sign-in button says, e.g. "Demo ID" */
  label: z.string().min(1).max(60),
  logoUri: url.optional(),
}

export const OidcProviderConfig = z.object({
  ...common,
  kind: z.literal('oidc'),
  issuer: url,
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  /** the app's callback addresses; the one asked for must match one of these exactly */
  redirectUris: z.array(url).min(1),
  scopes: z.array(z.string()).default(['openid', 'email', 'profile']),
  /** where the provider's own account and password pages are (the /oidc/account, /oidc/reset-password routes) */
  accountUri: url.optional(),
  resetUri: url.optional(),
  /** Apple answers with the id token only; it has no user-info endpoint */
  openIdClientName: z.string().optional(),
  /**
   * Where the browser is sent to sign in when the web app starts the flow itself (Apple: the app
   * makes the nonce and state, POST /login/apple-id finishes). Public; the issuer's discovery
   * document names the same address.
   */
  authorizationEndpoint: url.optional(),
})

export const OAuthProviderConfig = z.object({
  ...common,
  kind: z.literal('oauth'),
  authorizationEndpoint: url,
  tokenEndpoint: url,
  userinfoEndpoint: url,
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  redirectUris: z.array(url).min(1),
  scopes: z.array(z.string()).default([]),
  /** JSON fields of the user-info answer */
  subjectField: z.string().default('id'),
  emailField: z.string().default('email'),
  nameField: z.string().default('name'),
})

/** Google's "Sign in with Google" button hands the client an ID token; the platform checks it. */
export const IdTokenProviderConfig = z.object({
  ...common,
  kind: z.literal('id-token'),
  issuers: z.array(z.string()).min(1),
  jwksUri: url,
  /** the audience the token must be issued for */
  clientId: z.string().min(1),
  /**
   * Where the web app sends the browser for an ID token without the provider's script (OpenID
   * implicit flow: response_type=id_token, response_mode=form_post, with a nonce). Without it the
   * login page offers no button for this provider.
   */
  authorizationEndpoint: url.optional(),
  /** asked for on that address; openid, email and profile when not set */
  scopes: z.array(z.string()).optional(),
})

export const TvProviderConfig = z.object({
  ...common,
  kind: z.literal('tv'),
  baseUri: url,
  requestorId: z.string().min(1),
  resourceId: z.string().min(1),
  softwareStatement: z.string().min(1),
  /** provider (MVPD) ids listed first; the others follow the separator label */
  featured: z.array(z.string()).default([]),
  /** whether a linked viewer may unlink their TV provider */
  allowUnlink: z.boolean().default(true),
})

export const PartnerProviderConfig = z.object({
  ...common,
  kind: z.literal('partner'),
  /** which answer format the partner speaks */
  protocol: z.enum(['credentials', 'token', 'gigya', 'firebase']),
  /** the partner's verification endpoint */
  endpoint: url,
  /** sent as the partner expects (header or key), never logged */
  apiKey: z.string().min(1).optional(),
  /**
   * Where the platform ends the partner's session when a session that signed in through this
   * partner logs out (a Gigya-type manager's accounts.logout); none: nothing to end there.
   */
  logoutEndpoint: url.optional(),
})

export const ProviderConfig = z.discriminatedUnion('kind', [
  OidcProviderConfig,
  OAuthProviderConfig,
  IdTokenProviderConfig,
  TvProviderConfig,
  PartnerProviderConfig,
])
export type ProviderConfig = z.infer<typeof ProviderConfig>
export type OidcProvider = z.infer<typeof OidcProviderConfig>
export type OAuthProvider = z.infer<typeof OAuthProviderConfig>
export type IdTokenProvider = z.infer<typeof IdTokenProviderConfig>
export type TvProvider = z.infer<typeof TvProviderConfig>
export type PartnerProvider = z.infer<typeof PartnerProviderConfig>

export const FederationConfig = z.array(ProviderConfig).superRefine((list, ctx) => {
  const seen = new Set<string>()
  for (const [i, p] of list.entries()) {
    if (seen.has(p.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `provider "${p.name}" is configured twice` })
    seen.add(p.name)
  }
})
export type FederationConfig = z.infer<typeof FederationConfig>

/** What a client may know of a provider: never secrets. */
export function publicProvider(p: ProviderConfig) {
  const base = { name: p.name, kind: p.kind, label: p.label, logoUri: p.logoUri ?? null }
  switch (p.kind) {
    case 'oidc':
      return {
        ...base,
        clientId: p.clientId,
        openIdClientName: p.openIdClientName ?? null,
        accountUri: p.accountUri ?? null,
        resetUri: p.resetUri ?? null,
        authorizationEndpoint: p.authorizationEndpoint ?? null,
        scopes: p.scopes,
      }
    case 'oauth':
      return { ...base, clientId: p.clientId, authorizationEndpoint: p.authorizationEndpoint, scopes: p.scopes }
    case 'id-token':
      return {
        ...base,
        clientId: p.clientId,
        authorizationEndpoint: p.authorizationEndpoint ?? null,
        scopes: p.scopes ?? ['openid', 'email', 'profile'],
      }
    case 'tv':
      return {
        ...base,
        baseUri: p.baseUri,
        requestorId: p.requestorId,
        resourceId: p.resourceId,
        softwareStatement: p.softwareStatement,
        featured: p.featured,
        allowUnlink: p.allowUnlink,
      }
    case 'partner':
      return { ...base, protocol: p.protocol }
  }
}
export type PublicProvider = ReturnType<typeof publicProvider>
