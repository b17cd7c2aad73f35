/** The platform calls of federated sign-in, over the app's one platform client. */
import type { PlatformClient } from '#app/platform/client.server.ts'
import type { PublicProvider, SignInAnswer } from './types.ts'

const seg = encodeURIComponent

export function federatedCalls(client: PlatformClient) {
  return {
    providers: () => client.request<{ providers: PublicProvider[] }>('GET', '/auth-providers', { auth: false }),
    authUri: (provider: string, q: { authoriseUriFlow: 'SIGNIN' | 'SIGNUP'; redirectUri: string; extraParams?: string }) =>
      client.request<{ authorisationUri: string; silentAuthorisationUri: string | null; state: string }>(
        'GET',
        `/openid/${seg(provider)}/auth-uri`,
        { query: q, auth: false },
      ),
    /** With the viewer's token when signed in: the identity is then linked to their account. */
    exchange: (provider: string, body: { authorisationCode: string; state: string; redirectUri: string }) =>
      client.request<SignInAnswer>('POST', `/openid/${seg(provider)}/token`, { body }),
    /** The provider's end-session address (RP-initiated logout); null when it has none. */
    logoutUri: (provider: string, q: { postLogoutRedirectUri: string; state: string; idTokenHint?: string }) =>
      client.request<{ logoutUri: string | null }>('GET', `/openid/${seg(provider)}/logout-uri`, { query: q, auth: false }),
    linkTicket: (linkToken: string) =>
      client.request<{ provider: string; email: string | null }>('POST', '/external-identities/link-ticket', {
        body: { linkToken },
        auth: false,
      }),
    link: (linkToken: string) =>
      client.request<{ provider: string; linkedAccounts: Array<{ provider: string }> }>('POST', '/user/external-identities/link', {
        body: { linkToken },
      }),
    linkedAccounts: () => client.request<{ linkedAccounts: Array<{ provider: string }> }>('GET', '/user/external-identities'),
    regcode: (body: { requestorId: string; clientId: string; clientSecret: string }) =>
      client.request<{ accessToken: string; code: string }>('POST', '/v3/adobe/regcode', { body, auth: false }),
    tvSignIn: (body: { requestorId: string; resourceId: string; code: string; accessToken: string }) =>
      client.request<SignInAnswer>('POST', '/user/adobe', { body }),
    /** Apple: the code from the form_post return, the nonce this browser sent, the registered return address. */
    appleSignIn: (body: { code: string; nonce: string; callbackUri: string }) =>
      client.request<SignInAnswer>('POST', '/login/apple-id', { body }),
    /** Google: the ID token from the form_post return; the platform checks its signature, audience and nonce. */
    googleSignIn: (body: { idToken: string; nonce: string }) => client.request<SignInAnswer>('POST', '/login/social/google', { body }),
    facebookSignIn: (body: { code: string; redirectUri: string }) =>
      client.request<SignInAnswer>('POST', '/login/social/facebook', { body }),
    /** A credentials partner (PBR, SPTV); `path` from partnerPath(). */
    partnerSignIn: (path: string, body: { id: string; secret: string }) => client.request<SignInAnswer>('POST', path, { body }),
    tvUnlink: (requestorId: string) =>
      client.request<{ linkedAccounts: Array<{ provider: string }> }>('DELETE', '/user/adobe', { body: { requestorId } }),
  }
}
export type FederatedCalls = ReturnType<typeof federatedCalls>
