import { Hono } from 'hono'
import { z } from 'zod'
import { errorResponse, readJson, validationFailed, type AppEnv } from '../http.ts'
import { requireAuth } from './middleware.ts'
import { InvalidRefreshToken, type IdentityService } from './service.ts'

const LoginBody = z.object({
  id: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address.')),
  secret: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(1024, 'The password is too long.'),
})
const RefreshBody = z.object({ refreshToken: z.string({ error: 'A refresh token is required.' }).min(1, 'A refresh token is required.') })

export function identityRoutes(identity: IdentityService) {
  const app = new Hono<AppEnv>()

  app.post('/login', async (c) => {
    const parsed = LoginBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Check the email and password.')
    const pair = await identity.login(parsed.data.id, parsed.data.secret)
    if (!pair) return errorResponse(c, 401, 'FAILED_AUTHENTICATION', 'The email or password is incorrect.')
    return c.json({ ...pair, linkedAccounts: [], missingInformationStatus: 'NOT_REQUIRED' })
  })

  app.post('/login/guest', async (c) => c.json(await identity.loginGuest()))

  app.post('/token/refresh', async (c) => {
    const parsed = RefreshBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error)
    try {
      return c.json(await identity.refresh(parsed.data.refreshToken))
    } catch (error) {
      if (error instanceof InvalidRefreshToken)
        return errorResponse(c, 401, 'INVALID_REFRESH_TOKEN', 'The refresh token is not valid. Sign in again.')
      throw error
    }
  })

  app.post('/logout', async (c) => {
    const parsed = RefreshBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error)
    await identity.logout(parsed.data.refreshToken)
    return c.body(null, 204)
  })

  app.get('/user/me', requireAuth(), async (c) => c.json(await identity.profile(c.var.caller!)))

  return app
}
