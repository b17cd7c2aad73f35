/**
 * A real OpenID provider (the `oidc-provider` package) for the demo realm and the tests, on
 * 127.0.0.1. It knows a few demo people and one client, Marquee, with PKCE required. Its sign-in
 * page is plain HTML (works without JavaScript); consent is implied for this first-party client.
 *
 * Not for production: keys are generated at start and state lives in memory.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider'

export interface DemoPerson {
  sub: string
  email: string
  password: string
  name: string
}

/** Demo people. The second shares its email with the Marquee demo viewer, to show the account-link step. */
export const DEMO_OIDC_PEOPLE: DemoPerson[] = [
  { sub: 'demo-alex', email: 'alex@demo-id.test', password: 'demo-id-2026', name: 'Alex Demo' },
  { sub: 'demo-viewer', email: 'viewer@marquee.test', password: 'demo-id-2026', name: 'Vera Viewer' },
  // more new people, for trying each social stand-in on a fresh account
  { sub: 'demo-sam', email: 'sam@demo-id.test', password: 'demo-id-2026', name: 'Sam Demo' },
  { sub: 'demo-gabi', email: 'gabi@demo-id.test', password: 'demo-id-2026', name: 'Gabi Demo' },
  { sub: 'demo-fran', email: 'fran@demo-id.test', password: 'demo-id-2026', name: 'Fran Demo' },
]

export const DEMO_OIDC_CLIENT_ID = 'marquee-demo'

/**
 * More clients of the same provider, so it can also stand in for the social providers: an
 * Apple-like client (code returned by form_post, exchanged with the client secret, no PKCE), a
 * Google-like one (an ID token returned by form_post, implicit flow) and a Facebook-like one
 * (plain OAuth code, query response). `brand` names the provider on its sign-in page.
 */
export interface DemoOidcClient {
  clientId: string
  brand: string
  redirectUris: string[]
  kind: 'code-secret' | 'id-token'
}

