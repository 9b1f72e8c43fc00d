// Builds the web app when its output (dist/web by default) is missing or older than its sources.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const sources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestMtime(target) {
  const full = path.join(root, target)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** Builds into `outDir` (relative to the project) when it is missing or older than the sources. */
export function buildWebIfNeeded(outDir = 'dist/web') {
  const output = path.join(root, outDir, 'index.html')
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0
  const changedAt = Math.max(...sources.map(newestMtime))
  if (builtAt >= changedAt) return
  console.log('Building the web app...')
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}

if (process.argv[1] === import.meta.filename) buildWebIfNeeded()
