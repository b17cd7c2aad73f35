import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary, NotFound } from '#app/components/GeneralErrorBoundary.tsx'
import { commonStrings } from '#app/i18n/resources.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export async function loader(_: LoaderFunctionArgs) {
  throw new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commonStrings, 'common:page.notFoundTitle') }]

export default function CatchAll() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
