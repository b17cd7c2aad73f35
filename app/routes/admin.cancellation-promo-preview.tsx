import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { draftLabelsLoader } from '#app/cms/labels-preview.server.ts'
import { previewHeaders } from '#app/cms/preview.server.ts'
import { createI18n } from '#app/i18n/i18n.ts'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { PreviewBanner } from '#app/components/PreviewBanner.tsx'
import { CancellationPromo } from '#app/components/CancellationPromo.tsx'

/** The cancellation promo as a subscriber would see it, with the draft labels of a locale. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return draftLabelsLoader(request, context)
}

export const headers: HeadersFunction = () => previewHeaders
export const meta: MetaFunction = () => [{ title: 'Cancellation promo preview · Marquee' }, { name: 'robots', content: 'noindex' }]

export default function CancellationPromoPreview() {
  const { locale, strings, version } = useLoaderData<typeof loader>()
  const i18n = useMemo(() => createI18n(locale, strings), [locale, strings])
  return (
    <I18nextProvider i18n={i18n}>
      <PreviewBanner version={version ?? undefined} />
      <CancellationPromo discount="50%" months={3} preview />
    </I18nextProvider>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
