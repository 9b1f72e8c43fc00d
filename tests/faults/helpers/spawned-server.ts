import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

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
  /** Waits until GET /api/health/ready answers 200; rejects if the process exits first. */
  waitReady(timeoutMs?: number): Promise<number>
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
  const keep = (chunk: Buffer) => {
    output.push(...String(chunk).split('\n').filter(Boolean))
    if (output.length > 200) output.splice(0, output.length - 200)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
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
      while (Date.now() - started < timeoutMs) {
        if (exitedAs !== undefined)
          throw new Error(`server exited (${exitedAs}) before it was ready:\n${output.join('\n')}`)
        try {
          const response = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) })
          if (response.status === 200) return Date.now() - started
        } catch {
          // Not listening yet.
        }
        await sleep(100)
      }
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output.join('\n')}`)
    },
    async kill(signal = 'SIGKILL') {
      if (exitedAs === undefined) child.kill(signal)
      return exited
    },
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
