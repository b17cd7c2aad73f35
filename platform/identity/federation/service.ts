/**
 * Federation rules: starting and completing an authorisation at an external provider, and what
 * an external identity signs in to.
 *
 * - A linked identity signs in to its account.
 * - A signed-in (non-guest) caller links the identity to their own account.
 * - An identity whose email already has an account is never linked silently (that would let
 *   whoever controls the email at the provider take the account over): the answer is 409
 *   ACCOUNT_CONFLICT naming the provider the account signs in with, with a short-lived link
 *   ticket. Linking needs the owner to sign in to that account first (the account-link step).
 * - Otherwise a new account is created and linked.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Caller, Logger } from '../../http.ts'
import type { IdentityService, TokenPair } from '../service.ts'
import type { IdentityStore } from '../store.ts'
import type { FederationConfig, OAuthProvider, OidcProvider, ProviderConfig } from './config.ts'
import { pkceChallenge, randomToken, safeEqual, sha256, type OidcRelyingParty } from './oidc.ts'
import type { FederationStore } from './store.ts'
import type { MissingInformationStatus } from '#schemas/consent.ts'

export const REQUEST_TTL_SECONDS = 10 * 60
export const LINK_TICKET_TTL_SECONDS = 15 * 60
export const PASSWORD_PROVIDER = 'id'

/** A refusal with a status and code, answered as the platform's error body. */
export class FederationError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 429 | 502,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'FederationError'
  }
}

export interface ExternalPerson {
  subject: string
  email?: string | null
  name?: string | null
}

export interface SignInAnswer extends TokenPair {
  linkedAccounts: Array<{ provider: string }>
  /** REQUIRED while the account has not agreed to the realm's required terms (one rule, schemas/consent.ts) */
  missingInformationStatus: MissingInformationStatus
  /** true when this sign-in created the account */
  created: boolean
  /** OpenID Connect: the provider's ID token, which the client hands back at logout (id_token_hint) */
  idToken?: string
}

/** extraParams a client may add to an authorisation request; nothing that weakens the flow. */
const EXTRA_PARAMS = new Set(['ui_locales', 'login_hint', 'acr_values', 'max_age', 'display', 'claims_locales'])

