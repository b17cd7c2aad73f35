/** The payment configuration read from the environment: Stripe's key, webhook secret and API address, and where the sandbox is allowed. */
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.server.ts'

const load = (values: Record<string, string>) => loadEnv({ DATA_DIR: 'memory://', ...values } as unknown as NodeJS.ProcessEnv)

/** Production proper: neither the demo nor development, with what it must be given. */
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://watch.example.com' }

describe('production proper', () => {
  it('refuses to start without its public origin, which its mail links are built from', () => {
    const { PUBLIC_URL: _, ...withoutOrigin } = PRODUCTION
    expect(() => load(withoutOrigin)).toThrow('PUBLIC_URL is required in production')
    expect(load(PRODUCTION).publicUrl).toBe('https://watch.example.com')
    // the demo and development keep their default, this machine
    expect(load({ NODE_ENV: 'production', DEMO: 'true', PORT: '3000' }).publicUrl).toBe('http://localhost:3000')
    expect(load({}).publicOrigin).toBe('http://localhost:3000')
  })
})

describe('payment configuration', () => {
  it('offers no stripe without a key, and reads the key, webhook secret and API address when set', () => {
    expect(load({}).STRIPE_SECRET_KEY).toBeUndefined()
    const env = load({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    })
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: 12111,
      STRIPE_API_PROTOCOL: 'http',
    })
  })

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_API_PORT: '70000' }, 'STRIPE_API_PORT'],
    [{ STRIPE_API_PORT: 'abc' }, 'STRIPE_API_PORT'],
    [{ STRIPE_API_PROTOCOL: 'ftp' }, 'STRIPE_API_PROTOCOL'],
  ])('refuses %o, naming %s', (values, name) => {
    expect(() => load(values)).toThrow(name)
  })

  it('allows the sandbox except in production proper', () => {
    expect(load({}).allowSandbox).toBe(true)
    expect(load({ NODE_ENV: 'production', DEMO: 'true' }).allowSandbox).toBe(true)
    expect(load(PRODUCTION).allowSandbox).toBe(false)
  })

  it('offers the commerce clock control in the demo and in tests only, never in production or development', () => {
    expect(load({ NODE_ENV: 'production', DEMO: 'true' }).clockControl).toBe(true)
    expect(load({ NODE_ENV: 'test' }).clockControl).toBe(true)
    expect(load({}).clockControl).toBe(false)
    expect(load(PRODUCTION).clockControl).toBe(false)
  })
})

describe('which proxies are believed', () => {
  const trust = (TRUST_PROXY?: string) => load(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).TRUST_PROXY

  it('believes loopback proxies only unless told, and takes a hop count or a list of addresses and subnets', () => {
    expect(trust()).toEqual(['loopback'])
    expect(trust('1')).toBe(1)
    expect(trust('loopback, 10.0.0.0/8, fd00::/8')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8'])
  })

  it('refuses to believe everyone: any visitor could then choose the address the limits count', () => {
    for (const value of ['true', '*', '0.0.0.0/0', '::/0', 'loopback, 0.0.0.0/0', 'evil.example'])
      expect(() => trust(value), value).toThrow(/TRUST_PROXY/)
  })
})
