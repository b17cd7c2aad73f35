/**
 * The shop the commerce tests buy from: the demo licences and vouchers (no subscriptions), titles
 * for sale, and a realm selling in GB. Each test file seeds it before every test.
 */
import { createCatalogueStore } from '../catalogue/store.ts'
import { createCmsStore } from '../cms/store.ts'
import type { Database } from '../db/database.ts'
import { DEFAULT_FIXTURES_DIR } from '../seed.ts'
import { readCommerceFixtures, seedCommerce } from './seed.ts'

/** A short VOD title held by the given licences (none: free to watch). */
export const titleFor = (id: string, licences: string[]) => ({
  id,
  type: 'VOD',
  title: id,
  description: '',
  durationSeconds: 600,
  genres: [],
  licences,
  requiresSignIn: false,
  rating: 'U',
})

export async function seedShop(
  database: Database,
  at: Date,
  titles = [titleFor('premium-film', ['premium-monthly', 'premium-yearly'])],
): Promise<void> {
  const fixtures = (await readCommerceFixtures(DEFAULT_FIXTURES_DIR))!
  await seedCommerce(database, { ...fixtures, subscriptions: [] }, at)
  await createCatalogueStore(database.db).upsertContent(titles as never)
  await createCmsStore(database.db).insertPublishedIfMissing(
    'settings',
    'realm',
    { id: 'realm', realmName: 'Test', navLayout: 'TOP', features: {}, territories: { allowed: ['GB'] } },
    'test',
    at,
  )
}
