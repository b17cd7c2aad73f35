/**
 * Named statements for embedded PGlite, for the reads the platform prepares with Drizzle's
 * `.prepare(name)` (platform/db/prepared.ts): each is parsed and described once, then every call
 * binds and runs it in one trip into the database.
 *
 * On a Postgres server Drizzle makes such a read a named statement, parsed and planned once per
 * connection. Its PGlite driver ignores the name, and PGlite's own `query()` sends each call as
 * six protocol calls into its WebAssembly Postgres (parse, describe the statement, bind, describe
 * the portal, execute, sync) with the unnamed statement, so Postgres parses, analyses and plans
 * the text again every time. The six reads of a signed-in home page took 2.1 ms that way on the
 * project's machine, and 1.4 ms as kept statements: after a few runs Postgres settles on a generic
 * plan for each, as it would on a server, and stops planning them.
 *
 * Only the reads named that way are kept. A generic plan suits their lookups by key; it does not
 * suit every query. The content search kept as a statement answered a 100,000-item catalogue a
 * quarter slower, its plan no longer made for the words searched. Everything else goes to
 * PGlite's own `query()`, as does a call with a blob or its own parameter types.
 *
 * What a call returns is what `query()` returns: the same rows, fields and counts, parsed by the
 * same parsers, and the same errors (with the query and its parameters attached). A call waits
 * for PGlite's own locks, so it never runs inside someone else's transaction; `transaction()`
 * keeps PGlite's own path.
 *
 * At most `max` statements are kept; the least recently used one is closed when another is
 * prepared. When Postgres refuses a kept statement because what it reads has changed shape (a
 * migration altered a table after the statement was prepared) or because it no longer exists,
 * the statement is prepared again and the call made once more: nothing ran the first time.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'
import type { PgSession } from 'drizzle-orm/pg-core'

const { serialize } = protocol

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

interface Statement {
  name: string
  /** Postgres's type of each parameter, which picks the serializer of its value */
  parameterTypes: number[]
  /** what the statement's rows look like, or null when it returns none */
  rowDescription: BackendMessage | null
}

/** Postgres's codes for a kept statement it can no longer run as prepared. */
const STALE_STATEMENT = new Set([
  '0A000', // cached plan must not change result type
  '26000', // prepared statement does not exist
])

/** How many statements a client keeps unless told otherwise: far more than the platform names. */
const DEFAULT_KEPT_STATEMENTS = 500

/** Decorate an error as PGlite's `query()` does, so callers see the same thing either way. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options })
  }
  return error
}

export interface KeptStatements {
  /** From now on, `text` runs as a kept statement. */
  keep(text: string): void
  /** How many statements the database holds for us now. */
  kept(): number
}

/** Makes `client.query` run the texts it is told to keep as named statements (see above). */
export function keepNamedStatements(client: PGlite, max = DEFAULT_KEPT_STATEMENTS): KeptStatements {
  /** the texts to keep, whether or not they are prepared yet */
  const texts = new Set<string>()
  const statements = new Map<string, Statement>()
  let counter = 0
  const plainQuery = client.query.bind(client)

  async function prepare(text: string): Promise<Statement> {
    const name = `marquee_${++counter}`
    const messages: Uint8Array[] = []
    // Make room first: the least recently used statements are closed in the same call.
    while (statements.size >= max) {
      const [oldest, statement] = statements.entries().next().value as [string, Statement]
      statements.delete(oldest)
      messages.push(serialize.close({ type: 'S', name: statement.name }))
    }
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync())
    const { messages: answer } = await client.execProtocol(Buffer.concat(messages), { syncToFs: false })
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((message) => message.name === 'rowDescription') ?? null,
    }
    statements.set(text, statement)
    return statement
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retried = false): Promise<Results<T>> {
    let statement = statements.get(text)
    if (statement) {
      // Most recently used last: the first entry is the one to close when room is needed.
      statements.delete(text)
      statements.set(text, statement)
    } else {
      statement = await prepare(text)
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = statement.parameterTypes[i]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    let answer: BackendMessage[]
    try {
      const message = Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()])
      answer = (await client.execProtocol(message, { syncToFs: false, onNotice: options?.onNotice })).messages
    } catch (error) {
      const code = (error as { code?: string }).code
      if (!retried && code && STALE_STATEMENT.has(code)) {
        statements.delete(text)
        await client.execProtocol(Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
          syncToFs: false,
        })
        return run(text, params, options, true)
      }
      throw error
    }
    await client.syncToFs()
    const messages = statement.rowDescription ? [statement.rowDescription, ...answer] : answer
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!texts.has(text) || options?.blob || options?.paramTypes) return plainQuery<T>(text, params, options)
    await client._checkReady()
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options)
        } catch (error) {
          throw withQuery(error, text, params, options)
        }
      }),
    )
  }
  return {
    keep: (text) => void texts.add(text),
    kept: () => statements.size,
  }
}

/**
 * Keeps a statement for each query Drizzle prepares with a name through `session` (the reads of
 * platform/db/prepared.ts), as a Postgres server would.
 */
export function keepPreparedNames(session: Pick<PgSession, 'prepareQuery'>, statements: KeptStatements): void {
  const prepareQuery = session.prepareQuery.bind(session)
  session.prepareQuery = ((query, fields, name, ...rest) => {
    if (name) statements.keep(query.sql)
    return prepareQuery(query, fields, name, ...rest)
  }) as typeof session.prepareQuery
}
