import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { composedPageLoader } from '#app/cms/page-route.server.ts'
import { previewHeaders, requireEditor, requiredParam } from '#app/cms/preview.server.ts'

export { default, meta } from '#app/cms/ComposedPageRoute.tsx'
// the tools' refusals: which role a page is for, and a tool's address missing its id
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'

export const headers: HeadersFunction = () => previewHeaders

/** Draft of a section, for editors: broken blocks show their validation errors. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(request, context)
  return composedPageLoader({ request, context, kind: 'section', id: requiredParam(request, 'id'), preview: true })
}
