/**
 * A demo TV provider (Adobe Pass-style) for the demo realm and the tests, on 127.0.0.1: dynamic
 * client registration with a software statement, client-credential tokens, registration codes,
 * the requestor's provider (MVPD) list, each provider's sign-in page, and the authentication and
 * authorisation checks for a code. State lives in memory: a restart forgets registered clients,
 * which is exactly what the web app's "register again once after a 400" rule is for.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import { readBody, sendJson, serveOnLoopback } from './loopback-server.ts'

export interface DemoMvpd {
  id: string
  displayName: string
  /** demo subscriber of this provider */
  username: string
  password: string
  /** false: the package does not include the realm's resource (authorisation answers 403) */
  entitled: boolean
}

export const DEMO_MVPDS: DemoMvpd[] = [
  { id: 'demo-cable', displayName: 'Demo Cable', username: 'tv@demo-cable.test', password: 'tv-demo-2026', entitled: true },
  { id: 'demo-fibre', displayName: 'Demo Fibre', username: 'tv@demo-fibre.test', password: 'tv-demo-2026', entitled: true },
  { id: 'demo-sat', displayName: 'Demo Satellite', username: 'tv@demo-sat.test', password: 'tv-demo-2026', entitled: true },
  { id: 'basic-antenna', displayName: 'Basic Antenna', username: 'tv@basic-antenna.test', password: 'tv-demo-2026', entitled: false },
]

export const DEMO_TV_REQUESTOR = 'marquee'
export const DEMO_TV_RESOURCE = 'marquee-live'

