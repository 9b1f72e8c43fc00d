// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { getEnv } from '#server/env'
import { openDatabase } from './client.ts'

const env = getEnv()
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
})
await database.migrate()
await database.close()
console.log('Migrations applied.')
