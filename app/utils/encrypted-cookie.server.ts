/**
 * A cookie session whose value is encrypted and authenticated (AES-256-GCM), not only signed:
 * the cookies that hold tokens and a TV provider's client secret must be unreadable to anyone
 * holding the cookie, not just unforgeable (docs/decisions/011-encrypted-cookies-and-provider-logout.md).
 *
 * - One key per cookie and secret: HKDF-SHA256 over the secret with the cookie's own `info`
 *   label, so the session cookie's key never opens the flow cookie and the other way round.
 * - Key rotation: the first secret encrypts; every listed secret is tried to decrypt.
 * - The cookie's name is the AEAD's associated data: a value copied into another cookie fails.
 * - The value carries its own expiry, checked on read (a copied cookie does not outlive maxAge).
 * - Anything that does not decrypt (tampered, another secret, an old signed cookie from before
 *   this change, garbage) reads as an empty session, never as an error.
 *
 * It implements Remix's SessionStorage interface, so routes use it like createCookieSessionStorage.
 */
import { currentRequestIsHttps } from './request-context.server.ts'
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { createSession, type SessionData, type SessionStorage } from '@remix-run/node'

export interface EncryptedCookieOptions {
  name: string
  /** first one encrypts; all of them decrypt (rotation) */
  secrets: string[]
  /** HKDF info label: each cookie gets its own key */
  info: string
  httpOnly?: boolean
  sameSite?: 'lax' | 'strict' | 'none'
  path?: string
  secure?: boolean
  /** seconds */
  maxAge?: number
}

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('marquee-cookie-v1', 'utf8'), Buffer.from(info, 'utf8'), 32),
  )
}

export function createEncryptedCookieSessionStorage<Data = SessionData>(options: EncryptedCookieOptions): SessionStorage<Data> {
  if (!options.secrets.length) throw new Error(`createEncryptedCookieSessionStorage(${options.name}): at least one secret is required`)
  const keys = options.secrets.map((s) => deriveKey(s, options.info))
  const aad = Buffer.from(options.name, 'utf8')
  const maxAge = options.maxAge

  function seal(data: unknown, now = Date.now()): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv)
    cipher.setAAD(aad)
    const plain = Buffer.from(JSON.stringify({ d: data, e: maxAge ? now + maxAge * 1000 : null }), 'utf8')
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
  }

  function open(value: string): Record<string, unknown> | null {
    if (!value.startsWith(`${VERSION}.`)) return null
    const raw = Buffer.from(value.slice(VERSION.length + 1), 'base64url')
    if (raw.length < IV_BYTES + TAG_BYTES + 1) return null
    const iv = raw.subarray(0, IV_BYTES)
    const tag = raw.subarray(raw.length - TAG_BYTES)
    const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES)
    for (const key of keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv)
        decipher.setAAD(aad)
        decipher.setAuthTag(tag)
        const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
        const parsed = JSON.parse(plain) as { d?: unknown; e?: unknown }
        if (typeof parsed.e === 'number' && parsed.e <= Date.now()) return null
        return parsed.d && typeof parsed.d === 'object' && !Array.isArray(parsed.d) ? (parsed.d as Record<string, unknown>) : null
      } catch {
        // not this key: try the next one
      }
    }
    return null
  }

  function readCookie(header: string | null | undefined): string | undefined {
    if (!header) return undefined
    for (const part of header.split(';')) {
      const eq = part.indexOf('=')
      if (eq === -1) continue
      if (part.slice(0, eq).trim() !== options.name) continue
      return part.slice(eq + 1).trim()
    }
    return undefined
  }

  function serialize(value: string, expired = false): string {
    const parts = [`${options.name}=${value}`, `Path=${options.path ?? '/'}`]
    if (expired) parts.push('Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT')
    else if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`, `Expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}`)
    if (options.httpOnly ?? true) parts.push('HttpOnly')
    // Sent over https, a cookie is Secure whatever the configuration says: a deployment behind an
    // https proxy without PUBLIC_URL must not let the browser send it over plain http later.
    if (options.secure || currentRequestIsHttps()) parts.push('Secure')
    const sameSite = options.sameSite ?? 'lax'
    parts.push(`SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`)
    return parts.join('; ')
  }

  return {
    async getSession(cookieHeader) {
      const value = readCookie(cookieHeader)
      const data = value ? open(value) : null
      return createSession<Data>((data ?? {}) as never)
    },
    async commitSession(session) {
      const value = seal(session.data)
      if (value.length + options.name.length > 4096) throw new Error(`The ${options.name} cookie would exceed 4 kB`)
      return serialize(value)
    },
    async destroySession() {
      return serialize('', true)
    },
  }
}
