/**
 * React streams rows that finish after the shell as hidden markup plus a script that moves them
 * into place — which never runs when JavaScript is off. So the document streams only for browsers
 * known to run our scripts (they set this cookie once hydrated); everyone else — first visits,
 * JavaScript off, crawlers — gets each row rendered in place, in one document.
 */
export const JS_COOKIE = 'mq_js'

export function shouldStream(request: Request, isBot: boolean): boolean {
  if (isBot) return false
  const cookie = request.headers.get('cookie') ?? ''
  return cookie.split(/;\s*/).some((c) => c === `${JS_COOKIE}=1`)
}

/** Run in the browser after hydration. Carries no secret: it only says "scripts run here". */
export function rememberJavaScript() {
  if (!document.cookie.split(/;\s*/).includes(`${JS_COOKIE}=1`)) {
    document.cookie = `${JS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
  }
}
