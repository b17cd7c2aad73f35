/**
 * Seeds the demo realm from fixtures/. Idempotent: run it on every start.
 * - accounts are created when missing and never overwritten (a changed password stays);
 * - catalogue items and buckets are upserted (bucket item lists replaced);
 * - CMS documents are inserted as draft and published version 1 only when new, so an editor's
 *   changes are never overwritten. Every CMS fixture is validated before anything is written.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'
import { CATALOGUE_CHANNEL } from './catalogue/service.ts'
import { OUTCOMES, RESULT_METHODS, WEIGHT_CLASSES } from './catalogue/editorial-store.ts'
import { createCatalogueStore } from './catalogue/store.ts'
import { CMS_CHANNEL, documentKinds, validateDocument } from './cms/service.ts'
import { createCmsStore } from './cms/store.ts'
import type { Database } from './db/database.ts'
import { hashPassword } from './identity/passwords.ts'
import { createIdentityStore } from './identity/store.ts'
import { seedPlaybackMedia } from './playback/seed.ts'
import { checkLicenceLinks, readCommerceFixtures, seedCommerce } from './commerce/seed.ts'

export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url))
const SEED_ACTOR = 'seed'

export interface SeedReport {
  fixturesDir: string
  accounts: { created: number; existing: number }
  contentItems: number
  buckets: number
  /** series, seasons and episodes from catalogue/series.json */
  series: number
  seasons: number
  episodes: number
  playlists: number
  /** guide channels and programmes from catalogue/epg.json */
  channels: number
  programmes: number
  /** news feeds and items from catalogue/news.json, fighters and bouts from catalogue/fighters.json */
  newsFeeds: number
  newsItems: number
  fighters: number
  bouts: number
  documents: { created: number; existing: number }
  /** items and channels given a clip to play (fixtures/media/playback.json) */
  playbackMedia: number
  /** fixtures/commerce: licences and vouchers upserted, demo subscriptions created (once) */
  commerce: { licences: number; vouchers: number; subscriptions: number }
}

