// `npm run seed:large [-- --scale 0.1] [--seed 37] [--base-date 2026-11-01]`: migrates an empty
// database (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL) and fills it with a large dealer network.

import { parseArgs } from 'node:util'
import { openDatabase } from '#server/db/client'
import { refuseDocumentedDemoPassword } from '#server/db/seed/seed'
import { getEnv } from '#server/env'
import {
  DatabaseNotEmptyError,
  LARGE_SEED_BASE_DATE,
  LARGE_SEED_DEFAULT_SEED,
  seedLargeData,
} from './seed-large.ts'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: String(LARGE_SEED_DEFAULT_SEED) },
    'base-date': { type: 'string', default: LARGE_SEED_BASE_DATE.toISOString().slice(0, 10) },
  },
})
const scale = Number(values.scale)
const seed = Number(values.seed)
const baseDate = values['base-date'] === 'today' ? new Date() : new Date(`${values['base-date']}T12:00:00Z`)
if (!(scale > 0) || !Number.isInteger(seed) || Number.isNaN(baseDate.getTime())) {
  console.error(
    'Usage: npm run seed:large -- [--scale <factor>] [--seed <integer>] [--base-date YYYY-MM-DD|today]',
  )
  process.exit(2)
}

const env = getEnv()
refuseDocumentedDemoPassword(env)
const target = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`
console.log(`seed:large at scale ${scale} into ${target}, seed ${seed}, base date ${baseDate.toISOString()}`)
const started = Date.now()
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
})
try {
  await database.migrate()
  await seedLargeData(database.db, { scale, seed, baseDate, password: env.DEMO_PASSWORD, log: console.log })
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Every account's password: ${env.DEMO_PASSWORD}`,
  )
} catch (error) {
  if (!(error instanceof DatabaseNotEmptyError)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await database.close()
}
