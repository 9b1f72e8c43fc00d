import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('PGlite data directory lock', () => {
  it('refuses a data directory that another live process holds', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-lock-'))
    // The parent process (the test runner) is alive and is not us.
    writeFileSync(path.join(dir, 'dealerpilot.lock'), String(process.ppid))
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /is in use by process \d+\. Stop that process, or set DATA_DIR/,
    )
  })

  it('takes over a lock left behind by a process that is gone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-lock-'))
    writeFileSync(path.join(dir, 'dealerpilot.lock'), '999999')
    const database = await openDatabase({ dataDir: dir })
    await database.close()
  })
})
