import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary, StatusPage } from '#app/components/GeneralErrorBoundary.tsx'
import { useT } from '#app/i18n/t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'

/** The catalogue pages' ErrorBoundary: the shared one, with a readable page for a malformed query (400). */
export function CatalogueErrorBoundary() {
  const { t } = useT(catalogueStrings)
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{ 400: () => <StatusPage code={400} title={t('catalogue:catalogue.badLinkTitle')} body={t('catalogue:catalogue.badLinkBody')} /> }}
    />
  )
}
