// Issue 12: the dependency audit CI runs. `npm audit --omit=dev` over what ships in production; any
// high or critical finding fails the step and is listed. When the audit service cannot be reached
// (this workplace's registry proxy answers its endpoint with 405, or there is no network), one
// warning line says so and the step passes: an unreachable service is not a finding.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const FAILING = new Set(['high', 'critical'])

/**
 * Reads `npm audit --json` output: the findings that fail the build, counts by severity, or why
 * there is no report at all (npm prints its error as JSON too: a message and a status code).
 */
export function summarizeAudit(stdout) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { ran: false, reason: 'npm audit printed no report' }
  }
  const counts = report?.metadata?.vulnerabilities
  if (!counts || typeof report.vulnerabilities !== 'object') {
    const status = report?.statusCode ? ` (HTTP ${report.statusCode})` : ''
    const message = String(report?.message ?? report?.error?.summary ?? 'no report').split('\n')[0]
    return { ran: false, reason: `${message}${status}` }
  }
  const failing = Object.values(report.vulnerabilities)
    .filter((finding) => FAILING.has(finding.severity))
    .map((finding) => ({
      name: finding.name,
      severity: finding.severity,
      range: finding.range,
      advisories: (finding.via ?? [])
        .filter((via) => typeof via === 'object')
        .map((via) => `${via.title}${via.url ? ` (${via.url})` : ''}`),
      fix: finding.fixAvailable === false ? 'no fix available' : 'fix available (npm audit fix)',
    }))
  return { ran: true, failing, counts }
}

function main() {
  const root = path.resolve(import.meta.dirname, '..')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  })
  const summary = summarizeAudit(result.stdout ?? '')
  if (!summary.ran) {
    const reason = result.error ? result.error.message : summary.reason
    console.warn(`WARNING: the dependency audit could not run here (${reason}); nothing was checked.`)
    return 0
  }
  const { failing, counts } = summary
  const others = ['moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ')
  if (failing.length === 0) {
    console.log(`Dependency audit: no high or critical findings in production dependencies (${others}).`)
    return 0
  }
  console.error(`Dependency audit: ${failing.length} high or critical finding(s) in production dependencies:`)
  for (const finding of failing) {
    console.error(`  - ${finding.name} ${finding.range} [${finding.severity}], ${finding.fix}`)
    for (const advisory of finding.advisories) console.error(`      ${advisory}`)
  }
  return 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main())
