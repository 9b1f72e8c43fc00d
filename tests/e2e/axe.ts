import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Issue 35 item 8: no serious or critical axe violation on the page as it is now (or inside `include`).
 * The message names each rule, what it found and where, so a failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  // Only the violations are read, so axe need not list every passing node; and axe.run in the page
  // itself (legacy mode) skips the blank page the frame-by-frame run opens to merge its results. The
  // app has no cross-origin frame, the one thing legacy mode leaves out. Together they halve a scan.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true)
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    )
  expect(serious, `serious or critical axe violations on ${page.url()}`).toEqual([])
}
