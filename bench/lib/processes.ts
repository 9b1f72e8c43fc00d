import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The benchmarks sign their own session cookies with it (see sessions.ts). */
export const BENCH_AUTH_SECRET = randomBytes(32).toString('base64url')
export const BENCH_DEMO_PASSWORD = 'Bench-demo-password-2026'

export interface ServerProcess {
  baseUrl: string
  pid: number
  /** Resident memory of the server process, from /proc (Linux). */
  rssBytes(): number
  /**
   * CPU time the server process has used so far (user + system, from /proc, 10 ms ticks): steadier
   * than latencies on a shared machine, as time spent waiting for a core is not in it.
   */
  cpuMs(): number
  stop(): Promise<void>
}

export interface SpawnOptions {
  port: number
  /** PostgreSQL; without it PGlite in dataDir. */
  databaseUrl?: string
  dataDir: string
  env?: Record<string, string>
}

/**
 * `BENCH_CPU_PROF=<dir>` writes a V8 CPU profile of each spawned server there (open it in Chrome
 * DevTools' Performance panel); written when the server stops.
 */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : []
}

/**
 * The real server as production runs it (NODE_ENV=production, warn-level log, no background jobs
 * that would add load the benchmark does not ask for, rate limits off so the load generator is not
 * refused), on its own port and database.
 */
export function spawnAppServer(options: SpawnOptions): Promise<ServerProcess> {
  return spawnNode(['--import', 'tsx', 'src/server/index.ts'], options.port, {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    AUTH_SECRET: BENCH_AUTH_SECRET,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO_DATA: 'false',
    DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
    ONBOARDING_SWEEP_INTERVAL_MS: '0',
    ANALYTICS_ROLLUP_INTERVAL_MS: '0',
    HEALTH_CHECK_INTERVAL_MS: '0',
    ...options.env,
  })
}

/** The bare peer server (peer-server.ts) in its own process, like the real one. */
export function spawnPeerServer(options: SpawnOptions): Promise<ServerProcess> {
  return spawnNode(['--import', 'tsx', 'bench/lib/peer-server.ts'], options.port, {
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  })
}

async function spawnNode(args: string[], port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...profileArgs(), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
    if (process.env.BENCH_DEBUG) process.stderr.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilListening(child, baseUrl, () => output)
  const pid = child.pid ?? 0
  return {
    baseUrl,
    pid,
    rssBytes: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      return kb * 1024
    },
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return (Number(fields[11]) + Number(fields[12])) * 10
    },
    stop: () => stopChild(child),
  }
}

async function waitUntilListening(child: ChildProcess, baseUrl: string, output: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`)
    try {
      await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  child.kill('SIGKILL')
  throw new Error(`server did not listen on ${baseUrl} within 120 s:\n${output()}`)
}

/** SIGTERM (the server shuts down cleanly and a CPU profile gets written), SIGKILL after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
