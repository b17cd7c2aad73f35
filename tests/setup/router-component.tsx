/**
 * Component tests that need a router (links, forms, fetchers): the component is rendered in
 * @remix-run/testing's stub, with i18next in English and no resources, so each string shows its
 * key's default text. The console guard (console.ts) already drops the stub's own notice.
 */
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll } from 'vitest'

/** Sets up i18next once for the file and empties the document after each test. */
export function setUpRouterComponentTests() {
  beforeAll(async () => {
    await i18next
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: {} } }, interpolation: { escapeValue: false } })
  })
  afterEach(() => cleanup())
}

/** Renders the routes in the stub router, starting at `path`. */
export function renderWithRouter(routes: Parameters<typeof createRemixStub>[0], path: string) {
  const Stub = createRemixStub(routes)
  return render(<Stub initialEntries={[path]} />)
}
