// The server the end-to-end suite runs against: a fresh PGlite data directory every run, demo data
// seeded on start, on its own port.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, `.tmp/e2e-data-${process.env.E2E_PORT ?? '3210'}`)
rmSync(dataDir, { recursive: true, force: true })
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3210',
    DATABASE_URL: '',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
