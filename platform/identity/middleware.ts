/** Reads the Bearer token into `c.var.caller`, and guards routes by role. */
import type { MiddlewareHandler } from 'hono'
import { errorResponse, hasRole, type AppEnv } from '../http.ts'
import type { IdentityService } from './service.ts'

/**
 * Sets `caller` (null without an Authorization header). A header with a bad or expired token is
 * answered 401 at once, so a client holding a stale token learns to refresh rather than silently
 * getting a guest's answer.
 */
export function authenticate(identity: IdentityService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) {
      c.set('caller', null)
      return next()
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    const caller = match?.[1] ? await identity.verifyAccessToken(match[1]) : null
    if (!caller) return unauthenticated(c)
    c.set('caller', caller)
    return next()
  }
}

export const unauthenticated = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) =>
  errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to continue.')

export const forbidden = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) =>
  errorResponse(c, 403, 'FORBIDDEN', 'You do not have permission to do this.')

export function requireAuth(): MiddlewareHandler<AppEnv> {
  return async (c, next) => (c.var.caller ? next() : unauthenticated(c))
}

/** 401 without a token, 403 when the token lacks the role; operator implies editor. */
export function requireRole(role: 'editor' | 'operator'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.var.caller
    if (!caller) return unauthenticated(c)
    if (!hasRole(caller, role)) return forbidden(c)
    return next()
  }
}

/**
 * Purchases by a CHILD profile are refused (kidPurchasePermissionDenied). Mounted
 * in index.ts on every purchase path of the call catalogue, ahead of whichever domain serves it.
 */
export const PURCHASE_PATHS = [
  '/basket',
  '/basket/*',
  '/baskets/*',
  '/customer/baskets/*',
  '/gift/basket',
  '/licence/*',
  '/promotions/voucher/redeem',
  '/payment-method/*',
] as const

export function refuseChildPurchase(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.var.caller?.tp === 'CHILD')
      return errorResponse(c, 403, 'KID_PURCHASE_PERMISSION_DENIED', 'A child profile cannot make purchases.')
    return next()
  }
}
