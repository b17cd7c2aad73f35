/** The platform's favourites answers (platform/openapi.yaml, /favourite/vods). */
export interface FavouriteEntry {
  id: string
  type: string
  title: string
  thumbnailUrl: string | null
  duration: number | null
  favourite: true
  addedAt: string
}

export interface FavouritesPage {
  items: FavouriteEntry[]
  paging: { page: number; moreDataAvailable: boolean; totalResults: number }
}
