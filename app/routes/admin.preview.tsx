import { redirect, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { previewHeaders, requireEditor, requiredParam } from '#app/cms/preview.server.ts'
import { defaultLocale } from '#app/route-table.js'

const targets: Record<string, string> = {
  page: '/_admin/composed-page-preview',
  section: '/_admin/section-preview',
  plugin: '/_admin/plugin-preview',
  menu: '/_admin/navbar-preview',
}

// its refusals too are never cached (the error boundary below answers them here)
export const headers: HeadersFunction = () => previewHeaders

/** The generic preview link the CMS hands out: /_admin/preview?kind=section&id=sport goes to that kind's preview. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = await requireEditor(request, context)
  const kind = new URL(request.url).searchParams.get('kind') ?? 'page'
  // own keys only: `__proto__` or `constructor` is no kind of document
  const target = Object.hasOwn(targets, kind) ? targets[kind] : undefined
  if (!target)
    throw new Response(`Unknown kind "${kind}". Use one of: ${Object.keys(targets).join(', ')}`, { status: 400, headers: previewHeaders })
  const id = encodeURIComponent(requiredParam(request, 'id'))
  return redirect(`${target}?id=${id}${locale === defaultLocale ? '' : `&locale=${locale}`}`, { headers: previewHeaders })
}

// the tools' refusals: an unknown kind or a missing id (400), a viewer who is not an editor (403)
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'
