import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite'

/**
 * drizzle's PGlite driver reads dates, times and intervals (and their arrays) as the text
 * PostgreSQL sends, and says so by passing these parsers with every query. PGlite answers such a
 * query by copying its whole parser table (some 300 types) into a new object before reading the
 * rows: on the read API's dealer page that copy was an eighth of the server's time (issue 12,
 * docs/performance.md). So the instance reads these types as text itself, and a query whose
 * parsers say nothing else is sent without them: the same values, without the copy.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

const asText = (value: string) => value

/**
 * Options without parsers the instance already applies. Checked on every call rather than once:
 * a parser PGlite installs later (refreshArrayTypes) would make the copy needed again.
 */
export function withoutInstalledParsers(pglite: PGlite, options: QueryOptions | undefined) {
  const parsers = options?.parsers
  if (!parsers) return options
  for (const oid in parsers) {
    if (pglite.parsers[oid] !== asText) return options
  }
  return { ...options, parsers: undefined }
}

/** Makes `pglite` read drizzle's text types as text, and drop those parsers from every query. */
export function readDrizzleTextTypes(pglite: PGlite) {
  for (const oid of TEXT_TYPES) pglite.parsers[oid] = asText
  const query = pglite.query.bind(pglite)
  const exec = pglite.exec.bind(pglite)
  const transaction = pglite.transaction.bind(pglite)
  pglite.query = ((text, params, options) =>
    query(text, params, withoutInstalledParsers(pglite, options))) as PGlite['query']
  pglite.exec = ((text, options) => exec(text, withoutInstalledParsers(pglite, options))) as PGlite['exec']
  pglite.transaction = ((callback) =>
    transaction((tx) =>
      callback(
        // Everything else (rollback, closed, ...) is the transaction's own.
        Object.create(tx, {
          query: {
            value: ((text, params, options) =>
              tx.query(text, params, withoutInstalledParsers(pglite, options))) as Transaction['query'],
          },
          exec: {
            value: ((text, options) =>
              tx.exec(text, withoutInstalledParsers(pglite, options))) as Transaction['exec'],
          },
        }),
      ),
    )) as PGlite['transaction']
}
