/**
 * Where a client is, for sign-up's territory rules (signupGeoRestriction outside
 * the realm's allowed territories, vpnErrorMessage on a VPN). The lookup itself is a seam: pass a
 * resolver (a GeoIP database, another domain's lookup) to createPlatform; the default only knows
 * that loopback and private addresses are inside (a developer's machine, the tests, the demo).
 */
export interface TerritoryInfo {
  /** ISO 3166-1 alpha-2, or null when unknown */
  country: string | null
  /** the address belongs to a VPN or anonymising proxy */
  vpn: boolean
  /** loopback or private network: treated as inside every territory */
  local: boolean
}

export type TerritoryResolver = (address: string) => TerritoryInfo | Promise<TerritoryInfo>

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^::1$/, /^::ffff:127\./, /^fc/i, /^fd/i, /^localhost$/]

export function isLocalAddress(address: string): boolean {
  return PRIVATE.some((re) => re.test(address.trim()))
}

/** Knows loopback and private ranges only: everything else is "unknown country, not a VPN". */
export const defaultTerritoryResolver: TerritoryResolver = (address) => ({ country: null, vpn: false, local: isLocalAddress(address) })

export type TerritoryVerdict = 'ALLOWED' | 'GEO_RESTRICTED' | 'VPN'

/**
 * May someone at this address sign up? Local addresses always; a VPN never; otherwise the country
 * must be in `allowed` when the realm lists territories. An unknown country is let through (no
 * lookup configured) rather than locking everyone out.
 */
export async function signupVerdict(
  resolver: TerritoryResolver,
  address: string,
  allowed: readonly string[] | undefined,
): Promise<TerritoryVerdict> {
  const info = await resolver(address)
  if (info.local) return 'ALLOWED'
  if (info.vpn) return 'VPN'
  if (!allowed?.length || info.country === null) return 'ALLOWED'
  return allowed.includes(info.country.toUpperCase()) ? 'ALLOWED' : 'GEO_RESTRICTED'
}
