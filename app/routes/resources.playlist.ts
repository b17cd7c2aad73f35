import type { LoaderFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { contentId } from '#app/catalogue/params.server.ts'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { type PlaylistPreviewPage } from '#blocks/bucket/playlist-preview.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

const page = z.coerce.number().int().min(1).max(10_000).default(1)

/**
 * One page (6) of a playlist for the carousel's expanded playlist preview (useFetcher):
 * GET /resources/playlist/:playlistId?p=1 → PlaylistPreviewPage, or { error } with the status.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const none = { 'Cache-Control': cachePolicy.none }
  const id = contentId.safeParse(params.playlistId)
  const p = page.safeParse(new URL(request.url).searchParams.get('p') ?? undefined)
  if (!id.success) return Response.json({ error: 'Unknown playlist' }, { status: 404, headers: none })
  if (!p.success) return Response.json({ error: 'p must be a page number (1 or more)' }, { status: 400, headers: none })
  const { client, viewer } = await platformFor(request, context)
  try {
    const playlist = await client.getPlaylist(id.data, { p: p.data, rpp: PAGE_SIZES.playlistPreview })
    if (!playlist) return Response.json({ error: 'Unknown playlist' }, { status: 404, headers: none })
    const first = p.data === 1 ? playlist : await client.getPlaylist(id.data, { p: 1, rpp: 1 })
    const firstVideo = first?.videos.vods[0] ?? null
    const answer: PlaylistPreviewPage = {
      id: playlist.id,
      title: playlist.title,
      description: playlist.description,
      videos: playlist.videos.vods.map((v) => ({ ...v, description: '', genres: [] })),
      page: playlist.videos.page,
      totalPages: playlist.videos.totalPages,
      firstVideoId: firstVideo?.id ?? null,
      firstVideoTitle: firstVideo?.title ?? null,
    }
    return Response.json(answer, { headers: { 'Cache-Control': viewer.isGuest ? cachePolicy.guest : cachePolicy.personal } })
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return Response.json({ error: error.message }, { status: error.status, headers: none })
    logger.warn({ event: 'playlist.preview_failed', playlistId: id.data, message: (error as Error)?.message })
    return Response.json({ error: 'This playlist is not available right now' }, { status: 503, headers: none })
  }
}
