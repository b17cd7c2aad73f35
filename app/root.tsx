import { useAccountPreferences } from '#app/player/preferences.ts'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react'
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { cssBundleHref } from '@remix-run/css-bundle'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import '#app/styles/global.css.ts'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import type { Strings } from '#app/i18n/resources.ts'
import { loadRootData, type RootData } from '#app/root.server.ts'
import { SiteChrome } from '#app/components/layout/SiteChrome.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { useRankingsReset } from '#app/editorial/useRankingsReset.ts'
import { localeOfPath, localeOfUrl, localePath } from '#app/i18n/locale-path.ts'
import { useNonce } from '#app/security/nonce.tsx'
import { useServerHead } from '#app/utils/server-head.tsx'

// "Who's watching?" renders only for signed-in viewers: its code stays out of every page's first
// download (the guest home budget). Visitors without JavaScript get it rendered in place, as every
// Suspense boundary (app/utils/streaming.ts).
const ProfileChooser = lazy(() => import('#app/auth/ProfileChooser.tsx').then((m) => ({ default: m.ProfileChooser })))

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  return loadRootData(request, context)
}

/** Root data only changes with the locale, a sign-in or sign-out, or a form post. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return true
  if (localeOfUrl(currentUrl.pathname, currentUrl.search) !== localeOfUrl(nextUrl.pathname, nextUrl.search)) return true
  return currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? cachePolicy.personal,
})

export const meta: MetaFunction = () => [{ title: 'Marquee' }]

export const links: LinksFunction = () => (cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : [])

export interface RouteHandle {
  /** false: render without the navigation bar (pages for mobile apps' web views). */
  chrome?: boolean
}

const noLabels: Strings = {}

function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData()
  // Without root data (the root loader failed: the platform unavailable, say) the path still says the language.
  const { pathname } = useLocation()
  const locale = data?.locale ?? localeOfPath(pathname)
  const strings = data?.strings ?? noLabels
  const i18n = useMemo(() => createI18n(locale, strings), [locale, strings])
  const nonce = useNonce()
  const serverHead = useServerHead()
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0c10" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* last in the head: what only the server writes (app/utils/server-head.tsx) */}
        {serverHead}
      </head>
      <body style={data?.themeStyle}>
        <TranslationsProvider i18n={i18n}>
          <I18nProvider locale={locale}>{children}</I18nProvider>
        </TranslationsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  useRankingsReset()
  const data = useRootData()
  useAccountPreferences(data?.preferences)
  const matches = useMatches()
  const chrome = !matches.some((m) => (m.handle as RouteHandle | undefined)?.chrome === false)
  if (data?.profileChooser) {
    // "Who's watching?" first; the page shows once a profile is chosen (its loaders already ran).
    return (
      <main id="main">
        <Suspense fallback={null}>
          <ProfileChooser data={data.profileChooser} manageHref={localePath(data.locale, '/profiles')} />
        </Suspense>
      </main>
    )
  }
  if (!data || !chrome) {
    return (
      <main id="main">
        <Outlet />
      </main>
    )
  }
  return (
    <SiteChrome data={data}>
      <Outlet />
    </SiteChrome>
  )
}

export function ErrorBoundary() {
  const data = useRootData()
  const error = useRouteError()
  const location = useLocation()
  const body = <GeneralErrorBoundary error={error} />
  if (!data) return <main id="main">{body}</main>
  return (
    <SiteChrome data={data} key={location.pathname + String(isRouteErrorResponse(error) && error.status)}>
      {body}
    </SiteChrome>
  )
}
