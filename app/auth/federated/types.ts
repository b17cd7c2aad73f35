/** Federated sign-in shapes as the web app sees them (platform/openapi.yaml is the reference). */
import type { TokenPair } from '#app/platform/types.ts'

export type ProviderKind = 'oidc' | 'oauth' | 'id-token' | 'tv' | 'partner'

export interface PublicProvider {
  name: string
  kind: ProviderKind
  label: string
  logoUri: string | null
  accountUri?: string | null
  resetUri?: string | null
  baseUri?: string
  requestorId?: string
  resourceId?: string
  softwareStatement?: string
  featured?: string[]
  allowUnlink?: boolean
  clientId?: string
  /** where the web app sends the browser when it starts the flow itself (Apple, Google, Facebook) */
  authorizationEndpoint?: string | null
  scopes?: string[]
  /** partners: which answer format the partner speaks (credentials, token, gigya, firebase) */
  protocol?: 'credentials' | 'token' | 'gigya' | 'firebase'
}

export interface SignInAnswer extends TokenPair {
  linkedAccounts: Array<{ provider: string }>
  missingInformationStatus: string
  created?: boolean
  /** OpenID Connect: the provider's ID token, kept server-side for the logout's id_token_hint */
  idToken?: string
}

/** A provider button on the login page: where it starts, and what it says. */
export interface ProviderButton {
  name: string
  kind: ProviderKind
  label: string
  href: string
  logoUri: string | null
  /** 'link': a link that starts the flow with a GET; 'post': a form posting to `href` (the flow sets state, so it starts with a POST) */
  method: 'link' | 'post'
}

export interface TvProviderEntry {
  id: string
  displayName: string
  /** the provider's own sign-in page for this code (an external address built on the server) */
  href: string
}
