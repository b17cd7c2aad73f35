/**
 * Search latency as the catalogue grows: 1k, 10k and 100k generated items in an in-memory
 * database, settled after loading as the product settles its own (platform/db/database.ts), the
 * platform's content-search called in-process (as the web app calls it), p50 and p95 over a fixed
 * set of queries. Run by `npm run bench` after the page figures, which judges the
 * p95 growth from the smallest to the largest catalogue.
 */
import { sql } from 'drizzle-orm'
import { createPlatform, migrate, openDatabase } from '../platform/index.ts'
import { settle } from '../platform/db/database.ts'

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number)
const QUERIES = ['harbour', 'night', 'final derby', 'ocean', 'são', 'lights', 'river city', 'sto', 'marathon highlights', 'jazz']
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20)

const WORDS = [
  'Harbour',
  'Night',
  'Final',
  'Derby',
  'Ocean',
  'São',
  'Lights',
  'River',
  'City',
  'Storm',
  'Marathon',
  'Highlights',
  'Jazz',
  'Valley',
  'Crown',
  'Echo',
  'Summit',
  'Ember',
  'Tide',
  'Atlas',
  'Paper',
  'Moon',
  'Glass',
  'North',
  'Hidden',
  'Garden',
  'Circuit',
  'Open',
  'Keeper',
  'Voices',
]

async function generate(database: Awaited<ReturnType<typeof openDatabase>>, count: number) {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`
  // Titles of three words and a two-sentence description, spread evenly over the vocabulary.
  await database.db.execute(
    sql.raw(`
    INSERT INTO content_items (id, type, title, description, duration_seconds, year)
    SELECT 'gen-' || g,
           CASE WHEN g % 10 = 0 THEN 'LIVE' WHEN g % 17 = 0 THEN 'VOD_PLAYLIST' ELSE 'VOD' END,
           (${words})[1 + g % 30] || ' ' || (${words})[1 + (g / 30) % 30] || ' ' || (${words})[1 + (g / 900) % 30],
           'A story of ' || lower((${words})[1 + (g * 7) % 30]) || ' and ' || lower((${words})[1 + (g * 13) % 30]) || '. Episode ' || g || '.',
           1800 + g % 3600, 2000 + g % 26
    FROM generate_series(1, ${count}) AS g`),
  )
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

export interface SearchFigures {
  size: number
  p50: number
  p95: number
}

export async function searchBench(): Promise<SearchFigures[]> {
  const rows: string[] = []
  const figures: SearchFigures[] = []
  for (const size of SIZES) {
    const database = await openDatabase({ dataDir: 'memory://' })
    await migrate(database)
    const started = Date.now()
    await generate(database, size)
    // as the product leaves a bulk load (settle: statistics, hint bits), not half-loaded
    await settle(database)
    const seeded = Date.now() - started
    const platform = createPlatform({
      database,
      secret: 'bench-search-secret-long-enough-0123456789',
      logger: { info() {}, warn() {}, error() {} },
    })
    const timings: number[] = []
    for (let round = 0; round < ROUNDS + 2; round++) {
      for (const query of QUERIES) {
        const t0 = performance.now()
        const res = await platform.fetch(new Request(`http://embedded/api/content-search?query=${encodeURIComponent(query)}&rpp=20`))
        await res.json()
        if (!res.ok) throw new Error(`search "${query}" answered ${res.status}`)
        if (round >= 2) timings.push(performance.now() - t0) // two warm-up rounds
      }
    }
    timings.sort((a, b) => a - b)
    figures.push({ size, p50: percentile(timings, 50), p95: percentile(timings, 95) })
    rows.push(
      `  ${String(size).padStart(7)} items   p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(1).padStart(6)} ms   (${timings.length} searches; generated in ${(seeded / 1000).toFixed(1)} s)`,
    )
    await platform.close()
    await database.close()
  }
  console.log('Search latency (platform content-search, in-process, generated catalogue)\n')
  for (const row of rows) console.log(row)
  console.log('')
  return figures
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await searchBench()
