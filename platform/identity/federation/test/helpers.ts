/** Test helpers for federation: a browser-like walk through a provider's pages, and clean tables. */
import { sql } from 'drizzle-orm'
import { beforeEach } from 'vitest'
import type { TestDatabase } from '../../../test/databases.ts'
import type { Logger } from '../../../http.ts'

/** Federation's own tables start empty too (accounts and their links are reset by the shared helper). */
export function resetFederationTables(t: TestDatabase) {
  beforeEach(async () => {
    await t.database.db.execute(sql.raw('TRUNCATE "federation_requests", "federation_link_tickets", "external_identities"'))
  })
}

/** A logger that keeps what it is given, so tests can check nothing secret is logged. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '))
  return { lines, info: keep, warn: keep, error: keep }
}

/**
 * Follows an authorisation address like a browser: redirects, the provider's sign-in form
 * (email + password), cookies. Returns the address the provider sends the browser back to
 * (the first redirect to `appOrigin`).
 */
export async function authenticateAtProvider(
  authorisationUri: string,
  who: { email: string; password: string },
  appOrigin: string,
): Promise<URL> {
  const jar = new Map<string, string>()
  let url = authorisationUri
  let init: { method: string; body?: string } = { method: 'GET' }
  for (let hop = 0; hop < 12; hop++) {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') }
    if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded'
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    if (res.status >= 300 && res.status < 400) {
      await res.text()
      const next = new URL(res.headers.get('location')!, url)
      if (next.origin === appOrigin) return next
      url = next.toString()
      init = { method: 'GET' }
      continue
    }
    const html = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action || init.method === 'POST')
      throw new Error(
        `provider answered ${res.status}: ${html
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(0, 300)}`,
      )
    url = new URL(
      action.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
      url,
    ).toString()
    init = { method: 'POST', body: new URLSearchParams({ email: who.email, password: who.password }).toString() }
  }
  throw new Error('too many redirects')
}
