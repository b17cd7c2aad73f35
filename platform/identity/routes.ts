import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { clientAddress, errorResponse, isLoopbackAddress, readJson, validationFailed, type AppEnv } from '../http.ts'
import type { AccountService } from './accounts.ts'
import type { createOutboxMailer } from './mail.ts'
import { requireAuth, requireRole } from './middleware.ts'
import { InvalidRefreshToken, type IdentityService } from './service.ts'
import type { ProfileRow } from './store.ts'

const email = (required = 'Enter your email address.') =>
  z.string({ error: required }).trim().toLowerCase().max(254, 'Enter a valid email address.').pipe(z.email('Enter a valid email address.'))
const newPassword = z.string({ error: 'Choose a password.' }).min(8, 'Use at least 8 characters.').max(1024, 'The password is too long.')
const token = z.string({ error: 'A token is required.' }).min(1, 'A token is required.').max(200, 'The token is not valid.')
const locale = z.enum(['en', 'es', 'pt']).optional()
const pin = z.string().regex(/^\d{4}$/, 'A PIN is 4 digits.')

const LoginBody = z.object({
  id: email(),
  secret: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024, 'The password is too long.'),
  locale,
})
const RefreshBody = z.object({ refreshToken: z.string({ error: 'A refresh token is required.' }).min(1, 'A refresh token is required.') })
const SignupBody = z.object({
  email: email(),
  password: newPassword,
  name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(80, 'The name is too long.'),
  consentAnswers: z.record(z.string(), z.boolean()).default({}),
  locale,
  /** where the confirmation mail's link leads after confirming: a path of the web product, never another site */
  returnTo: z
    .string()
    .max(2048, 'returnTo is too long.')
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    .regex(/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/, 'returnTo must be a path of this site.')
    .optional(),
})
const TokenBody = z.object({ token })
const ResetCreateBody = z.object({ id: email(), provider: z.string().max(40).default('id'), locale })
const ResetBody = z.object({ token, secret: newPassword })
const ProfileName = z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(40, 'A name has at most 40 characters.')
const CreateProfileBody = z.object({
  name: ProfileName,
  type: z.enum(['ADULT', 'CHILD'], { error: 'Choose adult or child.' }),
  pin: pin.nullish(),
})
const UpdateProfileBody = z
  .object({ name: ProfileName.optional(), pin: pin.nullish() })
  .refine((body) => body.name !== undefined || body.pin !== undefined, { error: 'Give a new name or PIN.', path: ['name'] })
const SelectProfileBody = z.object({ pin: pin.optional(), refreshToken: z.string().max(200).optional() })
const ImpersonateBody = z.object({ email: email() })
const ConsentsBody = z.object({
  consentAnswers: z
    .record(z.string().max(60, 'A consent name has at most 60 characters.'), z.boolean({ error: 'Each answer is true or false.' }), {
      error: 'Give the answers as booleans by fieldName.',
    })
    .refine((answers) => Object.keys(answers).length <= 50, 'Too many answers.'),
})

