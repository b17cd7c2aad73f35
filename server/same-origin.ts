/**
 * Cross-site request refusal: every state-changing request (any method but GET, HEAD and OPTIONS)
 * must come from the product's own origin, whatever path it takes into Remix — a document post, a
 * `.data` post or the legacy `?_data=<routeId>` one — or into the platform under /api.
 *
 * How a request shows where it comes from, in the order they are trusted:
 * 1. `Origin`: browsers send it on every cross-site POST (and on same-origin ones). "null" (a
 *    sandboxed frame, a privacy redirect) is not our origin.
 * 2. Without it, `Sec-Fetch-Site`: only "same-origin" and "none" (typed by the person) pass.
 * 3. Without both, `Referer`: its origin must be ours.
 * A request with none of the three is not a browser's (a server, curl, a test): it passes, since
 * the attack this stops needs a browser carrying the viewer's cookies.
 *
 * The product's own origin is the request's own (scheme from what Express trusts, Host header)
 * and the configured public origin. The few paths that must take cross-site posts are listed in
 * CROSS_SITE_POST_PATHS, each with the check of its own that protects it.
 */
import type { NextFunction, Request, Response } from 'express'
import { localeOfPath } from '#app/i18n/locale-path.ts'
import { refusalPage } from './refusal-page.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Paths that accept posts from other sites, and why each is safe:
 * - `/login/{provider}/return`: Apple and Google post the sign-in answer here (form_post). The page
 *   it answers only posts the fields on from our origin, where the flow's state and nonce, kept in
 *   this browser's encrypted flow cookie, are checked before anything is signed in.
 * - `/api/commerce/webhooks/{provider}`: payment providers' servers call it; each event's signature
 *   is verified over the raw body before anything changes.
 */
export const CROSS_SITE_POST_PATHS: readonly RegExp[] = [
  /^\/login\/[A-Za-z0-9_-]{1,64}\/return\/?$/,
  /^\/api\/commerce\/webhooks\/[A-Za-z0-9_-]{1,64}\/?$/,
]

export type RequestSource = 'same-origin' | 'cross-site' | 'unknown'

/** Where a request says it comes from, judged against the origins that are ours. */
export function requestSource(
  headers: { origin?: string; secFetchSite?: string; referer?: string },
  ownOrigins: ReadonlySet<string>,
): RequestSource {
  if (headers.origin !== undefined) return ownOrigins.has(headers.origin.trim().toLowerCase()) ? 'same-origin' : 'cross-site'
  if (headers.secFetchSite !== undefined)
    return headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'none' ? 'same-origin' : 'cross-site'
  if (headers.referer !== undefined) {
    try {
      return ownOrigins.has(new URL(headers.referer).origin.toLowerCase()) ? 'same-origin' : 'cross-site'
    } catch {
      return 'cross-site'
    }
  }
  return 'unknown'
}

const REFUSAL = {
  en: {
    title: 'This request was refused',
    body: 'It came from another website. If you meant to do this, go back to Marquee and try again from there.',
    link: 'Go to the home page',
  },
  es: {
    title: 'Se rechazó esta solicitud',
    body: 'Venía de otro sitio web. Si querías hacerlo, vuelve a Marquee e inténtalo de nuevo desde allí.',
    link: 'Ir a la página de inicio',
  },
  pt: {
    title: 'Este pedido foi recusado',
    body: 'Veio de outro site. Se queria fazê-lo, volte à Marquee e tente de novo a partir daí.',
    link: 'Ir para a página inicial',
  },
} as const

function refuse(req: Request, res: Response) {
  const locale = localeOfPath(req.path)
  const wantsData =
    req.path.startsWith('/api/') || req.path.endsWith('.data') || '_data' in req.query || !(req.get('accept') ?? '').includes('text/html')
  res.status(403).setHeader('Cache-Control', 'no-store')
  if (wantsData) {
    res.json({ code: 'CROSS_SITE_REQUEST', message: REFUSAL[locale].body })
    return
  }
  const text = REFUSAL[locale]
  res.type('html').send(refusalPage({ locale, title: text.title, message: text.body, link: text.link }))
}

/** Express middleware: refuses cross-site state-changing requests with 403 (a page, or JSON for data requests). */
export function sameOriginGuard(options: { publicUrl?: string } = {}) {
  const configured = options.publicUrl ? new URL(options.publicUrl).origin.toLowerCase() : null
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || CROSS_SITE_POST_PATHS.some((pattern) => pattern.test(req.path))) return next()
    const own = new Set<string>([`${req.protocol}://${req.get('host') ?? ''}`.toLowerCase()])
    if (configured) own.add(configured)
    const source = requestSource({ origin: req.get('origin'), secFetchSite: req.get('sec-fetch-site'), referer: req.get('referer') }, own)
    if (source === 'cross-site') return refuse(req, res)
    next()
  }
}

/** The paths that answer this machine only (the dev mailbox and its outbox, the commerce clock). */
const LOOPBACK_ONLY_PATHS = /^(?:\/(?:es|pt))?\/(?:api\/)?_dev(?:\/|$)/

/** A Host name that only this machine resolves to itself. */
function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name)
}

/**
 * DNS rebinding: a page on another site can point its own name at 127.0.0.1 and then read this
 * machine's loopback-only answers (the dev mailbox holds sign-in and reset links) with the
 * visitor's browser, which connects from loopback. Such a request names the other site in its Host
 * header, so the loopback-only paths answer 404 unless the Host is a loopback name or the
 * configured public origin's.
 */
export function loopbackHostGuard(options: { publicUrl?: string } = {}) {
  const configured = options.publicUrl ? new URL(options.publicUrl).hostname.toLowerCase() : null
  return (req: Request, res: Response, next: NextFunction) => {
    if (!LOOPBACK_ONLY_PATHS.test(req.path)) return next()
    const hostname = (req.hostname ?? '').toLowerCase()
    if (isLoopbackHostname(hostname) || (configured !== null && hostname === configured)) return next()
    res.status(404).setHeader('Cache-Control', 'no-store')
    res.json({ code: 'NOT_FOUND', message: 'Not found.' })
  }
}
