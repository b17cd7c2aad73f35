import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import { getLocale } from '#app/i18n/i18n.server.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'

/** ROOT sends the visitor to the realm's default page (HOME unless the settings say BROWSE). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const { client } = await platformFor(request, context, locale)
  const settings = await client.getSettings().catch(() => null)
  const target = settings?.body.defaultPage === 'BROWSE' ? '/browse' : '/home'
  return redirect(localePath(locale, target), { headers: { 'Cache-Control': cachePolicy.guest } })
}
