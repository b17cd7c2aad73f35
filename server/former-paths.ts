/**
 * Addresses from before a path word was renamed keep working: a request whose path uses a former
 * word (the route table's `formerPathWords`, "/pt/buscar?q=x") is answered with a permanent
 * redirect to the same page at its current address ("/pt/pesquisar?q=x"), before Remix sees it.
 *
 * GET and HEAD answer 301; any other method 308, which keeps the method and its body (a form
 * posted from a page loaded before the rename). The target is a same-origin path built from the
 * route table by `renamedPath`, with the request's own query as the URL parser normalised it, and
 * it passes the product's same-origin check (`safeRedirectPath`); an address whose target would
 * not is handed on unchanged (and answers the page that was not found, as before).
 */
import type { NextFunction, Request, Response } from 'express'
import { renamedPath } from '#app/i18n/renamed-path.ts'
import { safeRedirectPath } from '#app/utils/http.ts'

/** How long browsers and caches may keep the redirect: a day, so a rename can still be undone. */
const MAX_AGE_SECONDS = 24 * 60 * 60

/** The redirect of a request's address, or undefined when it uses no former word. */
export function formerPathTarget(originalUrl: string): string | undefined {
  let url: URL
  try {
    // Only the path and the query are read: a request line with a full URL names no other host
    // here, and one that opens with "//" is a path whose first segment is no language.
    url = originalUrl.startsWith('/') ? new URL(`http://marquee.invalid${originalUrl}`) : new URL(originalUrl)
  } catch {
    return undefined
  }
  const renamed = renamedPath(url.pathname)
  if (renamed === undefined) return undefined
  // A backslash is the one character the parser leaves in a query that the same-origin check refuses.
  const target = safeRedirectPath(renamed + url.search.replace(/\\/g, '%5C'), '')
  return target === '' ? undefined : target
}

export function formerPathRedirect() {
  return (req: Request, res: Response, next: NextFunction) => {
    const target = formerPathTarget(req.originalUrl)
    if (target === undefined) return next()
    res.status(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308)
    res.setHeader('Location', target)
    res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`)
    res.end()
  }
}
