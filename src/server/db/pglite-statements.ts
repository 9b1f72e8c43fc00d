import { type messages, PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite'
import { withoutInstalledParsers } from './pglite-parsers.ts'

/**
 * PGlite's query() sends every query through PostgreSQL's unnamed statement, so a query is parsed
 * and planned on every call, and drizzle's statement names go unused. Here a named statement is
 * prepared the way a PostgreSQL driver prepares one, in the wire protocol: Parse and Describe once,
 * then Bind, Execute and Sync in one message on every call, read with PGlite's own result parser.
 * For the dealer page that is a third less time per call than an SQL `EXECUTE name('literal', ...)`
 * (issue 12, docs/performance.md): no SQL text to parse, one trip into PGlite instead of two.
 *
 * PGlite's protocol calls take none of its locks, so each runs under the two locks its exec()
 * takes (no other query, and outside any transaction in progress), then syncs the files as exec()
 * does. Only statements on the PGlite instance itself use this. A transaction's handle is a new
 * object per transaction, so its statements are built per transaction: preparing each would cost
 * more than it saves, and its names would collide with the instance's on PGlite's one connection.
 */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

type Serialize = ((value: unknown) => string) | undefined

interface Prepared {
  serializers: Serialize[]
  /** The statement's columns, put before each call's rows for PGlite's result parser. */
  rowDescription?: messages.RowDescriptionMessage
}

const { serialize } = protocol
const DUPLICATE_PREPARED_STATEMENT = '42P05'

/** The client a statement named `name` with SQL `text` should use; itself when it is no PGlite. */
export function namedStatementClient<C>(client: C, name: string, text: string): C | QueryClient {
  if (!(client instanceof PGlite)) return client
  const pglite = client
  let prepared: Promise<Prepared> | undefined

  /** One exchange under exec()'s locks; a database error is thrown once PostgreSQL is ready again. */
  const exchange = (parts: Uint8Array[]) =>
    pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const answer = await pglite.execProtocolStream(Buffer.concat([...parts, serialize.sync()]), {
          syncToFs: false,
        })
        await pglite.syncToFs()
        return answer
      }),
    )

  async function prepare(): Promise<Prepared> {
    const parseAndDescribe = [serialize.parse({ name, text }), serialize.describe({ type: 'S', name })]
    const answer = await exchange(parseAndDescribe).catch(async (error: { code?: string }) => {
      // Prepared before, by another drizzle handle on this PGlite: a name stands for one text, so
      // prepare it afresh.
      if (error.code !== DUPLICATE_PREPARED_STATEMENT) throw error
      return exchange([serialize.close({ type: 'S', name }), ...parseAndDescribe])
    })
    return {
      serializers: parse
        .parseDescribeStatementResults(answer)
        .map((oid) => pglite.serializers[oid] as Serialize),
      rowDescription: answer.find(
        (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
      ),
    }
  }

  return {
    async query<T>(_text: string, params: unknown[] = [], options?: QueryOptions) {
      prepared ??= prepare().catch((error) => {
        prepared = undefined
        throw error
      })
      const { serializers, rowDescription } = await prepared
      const values = params.map((value, index) => bindValue(value, serializers[index]))
      const answer = await exchange([serialize.bind({ statement: name, values }), serialize.execute()])
      const [result] = parse.parseResults(
        rowDescription ? [rowDescription, ...answer] : answer,
        pglite.parsers,
        withoutInstalledParsers(pglite, options),
      )
      return result as Results<T>
    },
  }
}

/** An argument as the text PGlite's query() would bind for the parameter's type; null as null. */
export function bindValue(value: unknown, serialize?: Serialize): string | null {
  if (value === null || value === undefined) return null
  return serialize ? serialize(value) : String(value)
}
