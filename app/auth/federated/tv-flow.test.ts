import { describe, expect, it, vi } from 'vitest'
import { afterTvFailure, obtainRegcode, splitProviders, TvCallError, type TvClient } from './tv-flow.ts'

function memoryStore(initial?: TvClient) {
  let value = initial
  const log: string[] = []
  return {
    log,
    store: {
      get: () => value,
      save: (c: TvClient) => (log.push(`save ${c.clientId}`), (value = c)),
      remove: () => (log.push('remove'), (value = undefined)),
    },
  }
}

describe('TV-provider registration code', () => {
  it('uses the stored client when the provider accepts it', async () => {
    const { store, log } = memoryStore({ clientId: 'old', clientSecret: 's' })
    const register = vi.fn()
    const regcode = vi.fn(async () => ({ accessToken: 'at', code: 'C1' }))
    await expect(obtainRegcode({ register, regcode, stored: store })).resolves.toMatchObject({ code: 'C1', client: { clientId: 'old' } })
    expect(register).not.toHaveBeenCalled()
    expect(log).toEqual([])
  })

  it('registers a client when none is stored, and keeps it', async () => {
    const { store, log } = memoryStore()
    const register = vi.fn(async () => ({ clientId: 'new', clientSecret: 's' }))
    const regcode = vi.fn(async () => ({ accessToken: 'at', code: 'C1' }))
    await obtainRegcode({ register, regcode, stored: store })
    expect(log).toEqual(['save new'])
  })

  it('after a 400 removes the stored client first, registers again, and retries once', async () => {
    const { store, log } = memoryStore({ clientId: 'stale', clientSecret: 's' })
    const register = vi.fn(async () => ({ clientId: 'fresh', clientSecret: 's2' }))
    const regcode = vi
      .fn<(c: TvClient) => Promise<{ accessToken: string; code: string }>>()
      .mockRejectedValueOnce(new TvCallError(400, 'INVALID_CLIENT'))
      .mockResolvedValueOnce({ accessToken: 'at', code: 'C2' })
    const result = await obtainRegcode({ register, regcode, stored: store })
    expect(result).toMatchObject({ code: 'C2', client: { clientId: 'fresh' } })
    expect(log).toEqual(['remove', 'save fresh'])
    expect(regcode.mock.calls.map(([c]) => c.clientId)).toEqual(['stale', 'fresh'])
  })

  it('does not loop: a second 400 is the caller’s to show', async () => {
    const { store } = memoryStore({ clientId: 'stale', clientSecret: 's' })
    const register = vi.fn(async () => ({ clientId: 'fresh', clientSecret: 's2' }))
    const regcode = vi.fn(async () => {
      throw new TvCallError(400)
    })
    await expect(obtainRegcode({ register, regcode, stored: store })).rejects.toMatchObject({ status: 400 })
    expect(regcode).toHaveBeenCalledTimes(2)
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('other failures are not retried', async () => {
    const { store, log } = memoryStore({ clientId: 'c', clientSecret: 's' })
    const regcode = vi.fn(async () => {
      throw new TvCallError(502)
    })
    await expect(obtainRegcode({ register: vi.fn(), regcode, stored: store })).rejects.toMatchObject({ status: 502 })
    expect(log).toEqual([])
  })
})

describe('TV-provider list', () => {
  it('puts the featured providers first in the realm’s order, the rest by name', () => {
    const list = [
      { id: 'c', displayName: 'Zeta TV' },
      { id: 'a', displayName: 'Alpha' },
      { id: 'f2', displayName: 'Second' },
      { id: 'f1', displayName: 'First' },
    ]
    const { featured, nonFeatured } = splitProviders(list, ['f1', 'f2', 'missing'])
    expect(featured.map((p) => p.id)).toEqual(['f1', 'f2'])
    expect(nonFeatured.map((p) => p.id)).toEqual(['a', 'c'])
  })
})

describe('after a failed TV-provider sign-in', () => {
  it('400 or 412 on the first attempt restarts the flow', () => {
    expect(afterTvFailure(400, 'INVALID_CLIENT', 1)).toEqual({ restart: true })
    expect(afterTvFailure(412, 'NOT_AUTHENTICATED', 1)).toEqual({ restart: true })
  })
  it('on the second attempt, or for other answers, a mapped message', () => {
    expect(afterTvFailure(412, 'NOT_AUTHENTICATED', 2)).toEqual({ restart: false, key: 'federated.tv.signInFailed' })
    expect(afterTvFailure(403, 'NOT_AUTHORIZED', 1)).toEqual({ restart: false, key: 'federated.tv.notAuthorized' })
    expect(afterTvFailure(502, 'PROVIDER_UNAVAILABLE', 1)).toEqual({ restart: false, key: 'federated.sorrySomethingWentWrong' })
    expect(afterTvFailure(undefined, undefined, 1)).toEqual({ restart: false, key: 'federated.sorrySomethingWentWrong' })
  })
})
