import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

/**
 * PGlite sends every query through PostgreSQL's unnamed statement, so a query is parsed and planned
 * on every call (for the dealer page 1.1 of its 1.6 ms), and drizzle's statement names go unused.
 * Binding parameters to an SQL `EXECUTE` is refused ("bind message supplies 1 parameters, but
 * prepared statement "" requires 0"), so a named statement runs as SQL: `PREPARE name AS text` once,
 * then `EXECUTE name('literal', ...)` on every call, with each argument quoted as the text PGlite
 * itself would have bound (its own serializer for the parameter's type).
 *
 * Only statements on the PGlite instance itself use this. A transaction's handle is a new object
 * per transaction, so its statements are built per transaction: preparing each would cost more than
 * it saves, and its names would collide with the instance's on PGlite's one connection.
 */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

type Serialize = ((value: unknown) => string) | undefined

const STATEMENT_NAME = /^[a-z_][a-z0-9_]{0,62}$/
const DUPLICATE_PREPARED_STATEMENT = '42P05'

/** The client a statement named `name` with SQL `text` should use; itself when it is no PGlite. */
export function namedStatementClient<C>(client: C, name: string, text: string): C | QueryClient {
  if (!(client instanceof PGlite)) return client
  if (!STATEMENT_NAME.test(name)) throw new Error(`Not a statement name: ${name}`)
  const pglite = client
  let serializers: Promise<Serialize[]> | undefined

  async function prepare(): Promise<Serialize[]> {
    const statement = `prepare ${name} as ${text}`
    try {
      await pglite.exec(statement)
    } catch (error) {
      // Prepared before, by another drizzle handle on this PGlite or by a first attempt whose type
      // lookup below failed: the name stands for one text, so prepare it afresh.
      if ((error as { code?: string }).code !== DUPLICATE_PREPARED_STATEMENT) throw error
      await pglite.exec(`deallocate ${name}; ${statement}`)
    }
    // The parameters' types as PostgreSQL inferred them. (PGlite's describeQuery() would tell too,
    // but it does not wait for other queries and reads their answers when called beside them.)
    const { rows } = await pglite.query<{ oid: number }>(
      `select type::oid::int as oid
         from pg_prepared_statements, unnest(parameter_types) with ordinality as param(type, position)
        where name = $1 order by position`,
      [name],
    )
    return rows.map((row) => pglite.serializers[row.oid] as Serialize)
  }

  return {
    async query<T>(_text: string, params: unknown[] = [], options?: QueryOptions) {
      serializers ??= prepare().catch((error) => {
        serializers = undefined
        throw error
      })
      const serialize = await serializers
      const args = params.map((value, index) => sqlLiteral(value, serialize[index]))
      const [result] = await pglite.exec(
        args.length ? `execute ${name}(${args.join(', ')})` : `execute ${name}`,
        options,
      )
      return result as Results<T>
    },
  }
}

/**
 * One argument as an SQL literal: null, or a quoted string (with standard_conforming_strings, on
 * by default and never changed here, a doubled quote is the only escape a string literal has).
 * The text is what PGlite's query() would bind for the parameter's type, so `EXECUTE` reads the
 * same value.
 */
export function sqlLiteral(value: unknown, serialize?: Serialize): string {
  if (value === null || value === undefined) return 'null'
  const text = serialize ? serialize(value) : String(value)
  return `'${text.replaceAll("'", "''")}'`
}
