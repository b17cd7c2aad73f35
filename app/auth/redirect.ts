/**
 * Where sign-in goes next and where "back" goes. Every target
 * from the URL is followed only when it is a same-origin path.
 */
import { safeRedirectPath } from '#app/utils/http.ts'
import { pageInLocale, pathWordsOf } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'

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
  const first = pathWordsOf(path)[0]
  return (first && KIND_WORDS[first]) || 'other'
}

/** The query parameter that asks a page to show the "Who's watching?" chooser first. */
export const CHOOSE_PROFILE_PARAM = 'chooseProfile'

export interface AfterSignInOptions {
  /** profile configuration requires a choice: the realm asks for one and the account has more than one profile */
  chooseProfile?: boolean
  /** the sign-in happened on the TV login route (TV_LOGIN / PROVIDERS): never add the suffix there */
  tvLogin?: boolean
  /**
   * The language of the page signed in on: a page to go back to in another language is taken in
   * this one (a visitor who switched the sign-in page to English comes back to English pages).
   */
  locale?: Locale
}

const TV_LOGIN_WORDS = new Set(['tv-login', 'tv-iniciar-sesion', 'tv-entrar'])

/** Whether a same-origin path is the TV login route, in any language. */
export function isTvLoginPath(path: string): boolean {
  const first = pathWordsOf(path)[0]
  return Boolean(first && TV_LOGIN_WORDS.has(first))
}

/** `path` with chooseProfile=1 added, keeping its own query and hash. */
export function withChooseProfile(path: string): string {
  const url = new URL(path, 'http://same.origin')
  url.searchParams.set(CHOOSE_PROFILE_PARAM, '1')
  return url.pathname + url.search + url.hash
}

/** `path` without the chooser suffix (where a chosen profile returns to). */
export function withoutChooseProfile(path: string): string {
  const url = new URL(path, 'http://same.origin')
  url.searchParams.delete(CHOOSE_PROFILE_PARAM)
  return url.pathname + url.search + url.hash
}

/**
 * - entryPage: go there; a signup or purchase entry page keeps licences and redirectTo; a login
 *   entry page with `from` goes to `from`.
 * - else from: go there.
 * - else: the flow is done, go to the default page.
 *
 * Going to `from`, the chooser suffix is added when profile configuration requires it, except
 * on the TV login route (neither when signing in there nor when `from` is that route).
 */
export function afterSignInTarget(query: AfterSignInQuery, fallback: string, options: AfterSignInOptions = {}): string {
  const inLocale = (path: string) => (path && options.locale ? pageInLocale(path, options.locale) : path)
  const entry = inLocale(safeRedirectPath(query.entryPage, ''))
  const rawFrom = inLocale(safeRedirectPath(query.from, ''))
  const from = rawFrom && options.chooseProfile && !options.tvLogin && !isTvLoginPath(rawFrom) ? withChooseProfile(rawFrom) : rawFrom
  if (entry) {
    const kind = entryPageKind(entry)
    if (kind === 'login') return from || fallback
    if (kind === 'signup' || kind === 'purchase') {
      const url = new URL(entry, 'http://same.origin')
      const redirectTo = inLocale(safeRedirectPath(query.redirectTo, ''))
      if (query.licences) url.searchParams.set('licences', query.licences.slice(0, 500))
      if (redirectTo) url.searchParams.set('redirectTo', redirectTo)
      return url.pathname + url.search + url.hash
    }
    return entry
  }
  return from || fallback
}

/** The CONSENT step's address for a sign-in that answered REQUIRED: it continues to `target` afterwards. */
export function consentStepTarget(consentPath: string, target: string): string {
  const from = safeRedirectPath(target, '')
  return from ? `${consentPath}?from=${encodeURIComponent(from)}` : consentPath
}

const CONSENT_GATE_EXEMPT = new Set(['consent', 'consentimiento', 'consentimento', 'logout', 'cerrar-sesion', 'sair'])

/**
 * Pages a viewer who still owes consent answers may open: the CONSENT step itself and logout
 * (the way out). Every other page sends them to the CONSENT step.
 */
export function isConsentGateExempt(pathname: string): boolean {
  const first = pathWordsOf(pathname)[0]
  return Boolean(first && CONSENT_GATE_EXEMPT.has(first))
}

/** Back from gift login: the gift page; from gift redemption: the redemption page with its code; else from, or login. */
export function backTarget(opts: {
  giftId?: string
  redeemCode?: string
  from?: string | null
  loginPath: string
  giftPath: (giftId?: string) => string
  redeemPath: (code: string) => string
}): string {
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
