import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { accounts, bucketItems, buckets, cmsDocuments, contentItems } from './db/schema.ts'
import { hashPassword } from './identity/passwords.ts'
import { seed } from './seed.ts'
import { testDrivers, useTestDatabase } from './test/databases.ts'
import { call, platformFactory, signIn, TEST_FIXTURES_DIR } from './test/helpers.ts'

describe.each(testDrivers)('seed on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  const temps: string[] = []
  afterEach(async () => {
    while (temps.length) await rm(temps.pop()!, { recursive: true, force: true })
  })
  const counts = async () => {
    const n = async (table: typeof accounts | typeof contentItems | typeof buckets | typeof bucketItems | typeof cmsDocuments) =>
      (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n
    return {
      accounts: await n(accounts),
      contentItems: await n(contentItems),
      buckets: await n(buckets),
      bucketItems: await n(bucketItems),
      documents: await n(cmsDocuments),
    }
  }

  it('loads the fixtures, and running it again changes nothing', async () => {
    const first = await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR })
    expect(first).toMatchObject({
      accounts: { created: 2, existing: 0 },
      contentItems: 9,
      buckets: 3,
      documents: { created: 4, existing: 0 },
    })
    const after = await counts()
    expect(after).toEqual({ accounts: 2, contentItems: 9, buckets: 3, bucketItems: 9, documents: 4 })

    const second = await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR })
    expect(second).toMatchObject({ accounts: { created: 0, existing: 2 }, documents: { created: 0, existing: 4 } })
    expect(await counts()).toEqual(after)

    // seeded documents are published at version 1, and the demo accounts can sign in
    const platform = makePlatform(t.database)
    expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body).toMatchObject({ version: 1, body: { title: 'Home' } })
    const editor = await signIn(platform, 'editor@example.test', 'editor-password-1')
    expect((await call(platform, 'GET', '/api/user/me', { token: editor })).body).toMatchObject({
      rol: ['editor'],
      email: 'editor@example.test',
    })
  })

  it("never overwrites an editor's change or a changed password", async () => {
    await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR })
    const platform = makePlatform(t.database)
    const editor = await signIn(platform, 'editor@example.test', 'editor-password-1')
    const changed = { id: 'home', title: 'Edited home', blocks: [] }
    expect((await call(platform, 'PUT', '/api/cms/admin/documents/page/home/draft', { body: changed, token: editor })).status).toBe(200)
    expect((await call(platform, 'POST', '/api/cms/admin/documents/page/home/publish', { token: editor })).status).toBe(200)
    await t.database.db
      .update(accounts)
      .set({ passwordHash: await hashPassword('a-new-password') })
      .where(eq(accounts.email, 'editor@example.test'))

    await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR })

    expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body).toMatchObject({ version: 2, body: changed })
    await signIn(platform, 'editor@example.test', 'a-new-password')
    const old = await call(platform, 'POST', '/api/login', { body: { id: 'editor@example.test', secret: 'editor-password-1' } })
    expect(old.status).toBe(401)
  })

  it('refuses an invalid CMS fixture, naming the file and the pointers, and writes nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'marquee-seed-'))
    temps.push(dir)
    await cp(TEST_FIXTURES_DIR, dir, { recursive: true })
    await mkdir(path.join(dir, 'cms', 'page'), { recursive: true })
    await writeFile(path.join(dir, 'cms', 'page', 'broken.json'), JSON.stringify({ id: 'broken', blocks: 'no', extra: 1 }))

    const failure = seed(t.database, { fixturesDir: dir })
    await expect(failure).rejects.toThrow(/cms\/page\/broken\.json/)
    await expect(failure).rejects.toThrow(/\/title is required/)
    await expect(failure).rejects.toThrow(/\/blocks /)
    await expect(failure).rejects.toThrow(/\/extra is not an allowed property/)
    expect(await counts()).toEqual({ accounts: 0, contentItems: 0, buckets: 0, bucketItems: 0, documents: 0 })
  })

  it('refuses a CMS fixture that breaks a rule beyond its schema, and writes nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'marquee-seed-'))
    temps.push(dir)
    await cp(TEST_FIXTURES_DIR, dir, { recursive: true })
    await writeFile(path.join(dir, 'cms', 'labels', 'es.json'), JSON.stringify({ id: 'es', locale: 'pt', strings: { 'nav.more': 'Más' } }))

    const failure = seed(t.database, { fixturesDir: dir })
    await expect(failure).rejects.toThrow(/cms\/labels\/es\.json: \/locale must equal the document id "es"/)
    expect(await counts()).toEqual({ accounts: 0, contentItems: 0, buckets: 0, bucketItems: 0, documents: 0 })
  })

  it('refuses a bucket naming an unknown item', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'marquee-seed-'))
    temps.push(dir)
    await mkdir(path.join(dir, 'catalogue'), { recursive: true })
    await writeFile(path.join(dir, 'catalogue', 'items.json'), '[]')
    await writeFile(path.join(dir, 'catalogue', 'buckets.json'), JSON.stringify([{ id: 'b', name: 'B', type: 'VOD', items: ['ghost'] }]))
    await expect(seed(t.database, { fixturesDir: dir })).rejects.toThrow(/buckets\.json.*ghost/)
  })
})
