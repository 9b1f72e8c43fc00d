import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client'
import { testServerUrl } from '#tests/setup/test-database'

/**
 * The PGlite data-directory lock after a kill -9 (issue 12): the dead process's lock file stays
 * behind, and its pid may by then belong to another process (after a reboot, in a new container).
 * Neither may stop the restart; a live server holding the directory still must.
 */
let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function startTime(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

// PGlite only, so once per `npm run test:faults` (its PostgreSQL pass skips it); /proc is Linux's.
describe.skipIf(process.platform !== 'linux' || Boolean(testServerUrl()))(
  'PGlite data directory lock after a kill -9',
  () => {
    it('records its pid and start time, and removes the lock on close', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-lock-'))
      const database = await openDatabase({ dataDir: dir })
      expect(readFileSync(path.join(dir, 'dealerpilot.lock'), 'utf8')).toBe(
        `${process.pid} ${startTime(process.pid)}`,
      )
      await database.close()
      expect(() => readFileSync(path.join(dir!, 'dealerpilot.lock'))).toThrow()
    })

    it('takes over a lock whose pid now belongs to another process', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-lock-'))
      // The parent process is alive, but it is not the one that wrote the lock: its start time differs.
      const otherStart = String(Number(startTime(process.ppid)) + 1)
      writeFileSync(path.join(dir, 'dealerpilot.lock'), `${process.ppid} ${otherStart}`)
      const database = await openDatabase({ dataDir: dir })
      await database.close()
    })

    it('still refuses a directory held by a live process with that start time', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'dealerpilot-lock-'))
      writeFileSync(path.join(dir, 'dealerpilot.lock'), `${process.ppid} ${startTime(process.ppid)}`)
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by process \d+/)
    })
  },
)
