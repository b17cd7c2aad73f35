import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { migrationsFolder } from '../db/migrate.ts'
import { watchlists } from '../db/schema.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn } from '../test/helpers.ts'

const vod = (id: string, thumbnailUrl: string | null = `/media/artwork/${id}.svg`, posterUrl: string | null = null) => ({
  id,
  type: 'VOD',
  title: `Film ${id}`,
  description: '',
  durationSeconds: 600,
  genres: [],
  licences: [],
  requiresSignIn: false,
  thumbnailUrl,
  posterUrl,
})

describe.each(testDrivers)('watchlists on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  const platform = () => makePlatform(t.database)
  type P = ReturnType<typeof platform>

  beforeEach(async () => {
    await createCatalogueStore(t.database.db).upsertContent([
      ...Array.from({ length: 30 }, (_, i) => vod(`f${i + 1}`)),
      vod('cover', null, '/media/artwork/cover-poster.svg'),
    ] as never)
  })

  const viewer = async (p: P, email: string) => {
    const id = await createAccount(t.database, { email })
    return { id, token: await signIn(p, email) }
  }
  const create = (p: P, token: string, name: unknown) => call(p, 'POST', '/api/v1/watchlists', { token, body: { name } })
  const add = (p: P, token: string, id: string, ...items: string[]) =>
    call(p, 'POST', `/api/v1/watchlists/${id}/content`, { token, body: { items: items.map((i) => ({ id: i, contentType: 'VOD' })) } })
  const list = (p: P, token: string, query = '') => call(p, 'GET', `/api/v1/watchlists${query}`, { token })
  const content = (p: P, token: string, owner: string, id: string, query = '') =>
    call(p, 'GET', `/api/v1/watchlists/${owner}/${id}${query}`, { token })
  const ids = (items: Array<{ id: string }>) => items.map((i) => i.id)

  it('creates lists newest first and pages them 25 at a time with lastSeen', async () => {
    const p = platform()
    const { id: me, token } = await viewer(p, 'a@example.test')
    const made = await create(p, token, '  Weekend  ')
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      ownerExternalId: me,
      name: 'Weekend',
      ownership: 'OWNED',
      saved: true,
      isEmpty: true,
      thumbnails: [],
    })
    expect(made.body.shareablePath).toBe(`/watchlists/${made.body.watchlistExternalId}?owner=${me}`)
    for (let i = 2; i <= 26; i++) expect((await create(p, token, `List ${i}`)).status).toBe(201)

    const first = await list(p, token)
    expect(first.status).toBe(200)
    expect(first.body.watchlists).toHaveLength(25)
    expect(first.body.watchlists[0].name).toBe('List 26')
    expect(first.body.watchlists[24].name).toBe('List 2')
    expect(first.body.pagingInfo.moreDataAvailable).toBe(true)
    const second = await list(p, token, `?lastSeen=${first.body.pagingInfo.lastSeen}`)
    expect(second.body.watchlists.map((w: { name: string }) => w.name)).toEqual(['Weekend'])
    expect(second.body.pagingInfo.moreDataAvailable).toBe(false)
    // exactly one page: nothing more
    const exact = await list(p, token, '?rpp=26')
    expect(exact.body.watchlists).toHaveLength(26)
    expect(exact.body.pagingInfo.moreDataAvailable).toBe(false)
    const past = await list(p, token, `?lastSeen=${second.body.pagingInfo.lastSeen}`)
    expect(past.body).toEqual({ watchlists: [], pagingInfo: { moreDataAvailable: false, lastSeen: null } })
    // another account sees only its own
    expect((await list(p, (await viewer(p, 'b@example.test')).token)).body.watchlists).toEqual([])
  })

  it('refuses a blank name and one over 60 characters with a message that states the limit; 60 is fine', async () => {
    const p = platform()
    const { token } = await viewer(p, 'a@example.test')
    const long = await create(p, token, 'x'.repeat(61))
    expect(long.status).toBe(422)
    expect(long.body.fields).toEqual({ name: ['Name must be at most 60 characters'] })
    expect((await create(p, token, '   ')).body.fields).toEqual({ name: ['Name cannot be empty'] })
    expect((await create(p, token, 42)).status).toBe(400)
    expect((await call(p, 'POST', '/api/v1/watchlists', { token, body: { name: 'a', extra: 1 } })).status).toBe(400)
    const sixty = await create(p, token, 'y'.repeat(60))
    expect(sixty.status).toBe(201)
    const rename = await call(p, 'PUT', `/api/v1/watchlists/${sixty.body.watchlistExternalId}`, { token, body: { name: 'z'.repeat(61) } })
    expect(rename.status).toBe(422)
    expect(rename.body.fields.name).toEqual(['Name must be at most 60 characters'])
    expect((await list(p, token)).body.watchlists.map((w: { name: string }) => w.name)).toEqual(['y'.repeat(60)])
  })

  it('renames only the owner’s list', async () => {
    const p = platform()
    const a = await viewer(p, 'a@example.test')
    const b = await viewer(p, 'b@example.test')
    const wl = (await create(p, a.token, 'Old')).body.watchlistExternalId
    const renamed = await call(p, 'PUT', `/api/v1/watchlists/${wl}`, { token: a.token, body: { name: 'New' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe('New')
    expect((await call(p, 'PUT', `/api/v1/watchlists/${wl}`, { token: b.token, body: { name: 'Mine' } })).status).toBe(403)
    expect((await call(p, 'PUT', '/api/v1/watchlists/nope', { token: a.token, body: { name: 'X' } })).status).toBe(404)
  })

  it('refuses a second list of the same name (ignoring case and spaces around it) with 422 on name, for one account only', async () => {
    const p = platform()
    const a = await viewer(p, 'a@example.test')
    const b = await viewer(p, 'b@example.test')
    const films = await create(p, a.token, 'Films')
    expect(films.status).toBe(201)
    for (const name of ['Films', '  fILMS  ']) {
      const again = await create(p, a.token, name)
      expect(again.status).toBe(422)
      expect(again.body).toEqual({
        code: 'WATCHLIST_NAME_TAKEN',
        message: 'You already have a watchlist with this name',
        fields: { name: ['You already have a watchlist with this name'] },
      })
    }
    // another account may use the name; a different name is fine
    expect((await create(p, b.token, 'films')).status).toBe(201)
    const docs = await create(p, a.token, 'Documentaries')
    expect(docs.status).toBe(201)
    expect((await list(p, a.token)).body.watchlists.map((w: { name: string }) => w.name)).toEqual(['Documentaries', 'Films'])

    // renaming onto another list's name is refused and changes nothing; a list may change its own name's case
    const onto = await call(p, 'PUT', `/api/v1/watchlists/${docs.body.watchlistExternalId}`, { token: a.token, body: { name: ' FILMS' } })
    expect(onto.status).toBe(422)
    expect(onto.body).toMatchObject({ code: 'WATCHLIST_NAME_TAKEN', fields: { name: ['You already have a watchlist with this name'] } })
    const recased = await call(p, 'PUT', `/api/v1/watchlists/${films.body.watchlistExternalId}`, {
      token: a.token,
      body: { name: 'FILMS' },
    })
    expect(recased.status).toBe(200)
    expect((await list(p, a.token)).body.watchlists.map((w: { name: string }) => w.name)).toEqual(['Documentaries', 'FILMS'])
    // accented capitals fold too
    expect((await create(p, a.token, 'Ñandú')).status).toBe(201)
    expect((await create(p, a.token, 'ñANDÚ')).status).toBe(422)
  })

  it('says which lists hold a title when asked with ?item=, and only then', async () => {
    const p = platform()
    const a = await viewer(p, 'a@example.test')
    const b = await viewer(p, 'b@example.test')
    const one = (await create(p, a.token, 'One')).body.watchlistExternalId
    const two = (await create(p, a.token, 'Two')).body.watchlistExternalId
    await add(p, a.token, one, 'f1', 'f2')
    await add(p, a.token, two, 'f2')
    // b's list holding f1, saved by a, shows on a's shelf too
    const theirs = (await create(p, b.token, 'Theirs')).body.watchlistExternalId
    await add(p, b.token, theirs, 'f1')
    await call(p, 'POST', `/api/v1/watchlists/${b.id}/${theirs}/save`, { token: a.token })

    const holds = async (item: string) =>
      Object.fromEntries(
        (await list(p, a.token, `?item=${item}`)).body.watchlists.map((w: { name: string; holdsItem: boolean }) => [w.name, w.holdsItem]),
      )
    expect(await holds('f1')).toEqual({ Theirs: true, Two: false, One: true })
    expect(await holds('f2')).toEqual({ Theirs: false, Two: true, One: true })
    expect(await holds('f3')).toEqual({ Theirs: false, Two: false, One: false })
    expect((await list(p, a.token, '?item=f1&rpp=1')).body.watchlists).toMatchObject([{ name: 'Theirs', holdsItem: true }])
    // not asked: not said
    expect((await list(p, a.token)).body.watchlists.every((w: object) => !('holdsItem' in w))).toBe(true)
    const bad = await list(p, a.token, '?item=%20bad')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['item'])
    // removing the title is seen at once
    await call(p, 'DELETE', `/api/v1/watchlists/${one}/content/VOD/f2`, { token: a.token })
    expect(await holds('f2')).toEqual({ Theirs: false, Two: true, One: false })
  })

  it('the migration that makes names unique renames the lists that already shared a name, oldest keeping it', async () => {
    const db = t.database.db
    const a = await createAccount(t.database, { email: 'a@example.test' })
    const b = await createAccount(t.database, { email: 'b@example.test' })
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute))
    const file = readFileSync(path.join(migrationsFolder, '0018_watchlist_names_unique.sql'), 'utf8')
    await db.execute(sql`DROP INDEX "watchlists_owner_name_uq"`)
    try {
      await db.insert(watchlists).values([
        { id: 'w1', ownerId: a, name: 'Films', createdAt: at(1) },
        { id: 'w2', ownerId: a, name: ' films ', createdAt: at(2) },
        { id: 'w3', ownerId: a, name: 'FILMS', createdAt: at(3) },
        // a name the suffix would take is already there: the next one is used
        { id: 'w4', ownerId: a, name: 'Films (2)', createdAt: at(0) },
        { id: 'w5', ownerId: a, name: 'L'.repeat(60), createdAt: at(4) },
        { id: 'w6', ownerId: a, name: 'l'.repeat(60), createdAt: at(5) },
        // another owner's list of the same name is left alone
        { id: 'w7', ownerId: b, name: 'Films', createdAt: at(6) },
      ])
      for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))
    } finally {
      await db.execute(
        sql`CREATE UNIQUE INDEX IF NOT EXISTS "watchlists_owner_name_uq" ON "watchlists" USING btree ("owner_id",lower("name"))`,
      )
    }
    const rows = await db.select({ id: watchlists.id, name: watchlists.name }).from(watchlists).orderBy(watchlists.id)
    expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({
      w1: 'Films',
      w2: 'films (3)',
      w3: 'FILMS (4)',
      w4: 'Films (2)',
      w5: 'L'.repeat(60),
      w6: `${'l'.repeat(56)} (2)`,
      w7: 'Films',
    })
    // and the rule holds from then on
    await expect(db.insert(watchlists).values({ id: 'w8', ownerId: a, name: 'fiLMS', createdAt: at(7) })).rejects.toThrow()
  })

  it('adds titles in order, refuses a duplicate with duplicatedItemMessage, and pages the content with lastSeen', async () => {
    const p = platform()
    const { id: me, token } = await viewer(p, 'a@example.test')
    const wl = (await create(p, token, 'Films')).body.watchlistExternalId
    const added = await add(p, token, wl, 'f1', 'f2')
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ isEmpty: false, itemCount: 2, thumbnails: ['/media/artwork/f1.svg', '/media/artwork/f2.svg'] })
    const dup = await add(p, token, wl, 'f2')
    expect(dup.status).toBe(409)
    expect(dup.body).toMatchObject({ code: 'DUPLICATED_ITEM', messageKey: 'duplicatedItemMessage' })
    // a batch holding a duplicate adds nothing
    expect((await add(p, token, wl, 'f3', 'f1')).status).toBe(409)
    expect((await add(p, token, wl, 'missing')).status).toBe(422)
    expect(
      (await call(p, 'POST', `/api/v1/watchlists/${wl}/content`, { token, body: { items: [{ id: 'f3', contentType: 'LIVE' }] } })).status,
    ).toBe(422)
    expect((await call(p, 'POST', `/api/v1/watchlists/${wl}/content`, { token, body: { items: [] } })).status).toBe(400)
    for (let i = 3; i <= 27; i++) expect((await add(p, token, wl, `f${i}`)).status).toBe(200)

    const first = await content(p, token, me, wl)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ watchlistExternalId: wl, name: 'Films', ownership: 'OWNED', itemCount: 27 })
    expect(first.body.content.items).toHaveLength(25)
    expect(first.body.content.items[0]).toEqual({
      id: 'f1',
      contentType: 'VOD',
      title: 'Film f1',
      thumbnailUrl: '/media/artwork/f1.svg',
      position: 1,
    })
    expect(first.body.content.pagingInfo).toEqual({ moreDataAvailable: true, lastSeen: 25 })
    const second = await content(p, token, me, wl, '?lastSeen=25')
    expect(ids(second.body.content.items)).toEqual(['f26', 'f27'])
    expect(second.body.content.pagingInfo).toEqual({ moreDataAvailable: false, lastSeen: 27 })
    expect((await content(p, token, me, wl, '?rpp=27')).body.content.pagingInfo.moreDataAvailable).toBe(false)
    expect((await content(p, token, me, wl, '?rpp=0')).status).toBe(400)
    expect((await content(p, token, me, wl, '?lastSeen=-1')).status).toBe(400)
    // the owner in the path must be the list's owner
    expect((await content(p, token, '00000000-0000-4000-8000-000000000000', wl)).status).toBe(404)
  })

  it('answers up to size items either side of one (adjacentTo)', async () => {
    const p = platform()
    const { id: me, token } = await viewer(p, 'a@example.test')
    const wl = (await create(p, token, 'Films')).body.watchlistExternalId
    await add(p, token, wl, ...Array.from({ length: 12 }, (_, i) => `f${i + 1}`))
    const around = await call(p, 'GET', `/api/v1/watchlists/${me}/${wl}/adjacentTo/f3`, { token })
    expect(around.status).toBe(200)
    expect(ids(around.body.preceding)).toEqual(['f1', 'f2'])
    expect(ids(around.body.following)).toEqual(['f4', 'f5', 'f6', 'f7', 'f8'])
    const two = await call(p, 'GET', `/api/v1/watchlists/${me}/${wl}/adjacentTo/f12?size=2`, { token })
    expect(ids(two.body.preceding)).toEqual(['f10', 'f11'])
    expect(two.body.following).toEqual([])
    expect((await call(p, 'GET', `/api/v1/watchlists/${me}/${wl}/adjacentTo/f20`, { token })).status).toBe(404)
    expect((await call(p, 'GET', `/api/v1/watchlists/${me}/${wl}/adjacentTo/f1?size=99`, { token })).status).toBe(400)
  })

  it('deletes an item and recomputes the thumbnails from the first 4 items (thumbnail or cover)', async () => {
    const p = platform()
    const { id: me, token } = await viewer(p, 'a@example.test')
    const wl = (await create(p, token, 'Films')).body.watchlistExternalId
    await add(p, token, wl, 'f1', 'f2', 'f3', 'f4', 'cover', 'f6')
    expect((await content(p, token, me, wl)).body.thumbnails).toEqual([
      '/media/artwork/f1.svg',
      '/media/artwork/f2.svg',
      '/media/artwork/f3.svg',
      '/media/artwork/f4.svg',
    ])
    const left = await call(p, 'DELETE', `/api/v1/watchlists/${wl}/content/VOD/f2`, { token })
    expect(left.status).toBe(200)
    expect(left.body.thumbnails).toEqual([
      '/media/artwork/f1.svg',
      '/media/artwork/f3.svg',
      '/media/artwork/f4.svg',
      '/media/artwork/cover-poster.svg',
    ])
    expect(left.body.itemCount).toBe(5)
    expect((await call(p, 'DELETE', `/api/v1/watchlists/${wl}/content/VOD/f2`, { token })).status).toBe(404)
    expect((await call(p, 'DELETE', `/api/v1/watchlists/${wl}/content/LIVE/f1`, { token })).status).toBe(404)
  })

  it('reorders the items of a page among their own positions', async () => {
    const p = platform()
    const { id: me, token } = await viewer(p, 'a@example.test')
    const wl = (await create(p, token, 'Films')).body.watchlistExternalId
    await add(p, token, wl, 'f1', 'f2', 'f3', 'f4')
    const order = (items: string[], lastSeen?: number) =>
      call(p, 'POST', `/api/v1/watchlists/${wl}${lastSeen === undefined ? '' : `?lastSeen=${lastSeen}`}`, {
        token,
        body: { items: items.map((id) => ({ id, contentType: 'VOD' })) },
      })
    expect((await order(['f2', 'f1', 'f4', 'f3'])).status).toBe(204)
    expect(ids((await content(p, token, me, wl)).body.content.items)).toEqual(['f2', 'f1', 'f4', 'f3'])
    // the page after lastSeen=2 holds f4 and f3
    expect((await order(['f3', 'f4'], 2)).status).toBe(204)
    expect(ids((await content(p, token, me, wl)).body.content.items)).toEqual(['f2', 'f1', 'f3', 'f4'])
    // an item before lastSeen, or not in the list, changes nothing
    expect((await order(['f1', 'f3'], 2)).status).toBe(422)
    expect((await order(['f1', 'f30'])).status).toBe(422)
    expect((await order(['f1', 'f1'])).status).toBe(400)
    expect(ids((await content(p, token, me, wl)).body.content.items)).toEqual(['f2', 'f1', 'f3', 'f4'])
  })

  it('lets another account open a shared list, save it as SHARED, but not change it', async () => {
    const p = platform()
    const a = await viewer(p, 'a@example.test')
    const b = await viewer(p, 'b@example.test')
    const wl = (await create(p, a.token, 'Picks')).body.watchlistExternalId
    await add(p, a.token, wl, 'f1')
    const opened = await content(p, b.token, a.id, wl)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ ownership: 'SHARED', saved: false, name: 'Picks' })
    expect((await add(p, b.token, wl, 'f2')).status).toBe(403)
    expect((await call(p, 'DELETE', `/api/v1/watchlists/${wl}/content/VOD/f1`, { token: b.token })).status).toBe(403)
    const saved = await call(p, 'POST', `/api/v1/watchlists/${a.id}/${wl}/save`, { token: b.token })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ ownership: 'SHARED', saved: true })
    const mine = await create(p, b.token, 'Mine')
    expect((await list(p, b.token)).body.watchlists.map((w: { name: string; ownership: string }) => [w.name, w.ownership])).toEqual([
      ['Mine', 'OWNED'],
      ['Picks', 'SHARED'],
    ])
    expect(mine.status).toBe(201)
    expect((await call(p, 'POST', `/api/v1/watchlists/${b.id}/${wl}/save`, { token: b.token })).status).toBe(404)
  })

  it('deleting a shared list drops only the caller’s saved copy; deleting an owned list deletes it for everyone', async () => {
    const p = platform()
    const a = await viewer(p, 'a@example.test')
    const b = await viewer(p, 'b@example.test')
    const wl = (await create(p, a.token, 'Picks')).body.watchlistExternalId
    await add(p, a.token, wl, 'f1')
    await call(p, 'POST', `/api/v1/watchlists/${a.id}/${wl}/save`, { token: b.token })

    expect((await call(p, 'DELETE', `/api/v1/watchlists/${a.id}/${wl}`, { token: b.token })).status).toBe(204)
    expect((await list(p, b.token)).body.watchlists).toEqual([])
    const reopened = await content(p, b.token, a.id, wl)
    expect(reopened.body).toMatchObject({ ownership: 'SHARED', saved: false })
    expect((await content(p, a.token, a.id, wl)).body.itemCount).toBe(1)
    // not saved any more: nothing left to delete
    expect((await call(p, 'DELETE', `/api/v1/watchlists/${a.id}/${wl}`, { token: b.token })).status).toBe(404)

    await call(p, 'POST', `/api/v1/watchlists/${a.id}/${wl}/save`, { token: b.token })
    expect((await call(p, 'DELETE', `/api/v1/watchlists/${a.id}/${wl}`, { token: a.token })).status).toBe(204)
    expect((await list(p, a.token)).body.watchlists).toEqual([])
    expect((await list(p, b.token)).body.watchlists).toEqual([])
    expect((await content(p, b.token, a.id, wl)).status).toBe(404)
  })

  it('keeps no watchlists for guests (401)', async () => {
    const p = platform()
    for (const token of [undefined, await guestToken(p)]) {
      expect((await call(p, 'GET', '/api/v1/watchlists', { token })).status).toBe(401)
      expect((await call(p, 'POST', '/api/v1/watchlists', { token, body: { name: 'x' } })).status).toBe(401)
    }
  })
})
