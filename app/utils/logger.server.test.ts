import { describe, expect, it } from 'vitest'
import { redact } from './logger.server.ts'

describe('log lines', () => {
  it('hide fields named like secrets at any depth', () => {
    expect(redact({ event: 'x', body: { password: 'hunter2', nested: [{ accessToken: 'abc' }] } })).toEqual({
      event: 'x',
      body: { password: '[redacted]', nested: [{ accessToken: '[redacted]' }] },
    })
  })

  it('keep an address without its query or fragment, where one-time tokens travel', () => {
    expect(
      redact({
        url: '/es/restablecer-contrasena?token=6f1c2a&from=%2F',
        error: { href: 'http://127.0.0.1:3000/login/magic-link/verify#token=abc', referrer: '/x?code=1' },
        pathname: '/home',
        message: 'kept as it is ?even=this',
      }),
    ).toEqual({
      url: '/es/restablecer-contrasena',
      error: { href: 'http://127.0.0.1:3000/login/magic-link/verify', referrer: '/x' },
      pathname: '/home',
      message: 'kept as it is ?even=this',
    })
  })
})
