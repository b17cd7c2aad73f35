import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { pluginLoader } from '#app/cms/plugin-route.server.ts'
import { PluginView } from '#app/components/PluginView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return pluginLoader({ request, context, id: params.id })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.plugin.title} · Marquee` : 'Marquee' }]

export default function Route() {
  const { plugin } = useLoaderData<typeof loader>()
  return <PluginView plugin={plugin} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
