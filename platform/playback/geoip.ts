/**
 * A small bundled GeoIP database: CIDR → country (+ a VPN flag), read once from a CSV
 * (geoip/ranges.csv documents its source and columns) and searched by binary search, IPv4 and
 * IPv6 alike (IPv4 as ::ffff:a.b.c.d). Loopback, private and link-local addresses are "local".
 */
import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'

export const DEFAULT_GEOIP_FILE = new URL('./geoip/ranges.csv', import.meta.url)

export type GeoLookup = { kind: 'found'; country: string; vpn: boolean } | { kind: 'local' } | { kind: 'unknown' }

interface Range {
  start: bigint
  end: bigint
  country: string
  vpn: boolean
}

const V4_MAPPED = 0xffffn << 32n

function parseV4(address: string): bigint | null {
  const parts = address.split('.')
  if (parts.length !== 4) return null
  let n = 0n
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null
    n = (n << 8n) | BigInt(Number(p))
  }
  return n
}

/** An address as a 128-bit number (IPv4 mapped into ::ffff:0:0/96), or null if it is not one. */
export function addressToBigInt(raw: string): bigint | null {
  let address = raw.trim()
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1)
  address = address.replace(/%.*$/, '') // zone id
  const family = isIP(address)
  if (family === 4) return V4_MAPPED | parseV4(address)!
  if (family !== 6) return null
  // an embedded IPv4 tail (::ffff:1.2.3.4)
  const v4tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (v4tail) {
    const v4 = parseV4(v4tail[1]!)!
    address = address.slice(0, -v4tail[1]!.length) + `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t]
  let n = 0n
  for (const g of groups) n = (n << 16n) | BigInt(parseInt(g || '0', 16))
  return n
}

function isLocal(n: bigint): boolean {
  const inNet = (base: string, bits: number) => {
    const b = addressToBigInt(base)!
    const shift = BigInt(128 - bits)
    return n >> shift === b >> shift
  }
  return (
    inNet('127.0.0.0', 104) || // 127/8
    inNet('10.0.0.0', 104) ||
    inNet('172.16.0.0', 108) ||
    inNet('192.168.0.0', 112) ||
    inNet('169.254.0.0', 112) ||
    inNet('100.64.0.0', 106) || // carrier-grade NAT
    inNet('0.0.0.0', 104) ||
    n === 1n || // ::1
    n === 0n ||
    inNet('fc00::', 7) ||
    inNet('fe80::', 10)
  )
}

export interface GeoDatabase {
  lookup(address: string | null | undefined): GeoLookup
  readonly size: number
}

export function parseGeoCsv(text: string): Range[] {
  const ranges: Range[] = []
  for (const [i, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trim()
    if (!line || line.startsWith('#') || line.startsWith('network,')) continue
    const [network, country, vpn] = line.split(',').map((s) => s.trim())
    const m = /^(.+)\/(\d{1,3})$/.exec(network ?? '')
    const base = m ? addressToBigInt(m[1]!) : null
    if (!m || base === null || !/^[A-Z]{2}$/.test(country ?? '') || !/^[01]$/.test(vpn ?? '')) {
      throw new Error(`geoip: line ${i + 1} is not "network,country,vpn": ${rawLine}`)
    }
    const bits = Number(m[2]) + (isIP(m[1]!) === 4 ? 96 : 0)
    if (bits > 128) throw new Error(`geoip: line ${i + 1}: prefix too long`)
    const size = 1n << BigInt(128 - bits)
    const start = (base / size) * size
    ranges.push({ start, end: start + size - 1n, country: country!, vpn: vpn === '1' })
  }
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.start <= ranges[i - 1]!.end) throw new Error('geoip: networks overlap')
  }
  return ranges
}

export function createGeoDatabase(source: string | URL = DEFAULT_GEOIP_FILE): GeoDatabase {
  const text = source instanceof URL ? readFileSync(source, 'utf8') : source
  const ranges = parseGeoCsv(text)
  return {
    size: ranges.length,
    lookup(address) {
      const n = address ? addressToBigInt(address) : null
      if (n === null) return { kind: 'unknown' }
      if (isLocal(n)) return { kind: 'local' }
      let lo = 0
      let hi = ranges.length - 1
      while (lo <= hi) {
        const mid = (lo + hi) >> 1
        const r = ranges[mid]!
        if (n < r.start) hi = mid - 1
        else if (n > r.end) lo = mid + 1
        else return { kind: 'found', country: r.country, vpn: r.vpn }
      }
      return { kind: 'unknown' }
    },
  }
}
