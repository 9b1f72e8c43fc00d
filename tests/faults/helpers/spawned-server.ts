import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { setTimeout as timer } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '../../..')

/** index.ts prints this once the server listens, which it does after migrating and seeding. */
const LISTENING_LINE = /^DealerPilot is running at /

const TIMED_OUT = Symbol('timed out')

/** Settles with TIMED_OUT after `ms`: the deadline a wait for an event races against. */
const afterTimeout = (ms: number) => timer(ms, TIMED_OUT, { ref: false })

/** Demo password of the seeded accounts (README). */
export const DEMO_PASSWORD = 'DealerPilot-demo-2026'

export interface SpawnedServerOptions {
  port: number
  dataDir: string
  /** PostgreSQL connection string; PGlite in dataDir when absent. */
  databaseUrl?: string
  env?: Record<string, string>
}

/**
 * The real server as production starts it (`node --import tsx src/server/index.ts`), in a child
 * process the test can SIGKILL. Its output is kept (the last 200 lines) for failure messages.
 */
export interface SpawnedServer {
  baseUrl: string
  child: ChildProcess
  output: string[]
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>
  /**
   * Waits until the server says it listens, then checks that GET /api/health/ready answers 200;
   * rejects if the process exits first.
   */
  waitReady(timeoutMs?: number): Promise<number>
  /** The next line of output (from now on) that `matches` accepts; rejects after `timeoutMs`. */
  nextOutput(matches: (line: string) => boolean, timeoutMs?: number): Promise<string>
  kill(signal?: NodeJS.Signals): Promise<string>
}

export function spawnServer(options: SpawnedServerOptions): SpawnedServer {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/index.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      // No web build is needed: the tests use the API only.
      WEB_ROOT: path.join(options.dataDir, 'no-web'),
      RATE_LIMIT_ENABLED: 'false',
      SEED_DEMO_DATA: 'true',
      ...options.env,
    },
  })
  const output: string[] = []
  const lineListeners = new Set<(line: string) => void>()
  const readLines = (stream: Readable | null) => {
    // A chunk may end inside a line: the rest waits for the next chunk.
    let partial = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (partial + String(chunk)).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines.filter(Boolean)) {
        output.push(line)
        for (const listener of lineListeners) listener(line)
      }
      if (output.length > 200) output.splice(0, output.length - 200)
    })
  }
  readLines(child.stdout)
  readLines(child.stderr)
  const listening = new Promise<void>((resolve) => {
    const listener = (line: string) => {
      if (!LISTENING_LINE.test(line)) return
      lineListeners.delete(listener)
      resolve()
    }
    lineListeners.add(listener)
  })
  let exitedAs: string | undefined
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedAs = signal ?? `code ${code}`
      resolve(exitedAs)
    }),
  )

  return {
    baseUrl,
    child,
    output,
    exited,
    async waitReady(timeoutMs = 120_000) {
      const started = Date.now()
      const outcome = await Promise.race([
        listening.then(() => 'listening' as const),
        exited.then(() => 'exited' as const),
        afterTimeout(timeoutMs),
      ])
      if (outcome === 'exited')
        throw new Error(`server exited (${exitedAs}) before it was ready:\n${output.join('\n')}`)
      if (outcome === TIMED_OUT)
        throw new Error(`server not listening after ${timeoutMs} ms:\n${output.join('\n')}`)
      // The database is open and migrated before the server listens, so it is ready at once.
      const ready = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })
      if (ready.status !== 200)
        throw new Error(`server listens but is not ready (${ready.status}):\n${output.join('\n')}`)
      return Date.now() - started
    },
    async nextOutput(matches, timeoutMs = 30_000) {
      let listener = (_line: string) => {}
      const matched = new Promise<string>((resolve) => {
        listener = (line) => {
          if (matches(line)) resolve(line)
        }
        lineListeners.add(listener)
      })
      const outcome = await Promise.race([matched, afterTimeout(timeoutMs)])
      lineListeners.delete(listener)
      if (outcome === TIMED_OUT)
        throw new Error(`no such line of output within ${timeoutMs} ms:\n${output.join('\n')}`)
      return outcome
    },
    async kill(signal = 'SIGKILL') {
      if (exitedAs === undefined) child.kill(signal)
      return exited
    },
  }
}

/** A small HTTP client for one server: JSON in and out, a session cookie, the Origin the API checks. */
export function apiClient(baseUrl: string) {
  let cookie = ''
  async function request(
    pathname: string,
    init: { method?: string; json?: unknown; timeoutMs?: number } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: baseUrl }
    if (cookie) headers.cookie = cookie
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    return fetch(`${baseUrl}${pathname}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    })
  }
  return {
    request,
    async signIn(email: string, password = DEMO_PASSWORD) {
      const response = await request('/api/auth/sign-in/email', { json: { email, password } })
      if (!response.ok)
        throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`)
      cookie = response.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ')
      return cookie
    },
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      cookie = value
    },
  }
}
