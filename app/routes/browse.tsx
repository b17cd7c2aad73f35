import type { LoaderFunctionArgs } from '@remix-run/node'
import { composedPageLoader } from '#app/cms/page-route.server.ts'

export { default, ErrorBoundary, headers, meta } from '#app/cms/ComposedPageRoute.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return composedPageLoader({ request, context, kind: 'page', id: 'browse' })
}
