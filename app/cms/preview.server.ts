import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { AppLoadContext } from '@remix-run/node'
import { platformFor, isEditor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'

export const previewHeaders = { 'Cache-Control': cachePolicy.none, 'X-Robots-Tag': 'noindex, nofollow' }

/** Previews are for editors and operators: everyone else, guests included, gets 403. */
export async function requireEditor(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const platform = await platformFor(request, context, locale)
  if (!isEditor(platform.viewer)) throw new Response('Editors only', { status: 403, headers: previewHeaders })
  return { ...platform, locale }
}

export function requiredParam(request: Request, name: string): string {
  const value = new URL(request.url).searchParams.get(name)
  if (!value || !/^[a-z0-9][a-z0-9-_]{0,79}$/.test(value)) {
    throw new Response(`Add ?${name}=<document id> to the address`, { status: 400, headers: previewHeaders })
  }
  return value
}
