/**
 * The install-time edit of PGlite's result parsing (scripts/patch-dependencies.mjs): a query's own
 * type parsers are put in front of the client's instead of being merged into a new copy of all
 * 318 of them. These tests check that the edit is in place and that a result is parsed as the
 * merged copy would parse it: the query's parser for its types, the client's for the others.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edits } from '../../scripts/patch-dependencies.mjs'

const edit = edits.find((e) => e.pkg === '@electric-sql/pglite')!
let db: PGlite

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(`create table t (id text, n int, big bigint, at timestamptz, day date, j jsonb, flags bool[]);
    insert into t values ('a', 1, 9007199254740993, '2026-11-29 10:00:00+00', '2026-11-29', '{"k":[1,2]}', '{true,false}'),
                         ('b', null, 2, null, null, 'null', '{}')`)
}, 60_000)
afterAll(async () => {
  await db?.close()
})

describe("PGlite's result parsing with a query's own parsers", () => {
  it('is edited in the module the platform loads', () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    const source = readFileSync(path.join(path.dirname(entry), path.basename(edit.file!)), 'utf8')
    expect(source.split(edit.replace).length - 1).toBe(1)
    expect(source).not.toContain(edit.find)
  })

  it.each(['array', 'object'] as const)('parses each column as the merged parsers would (rowMode %s)', async (rowMode) => {
    const sql = 'select id, n, big, at, day, j, flags from t order by id'
    const plain = await db.query<Record<string, unknown>>(sql, [], { rowMode })
    // Drizzle's kind: dates and timestamps kept as their text; and one that changes int4 (23)
    const asText = (value: string) => value
    const queryParsers = { 1184: asText, 1082: asText, 23: (value: string) => `int:${value}` }
    const parsed = await db.query<Record<string, unknown>>(sql, [], { rowMode, parsers: queryParsers })
    const columns = plain.fields.map((f) => f.name)
    const cell = (row: unknown, i: number) => (rowMode === 'array' ? (row as unknown[])[i] : (row as Record<string, unknown>)[columns[i]!])
    const [a, b] = parsed.rows
    // the query's parsers
    expect([cell(a, 3), cell(a, 4), cell(a, 1)]).toEqual(['2026-11-29 10:00:00+00', '2026-11-29', 'int:1'])
    expect(cell(plain.rows[0], 3)).toBeInstanceOf(Date)
    // the client's, for every other type: as a query without parsers of its own parses them
    for (const i of [0, 2, 5, 6]) expect(cell(a, i)).toEqual(cell(plain.rows[0], i))
    expect(cell(a, 5)).toEqual({ k: [1, 2] })
    expect(cell(a, 6)).toEqual([true, false])
    // nulls stay null whichever parser the type has
    expect([cell(b, 1), cell(b, 3), cell(b, 4)]).toEqual([null, null, null])
  })
})
