/**
 * Where sign-in goes next and where "back" goes (spec part 2 §1, "Login flows"). Every target
 * from the URL is followed only when it is a same-origin path.
 */
import { safeRedirectPath } from '#app/utils/http.ts'

export interface AfterSignInQuery {
  entryPage?: string | null
  from?: string | null
  redirectTo?: string | null
  licences?: string | null
}

const KIND_WORDS: Record<string, 'signup' | 'purchase' | 'login'> = {
  signup: 'signup',
  registro: 'signup',
  registo: 'signup',
  purchase: 'purchase',
  checkout: 'purchase',
  compra: 'purchase',
  login: 'login',
  'iniciar-sesion': 'login',
  entrar: 'login',
}

/** What an entry page is, from its first path word after the locale prefix. */
export function entryPageKind(path: string): 'signup' | 'purchase' | 'login' | 'other' {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  const first = segments[0] === 'es' || segments[0] === 'pt' ? segments[1] : segments[0]
  return (first && KIND_WORDS[first]) || 'other'
}

/**
 * - entryPage: go there; a signup or purchase entry page keeps licences and redirectTo; a login
 *   entry page with `from` goes to `from`.
 * - else from: go there.
 * - else: the flow is done, go to the default page.
 */
export function afterSignInTarget(query: AfterSignInQuery, fallback: string): string {
  const entry = safeRedirectPath(query.entryPage, '')
  const from = safeRedirectPath(query.from, '')
  if (entry) {
    const kind = entryPageKind(entry)
    if (kind === 'login') return from || fallback
    if (kind === 'signup' || kind === 'purchase') {
      const url = new URL(entry, 'http://same.origin')
      const redirectTo = safeRedirectPath(query.redirectTo, '')
      if (query.licences) url.searchParams.set('licences', query.licences.slice(0, 500))
      if (redirectTo) url.searchParams.set('redirectTo', redirectTo)
      return url.pathname + url.search + url.hash
    }
    return entry
  }
  return from || fallback
}

/** Back from gift login: the gift page; from gift redemption: the redemption page with its code; else from, or login. */
export function backTarget(opts: { giftId?: string; redeemCode?: string; from?: string | null; loginPath: string; giftPath: (giftId?: string) => string; redeemPath: (code: string) => string }): string {
  if (opts.redeemCode) return opts.redeemPath(opts.redeemCode)
  if (opts.giftId !== undefined) return opts.giftPath(opts.giftId)
  return safeRedirectPath(opts.from, opts.loginPath)
}

/** The query a sign-in page passes on to its sub-pages (magic link, reset, sign-up), same-origin targets only. */
export function carryQuery(params: URLSearchParams): string {
  const out = new URLSearchParams()
  for (const key of ['from', 'entryPage', 'redirectTo']) {
    const value = safeRedirectPath(params.get(key), '')
    if (value) out.set(key, value)
  }
  const licences = params.get('licences')
  if (licences) out.set('licences', licences.slice(0, 500))
  const s = out.toString()
  return s ? `?${s}` : ''
}
