// Finds a Chromium for the end-to-end tests; installs Debian's package when it can (root with apt).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export function findChromium() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate))
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('which', ['apt-get']).status === 0
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package for the end-to-end tests...")
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = findChromium()
    if (installed) return installed
  }
  console.error(
    'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install chromium` ' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary) and run the tests again.',
  )
  process.exit(1)
}

if (process.argv[1] === import.meta.filename) console.log(ensureChromium())