const Account = z.object({
  email: z.email(),
  password: z.string().min(8),
  name: z.string().min(1),
  roles: z.array(z.enum(['viewer', 'editor', 'operator'])).default([]),
  /** answers to the realm's consent terms, booleans by fieldName (the demo accounts agreed at sign-up) */
  consentAnswers: z.record(z.string(), z.boolean()).default({}),
})
const Item = z.object({
  id: z.string().min(1),
  type: z.enum(['VOD', 'LIVE', 'VOD_PLAYLIST', 'SERIES', 'SEASON']),
  title: z.string().min(1),
  description: z.string().default(''),
  durationSeconds: z.number().int().nonnegative().nullable().optional(),
  genres: z.array(z.string()).default([]),
  year: z.number().int().nullable().optional(),
  rating: z.string().nullable().optional(),
  requiresSignIn: z.boolean().optional(),
  licences: z.array(z.string()).optional(),
  thumbnailUrl: z.string().nullable().optional(),
  posterUrl: z.string().nullable().optional(),
  titleImageUrl: z.string().nullable().optional(),
  startOffsetMinutes: z.number().optional(),
  endOffsetMinutes: z.number().optional(),
  /** a VOD released as a premiere: first shown this many minutes from seed time */
  premiereOffsetMinutes: z.number().optional(),
})
const Episode = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  number: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().default(''),
  durationSeconds: z.number().int().positive(),
  thumbnailUrl: z.string().optional(),
  /** a premiere: first shown this many minutes from seed time */
  premiereOffsetMinutes: z.number().optional(),
})
const Series = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().default(''),
  genres: z.array(z.string()).default([]),
  year: z.number().int().nullable().optional(),
  rating: z.string().nullable().optional(),
  requiresSignIn: z.boolean().optional(),
  licences: z.array(z.string()).optional(),
  thumbnailUrl: z.string().optional(),
  posterUrl: z.string().optional(),
  seasons: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string().min(1),
      number: z.number().int().positive(),
      episodes: z.array(Episode),
    }),
  ),
})
const Playlist = z.object({ id: z.string().min(1), items: z.array(z.string()) })
const Epg = z.object({
  /** the guide starts at midnight UTC this many days before seed time */
  startDaysAgo: z.number().int().nonnegative(),
  days: z.number().int().positive().max(14),
  channels: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(1),
      logoUrl: z.string().optional(),
      requiresSignIn: z.boolean().optional(),
      licences: z.array(z.string()).optional(),
      /** played back to back, in a loop, from the start of the guide to its end */
      programmes: z
        .array(
          z.object({
            title: z.string().min(1),
            durationMinutes: z.number().int().min(1),
            thumbnailUrl: z.string().optional(),
            episode: z.string().optional(),
          }),
        )
        .min(1),
    }),
  ),
})
const NewsFeed = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string().min(1),
  description: z.string().default(''),
  items: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
      title: z.string().min(1),
      summary: z.string().default(''),
      body: z.array(z.string().min(1)).min(1),
      author: z.string().optional(),
      imageUrl: z.string().optional(),
      /** published this many minutes from seed time (negative: in the past) */
      publishedOffsetMinutes: z.number(),
      /** a catalogue item the story is about */
      contentId: z.string().optional(),
    }),
  ),
})
const Fighter = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
  nickname: z.string().optional(),
  country: z.string().length(2).optional(),
  weightClass: z.enum(WEIGHT_CLASSES),
  /** 0 = champion, 1.. = contender; absent = unranked */
  rank: z.number().int().nonnegative().optional(),
  imageUrl: z.string().optional(),
  bouts: z.array(
    z.object({
      opponent: z.string().min(1),
      eventName: z.string().min(1),
      /** fought this many days before seed time */
      daysAgo: z.number().int().nonnegative(),
      outcome: z.enum(OUTCOMES),
      method: z.enum(RESULT_METHODS),
      round: z.number().int().positive().optional(),
      contentId: z.string().optional(),
    }),
  ),
})
const Bucket = z.object({ id: z.string().min(1), name: z.string().min(1), type: z.string().min(1), items: z.array(z.string()) })

async function readJsonFile<T>(file: string, schema: z.ZodType<T>, root: string): Promise<T | undefined> {
  if (!existsSync(file)) return undefined
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `/${i.path.join('/')}: ${i.message}`).join('; ')
    throw new Error(`Invalid fixture ${path.relative(root, file)}: ${where}`)
  }
  return parsed.data
}

