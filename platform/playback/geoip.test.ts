import { describe, expect, it } from 'vitest'
import { addressToBigInt, createGeoDatabase, parseGeoCsv } from './geoip.ts'
import { clientAddress, territoryOf } from './territory.ts'

describe('bundled GeoIP table', () => {
  const geo = createGeoDatabase()

  it('maps IPv4 and IPv6 addresses to countries, with VPN ranges flagged', () => {
    expect(geo.lookup('192.0.2.10')).toEqual({ kind: 'found', country: 'GB', vpn: false })
    expect(geo.lookup('192.0.2.63')).toEqual({ kind: 'found', country: 'GB', vpn: false })
    expect(geo.lookup('192.0.2.64')).toEqual({ kind: 'found', country: 'ES', vpn: false })
    expect(geo.lookup('::ffff:203.0.113.70')).toEqual({ kind: 'found', country: 'BR', vpn: false })
    expect(geo.lookup('198.51.100.200')).toEqual({ kind: 'found', country: 'NL', vpn: true })
    expect(geo.lookup('2001:db8:1:0:0:0:0:1')).toEqual({ kind: 'found', country: 'DE', vpn: false })
    expect(geo.lookup('[2001:db8:ffff::abcd]')).toEqual({ kind: 'found', country: 'NL', vpn: true })
  })

  it('knows loopback and private addresses, and does not guess the rest', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '::1', 'fd00::1', '::ffff:127.0.0.1'])
      expect(geo.lookup(a), a).toEqual({ kind: 'local' })
    for (const a of ['8.8.8.8', 'not-an-ip', '', null, '999.1.1.1']) expect(geo.lookup(a), String(a)).toEqual({ kind: 'unknown' })
  })

  it('refuses a malformed or overlapping table', () => {
    expect(() => parseGeoCsv('network,country,vpn\n192.0.2.0/24,gb,0')).toThrow(/line 2/)
    expect(() => parseGeoCsv('192.0.2.0/24,GB,0\n192.0.2.128/25,FR,0')).toThrow(/overlap/)
    expect(addressToBigInt('::')).toBe(0n)
  })

  it('decides INSIDE, OUTSIDE or VPN against the allowed territories', () => {
    const allowed = ['GB', 'ES']
    expect(territoryOf({ geo, address: '192.0.2.70', allowed, defaultCountry: 'GB' })).toEqual({ country: 'ES', status: 'INSIDE' })
    expect(territoryOf({ geo, address: '203.0.113.10', allowed, defaultCountry: 'GB' })).toEqual({ country: 'US', status: 'OUTSIDE' })
    expect(territoryOf({ geo, address: '198.51.100.200', allowed: ['NL'], defaultCountry: 'GB' })).toEqual({ country: 'NL', status: 'VPN' })
    expect(territoryOf({ geo, address: '10.0.0.1', allowed, defaultCountry: 'ES' })).toEqual({ country: 'ES', status: 'INSIDE' })
    expect(territoryOf({ geo, address: '203.0.113.10', allowed: [], defaultCountry: 'GB' }).status).toBe('INSIDE')
  })

  it('reads the address from X-Forwarded-For only when trusted', () => {
    const request = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.10, 10.0.0.1' } })
    expect(clientAddress(request, true)).toBe('203.0.113.10')
    expect(clientAddress(request, false)).toBeNull()
  })
})
