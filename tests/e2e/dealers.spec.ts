import AxeBuilder from '@axe-core/playwright'
import { adminApi, expect, latestMail, loginAs, signInWith, snap, test } from './fixtures.ts'

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

test.describe('dealers', () => {
  test('an admin creates a dealer, invites an employee who joins by the e-mailed link and sees only that dealer', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A long story (two people, an e-mail, two sign-ins) on a shared machine.
    test.slow()
    const code = `NO-E2E-${unique().slice(-6)}`
    const dealerName = `Fjordtuning ${code}`
    await loginAs(page, 'admin')
    await page.getByRole('link', { name: 'Dealer Management' }).first().click()
    await expect(page.getByRole('heading', { name: 'Dealer Management', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Add Dealer' }).click()
    const form = page.getByRole('dialog', { name: 'Add Dealer' })
    await form.getByLabel('Name').fill(dealerName)
    await form.getByLabel('Dealer code').fill(code)
    await form.getByLabel('E-mail').fill('not-an-email')
    await form.getByLabel('Status').selectOption('onboarding')
    await form.getByLabel('Type').selectOption('workshop')
    await form.getByLabel('Country').fill('Norway')
    await form.getByLabel('City').fill('Ålesund')
    await form.getByRole('button', { name: 'Create Dealer' }).click()
    // Spec §5 style: the error shows under its field and what was typed stays.
    await expect(form.getByText('Enter a valid email address')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue(dealerName)
    await form.getByLabel('E-mail').fill('post@fjordtuning.test')
    await form.getByRole('button', { name: 'Create Dealer' }).click()

    await expect(page).toHaveURL(/\/dealers\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: dealerName, level: 1 })).toBeVisible()
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    const dealerUrl = page.url()

    // Invite an employee from the dealer page.
    const email = `ansatt.${unique()}@example.test`
    await page.getByRole('button', { name: 'Invite Employee' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite Employee' })
    await expect(invite.getByLabel('Role').locator('option')).toContainText(['Dealer User', 'Dealer Manager'])
    await invite.getByLabel('E-mail').fill(email)
    await invite.getByLabel('Full name').fill('Ada Ansatt')
    await invite.getByLabel('Role').selectOption('dealer_user')
    await invite.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(invite).toBeHidden()
    const pending = page.getByRole('list', { name: 'Pending Invitations' })
    await expect(pending.getByText(email)).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Activity' }).getByText(`Invited ${email} as Dealer User`),
    ).toBeVisible()
    await snap(page, 'dealer-page-admin')

    // The employee accepts through the e-mail link from the outbox and signs in.
    const mail = await latestMail(baseURL!, email, 'invitation')
    const employee = await browser.newPage()
    await employee.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
    await employee.goto(mail.link)
    await expect(employee.getByText(dealerName, { exact: true })).toBeVisible()
    await employee.getByLabel('Password', { exact: true }).fill('Fjord-Tuning-9')
    await employee.getByLabel('Confirm Password').fill('Fjord-Tuning-9')
    await employee.getByRole('button', { name: 'Create Account' }).click()
    await expect(employee).toHaveURL(/\/login\?invited=1$/)
    await signInWith(employee, email, 'Fjord-Tuning-9')
    await expect(employee.getByText(dealerName).first()).toBeVisible()

    // Scoped to that dealer: the API lists only it, and the staff dealer list is not theirs.
    const visible = await (await employee.request.get('/api/dealers')).json()
    expect(visible.dealers.map((dealer: { dealerCode: string }) => dealer.dealerCode)).toEqual([code])
    await employee.goto('/dealers')
    await expect(employee.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await employee.close()

    // Back on the dealer page the invitation is gone and the employee is listed.
    await page.goto(dealerUrl)
    await expect(page.getByRole('list', { name: 'Employees' }).getByText('Ada Ansatt')).toBeVisible()
    await expect(page.getByText('No pending invitations.')).toBeVisible()

    // A second dealer with the same code (any case) is refused under the code field.
    await page.goto('/dealers')
    await page.getByRole('button', { name: 'Add Dealer' }).click()
    const copy = page.getByRole('dialog', { name: 'Add Dealer' })
    await copy.getByLabel('Name').fill('Copy Cat AS')
    await copy.getByLabel('Dealer code').fill(code.toLowerCase())
    await copy.getByRole('button', { name: 'Create Dealer' }).click()
    await expect(copy.getByText('A dealer with this dealer code already exists')).toBeVisible()
    await expect(copy.getByLabel('Name')).toHaveValue('Copy Cat AS')
    await snap(page, 'dealer-duplicate-code')
  })

  test('staff search, filter and sort the dealer list', async ({ page }) => {
    await loginAs(page, 'support_agent', '/dealers')
    const table = page.getByRole('table', { name: 'Dealers' })
    await expect(table.getByRole('row')).not.toHaveCount(1)
    await page.getByLabel('Search dealers').fill('NO-OSL-001')
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByText('NO-OSL-001')).toBeVisible()
    await page.getByLabel('Search dealers').fill('')
    await page.getByLabel('Country').selectOption('Sweden')
    await expect(table.getByRole('row').nth(1)).toContainText('Sweden')
    for (const row of await table
      .getByRole('row')
      .all()
      .then((rows) => rows.slice(1))) {
      await expect(row).toContainText('Sweden')
    }
    await page.getByLabel('Country').selectOption('')
    // Issue 36: dealer types by name, in the filter and the table.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Distributor' })
    await expect(table.getByRole('cell', { name: 'Distributor', exact: true }).first()).toBeVisible()
    await expect(table.getByRole('cell', { name: 'distributor', exact: true })).toHaveCount(0)
    await page.getByLabel('Type', { exact: true }).selectOption('')
    await page.getByLabel('Sort by').selectOption('name:asc')
    await expect(page).toHaveURL(/sort=name&order=asc/)
    await expect
      .poll(async () => {
        const names = await table.locator('tbody tr td:first-child a').allTextContents()
        return names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|')
      })
      .toBe(true)
    // Spec §6: support agents hold DEALER_MANAGEMENT, so they may add dealers.
    await expect(page.getByRole('button', { name: 'Add Dealer' })).toBeVisible()
    await snap(page, 'dealer-list-desktop')
  })

  test('a trainer reads dealers without the editing buttons', async ({ page }) => {
    await loginAs(page, 'trainer', '/dealers')
    await expect(page.getByRole('heading', { name: 'Dealer Management', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Dealer' })).toHaveCount(0)
    await page.getByRole('table', { name: 'Dealers' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Invite Employee' })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/dealers')
    await expect(page.getByRole('table', { name: 'Dealers' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a dealer manager invites an employee to their own dealer, and reaches no other dealer', async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await loginAs(page, 'dealer_manager')
    await page.getByRole('link', { name: 'My Dealer' }).first().click()
    await expect(page).toHaveURL(/\/dealers\/[0-9a-f-]{36}$/)
    await expect(page.getByText('NO-OSL-001', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)

    const email = `kollega.${unique()}@example.test`
    await page.getByRole('button', { name: 'Invite Employee' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite Employee' })
    // Only dealer roles: a dealer manager grants nothing beyond their dealer.
    await expect(invite.getByLabel('Role').locator('option')).toHaveText(['Dealer User', 'Dealer Manager'])
    await invite.getByLabel('E-mail').fill(email)
    await invite.getByLabel('Full name').fill('Kari Kollega')
    await invite.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(invite).toBeHidden()
    const pending = page.getByRole('list', { name: 'Pending Invitations' })
    await expect(pending.getByText(email)).toBeVisible()
    const first = await latestMail(baseURL!, email, 'invitation')

    await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click()
    await expect(page.getByText('Invitation sent again')).toBeVisible()
    await expect.poll(async () => (await latestMail(baseURL!, email, 'invitation')).link).not.toBe(first.link)
    await snap(page, 'dealer-page-manager')

    await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click()
    await expect(pending.getByText(email)).toBeHidden()

    // Another dealer answers like an unknown one.
    const api = await adminApi(baseURL!)
    const other = (await (await api.get('/api/dealers?search=SE-')).json()).dealers[0]
    await api.dispose()
    await page.goto(`/dealers/${other.id}`)
    await expect(page.getByRole('heading', { name: 'Dealer not found' })).toBeVisible()
    expect((await page.request.get(`/api/dealers/${other.id}/employees`)).status()).toBe(404)
  })

  test("a dealer user reads their own dealer's page and equipment, read-only, and reaches no other dealer @phone", async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, 'dealer_user')
    if (test.info().project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'My Dealer' }).click()
    } else {
      await page.getByRole('complementary').getByRole('link', { name: 'My Dealer' }).click()
    }
    await expect(page).toHaveURL(/\/dealers\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Nordic Tuning Oslo AS', level: 1 })).toBeVisible()
    await expect(page.getByText('NO-OSL-001', { exact: true })).toBeVisible()

    // The seeded equipment of their dealer, as a list with no actions (the equipment spec may add
    // items to this dealer in parallel, so the count is at least the seeded four).
    const equipment = page.getByRole('main').getByRole('list', { name: 'Equipment', exact: true })
    await expect(page.getByText(/^\d+ items at this dealer$/)).toBeVisible()
    const count = await equipment.getByRole('listitem').count()
    expect(count).toBeGreaterThanOrEqual(4)
    await expect(page.getByText(`${count} items at this dealer`)).toBeVisible()
    for (const model of ['OptiFlash Pro 3', 'PowerDyno 4WD 800', 'DiagMaster X7', 'EmiCheck 500']) {
      await expect(equipment.getByText(model, { exact: true })).toBeVisible()
    }
    await expect(equipment.getByRole('button')).toHaveCount(0)

    // Read-only: no editing, no people, no invitations.
    for (const name of ['Edit', 'Deactivate', 'Invite Employee']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0)
    }
    await expect(page.getByRole('heading', { name: 'Employees' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Pending Invitations' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'All dealers' })).toHaveCount(0)
    await snap(page, `dealer-page-dealer-user-${test.info().project.name}`)

    // The server refuses what the page does not offer.
    const dealerId = page.url().split('/').pop()!
    expect(
      (await page.request.patch(`/api/dealers/${dealerId}`, { data: { name: 'Renamed' } })).status(),
    ).toBe(403)
    expect((await page.request.get(`/api/dealers/${dealerId}/employees`)).status()).toBe(403)
    const invite = await page.request.post('/api/invitations', {
      data: { email: `nope.${unique()}@example.test`, fullName: 'Nope', role: 'dealer_user', dealerId },
    })
    expect(invite.status()).toBe(403)

    // Another dealer answers like an unknown one, and the staff list is not theirs.
    const api = await adminApi(baseURL!)
    const other = (await (await api.get('/api/dealers?search=NO-BGO-002')).json()).dealers[0]
    await api.dispose()
    await page.goto(`/dealers/${other.id}`)
    await expect(page.getByRole('heading', { name: 'Dealer not found' })).toBeVisible()
    await expect(page.getByText('Bergen Motorytelse AS')).toHaveCount(0)
    await page.goto('/dealers')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  })

  test('the dealer list shows cards at phone width and a table on desktop @phone', async ({ page }) => {
    await loginAs(page, 'admin', '/dealers')
    const cards = page.getByRole('list', { name: 'Dealers' })
    const table = page.getByRole('table', { name: 'Dealers' })
    if (test.info().project.name === 'phone') {
      await expect(cards.getByRole('listitem').first()).toBeVisible()
      await expect(table).toBeHidden()
    } else {
      await expect(table.getByRole('row').nth(1)).toBeVisible()
      await expect(cards).toBeHidden()
    }
    await snap(page, `dealer-list-${test.info().project.name}`)
  })
})
