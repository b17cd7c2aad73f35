import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pluginLoader } from '#app/cms/plugin-route.server.ts'
import { previewHeaders, requireEditor, requiredParam } from '#app/cms/preview.server.ts'
import { PluginView } from '#app/cms/PluginView.tsx'
import { PreviewBanner } from '#app/cms/PreviewBanner.tsx'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(request, context)
  return pluginLoader({ request, context, id: requiredParam(request, 'id'), preview: true })
}

export const headers: HeadersFunction = () => previewHeaders
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.pluginPreview') },
  { name: 'robots', content: 'noindex' },
]

export default function PluginPreview() {
  const { plugin, errors, version } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewBanner version={version} />
      <PluginView plugin={plugin} errors={errors} preview />
    </>
  )
}

// the tools' refusals: which role a page is for, and a tool's address missing its id
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'
