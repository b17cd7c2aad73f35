/**
 * PLAYLIST (/playlist/:playlistId/:playlistTitle?): the playlist's title, description, share
 * link and its videos as cards, paged by ?p= links. "Play" opens the first video with playlistId, so playback continues through it.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { contentLink, playlistPlaybackQuery } from '#app/catalogue/links.ts'
import { parseId, parseQuery, playlistQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest, notFound } from '#app/catalogue/request.server.ts'
import { PlaylistView, type PlaylistData } from '#app/catalogue/PlaylistView.tsx'
import { localePath } from '#app/i18n/locale-path.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(request, context)
  const id = parseId(params.playlistId)
  const { p, all } = parseQuery(playlistQuery, url)
  const rpp = all ? PAGE_SIZES.playlistAll : PAGE_SIZES.playlist
  const playlist = await client.getPlaylist(id, { p, rpp })
  if (!playlist) throw notFound()
  // "Play" starts at the playlist's first video, whichever page is shown.
  const first = p === 1 ? playlist.videos.vods[0] : (await client.getPlaylist(id, { p: 1, rpp: 1 }))?.videos.vods[0]
  const query = playlistPlaybackQuery(playlist.id)
  return data(
    {
      locale,
      isGuest,
      playlist: {
        id: playlist.id,
        title: playlist.title,
        description: playlist.description,
        thumbnailUrl: playlist.thumbnailUrl,
        share: playlist.socialSharingDetail
          ? { href: localePath(locale, playlist.socialSharingDetail.url), title: playlist.socialSharingDetail.title }
          : null,
      },
      videos: playlist.videos.vods,
      page: p,
      totalPages: playlist.videos.totalPages,
      hasMore: playlist.paging.moreDataAvailable,
      totalResults: playlist.paging.totalResults,
      showingAll: Boolean(all),
      playHref: first ? contentLink(first, { locale, query }) : null,
      /** The video links of the cards carry playlistId too. */
      playlistQuery: query,
      pathname: url.pathname,
    } satisfies PlaylistData,
    { headers },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.playlist.title} · Marquee` },
        ...(data.playlist.description ? [{ name: 'description', content: data.playlist.description }] : []),
      ]
    : [{ title: 'Marquee' }]

export default function PlaylistRoute() {
  return <PlaylistView data={useLoaderData<typeof loader>()} />
}
