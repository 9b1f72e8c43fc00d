import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The PostgreSQL server the benchmarks create their scratch databases on (trust auth locally). */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface ScratchPostgres {
  url: string
  drop(): Promise<void>
}

/** A fresh, empty database named after the benchmark and this process; drop() removes it. */
export async function createScratchPostgres(label: string): Promise<ScratchPostgres> {
  const name = `dealerpilot_bench_${label.replace(/\W/g, '_')}_${process.pid}`
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(ADMIN_DATABASE_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
      await client.connect()
      try {
        // force: a server killed mid-run may leave a connection behind.
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}

/** A temporary directory (PGlite DATA_DIR); remove() deletes it. */
export async function createTempDir(label: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `dealerpilot-bench-${label}-`))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
