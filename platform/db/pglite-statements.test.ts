/**
 * Named statements on embedded PGlite (pglite-statements.ts): a query text it is told to keep is
 * prepared once and each later call is one trip into the database, with the same answers and
 * errors as PGlite's own `query()`; Drizzle's reads prepared with a name are the ones kept.
 */
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { eq, inArray, sql as drizzleSql } from 'drizzle-orm'
import { pgTable, text } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { keepNamedStatements, keepPreparedNames, type KeptStatements } from './pglite-statements.ts'

// Two clients on one database would share its statements; each of these is its own database.
let plain: PGlite
let named: PGlite
let statements: KeptStatements

const SETUP = `create table t (id text primary key, n int, big bigint, at timestamptz, day date, j jsonb, flags bool[], tags text[]);
  insert into t values ('a', 1, 9007199254740993, '2026-11-29 10:00:00+00', '2026-11-29', '{"k":[1,2]}', '{true,false}', '{x,y}'),
                       ('b', null, 2, null, null, 'null', '{}', null)`

beforeAll(async () => {
  // from the run's migrated template (platform/test/pglite-template.ts): no initdb for either
  const template = readFileSync(inject('pgliteTemplate'))
  ;[plain, named] = await Promise.all([
    PGlite.create({ loadDataDir: new Blob([template]) }),
    PGlite.create({ loadDataDir: new Blob([template]) }),
  ])
  await Promise.all([plain.exec(SETUP), named.exec(SETUP)])
  statements = keepNamedStatements(named, 3)
}, 60_000)
afterAll(async () => {
  await Promise.all([plain?.close(), named?.close()])
})

/** Our statements that the database holds, by query text. */
async function preparedTexts(): Promise<string[]> {
  const [result] = await named.exec(`select statement from pg_prepared_statements where name like 'marquee\\_%' order by statement`)
  return result!.rows.map((row) => String(row.statement))
}

