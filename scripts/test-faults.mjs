// `npm run test:faults`: the fault tests of issue 12 (tests/faults/*.fault.ts: kill -9 during
// writes, the database going away, realtime reconnects) on PGlite, then on PostgreSQL when
// DATABASE_URL (or TEST_DATABASE_URL) names a server. They spawn real servers on ports 3400-3499
// and take several minutes, so `npm test` does not run them. Extra arguments go to Vitest
// (e.g. a file name). FAULT_KILL_CYCLES changes the number of kills (20).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const vitest = path.join(root, 'node_modules/.bin/vitest')
const figuresFile = path.join(root, `.tmp/fault-figures-${process.pid}.jsonl`)
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
const extra = process.argv.slice(2)

const runs = [{ title: 'Fault tests on PGlite', env: { TEST_DATABASE_URL: '' } }]
if (postgresUrl) runs.push({ title: 'Fault tests on PostgreSQL', env: { TEST_DATABASE_URL: postgresUrl } })
else
  console.log(
    'DATABASE_URL is not set: the fault tests run on PGlite only (the outage test needs PostgreSQL).',
  )

let failed = false
rmSync(figuresFile, { force: true })
for (const run of runs) {
  console.log(`\n=== ${run.title} ===`)
  const result = spawnSync(vitest, ['run', '--config', 'vitest.faults.config.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...run.env, FAULT_FIGURES_FILE: figuresFile },
  })
  if (result.status !== 0) {
    console.error(`\n${run.title} failed.`)
    failed = true
  }
}

if (existsSync(figuresFile)) {
  console.log('\n=== Figures ===')
  for (const line of readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean)) {
    const { name, ...figures } = JSON.parse(line)
    console.log(
      `${name}: ${Object.entries(figures)
        .map(([key, value]) => `${key} ${value}`)
        .join(', ')}`,
    )
  }
  rmSync(figuresFile, { force: true })
}
process.exit(failed ? 1 : 0)
