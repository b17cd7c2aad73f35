/**
 * Territory: where the caller is (INSIDE, OUTSIDE or VPN) against the realm's allowed
 * territories (settings `territories.allowed`; none listed = everywhere allowed).
 */
import type { GeoDatabase } from './geoip.ts'

export type TerritoryStatus = 'INSIDE' | 'OUTSIDE' | 'VPN'

export interface Territory {
  country: string
  status: TerritoryStatus
}

/**
 * The client's address: the first X-Forwarded-For entry, only when the platform was told to
 * trust it (its server overwrites the header with the real peer address). Otherwise unknown.
 */
export function clientAddress(request: Request, trustForwardedFor: boolean): string | null {
  if (!trustForwardedFor) return null
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return first || null
}

export function territoryOf(opts: {
  geo: GeoDatabase
  address: string | null
  allowed: readonly string[] | undefined
  defaultCountry: string
}): Territory {
  const found = opts.geo.lookup(opts.address)
  // loopback/private/unknown addresses: the realm's own country (the demo table is tiny)
  const country = found.kind === 'found' ? found.country : opts.defaultCountry
  if (found.kind === 'found' && found.vpn) return { country, status: 'VPN' }
  const allowed = opts.allowed ?? []
  return { country, status: allowed.length === 0 || allowed.includes(country) ? 'INSIDE' : 'OUTSIDE' }
}
