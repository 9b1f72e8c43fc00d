// The server the end-to-end suite runs against: a fresh PGlite data directory every run, demo data
// seeded on start, on its own port.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { e2eMailDir } from './e2e-mail-dir.mjs'
import { buildWebIfNeeded } from './web-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.E2E_PORT ?? '3210'
const dataDir = path.join(root, `.tmp/e2e-data-${port}`)
// A run on its own E2E_PORT gets its own build, so parallel runs never serve a half-written one.
const webRoot = process.env.E2E_PORT ? `.tmp/web-${port}` : 'dist/web'
buildWebIfNeeded(webRoot)
rmSync(dataDir, { recursive: true, force: true })
const mailDir = e2eMailDir(port)
rmSync(mailDir, { recursive: true, force: true })
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PORT: port,
    WEB_ROOT: path.join(root, webRoot),
    DATABASE_URL: '',
    // The outbox keeps links hidden (issue 32): the tests read each mail whole from this directory.
    MAIL_DROP_DIR: mailDir,
    // The suite signs in from one address dozens of times a minute, which the per-IP sign-in limit
    // would refuse; the limits have their own API tests (src/server/auth/rate-limit.test.ts).
    RATE_LIMIT_ENABLED: 'false',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
