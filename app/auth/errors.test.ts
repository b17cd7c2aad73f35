import { describe, expect, it } from 'vitest'
import { signInErrorMessage } from './errors.ts'
import { isAuthKey } from './strings.ts'

describe('sign-in error messages', () => {
  const message = (e: Parameters<typeof signInErrorMessage>[0]) => signInErrorMessage(e, isAuthKey)

  it('uses the error’s own message key when it is one we can translate', () => {
    expect(message({ messageKey: 'failedToMagicLogin', code: 'FAILED_AUTHENTICATION' })).toEqual({ key: 'failedToMagicLogin' })
    // an unknown key falls through to the code table
    expect(message({ messageKey: 'no.such.key', code: 'TOO_MANY_ATTEMPTS' })).toEqual({ key: 'auth.tooManyAttempts' })
  })

  it('maps codes through the table', () => {
    expect(message({ status: 401, code: 'FAILED_AUTHENTICATION', message: 'The email or password is incorrect.' })).toEqual({
      key: 'auth.failedAuthentication',
    })
    expect(message({ status: 429, code: 'TOO_MANY_ATTEMPTS' })).toEqual({ key: 'auth.tooManyAttempts' })
    expect(message({ status: 403, code: 'ACCOUNT_NOT_ACTIVATED' })).toEqual({ key: 'auth.accountNotActivated' })
    expect(message({ status: 404, code: 'INVALID_TOKEN' })).toEqual({ key: 'invalidToken' })
    expect(message({ status: 403, code: 'SIGNUP_GEO_RESTRICTED' })).toEqual({ key: 'signupGeoRestriction' })
    expect(message({ status: 403, code: 'VPN_DETECTED' })).toEqual({ key: 'vpnErrorMessage' })
    expect(message({ status: 503, code: 'MAIL_FAILED' })).toEqual({ key: 'failedToSend' })
    expect(message({ status: 403, code: 'KID_PURCHASE_PERMISSION_DENIED' })).toEqual({ key: 'kidPurchasePermissionDenied' })
  })

  it('names the other provider when the account exists with a different one', () => {
    expect(message({ status: 409, code: 'ACCOUNT_EXISTS_WITH_DIFFERENT_PROVIDER', provider: 'Google' })).toEqual({
      key: 'auth.accountExistsWithDifferentProvider',
      values: { provider: 'Google' },
    })
  })

  it('else the server’s own message for a client error, else the generic failed-authentication message', () => {
    expect(message({ status: 422, code: 'SOMETHING_NEW', message: 'Your partner account is suspended.' })).toEqual({
      key: 'auth.failedAuthentication',
      text: 'Your partner account is suspended.',
    })
    expect(message({ status: 500, code: 'INTERNAL_ERROR', message: 'stack trace here' })).toEqual({ key: 'auth.failedAuthentication' })
    expect(message({})).toEqual({ key: 'auth.failedAuthentication' })
  })
})
