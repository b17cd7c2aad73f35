import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary, StatusPage } from '#app/components/GeneralErrorBoundary.tsx'
import { useCatalogueText } from './strings.ts'

/** The catalogue pages' ErrorBoundary: the shared one, with a readable page for a malformed query (400). */
export function CatalogueErrorBoundary() {
  const { text } = useCatalogueText()
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{ 400: () => <StatusPage code={400} title={text('catalogue.badLinkTitle')} body={text('catalogue.badLinkBody')} /> }}
    />
  )
}
