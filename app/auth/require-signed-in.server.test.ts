import { describe, expect, it } from 'vitest'
import { requireSignedIn } from './require-signed-in.server.ts'

async function thrown(fn: () => void): Promise<Response | undefined> {
  try {
    fn()
    return undefined
  } catch (error) {
    return error as Response
  }
}

describe('requireSignedIn', () => {
  it('lets a signed-in viewer through', async () => {
    expect(await thrown(() => requireSignedIn(new Request('http://x/account'), { isGuest: false }))).toBeUndefined()
  })

  it('sends a guest to sign in and back to the page, query kept, in the page language', async () => {
    const response = await thrown(() => requireSignedIn(new Request('http://x/es/favoritos?p=2'), { isGuest: true }))
    expect(response?.status).toBe(302)
    expect(response?.headers.get('Location')).toBe('/es/iniciar-sesion?from=%2Fes%2Ffavoritos%3Fp%3D2')
    expect(response?.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('comes back to the target it is given instead', async () => {
    const response = await thrown(() =>
      requireSignedIn(new Request('http://x/pt/consentimento', { method: 'POST' }), { isGuest: true }, '/pt/video/v1'),
    )
    expect(response?.headers.get('Location')).toBe('/pt/entrar?from=%2Fpt%2Fvideo%2Fv1')
  })
})
