/**
 * Placeholders for the platform's hot reads, the queries every signed-in page makes.
 *
 * Drizzle builds a query's SQL from its builder on every call: walking the builder, quoting every
 * name and making a prepared-query object with its own result parsers. For the continue-watching
 * row's query that was about 0.5 ms of the 1.5 ms it took on PGlite. Those reads are therefore
 * built once per store with `.prepare(name)` and placeholders, and each call only fills in its
 * values. The name also makes them named statements, parsed once per connection: on a Postgres
 * server through Drizzle's driver, on embedded PGlite through pglite-statements.ts.
 *
 * A placeholder is not mapped by its column's type as a value would be, so a read passes what
 * Drizzle would have sent: `any` for a list (a Postgres array, one statement whatever its length,
 * where `in (…)` had a statement per length) and ISO strings for times.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

/** A named value filled in when a prepared read runs. */
export const slot = (name: string) => sql.placeholder(name)

/** `column = any(:name)`: the column matches one of a list given when the read runs. */
export function anyOf(column: AnyColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`
}

/** A time as Drizzle sends a timestamp column's value. */
export const isoTime = (at: Date) => at.toISOString()
