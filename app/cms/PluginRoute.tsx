/** View, meta, headers and error boundary shared by PLUGIN and EXTERNAL_PAGE. */
import type { HeadersFunction, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import type { pluginLoader } from '#app/cms/plugin-route.server.ts'
import { PluginView } from './PluginView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'

type Loader = () => ReturnType<typeof pluginLoader>

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders
export const meta: MetaFunction<Loader> = ({ data }) => [{ title: data ? `${data.plugin.title} · Marquee` : 'Marquee' }]

export default function PluginRoute() {
  const { plugin } = useLoaderData<Loader>()
  return <PluginView plugin={plugin} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
