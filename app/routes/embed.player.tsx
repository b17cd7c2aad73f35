import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { RouteHandle } from '#app/root.tsx'
import { loadEmbed } from '#app/player/embed.server.ts'
import { EmbedPlayer } from '#app/player/EmbedPlayer.tsx'
import { playerStrings } from '#app/player/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const handle: RouteHandle = { chrome: false }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadEmbed({ request, context })
}

/** Framable only by the realm's partner origins (CSP frame-ancestors), never cached. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Content-Security-Policy': loaderHeaders.get('Content-Security-Policy') ?? "frame-ancestors 'none'",
  'Cache-Control': 'private, no-store',
})

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, playerStrings, 'player:embed.pageTitle') },
  { name: 'robots', content: 'noindex' },
]

export default function EmbedPlayerRoute() {
  const data = useLoaderData<typeof loader>()
  return <EmbedPlayer partnerOrigins={data.partnerOrigins} initialTrack={data.initialTrack} />
}