export async function seed(database: Database, opts: { fixturesDir?: string; now?: Date } = {}): Promise<SeedReport> {
  const dir = path.resolve(opts.fixturesDir ?? DEFAULT_FIXTURES_DIR)
  const now = opts.now ?? new Date()
  const root = path.dirname(dir)
  const report: SeedReport = {
    fixturesDir: dir,
    accounts: { created: 0, existing: 0 },
    contentItems: 0,
    buckets: 0,
    series: 0,
    seasons: 0,
    episodes: 0,
    playlists: 0,
    channels: 0,
    programmes: 0,
    newsFeeds: 0,
    newsItems: 0,
    fighters: 0,
    bouts: 0,
    documents: { created: 0, existing: 0 },
    playbackMedia: 0,
    commerce: { licences: 0, vouchers: 0, subscriptions: 0 },
  }

  // Read and check everything first, so a bad fixture writes nothing.
  const accountsFixture = await readJsonFile(path.join(dir, 'accounts.json'), z.array(Account), root)
  const items = await readJsonFile(path.join(dir, 'catalogue', 'items.json'), z.array(Item), root)
  const bucketsFixture = await readJsonFile(path.join(dir, 'catalogue', 'buckets.json'), z.array(Bucket), root)
  const seriesFixture = await readJsonFile(path.join(dir, 'catalogue', 'series.json'), z.array(Series), root)
  const playlistsFixture = await readJsonFile(path.join(dir, 'catalogue', 'playlists.json'), z.array(Playlist), root)
  const epgFixture = await readJsonFile(path.join(dir, 'catalogue', 'epg.json'), Epg, root)
  const newsFixture = await readJsonFile(path.join(dir, 'catalogue', 'news.json'), z.array(NewsFeed), root)
  const fightersFixture = await readJsonFile(path.join(dir, 'catalogue', 'fighters.json'), z.array(Fighter), root)
  const documents: Array<{ kind: (typeof documentKinds)[number]; id: string; body: unknown }> = []
  for (const kind of documentKinds) {
    const kindDir = path.join(dir, 'cms', kind)
    if (!existsSync(kindDir)) continue
    for (const name of (await readdir(kindDir)).filter((f) => f.endsWith('.json')).sort()) {
      const file = path.join(kindDir, name)
      const id = name.slice(0, -'.json'.length)
      let body: unknown
      try {
        body = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        throw new Error(`Invalid CMS fixture ${path.relative(root, file)}: not JSON (${(error as Error).message})`)
      }
      const errors = validateDocument(kind, id, body)
      if (errors.length)
        throw new Error(
          `Invalid CMS fixture ${path.relative(root, file)}: ${errors.map((e) => `${e.pointer || '/'} ${e.message}`).join('; ')}`,
        )
      documents.push({ kind, id, body })
    }
  }
  const itemIds = new Set((items ?? []).map((i) => i.id))
  for (const bucket of bucketsFixture ?? []) {
    const missing = bucket.items.filter((id) => !itemIds.has(id))
    if (missing.length)
      throw new Error(`Invalid fixture catalogue/buckets.json: bucket ${bucket.id} names unknown items ${missing.join(', ')}`)
  }

  const episodeIds = new Set<string>()
  for (const s of seriesFixture ?? []) {
    const numbers = new Set(s.seasons.map((season) => season.number))
    if (numbers.size !== s.seasons.length) throw new Error(`Invalid fixture catalogue/series.json: series ${s.id} repeats a season number`)
    for (const season of s.seasons) {
      if (new Set(season.episodes.map((e) => e.number)).size !== season.episodes.length)
        throw new Error(`Invalid fixture catalogue/series.json: season ${season.id} repeats an episode number`)
      for (const e of season.episodes) {
        if (itemIds.has(e.id) || episodeIds.has(e.id))
          throw new Error(`Invalid fixture catalogue/series.json: episode id ${e.id} is not unique`)
        episodeIds.add(e.id)
      }
    }
  }
  const playlistIds = new Set((items ?? []).filter((i) => i.type === 'VOD_PLAYLIST').map((i) => i.id))
  for (const playlist of playlistsFixture ?? []) {
    if (!playlistIds.has(playlist.id))
      throw new Error(`Invalid fixture catalogue/playlists.json: ${playlist.id} is not a VOD_PLAYLIST item`)
    const missing = playlist.items.filter((id) => !itemIds.has(id) && !episodeIds.has(id))
    if (missing.length)
      throw new Error(`Invalid fixture catalogue/playlists.json: playlist ${playlist.id} names unknown items ${missing.join(', ')}`)
  }

  for (const feed of newsFixture ?? []) {
    if (new Set(feed.items.map((i) => i.id)).size !== feed.items.length)
      throw new Error(`Invalid fixture catalogue/news.json: feed ${feed.name} repeats an item id`)
    for (const i of feed.items)
      if (i.contentId && !itemIds.has(i.contentId) && !episodeIds.has(i.contentId))
        throw new Error(`Invalid fixture catalogue/news.json: ${feed.name}/${i.id} names unknown content ${i.contentId}`)
  }
  if (new Set((newsFixture ?? []).map((f) => f.name)).size !== (newsFixture ?? []).length)
    throw new Error('Invalid fixture catalogue/news.json: a feed name is repeated')
  if (new Set((fightersFixture ?? []).map((f) => f.id)).size !== (fightersFixture ?? []).length)
    throw new Error('Invalid fixture catalogue/fighters.json: a fighter id is repeated')
  for (const f of fightersFixture ?? [])
    for (const b of f.bouts)
      if (b.contentId && !itemIds.has(b.contentId) && !episodeIds.has(b.contentId))
        throw new Error(`Invalid fixture catalogue/fighters.json: a bout of ${f.id} names unknown content ${b.contentId}`)

  // every licence the catalogue names must exist, so "available with" leads to a purchase
  const commerceFixtures = await readCommerceFixtures(dir)
  if (commerceFixtures)
    checkLicenceLinks(commerceFixtures, [
      ...(items ?? []).map((i) => ({ where: `catalogue/items.json (${i.id})`, licences: i.licences ?? [] })),
      ...(seriesFixture ?? []).map((s) => ({ where: `catalogue/series.json (${s.id})`, licences: s.licences ?? [] })),
      ...(epgFixture?.channels ?? []).map((c) => ({ where: `catalogue/epg.json (${c.id})`, licences: c.licences ?? [] })),
    ])

  const identity = createIdentityStore(database.db)
  for (const account of accountsFixture ?? []) {
    if (await identity.findAccountByEmail(account.email)) {
      report.accounts.existing++
      continue
    }
    const created = await identity.insertAccountIfMissing({
      id: randomUUID(),
      email: account.email,
      passwordHash: await hashPassword(account.password),
      name: account.name,
      roles: account.roles,
      consentAnswers: account.consentAnswers,
      createdAt: now,
    })
    report.accounts[created ? 'created' : 'existing']++
  }

  const catalogue = createCatalogueStore(database.db)
  const at = (minutes: number | undefined) => (minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000))
  await catalogue.upsertContent(
    (items ?? []).map((i) => ({
      id: i.id,
      type: i.type,
      title: i.title,
      description: i.description,
      durationSeconds: i.durationSeconds ?? null,
      genres: i.genres,
      year: i.year ?? null,
      rating: i.rating ?? null,
      requiresSignIn: i.requiresSignIn ?? false,
      licences: i.licences ?? [],
      thumbnailUrl: i.thumbnailUrl ?? null,
      posterUrl: i.posterUrl ?? null,
      titleImageUrl: i.titleImageUrl ?? null,
      startDate: at(i.startOffsetMinutes),
      endDate: at(i.endOffsetMinutes),
      premiereStart: at(i.premiereOffsetMinutes),
    })),
  )
  report.contentItems = items?.length ?? 0
  for (const bucket of bucketsFixture ?? []) {
    await catalogue.replaceBucket({ id: bucket.id, name: bucket.name, type: bucket.type }, bucket.items)
  }
  report.buckets = bucketsFixture?.length ?? 0

  for (const s of seriesFixture ?? []) {
    await catalogue.upsertSeries(
      { id: s.id, title: s.title, description: s.description, thumbnailUrl: s.thumbnailUrl ?? null, posterUrl: s.posterUrl ?? null },
      s.seasons.map((season) => ({ id: season.id, seriesId: s.id, title: season.title, number: season.number })),
    )
    const episodes = s.seasons.flatMap((season) =>
      season.episodes.map((e) => ({
        id: e.id,
        type: 'VOD',
        title: e.title,
        description: e.description,
        durationSeconds: e.durationSeconds,
        genres: s.genres,
        year: s.year ?? null,
        rating: s.rating ?? null,
        requiresSignIn: s.requiresSignIn ?? false,
        licences: s.licences ?? [],
        thumbnailUrl: e.thumbnailUrl ?? s.thumbnailUrl ?? null,
        posterUrl: s.posterUrl ?? null,
        titleImageUrl: null,
        startDate: null,
        endDate: null,
        seasonId: season.id,
        episodeNumber: e.number,
        premiereStart: at(e.premiereOffsetMinutes),
      })),
    )
    for (let i = 0; i < episodes.length; i += 200) await catalogue.upsertContent(episodes.slice(i, i + 200))
    report.series++
    report.seasons += s.seasons.length
    report.episodes += episodes.length
  }
  for (const playlist of playlistsFixture ?? []) await catalogue.replacePlaylist(playlist.id, playlist.items)
  report.playlists = playlistsFixture?.length ?? 0

  if (epgFixture) {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    const start = midnight - epgFixture.startDaysAgo * 86_400_000
    const end = start + epgFixture.days * 86_400_000
    for (const [index, channel] of epgFixture.channels.entries()) {
      const programmes: Array<{
        id: string
        channelId: string
        title: string
        startDate: Date
        endDate: Date
        thumbnailUrl: string | null
        episode: string | null
      }> = []
      for (let t = start, i = 0; t < end; i++) {
        const p = channel.programmes[i % channel.programmes.length]!
        const next = t + p.durationMinutes * 60_000 // the last one may run past the end
        programmes.push({
          id: `${channel.id}-${new Date(t).toISOString().slice(0, 16).replace(/[-:T]/g, '')}`,
          channelId: channel.id,
          title: p.title,
          startDate: new Date(t),
          endDate: new Date(next),
          thumbnailUrl: p.thumbnailUrl ?? null,
          episode: p.episode ?? null,
        })
        t = next
      }
      await catalogue.replaceChannel(
        {
          id: channel.id,
          name: channel.name,
          logoUrl: channel.logoUrl ?? null,
          position: index + 1,
          requiresSignIn: channel.requiresSignIn ?? false,
          licences: channel.licences ?? [],
        },
        programmes,
      )
      report.channels++
      report.programmes += programmes.length
    }
  }

  // playback: which clip plays each item (fixtures/media/playback.json)
  report.playbackMedia = await seedPlaybackMedia(database, path.join(dir, 'media', 'playback.json'))
  for (const [position, feed] of (newsFixture ?? []).entries()) {
    await catalogue.replaceNewsFeed(
      { name: feed.name, title: feed.title, description: feed.description, position: position + 1 },
      feed.items.map((i) => ({
        feedName: feed.name,
        id: i.id,
        title: i.title,
        summary: i.summary,
        body: i.body,
        author: i.author ?? null,
        imageUrl: i.imageUrl ?? null,
        publishedAt: at(i.publishedOffsetMinutes)!,
        contentId: i.contentId ?? null,
      })),
    )
    report.newsFeeds++
    report.newsItems += feed.items.length
  }
  // Bouts are dated in whole days before seed time (midnight UTC), so a reseed the same day changes nothing.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  for (const f of fightersFixture ?? []) {
    await catalogue.replaceFighter(
      {
        id: f.id,
        name: f.name,
        nickname: f.nickname ?? null,
        country: f.country ?? null,
        weightClass: f.weightClass,
        rank: f.rank ?? null,
        imageUrl: f.imageUrl ?? null,
      },
      f.bouts.map((b, i) => ({
        id: `${f.id}-${i + 1}`,
        fighterId: f.id,
        opponent: b.opponent,
        eventName: b.eventName,
        date: new Date(today - b.daysAgo * 86_400_000),
        outcome: b.outcome,
        method: b.method,
        round: b.round ?? null,
        contentId: b.contentId ?? null,
      })),
    )
    report.fighters++
    report.bouts += f.bouts.length
  }

  if (commerceFixtures) report.commerce = await seedCommerce(database, commerceFixtures, now)

  const cms = createCmsStore(database.db)
  for (const doc of documents) {
    const created = await cms.insertPublishedIfMissing(doc.kind, doc.id, doc.body, SEED_ACTOR, now)
    report.documents[created ? 'created' : 'existing']++
  }

  // Running platforms drop their cached catalogue pages and CMS reads.
  await database.notify(CATALOGUE_CHANNEL, 'seed')
  if (report.documents.created) await database.notify(CMS_CHANNEL, 'seed')
  return report
}
