import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'

// Issue 12: a dealer system's developer reads the API at /api/docs and takes the OpenAPI JSON.
test('a developer finds the dealer creation in the API docs and follows the link to the OpenAPI JSON', async ({
  page,
}) => {
  const policyViolations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) policyViolations.push(message.text())
  })

  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { level: 1, name: /DealerPilot API/ })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/api-docs-top.png' })
  // The whole page is too large to scan in the test's time on a busy machine; its parts repeat, so
  // the header, the module list and one module's operations stand for it.
  const { violations } = await new AxeBuilder({ page })
    .include('header')
    .include('nav')
    .include('#tag-dealers')
    .analyze()
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.length} nodes`),
  ).toEqual([])
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: /^dealers\b/ })
    .click()
  await expect(page).toHaveURL(/#tag-dealers$/)

  const heading = page.getByRole('heading', { level: 3, name: /^POST \/api\/dealers Post to dealers$/ })
  await expect(heading).toBeVisible()
  await heading.getByRole('link').click()
  await expect(page).toHaveURL(/#op-postDealers$/)
  const operation = page.locator('article#op-postDealers')
  await expect(operation.getByText('Permission: DEALER_MANAGEMENT')).toBeVisible()
  await expect(operation.getByRole('cell', { name: 'dealerCode', exact: true })).toBeVisible()
  await operation.getByText('Schema', { exact: true }).click()
  await expect(operation.locator('pre')).toContainText('"required"')
  // The page runs to thousands of pixels; the operation in view is what is worth looking at.
  await page.screenshot({ path: 'test-results/screenshots/api-docs.png' })
  expect(policyViolations).toEqual([])

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'))
  await page.getByRole('link', { name: 'OpenAPI 3.1 description (JSON)' }).click()
  await expect(page).toHaveURL(/\/api\/openapi\.json$/)
  const response = await answered
  expect(response.headers()['content-type']).toContain('application/json')
  const document = await response.json()
  expect(document.openapi).toBe('3.1.0')
  expect(document.paths['/api/dealers'].post['x-required-permission']).toEqual(['DEALER_MANAGEMENT'])
})
