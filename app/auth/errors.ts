/**
 * Sign-in error messages: the error's own message key when it has one we can
 * translate, else the code table, else the server's message, else the generic failed-
 * authentication message. An account that exists with another provider names that provider.
 * Federated flows use the same function, so every sign-in error reads the same way.
 */
export interface SignInErrorLike {
  status?: number
  code?: string
  message?: string
  /** a translation key the error carries (federated providers set one) */
  messageKey?: string
  /** for ACCOUNT_EXISTS_WITH_DIFFERENT_PROVIDER: the provider the account uses */
  provider?: string
}

export interface SignInMessage {
  /** a translation key */
  key: string
  values?: Record<string, string>
  /** untranslated text from the server, used when no key fits */
  text?: string
}

export const SIGN_IN_CODE_TABLE: Record<string, string> = {
  FAILED_AUTHENTICATION: 'auth.failedAuthentication',
  INVALID_CREDENTIALS: 'auth.failedAuthentication',
  TOO_MANY_ATTEMPTS: 'auth.tooManyAttempts',
  ACCOUNT_NOT_ACTIVATED: 'auth.accountNotActivated',
  INVALID_TOKEN: 'invalidToken',
  SIGNUP_GEO_RESTRICTED: 'signupGeoRestriction',
  VPN_DETECTED: 'vpnErrorMessage',
  CONSENT_REQUIRED: 'auth.consentRequired',
  KID_PURCHASE_PERMISSION_DENIED: 'kidPurchasePermissionDenied',
  MAIL_FAILED: 'failedToSend',
  SOCIAL_LOGIN_FAILED: 'sorrySomethingWentWrong',
}

export function signInErrorMessage(error: SignInErrorLike, knownKey: (key: string) => boolean): SignInMessage {
  if (error.code === 'ACCOUNT_EXISTS_WITH_DIFFERENT_PROVIDER') {
    return { key: 'auth.accountExistsWithDifferentProvider', values: { provider: error.provider || 'another provider' } }
  }
  if (error.messageKey && knownKey(error.messageKey)) return { key: error.messageKey }
  const fromTable = error.code ? SIGN_IN_CODE_TABLE[error.code] : undefined
  if (fromTable) return { key: fromTable }
  if (error.message && error.status !== undefined && error.status < 500) return { key: 'auth.failedAuthentication', text: error.message }
  return { key: 'auth.failedAuthentication' }
}
