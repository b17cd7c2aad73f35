/**
 * Account flows of the ID provider: sign-up with consent and territory rules, email
 * confirmation, activation, rate-limited sign-in, magic link, password reset, profiles with PINs
 * and impersonation. One-time tokens are random 32 bytes, sent by mail (or handed to an
 * operator), stored only as a sha256, single-use and short-lived.
 *
 * No answer tells whether an address has an account: sign-up, magic link and reset answer the
 * same either way, and the mail says what happened (an address without an account is told so).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Logger } from '../http.ts'
import {
  agreesToTerms,
  binaryDefault,
  missingConsents,
  missingInformationStatus,
  normaliseAnswers,
  type ConsentAnswers,
  type ConsentTerm,
  type MissingInformationStatus,
} from '#schemas/consent.ts'
import { composeMail, mailLink, type MailKind, type Mailer } from './mail.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { failedSignInGuard, type RateLimitPolicy, type RateLimiter, type Limit } from './rate-limit.ts'
import type { IdentityService, TokenPair } from './service.ts'
import type { AccountRow, IdentityStore, OneTimeTokenKind, ProfileRow } from './store.ts'
import { signupVerdict, type TerritoryResolver } from './territory.ts'

export const TOKEN_TTL_SECONDS: Record<OneTimeTokenKind, number> = {
  EMAIL_CONFIRMATION: 48 * 3600,
  ACTIVATION: 48 * 3600,
  MAGIC_LINK: 15 * 60,
  PASSWORD_RESET: 60 * 60,
  PIN_RESET: 60 * 60,
  IMPERSONATION: 5 * 60,
}
export const MAX_PROFILES = 5

/** What sign-up needs from the realm's published settings. */
export interface RealmRules {
  realmName: string
  selfRegistration: boolean
  consentTerms: ConsentTerm[]
  allowedTerritories: string[] | undefined
}

/** Editors and operators: accounts that change what every viewer sees, kept to password sign-in. */
export const isStaff = (account: Pick<AccountRow, 'roles'>) => account.roles.some((role) => role === 'editor' || role === 'operator')

export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export type LoginOutcome =
  | { ok: true; tokens: TokenPair; account: AccountRow; missingInformationStatus: MissingInformationStatus }
  | { ok: false; reason: 'FAILED_AUTHENTICATION' | 'ACCOUNT_NOT_ACTIVATED' }
  | { ok: false; reason: 'TOO_MANY_ATTEMPTS'; retryAfter: number }

export type SignupOutcome =
  | { ok: true }
  | { ok: false; reason: 'SIGNUP_DISABLED' | 'SIGNUP_GEO_RESTRICTED' | 'VPN_DETECTED' | 'TOO_MANY_ATTEMPTS' }
  | { ok: false; reason: 'CONSENT_REQUIRED'; missing: string[] }

/** The realm's consent terms with one account's answers (the CONSENT step). */
export interface AccountConsents {
  terms: ConsentTerm[]
  answers: ConsentAnswers
  missingInformationStatus: MissingInformationStatus
}

export type SaveConsentsOutcome =
  | { ok: true; consents: AccountConsents }
  | { ok: false; reason: 'NOT_FOUND' }
  | { ok: false; reason: 'CONSENT_REQUIRED'; missing: string[] }

export interface AccountDeps {
  store: IdentityStore
  identity: IdentityService
  mailer: Mailer
  limiter: RateLimiter
  limits: RateLimitPolicy
  realm: () => Promise<RealmRules>
  territory: TerritoryResolver
  publicUrl: string
  now: () => Date
  logger: Logger
}

function storedAnswers(value: unknown): ConsentAnswers {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'boolean')) as ConsentAnswers
}

function consentsOf(terms: ConsentTerm[], stored: unknown): AccountConsents {
  const answered = storedAnswers(stored)
  const answers: ConsentAnswers = {}
  for (const t of terms) if (t.fieldType === 'BINARY_CHOICE') answers[t.fieldName] = answered[t.fieldName] ?? binaryDefault(t)
  return { terms, answers, missingInformationStatus: missingInformationStatus(terms, answered) }
}

