import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { type Logger, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { readDrizzleTextTypes } from './pglite-parsers.ts'
import * as schema from './schema/index.ts'

/**
 * Both drivers expose the same Drizzle query API; the rest of the server is written against the
 * node-postgres flavour of the type so it does not care which one runs underneath.
 */
export type Database = NodePgDatabase<typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** A query runner: the database itself or an open transaction. */
export type Executor = Database | Transaction

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres'
  db: Database
  /** The PGlite instance when kind is 'pglite' (tests dump and clone it). */
  pglite?: PGlite
  migrate(): Promise<void>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string
  /** A PGlite data-directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File
  poolMax?: number
  /** Sees every query drizzle runs (issue 37's plan test collects the list queries' SQL this way). */
  queryLogger?: Logger
}

/** How long a request waits for a PostgreSQL connection before the database counts as unavailable. */
export const POOL_CONNECTION_TIMEOUT_MS = 3_000

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // Fail fast instead of queueing forever when the server is gone: a refused connection fails at
      // once, one that does not answer (or a wait for a free client) after this, and the request is
      // answered 503 (lib/on-error.ts). A healthy server connects in milliseconds.
      connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
      statement_timeout: 15_000,
      // A connection whose peer vanished without a word (a network cut) is found out by the kernel.
      keepAlive: true,
    })
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema, logger: options.queryLogger })
    return {
      kind: 'postgres',
      db,
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    }
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir ? path.resolve(options.dataDir, 'pgdata') : undefined,
      loadDataDir: options.loadDataDir,
    })
    readDrizzleTextTypes(pglite)
    const db = drizzlePglite(pglite, { schema, logger: options.queryLogger }) as unknown as Database
    return {
      kind: 'pglite',
      db,
      pglite,
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: async () => {
        await pglite.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/**
 * Key of the PostgreSQL session advisory lock held while migrations run (any constant unique to
 * this purpose; the analytics rollup uses another).
 */
export const MIGRATION_LOCK_KEY = 727_001_012

/**
 * Instances starting at once against one PostgreSQL would each apply the pending migrations; the
 * slower one then fails ("relation already exists") and its instance exits. Each takes a session
 * advisory lock on a connection of its own first and runs the migrations on that connection, so
 * one migrates and the others wait, then find nothing pending. The wait has no statement timeout (a long migration on
 * another instance is not an error), and the connection is discarded afterwards, which also drops
 * the lock if anything failed. PGlite needs none of this: one process owns its data directory.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('set statement_timeout = 0')
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await client.query('reset statement_timeout')
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  } finally {
    client.release(true)
  }
}

/** Round-trip time of a trivial query in milliseconds (health checks). */
export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now()
  await db.execute(sql`select 1`)
  return performance.now() - started
}

/**
 * PGlite does not lock its data directory, and two processes on one directory lose writes. A lock
 * file with our pid makes the second process refuse to start with a clear message. A process killed
 * with SIGKILL leaves its lock behind; the next start takes it over when that pid is gone, or when
 * the pid now belongs to another process (after a reboot or in a new container), told apart by the
 * process start time recorded beside the pid where the system shows it (Linux).
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'dealerpilot.lock')
  if (existsSync(lockPath)) {
    const [pidText, startedText] = readFileSync(lockPath, 'utf8').trim().split(/\s+/)
    const holder = Number.parseInt(pidText, 10)
    const sameProcess = startedText === undefined || processStartTime(holder) === startedText
    if (holder && holder !== process.pid && isProcessAlive(holder) && sameProcess) {
      throw new Error(
        `The data directory ${path.resolve(dataDir)} is in use by process ${holder}. ` +
          'Stop that process, or set DATA_DIR to another directory.',
      )
    }
    rmSync(lockPath, { force: true })
  }
  const fd = openSync(lockPath, 'wx')
  const started = processStartTime(process.pid)
  writeFileSync(fd, started ? `${process.pid} ${started}` : String(process.pid))
  closeSync(fd)
  return () => rmSync(lockPath, { force: true })
}

/** The process's start time in clock ticks since boot (Linux /proc), or undefined elsewhere. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may itself hold spaces and parentheses; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
