/**
 * The part of `oidc-provider` (which ships no types; @types/oidc-provider lags its major
 * version) that the demo provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type AdapterPayload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number }
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  export interface GrantConstructor {
    new (init: { clientId: string; accountId?: string }): Grant
    find(id: string): Promise<Grant | undefined>
  }

  export interface KoaContextWithOIDC {
    type: string
    body: unknown
    oidc: {
      provider: Provider
      result?: Record<string, unknown>
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      client?: { clientId: string }
      params?: Record<string, unknown>
    }
  }

  export interface Interaction {
    uid: string
    prompt: { name: string; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId: string }
    grantId?: string
  }

  export interface Configuration {
    adapter?: new (name: string) => Adapter
    clients?: Array<Record<string, unknown>>
    jwks?: { keys: unknown[] }
    cookies?: { keys: string[] }
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean }
    claims?: Record<string, string[]>
    conformIdTokenClaims?: boolean
    ttl?: Record<string, number>
    features?: Record<string, { enabled: boolean; logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void> }>
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> }
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> } | undefined>
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, unknown>, error: unknown) => void | Promise<void>
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    Grant: GrantConstructor
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
