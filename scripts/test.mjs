// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL too when DATABASE_URL is
// set), then the end-to-end suite in headless Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n${title} failed.`)
    process.exit(result.status ?? 1)
  }
}

run('Lint (Biome)', bin('biome'), ['check', '.'])
run('Typecheck', bin('tsc'), ['--noEmit'])
// Fails on high or critical findings in production dependencies; only warns when the audit service is unreachable.
run('Dependency audit (npm audit --omit=dev)', process.execPath, [
  path.join(root, 'scripts/audit-dependencies.mjs'),
])
run('Unit and API tests on PGlite', bin('vitest'), ['run'], { TEST_DATABASE_URL: '' })
if (process.env.DATABASE_URL) {
  // tests/security holds the fuzz run and the authorization matrix over the server's routes.
  run('API tests on PostgreSQL (DATABASE_URL)', bin('vitest'), ['run', 'src/server', 'tests/security'], {
    TEST_DATABASE_URL: process.env.DATABASE_URL,
  })
}
run('End-to-end tests (Playwright, headless Chromium)', process.execPath, [
  path.join(root, 'scripts/e2e.mjs'),
])
