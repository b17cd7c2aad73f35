/**
 * A route's page as the server renders it (what a browser without JavaScript gets): the page
 * component in the router stub under `locale`'s strings, with the data its loader (and action)
 * gave, parsed into a happy-dom document to be read by role and name.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createRemixStub } from '@remix-run/testing'
import { Window } from 'happy-dom'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import type { Locale } from '#app/i18n/resources.ts'

/** A route module as a test imports it: its loader and action called directly, its page rendered. */
export interface RouteModule {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>
  action: (args: ActionFunctionArgs) => Promise<unknown>
  default: ComponentType
}

export function serverRenderedPage(opts: {
  locale: Locale
  Page: ComponentType
  /** the page's path with its query, as the browser asked for it */
  path: string
  /** the route's id in the stub, which keys its loader and action data */
  routeId: string
  loaderData: unknown
  actionData?: unknown
}): { window: Window; body: HTMLElement } {
  const { locale, Page, path, routeId, loaderData, actionData } = opts
  const Stub = createRemixStub([
    {
      id: routeId,
      path: new URL(path, 'http://app.test').pathname,
      Component: () => (
        <TranslationsProvider i18n={createI18n(locale, {})}>
          <Page />
        </TranslationsProvider>
      ),
      loader: () => loaderData as Record<string, unknown>,
    },
  ])
  const html = renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { [routeId]: loaderData }, actionData: actionData ? { [routeId]: actionData } : undefined }}
    />,
  )
  const window = new Window({ url: `http://app.test${path}` })
  window.document.body.innerHTML = html
  return { window, body: window.document.body as unknown as HTMLElement }
}