/** A minimal in-memory adapter (the package's own one warns on every start). */
function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt?: number }>()
  const grants = new Map<string, Set<string>>()
  return class MemoryAdapter implements Adapter {
    constructor(readonly name: string) {}
    private key(id: string) {
      return `${this.name}:${id}`
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined })
      if (payload.grantId) {
        const set = grants.get(payload.grantId) ?? new Set()
        set.add(this.key(id))
        grants.set(payload.grantId, set)
      }
    }
    async find(id: string) {
      const hit = store.get(this.key(id))
      if (!hit) return undefined
      if (hit.expiresAt && hit.expiresAt < Date.now()) {
        store.delete(this.key(id))
        return undefined
      }
      return hit.payload
    }
    async findByUserCode(userCode: string) {
      for (const [k, v] of store) if (k.startsWith(`${this.name}:`) && v.payload.userCode === userCode) return v.payload
      return undefined
    }
    async findByUid(uid: string) {
      for (const [k, v] of store) if (k.startsWith(`${this.name}:`) && v.payload.uid === uid) return v.payload
      return undefined
    }
    async consume(id: string) {
      const hit = store.get(this.key(id))
      if (hit) hit.payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string) {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const k of grants.get(grantId) ?? []) store.delete(k)
      grants.delete(grantId)
    }
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f3f4f8;color:#111;display:grid;place-items:center;min-height:100vh;margin:0}
main{box-sizing:border-box;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 4px 24px #0002;width:min(420px,92vw)}h1{font-size:1.4rem;margin-top:0}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #888;border-radius:6px;font:inherit}
button{margin-top:1rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#2446d8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}.error{color:#b00020}.hint{color:#555;font-size:.875rem}</style></head>
<body><main>${body}</main></body></html>`
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 16_384) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export interface DemoOidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** the secret of every `code-secret` extra client */
  extraClientSecret: string
  jwksUri: string
  port: number
  close(): Promise<void>
}

/**
 * Starts the demo provider on 127.0.0.1:`port` (0: any free port). `redirectUris` are the app's
 * exact callback addresses; `postLogoutRedirectUris` where it may return after logout.
 */
export async function startDemoOidcProvider(opts: {
  port?: number
  redirectUris: string[] | ((issuerPort: number) => string[])
  postLogoutRedirectUris?: string[]
  clientSecret?: string
  people?: DemoPerson[]
  extraClients?: DemoOidcClient[]
}): Promise<DemoOidcProvider> {
  const people = opts.people ?? DEMO_OIDC_PEOPLE
  const clientSecret = opts.clientSecret ?? randomBytes(24).toString('base64url')
  const extraClientSecret = randomBytes(24).toString('base64url')
  const extraClients = opts.extraClients ?? []
  const brandOf = (clientId: unknown) => extraClients.find((c) => c.clientId === clientId)?.brand ?? 'Demo ID'
  let provider: Provider | undefined
  let callback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('The demo provider failed.')
    })
  })
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const m = /^\/interaction\/([\w-]+)(?:\/(login))?$/.exec(url.pathname)
    if (!m || !provider) return callback!(req, res)
    res.setHeader('cache-control', 'no-store')
    res.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:* http://localhost:*",
    )
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== m[1]) throw new Error('interaction mismatch')
    // The package asks native clients (the Google stand-in) for consent every time; these are
    // first-party demo clients, so consent is given here without a page.
    if (details.prompt.name === 'consent' && details.session) {
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ clientId: String(details.params.client_id), accountId: details.session.accountId })
      grant.addOIDCScope('openid email profile')
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
      return
    }
    const brand = escape(brandOf(details.params.client_id))
    const render = (error?: string, email = '') => {
      res.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        page(
          `Sign in · ${brand}`,
          `<h1>Sign in to ${brand}</h1><p class="hint">A local OpenID provider for trying Marquee. Try alex@demo-id.test / demo-id-2026.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(details.uid)}/login"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Continue</button></form>`,
        ),
      )
    }
    if (req.method === 'GET' && !m[2]) return render()
    if (req.method === 'POST' && m[2] === 'login') {
      const form = await readForm(req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      const person = people.find((p) => p.email === email && p.password === form.get('password'))
      // every client shares the Demo ID people
      if (!person) return render('That email and password do not match a Demo ID.', email)
      await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false })
      return
    }
    res.writeHead(405).end()
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as { port: number }).port
  const issuer = `http://127.0.0.1:${port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(6).toString('hex'), alg: 'RS256', use: 'sig' }
  const redirectUris = typeof opts.redirectUris === 'function' ? opts.redirectUris(port) : opts.redirectUris

  provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: DEMO_OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      ...extraClients.map((c) =>
        c.kind === 'code-secret'
          ? {
              client_id: c.clientId,
              client_secret: extraClientSecret,
              redirect_uris: c.redirectUris,
              grant_types: ['authorization_code'],
              response_types: ['code'],
              token_endpoint_auth_method: 'client_secret_basic',
            }
          : // implicit web clients must use https; as "native" the package accepts the http loopback addresses of a local app
            {
              client_id: c.clientId,
              application_type: 'native',
              redirect_uris: c.redirectUris,
              grant_types: ['implicit'],
              response_types: ['id_token'],
              token_endpoint_auth_method: 'none',
            },
      ),
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // PKCE for the Demo ID client; the social stand-ins behave as their originals (which use the secret, or no code at all).
    pkce: { required: (_ctx, client) => (client as { clientId?: string }).clientId === DEMO_OIDC_CLIENT_ID },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        /**
         * The end-session page. When Marquee sends the sign-in's ID token (id_token_hint, checked
         * by oidc-provider before this runs), the request is plainly Marquee's own, so the page
         * signs out straight away (OpenID RP-Initiated Logout 1.0 §2: the OP may skip asking);
         * without JavaScript, or without a hint, it asks, with one button to sign out.
         */
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const hinted = Boolean(ctx.oidc.params?.id_token_hint)
          ctx.type = 'html'
          ctx.body = page(
            'Sign out · Demo ID',
            `<h1>Sign out of Demo ID</h1>
<p>${hinted ? 'You signed out of Marquee. Sign out of Demo ID on this browser too.' : 'Do you want to sign out of Demo ID on this browser?'}</p>
${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out of Demo ID</button>
<p class="hint">Or <button type="submit" form="op.logoutForm" style="all:unset;color:#2446d8;text-decoration:underline;cursor:pointer">stay signed in to Demo ID</button>.</p>
${hinted ? '<script>document.getElementById("op.logoutForm").requestSubmit(document.getElementById("sign-out"))</script>' : ''}`,
          )
        },
      },
    },
    interactions: { url: async (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.find((p) => p.sub === sub)
      if (!person) return undefined
      return { accountId: sub, claims: async () => ({ sub, email: person.email, email_verified: true, name: person.name }) }
    },
    // A first-party client: consent is implied (the documented way to skip the consent prompt).
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc
      const grantId = (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId)
      if (grantId) return oidc.provider.Grant.find(grantId)
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = page(
        'Demo ID error',
        `<h1>Something went wrong</h1><p>${escape(String(out.error_description ?? out.error ?? 'error'))}</p>`,
      )
    },
  })
  provider.on('server_error', () => {})
  callback = provider.callback()

  return {
    issuer,
    clientId: DEMO_OIDC_CLIENT_ID,
    clientSecret,
    extraClientSecret,
    jwksUri: `${issuer}/jwks`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
