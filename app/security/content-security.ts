/**
 * The Content-Security-Policy of every page, with a fresh nonce per request. Remix's and React's
 * inline scripts (hydration data, deferred rows arriving in the stream) carry that nonce; any
 * other inline script, injected markup included, is refused: there is no 'unsafe-inline' for
 * scripts. Inline styles stay allowed (React style attributes, the realm theme's variables).
 *
 * Pages may be framed by this origin only. The partner embed route answers its own
 * `frame-ancestors` (the realm's partner origins, app/player/embed.server.ts), which replaces
 * 'self' here.
 */
import { randomBytes } from 'node:crypto'

export function createNonce(): string {
  return randomBytes(18).toString('base64')
}

const FRAME_ANCESTORS = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i

/**
 * The policy for a document. `routePolicy` is what the route's own headers asked for, of which
 * only `frame-ancestors` is kept (the embed route's partner list).
 */
export function documentPolicy(nonce: string, routePolicy?: string | null): string {
  const ancestors = (routePolicy && FRAME_ANCESTORS.exec(routePolicy)?.[1]?.trim()) || "'self'"
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // the player's HLS engine transmuxes in a worker made from a blob
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    // artwork is same-origin in the demo; CMS editors may point at images on any https host
    "img-src 'self' data: blob: https:",
    // blob: Media Source streams; data: the player's empty subtitle track before one is chosen
    "media-src 'self' blob: data:",
    "connect-src 'self'",
    "font-src 'self' data:",
    // plugins are pages an editor chose, on this origin or another https one
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

/**
 * The headers every document gets besides its CSP: X-Frame-Options for browsers that do not read
 * frame-ancestors (left out where partners may frame the page), and a Permissions-Policy that
 * turns off what a streaming page never uses.
 */
export function documentHeaders(nonce: string, headers: Headers): void {
  const routePolicy = headers.get('Content-Security-Policy')
  const policy = documentPolicy(nonce, routePolicy)
  headers.set('Content-Security-Policy', policy)
  const ancestors = FRAME_ANCESTORS.exec(policy)?.[1]?.trim()
  if (ancestors === "'self'") headers.set('X-Frame-Options', 'SAMEORIGIN')
  else if (ancestors === "'none'") headers.set('X-Frame-Options', 'DENY')
  else headers.delete('X-Frame-Options')
}

/** Features no page of the product uses; the player keeps fullscreen, picture-in-picture and autoplay. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'midi=()',
  'payment=()',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'autoplay=(self)',
].join(', ')

/** HSTS for answers served over https (directly or behind a proxy that says so). Half a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains'
