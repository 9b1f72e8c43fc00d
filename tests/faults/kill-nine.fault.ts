import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as timer } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { recordFigure } from './helpers/figures.ts'
import { apiClient, type SpawnedServer, spawnServer } from './helpers/spawned-server.ts'

/**
 * kill -9 of the real server during a stream of acknowledged writes (issue 12): after every kill
 * the server restarts on the same data (PGlite's data directory, or the same PostgreSQL database)
 * and every write it had answered 2xx with an id is still there.
 */
const CYCLES = Number(process.env.FAULT_KILL_CYCLES ?? 20)
/** Writes in flight at once. */
const CONCURRENCY = 4
const serverUrl = testServerUrl()
const backend = serverUrl ? 'postgres' : 'pglite'
// Ports 3400-3499 belong to the fault tests; PGlite and PostgreSQL runs may overlap.
const PORT = serverUrl ? 3411 : 3401

const dataDir = path.resolve(import.meta.dirname, `../../.tmp/faults-kill-${backend}-${process.pid}`)
let databaseName: string | undefined
let databaseUrl: string | undefined
let server: SpawnedServer | undefined

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  if (serverUrl) {
    databaseName = uniqueDatabaseName('dealerpilot_fault_kill')
    await adminQuery(serverUrl, `create database ${databaseName}`)
    databaseUrl = databaseUrlFor(serverUrl, databaseName)
  }
})

afterAll(async () => {
  await server?.kill('SIGKILL')
  if (serverUrl && databaseName)
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

interface Acknowledged {
  id: string
  dealerCode: string
}

/**
 * Creates dealers, CONCURRENCY at a time, until the server stops answering; returns those it
 * acknowledged with 201 and an id. Requests cut off by the kill are not acknowledged: they may or
 * may not have been committed, and either is fine.
 */
function streamWrites(baseUrl: string, cookie: string, cycle: number, stop: { now: boolean }) {
  const client = apiClient(baseUrl)
  client.cookie = cookie
  const acknowledged: Acknowledged[] = []
  let sequence = 0
  let failures = 0
  async function writer() {
    while (!stop.now) {
      const dealerCode = `FK-${cycle}-${sequence++}-${randomBytes(3).toString('hex')}`
      try {
        const response = await client.request('/api/dealers', {
          json: { name: `Fault dealer ${dealerCode}`, dealerCode, status: 'active' },
          timeoutMs: 10_000,
        })
        if (response.status !== 201) {
          failures++
          continue
        }
        const body = (await response.json()) as { dealer?: { id?: string } }
        // The acknowledgement is the 201 with an id, read in full before the kill.
        if (body.dealer?.id) acknowledged.push({ id: body.dealer.id, dealerCode })
      } catch {
        // The connection died with the server.
        return
      }
    }
  }
  const done = Promise.all(Array.from({ length: CONCURRENCY }, writer)).then(() => ({ failures }))
  return { acknowledged, done }
}

/** Every acknowledged dealer must be readable after the restart, with the code it was created with. */
async function findMissing(baseUrl: string, cookie: string, writes: Acknowledged[]) {
  const client = apiClient(baseUrl)
  client.cookie = cookie
  const missing: string[] = []
  for (let start = 0; start < writes.length; start += 8) {
    await Promise.all(
      writes.slice(start, start + 8).map(async (write) => {
        const response = await client.request(`/api/dealers/${write.id}`)
        const text = await response.text()
        if (response.status !== 200 || !text.includes(write.dealerCode))
          missing.push(`${write.dealerCode} (${response.status})`)
      }),
    )
  }
  return missing
}

/**
 * The chaos point of this test, not a wait: nothing is awaited but a moment picked at random
 * between `fromMs` and `toMs` from now, so that over the cycles the kill lands in every phase
 * (loading, migrating, seeding, writing) whatever the machine's speed. A fixed or event-bound
 * moment would hit the same phase every time.
 */
function randomKillPoint(fromMs: number, toMs: number, signal?: AbortSignal) {
  return timer(fromMs + Math.random() * (toMs - fromMs), undefined, { signal }).catch(() => {})
}

/** SIGKILLs a starting server at a random moment before it is ready (or as it becomes ready). */
async function killDuringStart(starting: SpawnedServer) {
  const readyFirst = new AbortController()
  await Promise.race([randomKillPoint(1_000, 7_000, readyFirst.signal), starting.waitReady().catch(() => {})])
  readyFirst.abort()
  await starting.kill('SIGKILL')
}

describe(`kill -9 during acknowledged writes (${backend})`, () => {
  it(`loses no acknowledged write over ${CYCLES} kills and restarts cleanly each time`, async () => {
    const all: Acknowledged[] = []
    const restarts: number[] = []
    // The very first start is killed too, at a random moment: loading, creating the database, migrating
    // or seeding it, depending on the machine's speed.
    server = spawnServer({ port: PORT, dataDir, databaseUrl })
    await killDuringStart(server)
    const firstStart = Date.now()
    server = spawnServer({ port: PORT, dataDir, databaseUrl })
    await server.waitReady()
    const firstStartMs = Date.now() - firstStart
    let killedDuringStart = 1
    const admin = apiClient(server.baseUrl)
    await admin.signIn('admin@example.com')

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const stop = { now: false }
      const stream = streamWrites(server.baseUrl, admin.cookie, cycle, stop)
      // A random moment while writes are in flight, once the stream is under way (the first write
      // acknowledged) whatever the machine's load.
      await vi.waitFor(
        () =>
          expect(stream.acknowledged.length, `cycle ${cycle}: a first write acknowledged`).toBeGreaterThan(0),
        { timeout: 60_000, interval: 10 },
      )
      await randomKillPoint(0, 1_500)
      const killedAt = Date.now()
      const exit = await server.kill('SIGKILL')
      expect(exit).toBe('SIGKILL')
      stop.now = true
      await stream.done
      const { acknowledged } = stream
      all.push(...acknowledged)

      // Every fifth cycle the restart is killed as well, before it is ready (migrations, jobs).
      if (cycle % 5 === 0) {
        server = spawnServer({ port: PORT, dataDir, databaseUrl })
        await killDuringStart(server)
        killedDuringStart++
      }
      const restartedAt = Date.now()
      server = spawnServer({ port: PORT, dataDir, databaseUrl })
      await server.waitReady()
      restarts.push(Date.now() - restartedAt)

      // Read with the session from before the kills: it is a committed row like any other.
      const missing = await findMissing(server.baseUrl, admin.cookie, all)
      expect(missing, `cycle ${cycle}, restarted ${restartedAt - killedAt} ms after the kill`).toEqual([])
      expect(acknowledged.length, `cycle ${cycle} acknowledged no write before the kill`).toBeGreaterThan(0)
    }

    const sorted = [...restarts].sort((a, b) => a - b)
    recordFigure(`kill-9 ${backend}`, {
      cycles: CYCLES,
      killedDuringStart,
      acknowledgedWrites: all.length,
      lost: 0,
      firstStartMs,
      restartMedianMs: sorted[Math.floor(sorted.length / 2)],
      restartMaxMs: sorted[sorted.length - 1],
    })
  })
})
