/**
 * A demo partner for the demo realm and the tests, on 127.0.0.1: the credentials protocol of
 * platform/identity/federation/partners.ts (PBR- and SPTV-style). The platform posts
 * `{ id, secret }` with its API key; the partner answers `{ userId, email, name }`, or 401 when the
 * details are wrong. Each partner is one path, with its own subscribers. State is in memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readBody, sendJson, serveOnLoopback } from './loopback-server.ts'

export interface DemoPartnerSubscriber {
  id: string
  secret: string
  userId: string
  email: string
  name: string
}

/** Subscribers per partner path. */
export const DEMO_PARTNER_SUBSCRIBERS: Record<string, DemoPartnerSubscriber[]> = {
  pbr: [{ id: 'member-1001', secret: 'pbr-demo-2026', userId: 'pbr-1001', email: 'member@demo-pbr.test', name: 'Pat Member' }],
  sptv: [{ id: 'fan@demo-sptv.test', secret: 'sptv-demo-2026', userId: 'sptv-77', email: 'fan@demo-sptv.test', name: 'Sky Fan' }],
}

export interface DemoPartnerProvider {
  /** the verification endpoint of partner `name` */
  endpoint(name: string): string
  apiKey: string
  port: number
  close(): Promise<void>
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export async function startDemoPartnerProvider(
  opts: { port?: number; subscribers?: Record<string, DemoPartnerSubscriber[]> } = {},
): Promise<DemoPartnerProvider> {
  const subscribers = opts.subscribers ?? DEMO_PARTNER_SUBSCRIBERS
  const apiKey = randomBytes(18).toString('base64url')
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const m = /^\/partners\/([a-z0-9-]+)\/verify$/.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    const list = m ? subscribers[m[1]!] : undefined
    if (req.method !== 'POST' || !list) return sendJson(res, 404, { error: 'not_found' })
    if (!same(String(req.headers['x-api-key'] ?? ''), apiKey)) return sendJson(res, 403, { error: 'invalid_api_key' })
    let body: { id?: unknown; secret?: unknown }
    try {
      body = JSON.parse(await readBody(req))
    } catch {
      return sendJson(res, 400, { error: 'invalid_request' })
    }
    const id = typeof body.id === 'string' ? body.id.trim().toLowerCase() : ''
    const secret = typeof body.secret === 'string' ? body.secret : ''
    const found = list.find((s) => s.id.toLowerCase() === id)
    // compare the secret even for an unknown id, so both answers take as long
    const ok = same(secret, found?.secret ?? randomBytes(12).toString('base64url'))
    if (!found || !ok) return sendJson(res, 401, { error: 'invalid_credentials' })
    return sendJson(res, 200, { userId: found.userId, email: found.email, name: found.name })
  }
  const { port, close } = await serveOnLoopback(handle, opts.port)
  return {
    endpoint: (name) => `http://127.0.0.1:${port}/partners/${name}/verify`,
    apiKey,
    port,
    close,
  }
}
