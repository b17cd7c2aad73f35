import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useT } from '#app/i18n/t.ts'
import { previewHeaders, requireEditor, requiredParam } from '#app/cms/preview.server.ts'
import { cmsValidators } from '#schemas/validate.ts'
import type { MenuDocument } from '#schemas/index.ts'
import { SiteNav } from '#app/components/nav/index.ts'
import { ErrorPanel } from '#blocks/shared/ErrorPanel.tsx'
import { PreviewBanner } from '#app/cms/PreviewBanner.tsx'
import { fallbackSettings } from '#app/cms/settings.ts'
import type { RootData } from '#app/root.server.ts'
import type { RouteHandle } from '#app/root.tsx'
import { localized, previewLocale, textLocaleFor } from '#app/cms/localize.server.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

/** The draft of a menu (?id=web-top) in the navigation bar of its layout, alone on the page. */
export const handle: RouteHandle = { chrome: false }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { client, locale } = await requireEditor(request, context)
  const id = requiredParam(request, 'id')
  const [record, text] = await Promise.all([
    client.getDocument<MenuDocument>('menu', id, { draft: true }),
    textLocaleFor(client, previewLocale(request, locale)),
  ])
  if (!record) throw new Response('Not found', { status: 404, headers: previewHeaders })
  const check = cmsValidators().document('menu', record.body)
  return data(
    { menu: localized('menu', record.body, text), version: record.version, errors: check.ok ? [] : check.errors },
    { headers: previewHeaders },
  )
}

export const headers: HeadersFunction = () => previewHeaders
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.navbarPreview') },
  { name: 'robots', content: 'noindex' },
]

export default function NavbarPreview() {
  const { menu, version, errors } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData('root') as RootData | undefined
  const location = useLocation()
  const { t } = useT(toolStrings)
  const settings = { ...(root?.settings ?? fallbackSettings), navLayout: menu.layout }
  return (
    <>
      <PreviewBanner version={version} />
      {errors.length ? <ErrorPanel id={menu.id} type="menu" issues={errors} /> : null}
      <SiteNav
        menu={errors.length ? null : menu}
        settings={settings}
        viewer={{ isGuest: true }}
        locale={root?.locale ?? 'en'}
        pathname={location.pathname}
        search={location.search}
        hash={location.hash}
      />
      {/* the root layout's <main> holds this page (no chrome of its own): one main landmark, and a heading */}
      <div style={{ minHeight: '60vh', padding: '120px 24px' }}>
        <h1>{t('tools:tools.navbarPreview')}</h1>
        <p>
          {menu.layout} · {menu.platform} · {menu.items.length} items
        </p>
      </div>
    </>
  )
}

// the tools' refusals: which role a page is for, and a tool's address missing its id
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'
