/**
 * /oidc/account, /oidc/request-password and /oidc/reset-password send the viewer to the OpenID
 * provider's own pages (its accountUri and resetUri); a provider without such a page answers 404.
 * The route's loader runs against a small fake platform that answers the two calls it makes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { createRequestState } from '#app/context.ts'
import type { PublicProvider } from './types.ts'

process.env.SESSION_SECRET ??= 'provider-pages-test-secret-long-enough-000'
process.env.DATA_DIR ??= 'memory://'

const withPages: PublicProvider = {
  name: 'corp-id',
  kind: 'oidc',
  label: 'Corp ID',
  logoUri: null,
  clientId: 'marquee',
  openIdClientName: null,
  accountUri: 'https://id.corp.test/account',
  resetUri: 'https://id.corp.test/forgot-password',
} as PublicProvider
const withoutPages: PublicProvider = {
  name: 'plain-id',
  kind: 'oidc',
  label: 'Plain ID',
  logoUri: null,
  clientId: 'marquee',
  openIdClientName: null,
  accountUri: null,
  resetUri: null,
} as PublicProvider

function fakePlatform(signInProviders: string[], providers: PublicProvider[]) {
  const seen: string[] = []
  return {
    seen,
    transport: {
      baseUrl: 'http://platform.test',
      async fetch(request: Request) {
        const path = new URL(request.url).pathname
        seen.push(path)
        if (path === '/api/auth-providers') return Response.json({ providers })
        if (path === '/api/cms/settings') return Response.json({ kind: 'settings', id: 'realm', version: 1, body: { signInProviders } })
        return Response.json({ code: 'NOT_FOUND', message: 'No such resource.' }, { status: 404 })
      },
    },
  }
}

let loader: (args: LoaderFunctionArgs) => Promise<unknown>
beforeAll(async () => {
  loader = (await import('#app/routes/oidc.tsx')).loader as typeof loader
})

async function load(path: string, platform = fakePlatform(['id', 'corp-id', 'plain-id'], [withPages, withoutPages])) {
  const request = new Request(`http://app.test${path}`)
  const action = /^\/(?:(?:es|pt)\/)?oidc\/([^?]+)/.exec(path)?.[1]
  try {
    return (await loader({
      request,
      params: { action },
      context: { platform: platform.transport, state: createRequestState() },
    })) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('the OpenID provider’s own pages', () => {
  it('/oidc/account goes to the provider’s account page', async () => {
    const res = await load('/oidc/account?provider=corp-id')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://id.corp.test/account')
  })

  it('/oidc/request-password and /oidc/reset-password go to its password page, also from the Spanish path', async () => {
    for (const path of [
      '/oidc/request-password?provider=corp-id',
      '/oidc/reset-password?provider=corp-id',
      '/es/oidc/reset-password?provider=corp-id',
    ]) {
      const res = await load(path)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('location'), path).toBe('https://id.corp.test/forgot-password')
    }
  })

  it('without a provider named, the realm’s first OpenID provider is meant', async () => {
    const res = await load('/oidc/account')
    expect(res.headers.get('location')).toBe('https://id.corp.test/account')
  })

  it('404 when the provider has no such page, is not offered by the realm, or is unknown', async () => {
    expect((await load('/oidc/account?provider=plain-id')).status).toBe(404)
    expect((await load('/oidc/reset-password?provider=plain-id')).status).toBe(404)
    expect((await load('/oidc/account?provider=corp-id', fakePlatform(['id', 'plain-id'], [withPages, withoutPages]))).status).toBe(404)
    expect((await load('/oidc/account?provider=nobody')).status).toBe(404)
    expect((await load('/oidc/account?provider=Not%20A%20Name')).status).toBe(404)
    expect((await load('/oidc/elsewhere?provider=corp-id')).status).toBe(404)
  })
})
