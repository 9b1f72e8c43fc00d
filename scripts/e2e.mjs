// `npm run test:e2e`: makes sure a Chromium exists and runs Playwright. The Playwright config starts
// the server (scripts/e2e-server.mjs), which builds the web app if needed, on a fresh data directory.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const chromium = ensureChromium()
const result = spawnSync(
  path.join(root, 'node_modules/.bin/playwright'),
  ['test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
)
process.exit(result.status ?? 1)
