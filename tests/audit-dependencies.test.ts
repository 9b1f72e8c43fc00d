import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { summarizeAudit } from '../scripts/audit-dependencies.mjs'

// Issue 12: the audit step fails on high or critical findings and only warns when the audit service
// cannot be reached (this workplace's registry answers the endpoint with 405).

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } })

describe('summarizeAudit', () => {
  it('lists high and critical findings with their advisories, and ignores lower ones', () => {
    const summary = summarizeAudit(
      report(
        {
          lodash: {
            name: 'lodash',
            severity: 'critical',
            range: '<4.17.21',
            via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-x' }],
            fixAvailable: true,
          },
          debug: { name: 'debug', severity: 'moderate', range: '<2.6.9', via: ['ms'], fixAvailable: true },
          qs: { name: 'qs', severity: 'high', range: '<6.2.4', via: ['express'], fixAvailable: false },
        },
        { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 },
      ),
    )
    expect(summary.ran).toBe(true)
    expect(summary.failing).toEqual([
      {
        name: 'lodash',
        severity: 'critical',
        range: '<4.17.21',
        advisories: ['Prototype pollution (https://github.com/advisories/GHSA-x)'],
        fix: 'fix available (npm audit fix)',
      },
      { name: 'qs', severity: 'high', range: '<6.2.4', advisories: [], fix: 'no fix available' },
    ])
  })

  it('passes a report with only lower findings', () => {
    const summary = summarizeAudit(
      report({}, { info: 0, low: 2, moderate: 0, high: 0, critical: 0, total: 2 }),
    )
    expect(summary).toMatchObject({ ran: true, failing: [] })
  })

  it('says the audit could not run when the endpoint refuses (405) or prints nothing', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    })
    expect(summarizeAudit(refused)).toEqual({
      ran: false,
      reason:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk (HTTP 405)',
    })
    expect(summarizeAudit('')).toMatchObject({ ran: false })
  })
})
