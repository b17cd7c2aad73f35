/** The partner embed page: which origins may frame it and talk to it (settings.partnerOrigins). */
import type { AppLoadContext } from '@remix-run/node'
import { data } from '@remix-run/node'
import { contentId } from '#app/catalogue/params.server.ts'
import { platformFor } from '#app/session.server.ts'
import { normalizeOrigin } from './bridge.ts'

/** CSP frame-ancestors for the allowed origins; nobody at all when there are none. */
export function frameAncestors(origins: readonly string[]): string {
  const valid = [...new Set(origins.map(normalizeOrigin).filter((o): o is string => o !== null))]
  return `frame-ancestors ${valid.length ? valid.join(' ') : "'none'"}`
}

export async function loadEmbed({ request, context }: { request: Request; context: AppLoadContext }) {
  const { client } = await platformFor(request, context)
  const settings = await client.getSettings().catch(() => null)
  const partnerOrigins = [...new Set((settings?.body.partnerOrigins ?? []).map(normalizeOrigin).filter((o): o is string => o !== null))]
  const v = contentId.safeParse(new URL(request.url).searchParams.get('v'))
  return data(
    { partnerOrigins, initialTrack: v.success ? v.data : null },
    {
      headers: {
        'Content-Security-Policy': frameAncestors(partnerOrigins),
        'Cache-Control': 'private, no-store',
      },
    },
  )
}
