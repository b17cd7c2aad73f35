import type { LoaderFunctionArgs } from '@remix-run/node'
import { pluginLoader } from '#app/cms/plugin-route.server.ts'

export { default, ErrorBoundary, headers, meta } from '#app/cms/PluginRoute.tsx'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return pluginLoader({ request, context, id: params.pageId })
}
