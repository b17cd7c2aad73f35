import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { pluginLoader } from '#app/cms/plugin-route.server.ts'
import { PluginView } from '#app/cms/PluginView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import type { RouteHandle } from '#app/root.tsx'

/** MOBILE_EXTERNAL_PAGE: an external page for the mobile apps' web views, without the site's bar. */
export const handle: RouteHandle = { chrome: false }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return pluginLoader({ request, context, id: new URL(request.url).searchParams.get('pageId') })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.plugin.title ?? 'Marquee' }]

export default function MobileExternal() {
  const { plugin } = useLoaderData<typeof loader>()
  return <PluginView plugin={plugin} bare />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
