import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { composedPageLoader } from '#app/cms/page-route.server.ts'
import { ComposedPageView } from '#app/components/ComposedPageView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { invariantResponse } from '#app/utils/http.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  invariantResponse(params.id && /^[a-z0-9][a-z0-9-_]{0,79}$/.test(params.id), 'Not found', { status: 404 })
  return composedPageLoader({ request, context, kind: 'section', id: params.id })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.title} · Marquee` : 'Marquee' }]

export default function Section() {
  const { page, preview } = useLoaderData<typeof loader>()
  return <ComposedPageView page={page} preview={preview} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
