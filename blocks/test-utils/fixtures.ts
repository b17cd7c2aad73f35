import type { BucketPage, ContentCard } from '#app/platform/types.ts'
import type { SettingsDocument } from '#schemas/index.ts'
import type { BlockEnv } from '../types.ts'

export const settings: SettingsDocument = {
  id: 'realm',
  realmName: 'Marquee',
  navLayout: 'TOP',
  features: { sharing: true, watchlists: true },
}

export function env(overrides: Partial<BlockEnv> = {}): BlockEnv {
  return { settings, viewer: { isGuest: false }, locale: 'en', preview: false, index: 0, ...overrides }
}

export function card(overrides: Partial<ContentCard> & { id: string }): ContentCard {
  return {
    type: 'VOD',
    title: `Title ${overrides.id}`,
    description: `About ${overrides.id}`,
    duration: 5400,
    genres: [],
    year: 2024,
    rating: 'PG-13',
    thumbnailUrl: `/img/${overrides.id}-16x9.jpg`,
    posterUrl: `/img/${overrides.id}-2x3.jpg`,
    titleImageUrl: null,
    startDate: null,
    endDate: null,
    displayLiveBadge: false,
    accessLevel: 'GRANTED',
    ...overrides,
  }
}

export function bucketPage(ids: string[], paging: Partial<BucketPage['paging']> = {}, bucketId = 'top-picks'): BucketPage {
  return {
    bucketId,
    exid: bucketId,
    name: 'Top picks',
    type: 'CURATED',
    contentList: ids.map((id) => card({ id })),
    paging: { page: 1, lastSeen: ids.at(-1) ?? null, moreDataAvailable: false, totalResults: ids.length, ...paging },
  }
}
