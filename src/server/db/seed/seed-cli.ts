// `npm run db:seed`: migrates, then adds whatever demo data is missing (safe to run again).

import { openDatabase } from '#server/db/client'
import { getEnv } from '#server/env'
import { refuseDocumentedDemoPassword, seedDemoData } from './seed.ts'

const env = getEnv()
refuseDocumentedDemoPassword(env)
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
})
try {
  await database.migrate()
  await seedDemoData(database.db, { password: env.DEMO_PASSWORD })
  console.log(`Demo data is in place (password: ${env.DEMO_PASSWORD}).`)
} finally {
  await database.close()
}
