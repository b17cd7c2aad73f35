import { http, HttpResponse } from 'msw'

export const PLATFORM = 'http://platform.test'

/** Identity calls of platform/openapi.yaml, with a tiny in-memory account table. */
export function identityHandlers(state: { validAccess: Set<string>; refreshes: number }) {
  return [
    http.post(`${PLATFORM}/api/login`, async ({ request }) => {
      const body = (await request.json()) as { id?: string; secret?: string }
      if (!body.id || !body.secret) {
        return HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: { id: body.id ? undefined : ['Required'] } },
          { status: 400 },
        )
      }
      if (body.id !== 'ana@example.com' || body.secret !== 'right') {
        return HttpResponse.json({ code: 'FAILED_AUTHENTICATION', message: 'The email or password is incorrect.' }, { status: 401 })
      }
      state.validAccess.add('access-1')
      return HttpResponse.json({
        authorisationToken: 'access-1',
        refreshToken: 'refresh-1',
        linkedAccounts: [],
        missingInformationStatus: 'NOT_REQUIRED',
      })
    }),
    http.post(`${PLATFORM}/api/token/refresh`, async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string }
      if (refreshToken !== 'refresh-1') return HttpResponse.json({ code: 'INVALID_REFRESH_TOKEN' }, { status: 401 })
      state.refreshes++
      state.validAccess.add('access-2')
      return HttpResponse.json({ authorisationToken: 'access-2', refreshToken: 'refresh-2' })
    }),
    http.get(`${PLATFORM}/api/user/me`, ({ request }) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '')
      if (!token || !state.validAccess.has(token)) return HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 })
      return HttpResponse.json({ id: 'u1', loc: 'en', rol: ['viewer'], isGuest: false, pro: null, name: 'Ana' })
    }),
  ]
}