describe('named statements on PGlite', () => {
  it.each([
    ['rows as objects', 'select id, n, big, at, day, j, flags, tags from t order by id', [], undefined],
    ['rows as arrays', 'select id, n, big, at, day, j, flags, tags from t order by id', [], { rowMode: 'array' as const }],
    [
      'parameters of several types',
      'select id from t where id = any($1) and (n = $2 or $2 is null) and at <= $3',
      [['a', 'b'], 1, new Date('2027-01-01T00:00:00Z')],
      undefined,
    ],
    ['a null parameter', 'select count(*)::int as c from t where n is not distinct from $1', [null], undefined],
    ['a JSON parameter', 'select $1::jsonb -> $2 as v', [{ k: [1, 2] }, 'k'], undefined],
    [
      'the query’s own parsers',
      'select at, day, n from t order by id',
      [],
      { rowMode: 'array' as const, parsers: { 1184: (v: string) => v, 23: (v: string) => `int:${v}` } },
    ],
    ['no rows', 'select id from t where id = $1', ['none'], undefined],
  ])('answers %s as query() does', async (_name, sql, params, options) => {
    statements.keep(sql)
    const want = await plain.query(sql, params, options)
    // The first call prepares the statement, the second runs it as kept: both must answer alike.
    expect(await named.query(sql, params, options)).toEqual(want)
    expect(await named.query(sql, params, options)).toEqual(want)
  })

  it('counts the rows a write changed, and what it returns', async () => {
    const insert = `insert into t (id, n) values ($1, $2), ($3, $4)`
    const update = `update t set n = n + 1 where id = any($1) returning id, n`
    const remove = `delete from t where id = any($1)`
    for (const text of [insert, update, remove]) statements.keep(text)
    try {
      for (const db of [plain, named]) await db.query(insert, ['w1', 1, 'w2', 2])
      expect(await named.query(update, [['w1', 'w2']])).toEqual(await plain.query(update, [['w1', 'w2']]))
      const [a, b] = [await plain.query(remove, [['w1', 'w2']]), await named.query(remove, [['w1', 'w2']])]
      expect(b).toEqual(a)
      expect(b.affectedRows).toBe(2)
    } finally {
      for (const db of [plain, named]) await db.exec(`delete from t where id like 'w%'`)
    }
  })

  it('keeps one statement per text and runs it again in a single call', async () => {
    const sql = 'select id from t where n = $1'
    statements.keep(sql)
    await named.query(sql, [1])
    expect(await preparedTexts()).toContain(sql)
    const calls = vi.spyOn(named, 'execProtocol')
    try {
      expect((await named.query(sql, [1])).rows).toEqual([{ id: 'a' }])
      expect(calls).toHaveBeenCalledTimes(1)
    } finally {
      calls.mockRestore()
    }
  })

  it('keeps at most as many statements as it was given, closing the least recently used', async () => {
    const texts = ['select 1 as a', 'select 2 as a', 'select 3 as a', 'select 4 as a']
    for (const text of texts) statements.keep(text)
    for (const text of texts.slice(0, 3)) await named.query(text)
    await named.query(texts[0]!) // used again: now the second is the oldest
    await named.query(texts[3]!)
    expect(statements.kept()).toBe(3)
    expect(await preparedTexts()).toEqual([texts[0], texts[2], texts[3]])
    expect((await named.query<{ a: number }>(texts[1]!)).rows).toEqual([{ a: 2 }])
  })

  it('throws what query() throws, with the query attached, and goes on working after it', async () => {
    const insert = 'insert into t (id) values ($1)'
    statements.keep(insert)
    statements.keep('select nonsense from t')
    const [want, got] = await Promise.all([
      plain.query(insert, ['a']).catch((error: unknown) => error),
      named.query(insert, ['a']).catch((error: unknown) => error),
    ])
    expect(got).toBeInstanceOf(Error)
    expect(got).toMatchObject({ code: '23505', message: (want as Error).message, query: insert, params: ['a'] })
    await expect(named.query('select nonsense from t')).rejects.toMatchObject({ code: '42703', query: 'select nonsense from t' })
    expect((await named.query('select id from t order by id')).rows).toEqual([{ id: 'a' }, { id: 'b' }])
  })

  it('prepares a statement again when its table has changed shape since', async () => {
    await named.exec('create table shape (id int)')
    try {
      await named.query('insert into shape values ($1)', [1])
      const sql = 'select * from shape'
      statements.keep('insert into shape values ($1)')
      statements.keep(sql)
      expect((await named.query(sql)).rows).toEqual([{ id: 1 }])
      await named.exec(`alter table shape add column label text default 'x'`)
      expect((await named.query(sql)).rows).toEqual([{ id: 1, label: 'x' }])
    } finally {
      await named.exec('drop table shape')
    }
  })

  it('waits for a transaction instead of running inside it', async () => {
    let inside!: () => void
    const started = new Promise<void>((resolve) => (inside = resolve))
    const transaction = named
      .transaction(async (tx) => {
        await tx.query(`insert into t (id) values ('tx')`)
        inside()
        await new Promise((resolve) => setTimeout(resolve, 50))
        await tx.rollback()
      })
      .catch(() => {})
    await started
    try {
      statements.keep('insert into t (id) values ($1)')
      await named.query('insert into t (id) values ($1)', ['outside'])
      await transaction
      expect((await named.query(`select id from t where id in ('tx', 'outside')`)).rows).toEqual([{ id: 'outside' }])
    } finally {
      await named.exec(`delete from t where id in ('tx', 'outside')`)
    }
  })

  it('leaves a text it was not told to keep to PGlite’s own path', async () => {
    const sql = 'select id from t where id = $1 and n is not null'
    expect((await named.query(sql, ['a'])).rows).toEqual([{ id: 'a' }])
    expect((await named.query(sql, ['a'])).rows).toEqual([{ id: 'a' }])
    expect(await preparedTexts()).not.toContain(sql)
  })

  it('keeps the reads Drizzle prepares with a name, and no other', async () => {
    const table = pgTable('t', { id: text('id').primaryKey() })
    const db = drizzle({ client: named })
    keepPreparedNames(db._.session, statements)
    const byId = db
      .select()
      .from(table)
      .where(eq(table.id, drizzleSql.placeholder('id')))
      .prepare('t_by_id')
    expect(await byId.execute({ id: 'b' })).toEqual([{ id: 'b' }])
    const unnamed = db
      .select()
      .from(table)
      .where(inArray(table.id, ['a']))
    expect(await unnamed).toEqual([{ id: 'a' }])
    const texts = await preparedTexts()
    expect(texts).toContain(byId.getQuery().sql)
    expect(texts).not.toContain(unnamed.toSQL().sql)
  })
})
