import type { LoaderFunctionArgs } from '@remix-run/node'
import { composedPageLoader } from '#app/cms/page-route.server.ts'
import { invariantResponse } from '#app/utils/http.ts'

export { default, ErrorBoundary, headers, meta } from '#app/cms/ComposedPageRoute.tsx'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  invariantResponse(params.id && /^[a-z0-9][a-z0-9-_]{0,79}$/.test(params.id), 'Not found', { status: 404 })
  return composedPageLoader({ request, context, kind: 'section', id: params.id })
}
