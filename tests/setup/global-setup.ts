import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../../src/server/db/client.ts'
import {
  adminQuery,
  databaseUrlFor,
  PGLITE_TEMPLATE_FILE,
  testServerUrl,
  uniqueDatabaseName,
} from './test-database.ts'

/**
 * Migrates one template database per run. PGlite: dumped to a file that every test file loads
 * (no migrations per file). PostgreSQL: a template database that every test file copies.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const serverUrl = testServerUrl()
  if (serverUrl) {
    const template = uniqueDatabaseName('dealerpilot_test_template')
    await adminQuery(serverUrl, `create database ${template}`)
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template), poolMax: 1 })
    await database.migrate()
    await database.close()
    provide('pgTemplate', template)
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`)
    }
  }

  const database = await openDatabase({})
  await database.migrate()
  const dump = await database.pglite!.dumpDataDir('gzip')
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true })
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  provide('pgTemplate', '')
  return undefined
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string
  }
}
