import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { draftLabelsLoader } from '#app/cms/labels-preview.server.ts'
import { previewHeaders, requireEditor } from '#app/cms/preview.server.ts'
import { formatMoney } from '#app/commerce/money.ts'
import { formatPercent, intlLocale } from '#app/i18n/format.ts'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import { PreviewBanner } from '#app/cms/PreviewBanner.tsx'
import { CancellationPromo } from '#app/account/CancellationPromo.tsx'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

/**
 * The cancellation promo as a subscriber would see it: the platform's promo (the discount and how
 * many renewals it lasts), with the draft labels of a locale. Editors only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const labels = await draftLabelsLoader(request, context)
  const { client } = await requireEditor(request, context)
  const { promos } = await client.request<{ promos: PromoView[] }>('GET', '/cancellation-promos')
  const promo = promos[0] ?? null
  return data({ ...labels.data, promo }, { headers: previewHeaders })
}

interface PromoView {
  code: string
  description: string
  discountType: 'PERCENTAGE' | 'AMOUNT'
  percentage: number | null
  amount: number | null
  currency: string | null
  scale: number | null
  periods: number
}

export const headers: HeadersFunction = () => previewHeaders
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.cancellationPromoPreview') },
  { name: 'robots', content: 'noindex' },
]

export default function CancellationPromoPreview() {
  const { locale, strings, version, promo } = useLoaderData<typeof loader>()
  const i18n = useMemo(() => createI18n(locale, strings), [locale, strings])
  return (
    <TranslationsProvider i18n={i18n}>
      <PreviewBanner version={version ?? undefined} />
      {promo ? (
        <CancellationPromo
          discount={
            promo.discountType === 'PERCENTAGE'
              ? formatPercent(promo.percentage ?? 0, locale)
              : formatMoney({ amount: promo.amount ?? 0, scale: promo.scale ?? 2, currency: promo.currency ?? 'GBP' }, intlLocale(locale))
          }
          months={promo.periods}
          preview
        />
      ) : (
        <p role="status">No cancellation promo is active: subscribers who cancel are not offered one.</p>
      )}
    </TranslationsProvider>
  )
}

// the tools' refusals: which role a page is for, and a tool's address missing its id
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'