export interface DemoTvProvider {
  baseUri: string
  softwareStatement: string
  port: number
  /** forget every registered client (as a provider-side reset would) */
  forgetClients(): void
  close(): Promise<void>
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** `allowedReturnOrigins`: the only origins the sign-in page sends the browser back to. */
export async function startDemoTvProvider(opts: {
  port?: number
  allowedReturnOrigins: string[] | (() => string[])
  mvpds?: DemoMvpd[]
}): Promise<DemoTvProvider> {
  const mvpds = opts.mvpds ?? DEMO_MVPDS
  const softwareStatement = `demo-statement-${randomBytes(12).toString('base64url')}`
  const clients = new Map<string, string>() // id → secret
  const accessTokens = new Set<string>()
  /** regcode → who signed in with it (undefined until then) */
  const codes = new Map<string, { expiresAt: number; user?: { userId: string; mvpd: string } }>()
  const origins = () => (typeof opts.allowedReturnOrigins === 'function' ? opts.allowedReturnOrigins() : opts.allowedReturnOrigins)

  const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  const liveCode = (code: string | null) => {
    const entry = code ? codes.get(code) : undefined
    return entry && entry.expiresAt > Date.now() ? entry : undefined
  }
  const safeReturn = (raw: string | null) => {
    try {
      const u = new URL(raw ?? '')
      return origins().includes(u.origin) ? u : null
    } catch {
      return null
    }
  }

  function signInPage(res: ServerResponse, p: { code: string; mvpd: DemoMvpd; ok: string; fail: string; error?: string }) {
    res.writeHead(p.error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(p.mvpd.displayName)} · Sign in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#102a43;color:#102a43;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;padding:2rem;border-radius:12px;width:min(360px,90vw)}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #627d98;border-radius:6px;font:inherit}button,a.cancel{display:block;text-align:center;margin-top:1rem;padding:.7rem;border:0;border-radius:6px;font:inherit;font-weight:600}
button{width:100%;background:#0b7285;color:#fff;cursor:pointer}a.cancel{color:#102a43}.error{color:#b00020}:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style></head>
<body><main><h1>Sign in to ${escape(p.mvpd.displayName)}</h1><p>Use your TV subscription to watch on Marquee. Demo: ${escape(p.mvpd.username)} / ${escape(p.mvpd.password)}</p>
${p.error ? `<p class="error" role="alert">${escape(p.error)}</p>` : ''}
<form method="post" action="/api/v1/authenticate"><input type="hidden" name="reg_code" value="${escape(p.code)}"><input type="hidden" name="mvpd" value="${escape(p.mvpd.id)}">
<input type="hidden" name="redirect_url" value="${escape(p.ok)}"><input type="hidden" name="failure_url" value="${escape(p.fail)}">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in to ${escape(p.mvpd.displayName)}</button></form><a class="cancel" href="${escape(p.fail)}">Cancel</a></main></body></html>`)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    if (req.method === 'POST' && path === '/o/client/register') {
      let body: { software_statement?: unknown } = {}
      try {
        body = JSON.parse(await readBody(req))
      } catch {
        return sendJson(res, 400, { error: 'invalid_request' })
      }
      if (body.software_statement !== softwareStatement) return sendJson(res, 400, { error: 'invalid_software_statement' })
      const id = `client-${randomBytes(8).toString('hex')}`
      const secret = randomBytes(24).toString('base64url')
      clients.set(id, secret)
      return sendJson(res, 201, { client_id: id, client_secret: secret })
    }
    if (req.method === 'POST' && path === '/o/client/token') {
      const form = new URLSearchParams(await readBody(req))
      const id = form.get('client_id') ?? ''
      if (form.get('grant_type') !== 'client_credentials' || !clients.has(id) || clients.get(id) !== form.get('client_secret'))
        return sendJson(res, 401, { error: 'invalid_client' })
      const token = randomBytes(24).toString('base64url')
      accessTokens.add(token)
      return sendJson(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 })
    }
    if (req.method === 'POST' && path === `/reggie/v1/${DEMO_TV_REQUESTOR}/regcode`) {
      if (!accessTokens.has(bearer(req) ?? '')) return sendJson(res, 401, { error: 'invalid_token' })
      const code = randomBytes(4).toString('hex').toUpperCase().slice(0, 7)
      codes.set(code, { expiresAt: Date.now() + 30 * 60_000 })
      return sendJson(res, 200, { code, expires: Date.now() + 30 * 60_000 })
    }
    if (req.method === 'GET' && path === `/api/v1/config/${DEMO_TV_REQUESTOR}`) {
      return sendJson(res, 200, {
        requestor: {
          id: DEMO_TV_REQUESTOR,
          mvpds: { mvpd: mvpds.map((m) => ({ id: { value: m.id }, displayName: m.displayName })) },
          channels: { channel: [{ id: DEMO_TV_RESOURCE, displayName: 'Marquee Live' }] },
        },
      })
    }
    if (req.method === 'GET' && path === '/api/v1/authenticate') {
      const mvpd = mvpds.find((m) => m.id === url.searchParams.get('mvpd'))
      const code = url.searchParams.get('reg_code') ?? ''
      const ok = safeReturn(url.searchParams.get('redirect_url'))
      const fail = safeReturn(url.searchParams.get('failure_url')) ?? ok
      if (!mvpd || !ok || !fail) return sendJson(res, 400, { error: 'invalid_request' })
      if (!liveCode(code)) {
        fail.searchParams.set('error', 'expired_code')
        res.writeHead(303, { location: fail.toString() }).end()
        return
      }
      return signInPage(res, { code, mvpd, ok: ok.toString(), fail: fail.toString() })
    }
    if (req.method === 'POST' && path === '/api/v1/authenticate') {
      const form = new URLSearchParams(await readBody(req))
      const mvpd = mvpds.find((m) => m.id === form.get('mvpd'))
      const code = form.get('reg_code') ?? ''
      const ok = safeReturn(form.get('redirect_url'))
      const fail = safeReturn(form.get('failure_url')) ?? ok
      if (!mvpd || !ok || !fail) return sendJson(res, 400, { error: 'invalid_request' })
      const entry = liveCode(code)
      if (!entry) {
        fail.searchParams.set('error', 'expired_code')
        res.writeHead(303, { location: fail.toString() }).end()
        return
      }
      if (form.get('username') !== mvpd.username || form.get('password') !== mvpd.password)
        return signInPage(res, { code, mvpd, ok: ok.toString(), fail: fail.toString(), error: 'That username and password are not right.' })
      entry.user = { userId: `sub-${Buffer.from(mvpd.username).toString('hex').slice(0, 12)}`, mvpd: mvpd.id }
      res.writeHead(303, { location: ok.toString() }).end()
      return
    }
    if (req.method === 'GET' && (path === '/api/v1/tokens/authn' || path === '/api/v1/authorize')) {
      if (!accessTokens.has(bearer(req) ?? '')) return sendJson(res, 401, { error: 'invalid_token' })
      if (url.searchParams.get('requestor') !== DEMO_TV_REQUESTOR) return sendJson(res, 400, { error: 'unknown_requestor' })
      const entry = liveCode(url.searchParams.get('deviceId'))
      if (!entry?.user) return sendJson(res, 404, { error: 'authn_not_found' })
      if (path === '/api/v1/tokens/authn')
        return sendJson(res, 200, { userId: entry.user.userId, mvpd: entry.user.mvpd, expires: entry.expiresAt })
      const mvpd = mvpds.find((m) => m.id === entry.user!.mvpd)
      if (url.searchParams.get('resource') !== DEMO_TV_RESOURCE || !mvpd?.entitled) return sendJson(res, 403, { error: 'not_authorized' })
      return sendJson(res, 200, { resource: DEMO_TV_RESOURCE, mvpd: mvpd.id })
    }
    sendJson(res, 404, { error: 'not_found' })
  }

  const { port, close } = await serveOnLoopback(handle, opts.port)
  return {
    baseUri: `http://127.0.0.1:${port}`,
    softwareStatement,
    port,
    forgetClients: () => {
      clients.clear()
      accessTokens.clear()
    },
    close,
  }
}
