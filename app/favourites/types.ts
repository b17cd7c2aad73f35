/** The platform's favourites answers, as platform/openapi.yaml describes them (/favourite/vods). */
import type { components, paths } from '#schemas/generated/api.ts'

export type FavouriteEntry = components['schemas']['FavouriteEntry']

export type FavouritesPage = paths['/api/favourite/vods']['get']['responses'][200]['content']['application/json']
