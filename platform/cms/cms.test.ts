import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { cmsDocuments, cmsHistory } from '../db/schema.ts'
import type { Platform } from '../index.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn } from '../test/helpers.ts'

const page = (title: string, extra: Record<string, unknown> = {}) => ({ id: 'home', title, blocks: [], ...extra })
const menu = (title: string) => ({
  id: 'web-top',
  platform: 'web',
  layout: 'TOP',
  items: [{ id: 'home', title, type: 'VIEW', data: { view: 'HOME' } }],
})

describe.each(testDrivers)('cms on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let platform: Platform
  let editor: string
  let operator: string
  let viewer: string

  beforeEach(async () => {
    await createAccount(t.database, { email: 'editor@example.test', roles: ['editor'] })
    await createAccount(t.database, { email: 'operator@example.test', roles: ['operator'] })
    await createAccount(t.database, { email: 'viewer@example.test', roles: ['viewer'] })
    platform = makePlatform(t.database)
    ;[editor, operator, viewer] = await Promise.all([
      signIn(platform, 'editor@example.test'),
      signIn(platform, 'operator@example.test'),
      signIn(platform, 'viewer@example.test'),
    ])
  })

  const save = (kind: string, id: string, body: unknown, token = editor) =>
    call(platform, 'PUT', `/api/cms/admin/documents/${kind}/${id}/draft`, { body, token })
  const publish = (kind: string, id: string, token = editor) =>
    call(platform, 'POST', `/api/cms/admin/documents/${kind}/${id}/publish`, { token })
  const countRows = async () => {
    const [docs] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(cmsDocuments)
    const [hist] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(cmsHistory)
    return { docs: docs!.n, history: hist!.n }
  }

  describe('saving drafts', () => {
    it('creates the document, then increments its version on each save, recording history', async () => {
      const first = await save('page', 'home', page('Home'))
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({
        kind: 'page',
        id: 'home',
        draft: page('Home'),
        published: null,
        draftVersion: 1,
        publishedVersion: null,
        publishedAt: null,
      })
      const second = await save('page', 'home', page('Home v2'))
      expect(second.body.draftVersion).toBe(2)

      const got = await call(platform, 'GET', '/api/cms/admin/documents/page/home', { token: editor })
      expect(got.body).toMatchObject({ draft: page('Home v2'), draftVersion: 2 })
      const list = await call(platform, 'GET', '/api/cms/admin/documents?kind=page', { token: editor })
      expect(list.body.documents).toEqual([
        expect.objectContaining({
          kind: 'page',
          id: 'home',
          draftVersion: 2,
          publishedVersion: null,
          hasUnpublishedChanges: true,
          title: 'Home v2',
        }),
      ])
      const history = await call(platform, 'GET', '/api/cms/admin/documents/page/home/history', { token: editor })
      expect(history.body.history.map((h: { version: number; action: string }) => [h.version, h.action])).toEqual([
        [2, 'save'],
        [1, 'save'],
      ])
    })

    it('refuses an invalid document with 422 and JSON pointers, storing nothing', async () => {
      const bad = {
        id: 'home',
        title: '',
        blocks: [{ type: 'bucket', id: 'row', bucketId: 'films', rowTypeData: { rowType: 'diagonal' } }],
        colour: 'red',
      }
      const res = await save('page', 'home', bad)
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('INVALID_DOCUMENT')
      expect(res.body.message).toBe('The document is not valid: each error names a field and what is wrong with it.')
      const pointers = res.body.errors.map((e: { pointer: string }) => e.pointer)
      expect(pointers).toEqual(expect.arrayContaining(['/title', '/colour', '/blocks/0/rowTypeData/rowType']))
      expect(await countRows()).toEqual({ docs: 0, history: 0 })

      // an invalid save over an existing document keeps the previous draft
      await save('page', 'home', page('Good'))
      expect((await save('page', 'home', { ...page('x'), blocks: 'nope' })).status).toBe(422)
      const got = await call(platform, 'GET', '/api/cms/admin/documents/page/home', { token: editor })
      expect(got.body).toMatchObject({ draft: page('Good'), draftVersion: 1 })
      expect(await countRows()).toEqual({ docs: 1, history: 1 })
    })

    it('accepts localised text fields beside plain ones, and refuses bad ones with 422 and pointers', async () => {
      const localised = {
        id: 'home',
        title: { en: 'Home', es: 'Inicio', pt: 'Início' },
        blocks: [
          {
            type: 'hero',
            id: 'hero',
            title: 'Harbour City Derby',
            tagline: { en: 'Live now', es: 'En directo', pt: 'Ao vivo' },
            primaryButton: { ctaText: { en: 'Watch now', es: 'Ver ahora', pt: 'Assistir agora' }, link: '/live/x/x' },
          },
          {
            type: 'bucket',
            id: 'row',
            bucketId: 'trending',
            rowTypeData: { rowType: 'basic', title: { en: 'Trending now', es: 'Tendencias' } },
          },
        ],
      }
      const ok = await save('page', 'home', localised)
      expect(ok.status).toBe(200)
      expect(ok.body.draft).toEqual(localised)
      // the list shows a localised title in the realm's default language (English without settings)
      const list = await call(platform, 'GET', '/api/cms/admin/documents?kind=page', { token: editor })
      expect(list.body.documents[0]).toMatchObject({ id: 'home', title: 'Home' })
      // published as stored: every language stays in the document, readers pick theirs
      await publish('page', 'home')
      expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body.body).toEqual(localised)

      const bad: { blocks: Array<Record<string, any>>; description?: unknown } = structuredClone(localised)
      bad.blocks[0]!.tagline = { en: 'Live now', fr: 'En direct' }
      bad.blocks[0]!.primaryButton.ctaText = { es: '' }
      bad.blocks[1]!.rowTypeData.title = {}
      bad.description = { pt: 'x'.repeat(301) }
      const res = await save('page', 'home', bad)
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('INVALID_DOCUMENT')
      expect(res.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual([
        '/blocks/0/primaryButton/ctaText/es',
        '/blocks/0/tagline/fr',
        '/blocks/1/rowTypeData/title',
        '/description/pt',
      ])
      expect((await call(platform, 'GET', '/api/cms/admin/documents/page/home', { token: editor })).body.draft).toEqual(localised)
    })

    it('refuses a body whose id differs from the URL id (422 at /id)', async () => {
      const res = await save('page', 'other', page('Home'))
      expect(res.status).toBe(422)
      expect(res.body.errors[0]).toMatchObject({ pointer: '/id' })
      expect(await countRows()).toEqual({ docs: 0, history: 0 })
    })

    describe('rules beyond the schema (labels, realm settings)', () => {
      const labels = (strings: Record<string, string>, extra: Record<string, unknown> = {}) => ({
        id: 'es',
        locale: 'es',
        strings,
        ...extra,
      })
      const settings = (extra: Record<string, unknown> = {}) => ({
        id: 'realm',
        realmName: 'Marquee',
        navLayout: 'TOP',
        features: {},
        locales: ['en', 'es', 'pt'],
        defaultLocale: 'en',
        consentTerms: [
          { fieldName: 'acceptTerms', fieldType: 'BINARY_CHOICE', required: true },
          { fieldName: 'marketingEmails', fieldType: 'BINARY_CHOICE' },
        ],
        ...extra,
      })
      /** Saves `bad` over the good `kind/id` already stored: 422 with `errors`, and nothing changed. */
      const refusedOver = async (kind: string, id: string, good: unknown, bad: unknown, token = editor) => {
        expect((await save(kind, id, good, token)).status).toBe(200)
        const before = await countRows()
        const res = await save(kind, id, bad, token)
        expect(res.status).toBe(422)
        expect(res.body.code).toBe('INVALID_DOCUMENT')
        const got = await call(platform, 'GET', `/api/cms/admin/documents/${kind}/${id}`, { token })
        expect(got.body).toMatchObject({ draft: good, draftVersion: 1 })
        expect(await countRows()).toEqual(before)
        return res.body.errors as Array<{ pointer: string; message: string; keyword: string }>
      }

      it('refuses an empty label, or one of spaces only, at its key', async () => {
        const errors = await refusedOver(
          'labels',
          'es',
          labels({ 'nav.signIn': 'Entrar' }),
          labels({ 'nav.signIn': 'Entrar', 'nav.more': '', 'menu.home': '   ' }),
        )
        expect(errors).toEqual([
          { pointer: '/strings/nav.more', keyword: 'pattern', message: 'must not be empty or only spaces' },
          { pointer: '/strings/menu.home', keyword: 'pattern', message: 'must not be empty or only spaces' },
        ])
        // and a first save of one stores nothing at all
        expect((await save('labels', 'pt', { id: 'pt', locale: 'pt', strings: { 'nav.more': '\t' } })).status).toBe(422)
        expect((await call(platform, 'GET', '/api/cms/admin/documents/labels/pt', { token: editor })).status).toBe(404)
      })

      it('refuses a labels document whose locale is not its id, at /locale', async () => {
        const errors = await refusedOver(
          'labels',
          'es',
          labels({ 'nav.signIn': 'Entrar' }),
          labels({ 'nav.signIn': 'Entrar' }, { locale: 'pt' }),
        )
        expect(errors).toEqual([{ pointer: '/locale', keyword: 'const', message: 'must equal the document id "es"' }])
        // the labels read for Spanish are still the Spanish ones
        await publish('labels', 'es')
        expect((await call(platform, 'GET', '/api/v2/label?locale=es')).body).toEqual({ locale: 'es', strings: { 'nav.signIn': 'Entrar' } })
      })

      it('refuses realm settings whose default locale is not among its locales, at /defaultLocale', async () => {
        const errors = await refusedOver(
          'settings',
          'realm',
          settings(),
          settings({ locales: ['es', 'pt'], defaultLocale: 'en' }),
          operator,
        )
        expect(errors).toEqual([{ pointer: '/defaultLocale', keyword: 'enum', message: `must be one of the realm's locales ("es", "pt")` }])
        // left out, the default is English, which must then be offered too
        const implicit = await save('settings', 'realm', settings({ locales: ['pt'], defaultLocale: undefined }), operator)
        expect(implicit).toMatchObject({ status: 422, body: { errors: [{ pointer: '/defaultLocale', keyword: 'enum' }] } })
        expect(implicit.body.errors[0].message).toBe(`must be one of the realm's locales ("pt"); left out it is "en"`)
        // a default among the locales, or no list of locales at all, is taken
        expect((await save('settings', 'realm', settings({ locales: ['pt', 'es'], defaultLocale: 'es' }), operator)).status).toBe(200)
        expect((await save('settings', 'realm', settings({ locales: undefined, defaultLocale: 'pt' }), operator)).status).toBe(200)
      })

      it('refuses consent terms that repeat a fieldName, at each repeat', async () => {
        const terms = [
          { fieldName: 'acceptTerms', fieldType: 'BINARY_CHOICE', required: true },
          { fieldName: 'marketingEmails', fieldType: 'BINARY_CHOICE' },
          { fieldName: 'acceptTerms', fieldType: 'INFORMATION_TEXT', text: 'consent.termsIntro' },
          { fieldName: 'marketingEmails', fieldType: 'BINARY_CHOICE' },
        ]
        const errors = await refusedOver('settings', 'realm', settings(), settings({ consentTerms: terms }), operator)
        expect(errors).toEqual([
          {
            pointer: '/consentTerms/2/fieldName',
            keyword: 'uniqueItems',
            message: 'must be unique; /consentTerms/0/fieldName is already "acceptTerms"',
          },
          {
            pointer: '/consentTerms/3/fieldName',
            keyword: 'uniqueItems',
            message: 'must be unique; /consentTerms/1/fieldName is already "marketingEmails"',
          },
        ])
      })

      it('refuses to publish a draft stored before a rule it breaks, publishing nothing', async () => {
        const good = labels({ 'nav.signIn': 'Entrar' })
        await save('labels', 'es', good)
        await publish('labels', 'es')
        // a draft written before these rules existed: stored as it was, without the save's checks
        const stale = labels({ 'nav.signIn': '' }, { locale: 'pt' })
        await t.database.db
          .update(cmsDocuments)
          .set({ draft: stale, draftVersion: 2 })
          .where(and(eq(cmsDocuments.kind, 'labels'), eq(cmsDocuments.id, 'es')))
        const versionBefore = (await call(platform, 'GET', '/api/cms/version')).body.version
        const before = await countRows()

        const res = await publish('labels', 'es')
        expect(res).toMatchObject({ status: 422, body: { code: 'INVALID_DOCUMENT' } })
        expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/strings/nav.signIn', '/locale'])
        expect((await call(platform, 'GET', '/api/cms/admin/documents/labels/es', { token: editor })).body).toMatchObject({
          draft: stale,
          published: good,
          publishedVersion: 1,
        })
        expect((await call(platform, 'GET', '/api/v2/label?locale=es')).body.strings).toEqual({ 'nav.signIn': 'Entrar' })
        expect((await call(platform, 'GET', '/api/cms/version')).body.version).toBe(versionBefore)
        expect(await countRows()).toEqual(before)

        // fixed by a save, it publishes
        expect((await save('labels', 'es', labels({ 'nav.signIn': 'Iniciar sesión' }))).status).toBe(200)
        expect((await publish('labels', 'es')).status).toBe(200)
      })

      it('reports a schema error and a broken rule of one document together', async () => {
        const res = await save('settings', 'realm', settings({ locales: ['es'], realmName: '' }), operator)
        expect(res.status).toBe(422)
        expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/realmName', '/defaultLocale'])
        expect(await countRows()).toEqual({ docs: 0, history: 0 })
      })
    })

    it('answers 400 for an unknown kind and 404 for a missing document', async () => {
      expect((await call(platform, 'GET', '/api/cms/admin/documents/poster/home', { token: editor })).status).toBe(400)
      expect((await call(platform, 'GET', '/api/cms/admin/documents?kind=poster', { token: editor })).status).toBe(400)
      expect((await call(platform, 'GET', '/api/cms/admin/documents/page/nope', { token: editor })).status).toBe(404)
      expect((await publish('page', 'nope')).status).toBe(404)
    })

    it('needs the editor role', async () => {
      expect((await save('page', 'home', page('Home'), viewer)).status).toBe(403)
      expect((await call(platform, 'PUT', '/api/cms/admin/documents/page/home/draft', { body: page('Home') })).status).toBe(401)
      expect(await countRows()).toEqual({ docs: 0, history: 0 })
    })
  })

  describe('publishing and public reads', () => {
    it('serves nothing until published, then the published body while a newer draft waits', async () => {
      await save('page', 'home', page('Home'))
      expect(await call(platform, 'GET', '/api/cms/documents/page/home')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      const versionBefore = (await call(platform, 'GET', '/api/cms/version')).body.version

      const published = await publish('page', 'home')
      expect(published.status).toBe(200)
      expect(published.body).toMatchObject({ published: page('Home'), publishedVersion: 1 })
      expect((await call(platform, 'GET', '/api/cms/version')).body.version).toBeGreaterThan(versionBefore)

      await save('page', 'home', page('Home draft'))
      const pub = await call(platform, 'GET', '/api/cms/documents/page/home', { token: await guestToken(platform) })
      expect(pub).toMatchObject({ status: 200, body: { kind: 'page', id: 'home', version: 1, body: page('Home') } })
      const list = await call(platform, 'GET', '/api/cms/admin/documents', { token: editor })
      expect(list.body.documents[0]).toMatchObject({ hasUnpublishedChanges: true, publishedVersion: 1, draftVersion: 2 })

      // the very next request after a publish sees it (the cache is emptied, no TTL)
      await publish('page', 'home')
      expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body).toMatchObject({ version: 2, body: page('Home draft') })
    })

    it('reads drafts only for editors, never cached', async () => {
      await save('page', 'home', page('Secret draft'))
      const path = '/api/cms/documents/page/home?draft=true'
      expect((await call(platform, 'GET', path)).status).toBe(401)
      expect((await call(platform, 'GET', path, { token: viewer })).status).toBe(403)
      const res = await call(platform, 'GET', path, { token: editor })
      expect(res).toMatchObject({ status: 200, body: { version: 1, body: page('Secret draft') } })
      expect(res.headers.get('cache-control')).toContain('no-store')
    })

    it('lets shared caches keep published reads, for any caller, and never a draft', async () => {
      await save('page', 'home', page('Home'))
      await publish('page', 'home')
      await save('page', 'home', page('Home draft'))
      const shared = 'public, max-age=0, s-maxage=30'
      const cacheControl = async (path: string, token?: string) =>
        (await call(platform, 'GET', path, { token })).headers.get('cache-control')
      expect(await cacheControl('/api/cms/documents/page/home')).toBe(shared)
      expect(await cacheControl('/api/cms/documents/page/home', viewer)).toBe(shared)
      expect(await cacheControl('/api/cms/documents/page/home?draft=true', editor)).toBe('private, no-store')
      expect(await cacheControl('/api/v2/label?locale=es')).toBe(shared)
      expect((await cacheControl('/api/cms/documents/page/nowhere')) ?? '').not.toContain('public')
    })

    it('lets editors publish content kinds but only operators publish menus and settings', async () => {
      const settings = { id: 'realm', realmName: 'Marquee', navLayout: 'TOP', features: {} }
      expect((await save('menu', 'web-top', menu('Home'))).status).toBe(200)
      expect((await save('settings', 'realm', settings)).status).toBe(200)
      expect((await save('labels', 'es', { id: 'es', locale: 'es', strings: { signIn: 'Entrar' } })).status).toBe(200)

      expect(await publish('menu', 'web-top')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
      expect((await publish('settings', 'realm')).status).toBe(403)
      expect((await publish('labels', 'es')).status).toBe(200)
      expect((await publish('menu', 'web-top', operator)).status).toBe(200)
      expect((await publish('settings', 'realm', operator)).status).toBe(200)

      const m = await call(platform, 'GET', '/api/cms/menus?platform=web&layout=TOP')
      expect(m).toMatchObject({ status: 200, body: { kind: 'menu', id: 'web-top', version: 1, body: menu('Home') } })
      expect((await call(platform, 'GET', '/api/cms/menus?platform=mobile-web&layout=TOP')).status).toBe(404)
      expect((await call(platform, 'GET', '/api/cms/settings')).body).toMatchObject({ id: 'realm', body: settings })
      expect((await call(platform, 'GET', '/api/cms/settings?draft=true')).status).toBe(401)

      expect((await call(platform, 'GET', '/api/v2/label?locale=es')).body).toEqual({ locale: 'es', strings: { signIn: 'Entrar' } })
      const byHeader = await call(platform, 'GET', '/api/v2/label', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })
      expect(byHeader.body).toEqual({ locale: 'es', strings: { signIn: 'Entrar' } })
      expect((await call(platform, 'GET', '/api/v2/label?locale=pt')).body).toEqual({ locale: 'pt', strings: {} })

      // a draft menu change is visible in preview only
      await save('menu', 'web-top', menu('Start'))
      expect((await call(platform, 'GET', '/api/cms/menus?platform=web&layout=TOP')).body.body).toEqual(menu('Home'))
      expect((await call(platform, 'GET', '/api/cms/menus?platform=web&layout=TOP&draft=true', { token: editor })).body.body).toEqual(
        menu('Start'),
      )
    })
  })

  describe('rollback', () => {
    it('makes an old version both draft and published, as a new version; operators only', async () => {
      await save('page', 'home', page('One'))
      await publish('page', 'home')
      await save('page', 'home', page('Two'))
      await publish('page', 'home')
      expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body.body).toEqual(page('Two'))

      const path = '/api/cms/admin/documents/page/home/rollback'
      expect((await call(platform, 'POST', path, { body: { version: 1 }, token: editor })).status).toBe(403)
      expect((await call(platform, 'POST', path, { body: { version: 9 }, token: operator })).status).toBe(404)
      expect((await call(platform, 'POST', path, { body: { version: 'one' }, token: operator })).status).toBe(400)
      // past what a version number can be: refused as such, not a failed query
      for (const version of [2_147_483_648, 9_007_199_254_740_991])
        expect(await call(platform, 'POST', path, { body: { version }, token: operator })).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION_FAILED' },
        })

      const res = await call(platform, 'POST', path, { body: { version: 1 }, token: operator })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ draft: page('One'), published: page('One'), draftVersion: 3, publishedVersion: 3 })
      expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body).toMatchObject({ version: 3, body: page('One') })

      const history = await call(platform, 'GET', '/api/cms/admin/documents/page/home/history', { token: editor })
      expect(history.body.history.map((h: { version: number; action: string }) => `${h.version}:${h.action}`)).toEqual([
        '3:rollback',
        '2:publish',
        '2:save',
        '1:publish',
        '1:save',
      ])
      expect(history.body.history[0].actor).toBeTruthy()
    })
  })

  it('a publish through one platform process shows on the next request to another (LISTEN/NOTIFY)', async () => {
    const peerDatabase = await t.openPeer()
    const other = makePlatform(peerDatabase)
    await save('page', 'home', page('First'))
    await publish('page', 'home')
    // warm the other process's cache
    expect((await call(other, 'GET', '/api/cms/documents/page/home')).body.body).toEqual(page('First'))
    expect((await call(other, 'GET', '/api/cms/documents/page/home')).body.body).toEqual(page('First'))

    await save('page', 'home', page('Second'))
    await publish('page', 'home')
    expect((await call(other, 'GET', '/api/cms/documents/page/home')).body).toMatchObject({ version: 2, body: page('Second') })

    // and a rollback through the other one reaches the first
    await call(other, 'POST', '/api/cms/admin/documents/page/home/rollback', { body: { version: 1 }, token: operator })
    expect((await call(platform, 'GET', '/api/cms/documents/page/home')).body).toMatchObject({ version: 3, body: page('First') })
  })
})