export function createAccountService(deps: AccountDeps) {
  const { store, identity, mailer, limiter, limits, now, logger } = deps
  const normalEmail = (email: string) => email.trim().toLowerCase()

  async function issueToken(kind: OneTimeTokenKind, accountId: string, extra: { profileId?: string; issuedBy?: string } = {}) {
    const token = randomBytes(32).toString('base64url')
    const id = randomUUID()
    const expiresAt = new Date(now().getTime() + TOKEN_TTL_SECONDS[kind] * 1000)
    await store.insertOneTimeToken({ id, kind, tokenHash: hashOneTimeToken(token), accountId, expiresAt, ...extra })
    return { token, id, expiresAt }
  }

  const consume = (kind: OneTimeTokenKind, token: string) =>
    token.length > 200 ? Promise.resolve(undefined) : store.consumeOneTimeToken(kind, hashOneTimeToken(token), now())

  async function mail(kind: MailKind, to: string, locale: string | undefined, link: string, extra: { profile?: string } = {}) {
    const { realmName } = await deps.realm()
    await mailer.send(composeMail(kind, { to, locale, link, realm: realmName, ...extra }))
  }

  /** Over either limit (address or account)? Counts the hit on both. */
  async function limited(action: Exclude<keyof RateLimitPolicy, 'loginFailures'>, address: string, account: string): Promise<boolean> {
    const policy: { address: Limit; account: Limit } = limits[action]
    const [a, b] = await Promise.all([
      limiter.hit(`${action}:address:${address}`, policy.address),
      limiter.hit(`${action}:account:${account}`, policy.account),
    ])
    return a || b
  }

  async function statusOf(account: AccountRow): Promise<MissingInformationStatus> {
    const { consentTerms } = await deps.realm()
    return missingInformationStatus(consentTerms, account.consentAnswers)
  }

  async function profiles(accountId: string): Promise<ProfileRow[]> {
    const list = await store.listProfiles(accountId)
    if (list.length) return list
    // Accounts made before profiles existed get their main adult profile on first look.
    const account = await store.findAccountById(accountId)
    if (!account) return []
    await store.insertProfile({ id: randomUUID(), accountId, name: account.name, type: 'ADULT' })
    return store.listProfiles(accountId)
  }

  return {
    async signup(
      input: {
        email: string
        password: string
        name: string
        consentAnswers: Record<string, unknown>
        locale?: string
        /** a path of the web product the mail's link leads back to after confirming (a checkout) */
        returnTo?: string
      },
      address: string,
    ): Promise<SignupOutcome> {
      const realm = await deps.realm()
      if (!realm.selfRegistration) return { ok: false, reason: 'SIGNUP_DISABLED' }
      const verdict = await signupVerdict(deps.territory, address, realm.allowedTerritories)
      if (verdict === 'VPN') return { ok: false, reason: 'VPN_DETECTED' }
      if (verdict === 'GEO_RESTRICTED') return { ok: false, reason: 'SIGNUP_GEO_RESTRICTED' }
      const answers = normaliseAnswers(realm.consentTerms, input.consentAnswers)
      if (!agreesToTerms(realm.consentTerms, answers))
        return { ok: false, reason: 'CONSENT_REQUIRED', missing: missingConsents(realm.consentTerms, answers) }
      const email = normalEmail(input.email)
      if (await limited('signup', address, email)) return { ok: false, reason: 'TOO_MANY_ATTEMPTS' }

      const id = randomUUID()
      // Hash before looking: an existing address costs the same time as a new one.
      const passwordHash = await hashPassword(input.password)
      const created = await store.insertAccountIfMissing({
        id,
        email,
        passwordHash,
        name: input.name.trim(),
        roles: ['viewer'],
        status: 'PENDING',
        consentAnswers: answers,
      })
      try {
        if (created) {
          await store.insertProfile({ id: randomUUID(), accountId: id, name: input.name.trim(), type: 'ADULT' })
          const { token } = await issueToken('EMAIL_CONFIRMATION', id)
          const back = input.returnTo ? `&from=${encodeURIComponent(input.returnTo)}` : ''
          await mail('CONFIRMATION', email, input.locale, mailLink(deps.publicUrl, input.locale, 'confirm', `?token=${token}${back}`))
        } else {
          const from = input.returnTo ? `?from=${encodeURIComponent(input.returnTo)}` : ''
          await mail('ACCOUNT_EXISTS', email, input.locale, mailLink(deps.publicUrl, input.locale, 'login', from))
        }
      } catch (error) {
        // The account exists either way; the person can ask for the mail again by signing in.
        logger.error('[identity] sign-up mail failed', (error as Error)?.message)
      }
      return { ok: true }
    },

    /** Confirms the address and activates the account; false for an unknown, used or expired token. */
    async confirmEmail(token: string): Promise<boolean> {
      const row = await consume('EMAIL_CONFIRMATION', token)
      if (!row) return false
      await store.activateAccount(row.accountId, now())
      return true
    },

    async activate(token: string): Promise<boolean> {
      const row = await consume('ACTIVATION', token)
      if (!row) return false
      await store.activateAccount(row.accountId, now())
      return true
    },

    /**
     * Email and password sign-in; failures are limited per address and per account from one
     * address, so wrong passwords typed elsewhere never lock the owner out. A
     * pending account with the right password is told so, and sent an activation link.
     */
    async login(emailInput: string, password: string, address: string, locale?: string): Promise<LoginOutcome> {
      const email = normalEmail(emailInput)
      const guard = failedSignInGuard(limiter, limits.loginFailures, 'loginFailures', { address, account: email })
      const retryAfter = await guard.attempt()
      if (retryAfter !== null) return { ok: false, reason: 'TOO_MANY_ATTEMPTS', retryAfter }
      const account = await identity.checkPassword(email, password).catch(async (error: unknown) => {
        await guard.notFailed()
        throw error
      })
      if (!account) return { ok: false, reason: 'FAILED_AUTHENTICATION' }
      await guard.notFailed()
      if (account.status !== 'ACTIVE') {
        await store.retireOneTimeTokens(account.id, 'ACTIVATION', now())
        const { token } = await issueToken('ACTIVATION', account.id)
        await mail('ACTIVATION', account.email, locale, mailLink(deps.publicUrl, locale, 'activate', `/${token}`)).catch((error: unknown) =>
          logger.error('[identity] activation mail failed', (error as Error)?.message),
        )
        return { ok: false, reason: 'ACCOUNT_NOT_ACTIVATED' }
      }
      // The realm's required consents changed since this account answered: information is missing.
      return { ok: true, account, tokens: await identity.startAccountSession(account), missingInformationStatus: await statusOf(account) }
    },

    /** GET /token/alt/magic-email: the same answer for any address; throws when the mail cannot go. */
    async sendMagicLink(emailInput: string, address: string, locale?: string): Promise<'SENT' | 'TOO_MANY_ATTEMPTS' | 'MAIL_FAILED'> {
      const email = normalEmail(emailInput)
      if (await limited('magicLink', address, email)) return 'TOO_MANY_ATTEMPTS'
      const account = await store.findAccountByEmail(email)
      try {
        if (!account) {
          await mail('NO_ACCOUNT', email, locale, mailLink(deps.publicUrl, locale, 'signup', ''))
        } else if (isStaff(account)) {
          // Staff accounts (editor, operator) sign in by password only: a mailbox that leaks must
          // never hold a token that opens one. The answer to the caller stays the same.
          await mail('STAFF_PASSWORD_ONLY', email, locale, mailLink(deps.publicUrl, locale, 'login', ''))
        } else {
          await store.retireOneTimeTokens(account.id, 'MAGIC_LINK', now())
          const { token } = await issueToken('MAGIC_LINK', account.id)
          await mail('MAGIC_LINK', email, locale, mailLink(deps.publicUrl, locale, 'magic', `?token=${token}`))
        }
        return 'SENT'
      } catch (error) {
        // Both branches send a mail, so a failure says nothing about whether the account exists.
        logger.error('[identity] magic-link mail failed', (error as Error)?.message)
        return 'MAIL_FAILED'
      }
    },

    /** POST /token/alt/magic-email: a session for the link's account (the link also confirms the address). */
    async magicLogin(token: string): Promise<(TokenPair & { missingInformationStatus: MissingInformationStatus }) | null> {
      const row = await consume('MAGIC_LINK', token)
      if (!row) return null
      const account = await store.findAccountById(row.accountId)
      // a token issued before the account became staff opens nothing either
      if (!account || isStaff(account)) return null
      if (account.status !== 'ACTIVE') await store.activateAccount(account.id, now())
      return { ...(await identity.startAccountSession(account)), missingInformationStatus: await statusOf(account) }
    },

    // ── consent (the CONSENT step after a sign-in answered REQUIRED) ──
    /** Whether this account still has to answer the realm's required terms (null: no such account). */
    async consentStatus(accountId: string): Promise<MissingInformationStatus | null> {
      const account = await store.findAccountById(accountId)
      return account ? statusOf(account) : null
    },

    /** The realm's terms with the account's answers; unanswered choices show their defaults. */
    async consents(accountId: string): Promise<AccountConsents | null> {
      const account = await store.findAccountById(accountId)
      if (!account) return null
      const { consentTerms } = await deps.realm()
      return consentsOf(consentTerms, account.consentAnswers)
    },

    /**
     * Saves answers to the realm's BINARY_CHOICE terms. Refused, storing nothing, unless every
     * required one is agreed; answers to terms the realm no longer has are kept as they were.
     */
    async saveConsents(accountId: string, input: Record<string, unknown>): Promise<SaveConsentsOutcome> {
      const account = await store.findAccountById(accountId)
      if (!account) return { ok: false, reason: 'NOT_FOUND' }
      const { consentTerms } = await deps.realm()
      const answers = normaliseAnswers(consentTerms, input)
      if (!agreesToTerms(consentTerms, answers))
        return { ok: false, reason: 'CONSENT_REQUIRED', missing: missingConsents(consentTerms, answers) }
      const merged = { ...storedAnswers(account.consentAnswers), ...answers }
      if (!(await store.setConsentAnswers(accountId, merged))) return { ok: false, reason: 'NOT_FOUND' }
      return { ok: true, consents: consentsOf(consentTerms, merged) }
    },

    /** POST /reset-password/create: the same answer whether or not the address has an account. */
    async requestPasswordReset(emailInput: string, address: string, locale?: string): Promise<'SENT' | 'TOO_MANY_ATTEMPTS'> {
      const email = normalEmail(emailInput)
      if (await limited('passwordReset', address, email)) return 'TOO_MANY_ATTEMPTS'
      const account = await store.findAccountByEmail(email)
      try {
        if (!account) {
          await mail('NO_ACCOUNT', email, locale, mailLink(deps.publicUrl, locale, 'signup', ''))
        } else {
          await store.retireOneTimeTokens(account.id, 'PASSWORD_RESET', now())
          const { token } = await issueToken('PASSWORD_RESET', account.id)
          await mail('PASSWORD_RESET', email, locale, mailLink(deps.publicUrl, locale, 'reset', `?token=${token}`))
        }
      } catch (error) {
        logger.error('[identity] reset mail failed', (error as Error)?.message)
      }
      return 'SENT'
    },

    /** PUT /reset-password: sets the password and ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const row = await consume('PASSWORD_RESET', token)
      if (!row) return false
      await store.setPassword(row.accountId, await hashPassword(password))
      // Following the link proves the address too.
      await store.activateAccount(row.accountId, now())
      await store.revokeAccountSessions(row.accountId, now())
      return true
    },

    // ── profiles ──
    profiles,

    async createProfile(
      accountId: string,
      input: { name: string; type: 'ADULT' | 'CHILD'; pin?: string | null },
    ): Promise<ProfileRow | 'TOO_MANY_PROFILES'> {
      await profiles(accountId)
      if ((await store.countProfiles(accountId)) >= MAX_PROFILES) return 'TOO_MANY_PROFILES'
      const id = randomUUID()
      await store.insertProfile({
        id,
        accountId,
        name: input.name.trim(),
        type: input.type,
        pinHash: input.pin ? await hashPassword(input.pin) : null,
      })
      return (await store.findProfile(accountId, id))!
    },

    async updateProfile(accountId: string, id: string, input: { name?: string; pin?: string | null }): Promise<ProfileRow | null> {
      const set: { name?: string; pinHash?: string | null } = {}
      if (input.name !== undefined) set.name = input.name.trim()
      if (input.pin !== undefined) set.pinHash = input.pin ? await hashPassword(input.pin) : null
      if (!(await store.updateProfile(accountId, id, set))) return null
      return (await store.findProfile(accountId, id)) ?? null
    },

    /** Deleting the last adult profile is refused: someone must be able to manage the account. */
    async deleteProfile(accountId: string, id: string): Promise<'DELETED' | 'NOT_FOUND' | 'LAST_ADULT_PROFILE'> {
      const list = await store.listProfiles(accountId)
      const target = list.find((p) => p.id === id)
      if (!target) return 'NOT_FOUND'
      if (target.type === 'ADULT' && list.filter((p) => p.type === 'ADULT').length === 1) return 'LAST_ADULT_PROFILE'
      await store.deleteProfile(accountId, id)
      return 'DELETED'
    },

    /** A new session as the profile; a PIN-protected profile needs its PIN (failures rate-limited). */
    async selectProfile(
      accountId: string,
      id: string,
      pin: string | undefined,
    ): Promise<TokenPair | 'NOT_FOUND' | 'PIN_REQUIRED' | 'INVALID_PIN' | 'TOO_MANY_ATTEMPTS'> {
      const [account, profile] = await Promise.all([store.findAccountById(accountId), store.findProfile(accountId, id)])
      if (!account || !profile) return 'NOT_FOUND'
      if (profile.pinHash) {
        if (!pin) return 'PIN_REQUIRED'
        // counted before the check, so guesses sent at once cannot all pass the limit; a right PIN is uncounted
        const attempt = await limiter.take(`pin:profile:${profile.id}`, limits.loginFailures.accountAtAddress)
        if (attempt.over) {
          await attempt.giveBack()
          return 'TOO_MANY_ATTEMPTS'
        }
        const right = await verifyPassword(profile.pinHash, pin).catch(async (error: unknown) => {
          await attempt.giveBack()
          throw error
        })
        if (!right) return 'INVALID_PIN'
        await attempt.giveBack()
      }
      return identity.startAccountSession(account, profile)
    },

    /** Mails the account holder a link that removes the profile's PIN (/confirm-reset/{code}). */
    async requestPinReset(accountId: string, id: string, locale?: string): Promise<boolean> {
      const [account, profile] = await Promise.all([store.findAccountById(accountId), store.findProfile(accountId, id)])
      if (!account || !profile) return false
      await store.retireOneTimeTokens(accountId, 'PIN_RESET', now())
      const { token } = await issueToken('PIN_RESET', accountId, { profileId: id })
      await mail('PIN_RESET', account.email, locale, mailLink(deps.publicUrl, locale, 'pinReset', `/${token}`), { profile: profile.name })
      return true
    },

    async confirmPinReset(code: string): Promise<{ profileName: string } | null> {
      const row = await consume('PIN_RESET', code)
      if (!row?.profileId) return null
      const profile = await store.findProfile(row.accountId, row.profileId)
      if (!profile) return null
      await store.updateProfile(row.accountId, row.profileId, { pinHash: null })
      return { profileName: profile.name }
    },

    // ── impersonation ──
    /** An operator's single-use, 5-minute token to act as an account; operators cannot be impersonated. */
    async issueImpersonation(operatorId: string, emailInput: string, address: string) {
      const account = await store.findAccountByEmail(normalEmail(emailInput))
      if (!account) return 'NOT_FOUND' as const
      if ((account.roles ?? []).includes('operator')) return 'FORBIDDEN' as const
      const issued = await issueToken('IMPERSONATION', account.id, { issuedBy: operatorId })
      await store.audit({ action: 'ISSUED', operatorId, accountId: account.id, tokenId: issued.id, clientAddress: address, at: now() })
      return { token: issued.token, expiresAt: issued.expiresAt, path: `/impersonate/${issued.token}` }
    },

    async useImpersonation(token: string, address: string): Promise<TokenPair | null> {
      const row = await consume('IMPERSONATION', token)
      if (!row?.issuedBy) return null
      const account = await store.findAccountById(row.accountId)
      if (!account) return null
      await store.audit({
        action: 'USED',
        operatorId: row.issuedBy,
        accountId: account.id,
        tokenId: row.id,
        clientAddress: address,
        at: now(),
      })
      return identity.startAccountSession(account)
    },

    auditTrail: () => store.auditTrail(),
  }
}
export type AccountService = ReturnType<typeof createAccountService>
