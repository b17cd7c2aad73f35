import type { RowCard } from '#app/platform/types.ts'

/** Which of a title's three artwork fields a card shows. A row's cards travel with that one only. */
export type ArtworkField = 'thumbnailUrl' | 'posterUrl' | 'titleImageUrl'

/** How a row shows its cards' artwork (its `rowTypeData`). */
export interface RowArtwork {
  displayPosters?: boolean
  playlistImageType?: 'title' | 'poster'
}

/**
 * The field a card shows its artwork from: a playlist in a row that names a playlist image type
 * shows that image (its title image, or its thumbnail when it has none); any other card shows its
 * poster in a poster row and its thumbnail elsewhere.
 */
export function artworkField(item: Pick<RowCard, 'type' | 'titleImageUrl'>, row: RowArtwork): ArtworkField {
  if (item.type === 'VOD_PLAYLIST' && row.playlistImageType) {
    return row.playlistImageType === 'poster' ? 'posterUrl' : item.titleImageUrl ? 'titleImageUrl' : 'thumbnailUrl'
  }
  return row.displayPosters ? 'posterUrl' : 'thumbnailUrl'
}
