/**
 * Component tests that need a router (links, forms): the component is rendered in
 * @remix-run/testing's stub. Outside a TranslationsProvider the strings are English defaults,
 * so each string shows its key's default text. The console guard (console.ts) already drops the
 * stub's own notice.
 */
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render } from '@testing-library/react'
import { afterEach } from 'vitest'

/** Empties the document after each test. */
export function setUpRouterComponentTests() {
  afterEach(() => cleanup())
}

/** Renders the routes in the stub router, starting at `path`. */
export function renderWithRouter(routes: Parameters<typeof createRemixStub>[0], path: string) {
  const Stub = createRemixStub(routes)
  return render(<Stub initialEntries={[path]} />)
}
