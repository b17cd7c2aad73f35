/**
 * What every composed-page route (HOME, BROWSE, SECTION, the member page, their previews) shares
 * besides its loader: the view, meta, headers and error boundary. Each route module re-exports
 * these and declares its own loader.
 */
import type { HeadersFunction, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import type { composedPageLoader } from '#app/cms/page-route.server.ts'
import { ComposedPageView } from './ComposedPageView.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'

type Loader = () => ReturnType<typeof composedPageLoader>

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<Loader> = ({ data }) => [
  { title: data ? `${data.page.title} · Marquee` : 'Marquee' },
  ...(data?.page.description ? [{ name: 'description', content: data.page.description }] : []),
  ...(data?.preview ? [{ name: 'robots', content: 'noindex' }] : []),
]

export default function ComposedPageRoute() {
  const { page, preview } = useLoaderData<Loader>()
  return <ComposedPageView page={page} preview={preview} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
