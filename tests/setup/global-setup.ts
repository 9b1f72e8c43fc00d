import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '#server/db/client'
import {
  adminQuery,
  databaseUrlFor,
  pgliteTemplateFile,
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
  const templateFile = pgliteTemplateFile()
  mkdirSync(path.dirname(templateFile), { recursive: true })
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  provide('pgTemplate', '')
  provide('pgliteTemplateFile', templateFile)
  return () => rmSync(templateFile, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string
    pgliteTemplateFile: string
  }
}
