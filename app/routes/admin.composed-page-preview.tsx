import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { composedPageLoader } from '#app/cms/page-route.server.ts'
import { previewHeaders, requireEditor, requiredParam } from '#app/cms/preview.server.ts'
import { ComposedPageView } from '#app/components/ComposedPageView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'

/** Draft of a page, for editors: broken blocks show their validation errors. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(request, context)
  return composedPageLoader({ request, context, kind: 'page', id: requiredParam(request, 'id'), preview: true })
}

export const headers: HeadersFunction = () => previewHeaders
export const meta: MetaFunction = () => [{ title: 'Preview · Marquee' }, { name: 'robots', content: 'noindex' }]

export default function Preview() {
  const { page } = useLoaderData<typeof loader>()
  return <ComposedPageView page={page} preview />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
