/**
 * Which external providers the login page offers: those named in the realm's CMS settings
 * (`signInProviders`) that the platform has configured, in the settings' order. "id" is the
 * platform's own email-and-password provider and is not an external one.
 */
import type { AppLoadContext } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { safeRedirectPath } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { federatedCalls } from './client.server.ts'
import { subRouteFlow } from './social.ts'
import type { ProviderButton, PublicProvider } from './types.ts'

export const PASSWORD_PROVIDER = 'id'

/** Kinds the browser can start by following a link (the others need a provider's own script or form). */
const LINK_STARTED = new Set(['oidc', 'oauth', 'tv'])

/**
 * Where a provider's sign-in starts, carrying where to return (a same-origin path). `loginPath`:
 * the login page the choice is made on (plain, gift or gift redemption login, localized); a
 * provider's own step hangs under it.
 */
export function startPath(
  p: Pick<PublicProvider, 'name' | 'kind'> & Partial<Pick<PublicProvider, 'authorizationEndpoint' | 'protocol'>>,
  locale: Locale,
  from?: string | null,
  loginPath = localePath(locale, '/login'),
): string {
  const back = from ? safeRedirectPath(from, '') : ''
  const query = new URLSearchParams()
  const own = subRouteFlow(p)
  if (p.kind !== 'tv' && !own) query.set('provider', p.name)
  if (back) query.set('from', back)
  // Apple, Google, Facebook and credentials partners have their own sub-route under login (LOGIN_REDIRECT).
  const path = own
    ? `${loginPath.replace(/\/+$/, '')}/${encodeURIComponent(p.name)}`
    : localePath(locale, p.kind === 'tv' ? '/tv-login' : '/oidc/login')
  const qs = query.toString()
  return `${path}${qs ? `?${qs}` : ''}`
}

export interface RealmProviders {
  /** the realm's sign-in providers in its settings' order ("id" included when offered) */
  names: string[]
  /** the configured external ones among them */
  external: PublicProvider[]
}

/** The realm's providers; a platform failure leaves only what needs no platform configuration. */
export async function realmProviders(request: Request, context: AppLoadContext, locale: Locale): Promise<RealmProviders> {
  const { client } = await platformFor(request, context, locale)
  const [settings, configured] = await Promise.all([
    client.getSettings().catch(() => null),
    federatedCalls(client)
      .providers()
      .then((r) => r.providers)
      .catch((error: unknown) => {
        logger.warn({ event: 'federation.providers_unavailable', message: (error as Error)?.message })
        return [] as PublicProvider[]
      }),
  ])
  const names = settings?.body.signInProviders ?? [PASSWORD_PROVIDER]
  const byName = new Map(configured.map((p) => [p.name, p]))
  return { names, external: names.flatMap((n) => (n !== PASSWORD_PROVIDER && byName.get(n) ? [byName.get(n)!] : [])) }
}

export async function providerByName(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  name: string | null,
  kinds: string[],
): Promise<PublicProvider | null> {
  const { external } = await realmProviders(request, context, locale)
  return external.find((p) => kinds.includes(p.kind) && (name === null || p.name === name)) ?? null
}

/**
 * The login page's buttons for the realm's external providers. OpenID, OAuth and TV providers
 * start with a link; Apple, Google and Facebook with a form post to their sub-route (starting
 * sets this browser's state and nonce, which a GET should not do); credentials partners link to
 * their form. Token partners and the Gigya-type manager get no button: they need the partner's
 * script in the browser.
 */
export function providerButtons(realm: RealmProviders, locale: Locale, from?: string | null, loginPath?: string): ProviderButton[] {
  return realm.external.flatMap((p): ProviderButton[] => {
    const own = subRouteFlow(p)
    if (!own && (!LINK_STARTED.has(p.kind) || p.kind === 'partner')) return []
    return [
      {
        name: p.name,
        kind: p.kind,
        label: p.label,
        logoUri: p.logoUri,
        href: startPath(p, locale, from, loginPath),
        method: own && own.kind !== 'partner' ? 'post' : 'link',
      },
    ]
  })
}

/**
 * When the realm signs in through exactly one provider and that provider is an
 * external one, a guest on login (or sign-up) with no `code` in the query goes straight to it.
 * Returns the path to redirect to, or null.
 */
export function singleProviderRedirect(realm: RealmProviders, request: Request, locale: Locale, isGuest: boolean): string | null {
  if (!isGuest) return null
  const url = new URL(request.url)
  if (url.searchParams.has('code')) return null
  if (realm.names.length !== 1 || realm.external.length !== 1) return null
  const only = realm.external[0]!
  // a credentials partner's own form counts; token partners need their script, not a redirect
  if (!LINK_STARTED.has(only.kind) && !subRouteFlow(only)) return null
  return startPath(only, locale, url.searchParams.get('from') ?? url.searchParams.get('redirectTo'))
}

/** What the login loader needs from federation: the buttons, or a redirect to the only provider. */
export async function federatedLogin(request: Request, context: AppLoadContext, locale: Locale, isGuest: boolean) {
  const realm = await realmProviders(request, context, locale)
  const url = new URL(request.url)
  return {
    redirectTo: singleProviderRedirect(realm, request, locale, isGuest),
    // this page's own path: the gift logins' provider steps hang under them
    buttons: providerButtons(realm, locale, url.searchParams.get('from'), url.pathname),
    /** whether the realm offers email and password at all */
    passwordSignIn: realm.names.includes(PASSWORD_PROVIDER),
  }
}