export function createFederationService(deps: {
  config: FederationConfig
  store: FederationStore
  identityStore: IdentityStore
  identity: IdentityService
  rp: OidcRelyingParty
  /** the account's consent status under the realm's current terms (null: no such account) */
  consentStatus: (accountId: string) => Promise<MissingInformationStatus | null>
  now: () => Date
  logger: Logger
}) {
  const { store, identity, identityStore, rp, now } = deps
  const byName = new Map(deps.config.map((p) => [p.name, p]))
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000)

  function provider<K extends ProviderConfig['kind']>(name: string, kinds: K[]): Extract<ProviderConfig, { kind: K }> {
    const p = byName.get(name)
    if (!p || !kinds.includes(p.kind as K))
      throw new FederationError(404, 'UNKNOWN_PROVIDER', `No sign-in provider "${name}" is configured.`)
    return p as Extract<ProviderConfig, { kind: K }>
  }

  async function linkedAccounts(accountId: string) {
    const rows = await store.identitiesOf(accountId)
    return rows.map((r) => ({ provider: r.provider }))
  }

  async function answerFor(accountId: string, created: boolean, providerName: string): Promise<SignInAnswer> {
    const pair = await identity.signInAccount(accountId, providerName)
    if (!pair) throw new FederationError(401, 'FAILED_AUTHENTICATION', 'The account no longer exists.')
    // An account this sign-in just made has answered nothing: it is REQUIRED whenever the realm has required terms.
    const [linked, status] = await Promise.all([linkedAccounts(accountId), deps.consentStatus(accountId)])
    return { ...pair, linkedAccounts: linked, missingInformationStatus: status ?? 'REQUIRED', created }
  }

  /** The provider an existing account signs in with: its password, else its first linked provider. */
  async function providerOfAccount(accountId: string, passwordHash: string): Promise<string> {
    if (passwordHash) return PASSWORD_PROVIDER
    const [first] = await store.identitiesOf(accountId)
    return first?.provider ?? PASSWORD_PROVIDER
  }

  async function signInWith(providerName: string, person: ExternalPerson, caller: Caller | null): Promise<SignInAnswer> {
    const linked = await store.findIdentity(providerName, person.subject)
    if (linked) return answerFor(linked.accountId, false, providerName)

    const email = person.email?.trim().toLowerCase() || null
    if (caller && !caller.isGuest) {
      const ok = await store.link({ id: randomUUID(), accountId: caller.sub, provider: providerName, subject: person.subject, email })
      if (!ok)
        throw new FederationError(409, 'CANNOT_LINK', 'Your account is already linked to another identity at this provider.', {
          provider: providerName,
        })
      return answerFor(caller.sub, false, providerName)
    }

    if (email) {
      const existing = await identityStore.findAccountByEmail(email)
      if (existing) {
        const linkToken = randomToken()
        await store.insertTicket({
          tokenHash: sha256(linkToken),
          provider: providerName,
          subject: person.subject,
          email,
          expiresAt: later(LINK_TICKET_TTL_SECONDS),
        })
        throw new FederationError(
          409,
          'ACCOUNT_CONFLICT',
          'An account with this email address already exists. Sign in to it to link this provider.',
          {
            provider: await providerOfAccount(existing.id, existing.passwordHash),
            linkToken,
            email,
          },
        )
      }
    }

    const accountId = randomUUID()
    // Accounts without an email at the provider (TV providers) get an address that can never receive mail.
    const accountEmail = email ?? `${providerName}.${sha256(person.subject).slice(0, 16).toLowerCase()}@federated.invalid`
    let target: string = accountId
    const inserted = await identityStore.insertAccountIfMissing({
      id: accountId,
      email: accountEmail,
      passwordHash: '',
      name: person.name?.trim() || accountEmail.split('@')[0]!,
      roles: ['viewer'],
    })
    if (!inserted) {
      // The address was taken a moment ago (a real email: treat as the conflict above), or this
      // identity made its account before and was unlinked (a derived address only it can make).
      const existing = await identityStore.findAccountByEmail(accountEmail)
      if (!existing || email)
        throw new FederationError(409, 'ACCOUNT_CONFLICT', 'An account with this email address already exists.', {
          provider: PASSWORD_PROVIDER,
        })
      target = existing.id
    }
    const ok = await store.link({ id: randomUUID(), accountId: target, provider: providerName, subject: person.subject, email })
    if (!ok) {
      // Another request linked the same identity a moment ago: sign in to that account.
      const again = await store.findIdentity(providerName, person.subject)
      if (again) return answerFor(again.accountId, false, providerName)
      throw new FederationError(409, 'CANNOT_LINK', 'The identity could not be linked.', { provider: providerName })
    }
    return answerFor(target, inserted, providerName)
  }

  function failed(p: { name: string }, reason: unknown): FederationError {
    // Never log codes, tokens or secrets: the reason's message only.
    deps.logger.warn(`[federation] sign-in with ${p.name} failed: ${(reason as Error)?.message ?? 'unknown'}`)
    return new FederationError(401, 'FAILED_AUTHENTICATION', 'Signing in with the provider failed.', { provider: p.name })
  }

  async function oauthPerson(p: OAuthProvider, accessToken: string): Promise<ExternalPerson> {
    const info = await rp.userInfo(p.userinfoEndpoint, accessToken)
    const subject = info[p.subjectField]
    if (typeof subject !== 'string' && typeof subject !== 'number') throw new Error('user info has no subject')
    const email = info[p.emailField]
    const name = info[p.nameField]
    return { subject: String(subject), email: typeof email === 'string' ? email : null, name: typeof name === 'string' ? name : null }
  }

  async function oidcPerson(p: OidcProvider, idToken: string | undefined, nonce: string | undefined): Promise<ExternalPerson> {
    if (!idToken) throw new Error('the token endpoint answered without an ID token')
    const disco = await rp.discover(p.issuer)
    const claims = await rp.verifyIdToken(idToken, { issuer: disco.issuer, audience: p.clientId, jwksUri: disco.jwks_uri, nonce })
    return {
      subject: claims.sub!,
      // an email the provider has not verified is kept but never used to find an account
      email: typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null,
      name: typeof claims.name === 'string' ? claims.name : null,
    }
  }

  return {
    providers: () => deps.config,
    provider,
    signInWith,
    linkedAccounts,
    /** the account's external identities (provider and subject) */
    identitiesOf: (accountId: string) => store.identitiesOf(accountId),

    /** GET /openid/{provider}/auth-uri (and the OAuth equivalent). */
    async startAuthorisation(name: string, opts: { flow: 'SIGNIN' | 'SIGNUP'; redirectUri: string; extraParams?: string }) {
      const p = provider(name, ['oidc', 'oauth'])
      if (!p.redirectUris.includes(opts.redirectUri))
        throw new FederationError(400, 'REDIRECT_URI_MISMATCH', 'The redirect address is not registered for this provider.', {
          fields: { redirectUri: ['Not registered for this provider.'] },
        })
      const extra = new URLSearchParams(opts.extraParams ?? '')
      for (const key of extra.keys())
        if (!EXTRA_PARAMS.has(key))
          throw new FederationError(400, 'VALIDATION_FAILED', `extraParams may not set "${key}".`, {
            fields: { extraParams: [`"${key}" is not allowed.`] },
          })

      const state = randomToken()
      const nonce = randomToken()
      const codeVerifier = randomToken(48)
      await store.insertRequest({
        stateHash: sha256(state),
        provider: p.name,
        flow: opts.flow,
        codeVerifier,
        nonce,
        redirectUri: opts.redirectUri,
        expiresAt: later(REQUEST_TTL_SECONDS),
      })

      let endpoint: string
      let promptValues: string[] = []
      if (p.kind === 'oidc') {
        const disco = await rp.discover(p.issuer)
        endpoint = disco.authorization_endpoint
        promptValues = disco.prompt_values_supported ?? []
      } else endpoint = p.authorizationEndpoint
      const url = new URL(endpoint)
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: p.clientId,
        redirect_uri: opts.redirectUri,
        scope: p.scopes.join(' '),
        state,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }
      if (p.kind === 'oidc') params.nonce = nonce
      for (const [k, v] of extra) url.searchParams.set(k, v)
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
      if (opts.flow === 'SIGNUP' && promptValues.includes('create')) url.searchParams.set('prompt', 'create')
      const silent = new URL(url)
      silent.searchParams.set('prompt', 'none')
      return { authorisationUri: url.toString(), silentAuthorisationUri: p.kind === 'oidc' ? silent.toString() : null, state }
    },

    /** POST /openid/{provider}/token: the state is single-use and bound to this provider and redirect address. */
    async completeAuthorisation(
      name: string,
      opts: { authorisationCode: string; state: string; redirectUri?: string },
      caller: Caller | null,
    ): Promise<SignInAnswer> {
      const p = provider(name, ['oidc', 'oauth'])
      const request = await store.consumeRequest(sha256(opts.state), now())
      if (!request || request.provider !== p.name || (opts.redirectUri !== undefined && opts.redirectUri !== request.redirectUri))
        throw new FederationError(401, 'INVALID_STATE', 'The sign-in request is unknown, expired or already used. Start again.', {
          provider: p.name,
        })
      let person: ExternalPerson
      let idToken: string | undefined
      try {
        const tokenEndpoint = p.kind === 'oidc' ? (await rp.discover(p.issuer)).token_endpoint : p.tokenEndpoint
        const tokens = await rp.exchangeCode({
          tokenEndpoint,
          clientId: p.clientId,
          clientSecret: p.clientSecret,
          code: opts.authorisationCode,
          redirectUri: request.redirectUri,
          codeVerifier: request.codeVerifier,
        })
        person = p.kind === 'oidc' ? await oidcPerson(p, tokens.id_token, request.nonce) : await oauthPerson(p, tokens.access_token)
        if (p.kind === 'oidc') idToken = tokens.id_token
      } catch (error) {
        throw failed(p, error)
      }
      const answer = await signInWith(p.name, person, caller)
      return idToken ? { ...answer, idToken } : answer
    },

    /**
     * GET /openid/{provider}/logout-uri: the provider's end-session address (RP-initiated logout),
     * with where to come back (an origin of a registered redirect address), a `state` to bind the
     * return to the browser, and the ID token of the sign-in as `id_token_hint`.
     */
    async logoutUri(name: string, postLogoutRedirectUri?: string, opts: { state?: string; idTokenHint?: string } = {}) {
      const p = provider(name, ['oidc'])
      const disco = await rp.discover(p.issuer)
      if (!disco.end_session_endpoint) return { logoutUri: null }
      const url = new URL(disco.end_session_endpoint)
      url.searchParams.set('client_id', p.clientId)
      if (opts.idTokenHint) url.searchParams.set('id_token_hint', opts.idTokenHint)
      if (opts.state) url.searchParams.set('state', opts.state)
      if (postLogoutRedirectUri) {
        const allowed = p.redirectUris.some((r) => new URL(r).origin === new URL(postLogoutRedirectUri).origin)
        if (!allowed)
          throw new FederationError(400, 'VALIDATION_FAILED', 'The address after logout is not allowed.', {
            fields: { postLogoutRedirectUri: ['Not allowed.'] },
          })
        url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri)
      }
      return { logoutUri: url.toString() }
    },

    /** Apple: the client got a code (and chose the nonce); exchange it at Apple and check the ID token. */
    async appleSignIn(opts: { code: string; nonce: string; callbackUri: string }, caller: Caller | null) {
      const p = provider('apple', ['oidc'])
      if (!p.redirectUris.includes(opts.callbackUri))
        throw new FederationError(400, 'REDIRECT_URI_MISMATCH', 'The callback address is not registered for Apple.', {
          fields: { callbackUri: ['Not registered.'] },
        })
      let person: ExternalPerson
      try {
        const disco = await rp.discover(p.issuer)
        const tokens = await rp.exchangeCode({
          tokenEndpoint: disco.token_endpoint,
          clientId: p.clientId,
          clientSecret: p.clientSecret,
          code: opts.code,
          redirectUri: opts.callbackUri,
        })
        if (!tokens.id_token) throw new Error('Apple answered without an ID token')
        const claims = await rp.verifyIdToken(tokens.id_token, { issuer: disco.issuer, audience: p.clientId, jwksUri: disco.jwks_uri })
        // Apple carries the client's nonce as sent, or its SHA-256 (hex) when the client sent it hashed.
        const hashed = createHash('sha256').update(opts.nonce).digest('hex')
        if (typeof claims.nonce !== 'string' || !(safeEqual(claims.nonce, opts.nonce) || safeEqual(claims.nonce, hashed)))
          throw new Error('the ID token nonce does not match')
        person = { subject: claims.sub!, email: typeof claims.email === 'string' ? claims.email : null, name: null }
      } catch (error) {
        throw failed(p, error)
      }
      return signInWith(p.name, person, caller)
    },

    /**
     * Google: the client holds an ID token (from Google's button, or from a form_post return); it
     * must be signed by the provider's keys for our client id. With `nonce`, the token must carry
     * that nonce (the client made it and kept it for this browser).
     */
    async idTokenSignIn(name: string, idToken: string, caller: Caller | null, nonce?: string) {
      const p = provider(name, ['id-token'])
      let person: ExternalPerson
      try {
        const claims = await rp.verifyIdToken(idToken, { issuer: p.issuers, audience: p.clientId, jwksUri: p.jwksUri, nonce })
        person = {
          subject: claims.sub!,
          email: typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null,
          name: typeof claims.name === 'string' ? claims.name : null,
        }
      } catch (error) {
        throw failed(p, error)
      }
      return signInWith(p.name, person, caller)
    },

    /** Facebook and other OAuth providers whose client already holds a code (no state on our side). */
    async codeSignIn(name: string, opts: { code: string; redirectUri: string }, caller: Caller | null) {
      const p = provider(name, ['oauth'])
      if (!p.redirectUris.includes(opts.redirectUri))
        throw new FederationError(400, 'REDIRECT_URI_MISMATCH', 'The redirect address is not registered.', {
          fields: { redirectUri: ['Not registered.'] },
        })
      let person: ExternalPerson
      try {
        const tokens = await rp.exchangeCode({
          tokenEndpoint: p.tokenEndpoint,
          clientId: p.clientId,
          clientSecret: p.clientSecret,
          code: opts.code,
          redirectUri: opts.redirectUri,
        })
        person = await oauthPerson(p, tokens.access_token)
      } catch (error) {
        throw failed(p, error)
      }
      return signInWith(p.name, person, caller)
    },

    /** The account-link step: a signed-in owner links the identity held by a ticket from an ACCOUNT_CONFLICT. */
    async linkWithTicket(caller: Caller, linkToken: string) {
      if (caller.isGuest) throw new FederationError(401, 'UNAUTHENTICATED', 'Sign in to the account to link it.')
      const hash = sha256(linkToken)
      const ticket = await store.peekTicket(hash, now())
      if (!ticket)
        throw new FederationError(404, 'UNKNOWN_LINK', 'The link request is unknown or expired. Sign in with the provider again.')
      const linked = await store.findIdentity(ticket.provider, ticket.subject)
      if (linked && linked.accountId !== caller.sub)
        throw new FederationError(409, 'CANNOT_LINK', 'This identity is already linked to another account.', { provider: ticket.provider })
      if (!linked) {
        const ok = await store.link({
          id: randomUUID(),
          accountId: caller.sub,
          provider: ticket.provider,
          subject: ticket.subject,
          email: ticket.email,
        })
        if (!ok)
          throw new FederationError(409, 'CANNOT_LINK', 'Your account is already linked to another identity at this provider.', {
            provider: ticket.provider,
          })
      }
      await store.consumeTicket(hash, now())
      return { provider: ticket.provider, linkedAccounts: await linkedAccounts(caller.sub) }
    },

    /** What a link ticket is about (for the link prompt), without using it. */
    async describeTicket(linkToken: string) {
      const ticket = await store.peekTicket(sha256(linkToken), now())
      if (!ticket) throw new FederationError(404, 'UNKNOWN_LINK', 'The link request is unknown or expired.')
      return { provider: ticket.provider, email: ticket.email }
    },

    async unlink(caller: Caller, providerName: string) {
      if (caller.isGuest) throw new FederationError(401, 'UNAUTHENTICATED', 'Sign in to the account to unlink a provider.')
      const p = provider(providerName, ['oidc', 'oauth', 'id-token', 'tv', 'partner'])
      if (p.kind === 'tv' && !p.allowUnlink) throw new FederationError(403, 'UNLINK_NOT_ALLOWED', 'This provider cannot be unlinked.')
      const gone = await store.unlink(caller.sub, p.name)
      if (!gone) throw new FederationError(404, 'NOT_LINKED', 'Your account is not linked to this provider.')
      return { linkedAccounts: await linkedAccounts(caller.sub) }
    },
  }
}
export type FederationService = ReturnType<typeof createFederationService>
