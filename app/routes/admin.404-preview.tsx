import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { draftLabelsLoader } from '#app/cms/labels-preview.server.ts'
import { previewHeaders } from '#app/cms/preview.server.ts'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import { NotFound } from '#app/components/GeneralErrorBoundary.tsx'
import { PreviewBanner } from '#app/cms/PreviewBanner.tsx'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

/** The not-found page with the draft labels of a locale. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return draftLabelsLoader(request, context)
}

export const headers: HeadersFunction = () => previewHeaders
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.notFoundPreview') },
  { name: 'robots', content: 'noindex' },
]

export default function NotFoundPreview() {
  const { locale, strings, version } = useLoaderData<typeof loader>()
  const i18n = useMemo(() => createI18n(locale, strings), [locale, strings])
  return (
    <TranslationsProvider i18n={i18n}>
      <PreviewBanner version={version ?? undefined} />
      <NotFound />
    </TranslationsProvider>
  )
}

// the tools' refusals: which role a page is for, and a tool's address missing its id
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'