const tooMany = (c: Context, retryAfter?: number) => {
  if (retryAfter) c.header('Retry-After', String(retryAfter))
  return errorResponse(c, 429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Wait a few minutes and try again.')
}
const invalidToken = (c: Context) => errorResponse(c, 404, 'INVALID_TOKEN', 'This link is not valid any more. Ask for a new one.')
/** Profile ids are UUIDs: anything else names no profile, and never reaches a query. */
const ProfileId = z.uuid()
const noSuchProfile = (c: Context) => errorResponse(c, 404, 'NOT_FOUND', 'No such profile.')
const profileJson = (p: ProfileRow) => ({ id: p.id, name: p.name, tp: p.type, hasPin: Boolean(p.pinHash) })

export interface IdentityRouteOptions {
  /** the outbox, readable at GET /_dev/outbox; only given when the server is not in production */
  devOutbox?: ReturnType<typeof createOutboxMailer>
  /**
   * After `POST /logout` revoked a live session: end it at the external provider it signed in
   * with, where that provider can (a Gigya-type identity manager). Never throws: failures there
   * are only logged, and the logout answers 204 all the same.
   */
  endExternalSession?: (session: { accountId: string | null; signInProvider: string | null }) => Promise<void>
}

export function identityRoutes(identity: IdentityService, accounts: AccountService, opts: IdentityRouteOptions = {}) {
  const app = new Hono<AppEnv>()

  app.post('/login', async (c) => {
    const parsed = LoginBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Check the email and password.')
    const outcome = await accounts.login(parsed.data.id, parsed.data.secret, clientAddress(c), parsed.data.locale)
    if (outcome.ok) return c.json({ ...outcome.tokens, linkedAccounts: [], missingInformationStatus: outcome.missingInformationStatus })
    if (outcome.reason === 'TOO_MANY_ATTEMPTS') return tooMany(c, outcome.retryAfter)
    if (outcome.reason === 'ACCOUNT_NOT_ACTIVATED')
      return errorResponse(c, 403, 'ACCOUNT_NOT_ACTIVATED', 'Your account is not active yet. We sent you a new activation link.')
    return errorResponse(c, 401, 'FAILED_AUTHENTICATION', 'The email or password is incorrect.')
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
    const ended = await identity.logout(parsed.data.refreshToken)
    if (ended?.signInProvider && opts.endExternalSession) await opts.endExternalSession(ended)
    return c.body(null, 204)
  })

  app.get('/user/me', requireAuth(), async (c) => {
    const caller = c.var.caller!
    if (caller.isGuest) return c.json(await identity.profile(caller))
    // Signed-in viewers carry the consent status, so the web app can keep them on the CONSENT step.
    // Asked together, the two reads of the account are one query (the store coalesces them).
    const [me, status] = await Promise.all([identity.profile(caller), accounts.consentStatus(caller.sub)])
    return c.json({ ...me, missingInformationStatus: status ?? 'NOT_REQUIRED' })
  })

  // ── consent: the realm's terms with the viewer's answers, and saving them ──
  const consentRefused = (c: Context<AppEnv>) =>
    c.var.caller!.isGuest ? errorResponse(c, 403, 'FORBIDDEN', 'Sign in to answer the terms.') : null
  app.get('/user/consents', requireAuth(), async (c) => {
    const refused = consentRefused(c)
    if (refused) return refused
    const consents = await accounts.consents(c.var.caller!.sub)
    return consents ? c.json(consents, 200, { 'Cache-Control': 'no-store' }) : errorResponse(c, 404, 'NOT_FOUND', 'No such account.')
  })
  app.put('/user/consents', requireAuth(), async (c) => {
    const refused = consentRefused(c)
    if (refused) return refused
    const parsed = ConsentsBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Check the answers.')
    const outcome = await accounts.saveConsents(c.var.caller!.sub, parsed.data.consentAnswers)
    if (outcome.ok) return c.json(outcome.consents, 200, { 'Cache-Control': 'no-store' })
    if (outcome.reason === 'NOT_FOUND') return errorResponse(c, 404, 'NOT_FOUND', 'No such account.')
    return errorResponse(c, 422, 'CONSENT_REQUIRED', 'Accept the required terms to continue.', {
      fields: Object.fromEntries(outcome.missing.map((name) => [`consentAnswers.${name}`, ['Accept this term to continue.']])),
      missing: outcome.missing,
    })
  })

  // ── sign-up, confirmation, activation ──
  app.post('/user/signup', async (c) => {
    const parsed = SignupBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Check the highlighted fields.')
    const outcome = await accounts.signup(parsed.data, clientAddress(c))
    if (outcome.ok) return c.json({ status: 'CONFIRMATION_SENT' }, 202)
    switch (outcome.reason) {
      case 'SIGNUP_DISABLED':
        return errorResponse(c, 403, 'SIGNUP_DISABLED', 'Sign-up is not open.')
      case 'SIGNUP_GEO_RESTRICTED':
        return errorResponse(c, 403, 'SIGNUP_GEO_RESTRICTED', 'Sign-up is not available in your country.')
      case 'VPN_DETECTED':
        return errorResponse(c, 403, 'VPN_DETECTED', 'Turn off your VPN or proxy to sign up.')
      case 'TOO_MANY_ATTEMPTS':
        return tooMany(c)
      case 'CONSENT_REQUIRED':
        return errorResponse(c, 422, 'CONSENT_REQUIRED', 'Accept the required terms to continue.', {
          fields: { consentAnswers: ['Accept the required terms to continue.'] },
          missing: outcome.missing,
        })
    }
  })

  app.post('/user/email-confirmation', async (c) => {
    const parsed = TokenBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error)
    return (await accounts.confirmEmail(parsed.data.token)) ? c.body(null, 204) : invalidToken(c)
  })

  app.post('/user/activate/:token', async (c) => {
    const parsed = token.safeParse(c.req.param('token'))
    if (!parsed.success) return invalidToken(c)
    return (await accounts.activate(parsed.data)) ? c.body(null, 204) : invalidToken(c)
  })

  // ── magic link ──
  app.get('/token/alt/magic-email', async (c) => {
    const parsed = z.object({ email: email(), locale }).safeParse({ email: c.req.query('email'), locale: c.req.query('locale') })
    if (!parsed.success) return validationFailed(c, parsed.error, 'Enter a valid email address.')
    const result = await accounts.sendMagicLink(parsed.data.email, clientAddress(c), parsed.data.locale)
    if (result === 'TOO_MANY_ATTEMPTS') return tooMany(c)
    if (result === 'MAIL_FAILED') return errorResponse(c, 503, 'MAIL_FAILED', 'We could not send the email. Try again later.')
    return c.body(null, 204)
  })

  app.post('/token/alt/magic-email', async (c) => {
    const parsed = TokenBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error)
    const tokens = await accounts.magicLogin(parsed.data.token)
    return tokens ? c.json(tokens) : invalidToken(c)
  })

  // ── password reset (unauthenticated) ──
  app.post('/reset-password/create', async (c) => {
    const parsed = ResetCreateBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Enter a valid email address.')
    if (parsed.data.provider !== 'id')
      return errorResponse(c, 422, 'UNSUPPORTED_PROVIDER', 'This provider resets passwords on its own site.')
    const result = await accounts.requestPasswordReset(parsed.data.id, clientAddress(c), parsed.data.locale)
    return result === 'SENT' ? c.body(null, 204) : tooMany(c)
  })

  app.put('/reset-password', async (c) => {
    const parsed = ResetBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Choose a valid password.')
    return (await accounts.resetPassword(parsed.data.token, parsed.data.secret)) ? c.body(null, 204) : invalidToken(c)
  })

  // ── profiles ──
  const profiles = new Hono<AppEnv>()
  profiles.use('*', requireAuth(), async (c, next) => {
    const caller = c.var.caller!
    if (caller.isGuest) return errorResponse(c, 403, 'FORBIDDEN', 'Sign in to manage profiles.')
    return next()
  })
  const knownId = async (c: Context<AppEnv>, next: () => Promise<void>) =>
    ProfileId.safeParse(c.req.param('id')).success ? next() : noSuchProfile(c)
  profiles.use('/:id', knownId)
  profiles.use('/:id/*', knownId)
  /** A child profile may look and switch, not change anything. */
  const adultOnly = (c: Context<AppEnv>) =>
    c.var.caller!.tp === 'CHILD' ? errorResponse(c, 403, 'KID_PROFILE_FORBIDDEN', 'A child profile cannot manage profiles.') : null

  profiles.get('/', async (c) =>
    c.json({ profiles: (await accounts.profiles(c.var.caller!.sub)).map(profileJson), current: c.var.caller!.pro }),
  )
  profiles.post('/', async (c) => {
    const refused = adultOnly(c)
    if (refused) return refused
    const parsed = CreateProfileBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Check the profile.')
    const result = await accounts.createProfile(c.var.caller!.sub, parsed.data)
    if (result === 'TOO_MANY_PROFILES') return errorResponse(c, 409, 'TOO_MANY_PROFILES', 'An account has at most 5 profiles.')
    return c.json(profileJson(result), 201)
  })
  profiles.patch('/:id', async (c) => {
    const refused = adultOnly(c)
    if (refused) return refused
    const parsed = UpdateProfileBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'Check the profile.')
    const updated = await accounts.updateProfile(c.var.caller!.sub, c.req.param('id'), parsed.data)
    return updated ? c.json(profileJson(updated)) : errorResponse(c, 404, 'NOT_FOUND', 'No such profile.')
  })
  profiles.delete('/:id', async (c) => {
    const refused = adultOnly(c)
    if (refused) return refused
    const result = await accounts.deleteProfile(c.var.caller!.sub, c.req.param('id'))
    if (result === 'NOT_FOUND') return errorResponse(c, 404, 'NOT_FOUND', 'No such profile.')
    if (result === 'LAST_ADULT_PROFILE') return errorResponse(c, 409, 'LAST_ADULT_PROFILE', 'The last adult profile cannot be deleted.')
    return c.body(null, 204)
  })
  profiles.post('/:id/select', async (c) => {
    const parsed = SelectProfileBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error)
    const result = await accounts.selectProfile(c.var.caller!.sub, c.req.param('id'), parsed.data.pin)
    if (result === 'NOT_FOUND') return errorResponse(c, 404, 'NOT_FOUND', 'No such profile.')
    if (result === 'PIN_REQUIRED')
      return errorResponse(c, 403, 'PIN_REQUIRED', 'Enter the profile PIN.', { fields: { pin: ['Enter the profile PIN.'] } })
    if (result === 'INVALID_PIN')
      return errorResponse(c, 403, 'INVALID_PIN', 'The PIN is not right.', { fields: { pin: ['The PIN is not right.'] } })
    if (result === 'TOO_MANY_ATTEMPTS') return tooMany(c)
    // The session being replaced ends now.
    if (parsed.data.refreshToken) await identity.replaceSession(parsed.data.refreshToken, result)
    return c.json(result)
  })
  profiles.post('/:id/pin-reset', async (c) => {
    const refused = adultOnly(c)
    if (refused) return refused
    const sent = await accounts.requestPinReset(c.var.caller!.sub, c.req.param('id'), c.req.query('locale'))
    return sent ? c.body(null, 204) : errorResponse(c, 404, 'NOT_FOUND', 'No such profile.')
  })
  app.route('/user/profiles', profiles)

  app.post('/user/pin-reset/:code', async (c) => {
    const parsed = token.safeParse(c.req.param('code'))
    if (!parsed.success) return invalidToken(c)
    const done = await accounts.confirmPinReset(parsed.data)
    return done ? c.json(done) : invalidToken(c)
  })

  // ── impersonation ──
  app.post('/admin/impersonation', requireRole('operator'), async (c) => {
    const parsed = ImpersonateBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error)
    const result = await accounts.issueImpersonation(c.var.caller!.sub, parsed.data.email, clientAddress(c))
    if (result === 'NOT_FOUND') return errorResponse(c, 404, 'NOT_FOUND', 'No account has this address.')
    if (result === 'FORBIDDEN') return errorResponse(c, 403, 'FORBIDDEN', 'Operators cannot be impersonated.')
    return c.json({ ...result, expiresAt: result.expiresAt.toISOString() }, 201)
  })
  app.get('/admin/impersonation/audit', requireRole('operator'), async (c) =>
    c.json({ entries: (await accounts.auditTrail()).map((e) => ({ ...e, at: e.at.toISOString() })) }),
  )
  app.post('/impersonate/:token', async (c) => {
    const parsed = token.safeParse(c.req.param('token'))
    if (!parsed.success) return invalidToken(c)
    const tokens = await accounts.useImpersonation(parsed.data, clientAddress(c))
    return tokens ? c.json(tokens) : invalidToken(c)
  })

  // ── the dev mailbox's outbox (never mounted in production; answers this machine only) ──
  if (opts.devOutbox) {
    const outbox = opts.devOutbox
    app.get('/_dev/outbox', async (c) => {
      // Anyone who could read it could sign in as the mail's recipients: from elsewhere it does not exist.
      if (!isLoopbackAddress(clientAddress(c))) return errorResponse(c, 404, 'NOT_FOUND', 'Not found.')
      const to = c.req.query('to')
      const messages = await outbox.list(to || undefined, 50)
      return c.json({ messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) }, 200, {
        'Cache-Control': 'no-store',
      })
    })
  }

  return app
}
