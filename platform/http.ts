/** What every domain's routes share: the Hono environment, the caller, and error answers. */
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { decodedUrlTexts, isUnsafeText, jsonTooDeep, MAX_JSON_DEPTH, unsafeTextPointer } from '#schemas/safe-text.ts'

export type Role = 'viewer' | 'editor' | 'operator'

/** Who is calling, from a verified access token. */
export interface Caller {
  /** account id, or `guest-<family>` for a guest */
  sub: string
  id: string
  loc: string
  rol: Role[]
  isGuest: boolean
  /** the chosen profile's id, or null before one is chosen */
  pro: string | null
  /** the chosen profile's type; a CHILD profile may not purchase */
  tp: 'ADULT' | 'CHILD' | null
}

export interface AppEnv {
  Variables: {
    /** null when the request carries no Authorization header */
    caller: Caller | null
  }
}

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>

export interface ErrorBody {
  code: string
  message: string
  [extra: string]: unknown
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ code, message, ...extra } satisfies ErrorBody, status)
}

/** 400 VALIDATION_FAILED with zod's per-field messages. */
export function validationFailed(c: Context, error: z.ZodError, message = 'The request is not valid.') {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    ;(fields[key] ??= []).push(issue.message)
  }
  return errorResponse(c, 400, 'VALIDATION_FAILED', message, { fields })
}

/** The JSON body, or undefined when it is missing or not JSON (validation then reports it). */
export async function readJson(c: Context): Promise<unknown> {
  // Only a body labelled JSON is read as JSON: the input boundary checks those (NUL, lone
  // surrogates, depth), and a JSON text sent as text/plain or a form would get past it. Any other
  // body counts as none, which each route refuses as missing fields.
  if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return undefined
  try {
    return await c.req.json()
  } catch {
    return undefined
  }
}

/**
 * The client's address as the web tier saw it. server/index.ts overwrites this header on every
 * request it hands over (a browser cannot forge it), and the app's platform client sets it from
 * the incoming request; without it the platform is being called directly, in-process (tests).
 */
/** The longest a shared cache (a CDN, the web server's read cache) may keep a public read. */
export const SHARED_READ_SECONDS = 30

/**
 * Cache-Control of a read whose answer is the same for everyone it is given to (a published CMS
 * document, a guest's row): shared caches may keep it for `seconds`, at most SHARED_READ_SECONDS;
 * browsers ask again each time. An answer true for less than a second is not kept at all. Caches
 * that key on the content version (`/api/content-version`) also drop it at the next publish.
 */
export function sharedRead(seconds = SHARED_READ_SECONDS): Record<string, string> {
  const whole = Math.floor(Math.min(SHARED_READ_SECONDS, seconds))
  return { 'Cache-Control': whole >= 1 ? `public, max-age=0, s-maxage=${whole}` : 'no-cache' }
}

export const CLIENT_ADDRESS_HEADER = 'x-marquee-client-ip'
export function clientAddress(c: Context): string {
  return c.req.header(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 64) || 'unknown'
}

/**
 * Whether an address is this machine's own (127.0.0.0/8, ::1, or either written as IPv4-mapped
 * IPv6). The dev mailbox answers these only: its mail holds sign-in and reset links.
 */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false
  const value = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '')
  if (value === '::1' || value === '0:0:0:0:0:0:0:1') return true
  const octets = value.split('.')
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
}

export function hasRole(caller: Caller | null, role: 'editor' | 'operator'): boolean {
  if (!caller || caller.isGuest) return false
  if (caller.rol.includes('operator')) return true
  return role === 'editor' && caller.rol.includes('editor')
}

/**
 * The largest request body the platform reads. No call takes anything near it (the largest, a CMS
 * page draft, is tens of kilobytes); without a limit one unauthenticated 50 MB post to /api/login
 * was read, parsed and validated whole, and took the process past 1 GB.
 */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * 413 for a body over MAX_BODY_BYTES, judged on Content-Length or, without one (a chunked body),
 * while it streams in; a chunked body within the limit is handed on read. (Hono's own bodyLimit
 * rebuilds the request from the request object, which the Node adapter's request cannot be.)
 */
export function bodySizeLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`)
  return async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const declared = raw.headers.get('content-length')
    if (declared !== null && !raw.headers.has('transfer-encoding')) return Number(declared) > maxBytes ? tooLarge(c) : next()
    const reader = raw.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge(c)
      }
      chunks.push(value)
    }
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: Buffer.concat(chunks), signal: raw.signal })
    return next()
  }
}

/**
 * The platform's one input boundary, ahead of every route: a path, query or JSON body carrying
 * a NUL, a lone surrogate or a broken percent-escape never reaches a query. The path and query
 * answer 400 BAD_REQUEST; a JSON body answers 422 VALIDATION_FAILED with the pointer of the bad
 * string, and 400 when it nests deeper than MAX_JSON_DEPTH. A body that is not JSON is left to
 * the route, which validates its own. Mount it after `bodySizeLimit()`.
 */
export function inputBoundary(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decoded = decodedUrlTexts(new URL(c.req.url))
    if (!decoded) return errorResponse(c, 400, 'BAD_REQUEST', 'The address holds a percent-escape that is not UTF-8.')
    if (decoded.some(isUnsafeText)) return errorResponse(c, 400, 'BAD_REQUEST', 'The address holds characters that are not allowed.')
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (c.req.header('content-type') ?? '').includes('json')) {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return next()
      }
      if (jsonTooDeep(body)) return errorResponse(c, 400, 'BAD_REQUEST', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`)
      const pointer = unsafeTextPointer(body)
      if (pointer)
        return errorResponse(c, 422, 'VALIDATION_FAILED', 'The request holds characters that are not allowed.', {
          errors: [{ pointer, message: 'Text may not hold NUL characters or unpaired surrogates.' }],
        })
    }
    return next()
  }
}
