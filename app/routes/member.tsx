import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { composedPageLoader } from '#app/cms/page-route.server.ts'
import { ComposedPageView } from '#app/components/ComposedPageView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { useRouteError } from '@remix-run/react'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return composedPageLoader({ request, context, kind: 'page', id: 'myuefa' })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.title} · Marquee` : 'Marquee' }]

export default function Route() {
  const { page, preview } = useLoaderData<typeof loader>()
  return <ComposedPageView page={page} preview={preview} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
