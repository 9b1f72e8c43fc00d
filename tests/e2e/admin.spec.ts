import AxeBuilder from '@axe-core/playwright'
import { expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

async function findUser(page: import('@playwright/test').Page, email: string, name: string) {
  await page.getByLabel('Search users').fill(email)
  const row = page.getByRole('listitem', { name })
  await expect(row).toBeVisible()
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(1)
  return row
}

test.describe('user management', () => {
  test('role changes take effect on the next request and are recorded on the user row', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const account = await invitedAccount(baseURL!, { fullName: 'Rolf Rollebytte' })
    const person = await browser.newPage()
    await person.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
    await signInWith(person, account.email, account.password)
    await expect(person.getByRole('link', { name: 'AI Bot Config' })).toHaveCount(0)

    await loginAs(page, 'admin')
    await page.getByRole('link', { name: 'User Management' }).first().click()
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible()
    const row = await findUser(page, account.email, 'Rolf Rollebytte')
    await row.getByRole('button', { name: 'Manage the roles of Rolf Rollebytte' }).click()
    const dialog = page.getByRole('dialog', { name: 'Roles of Rolf Rollebytte' })
    // An admin cannot hand out super_admin.
    await expect(dialog.getByLabel('Add a role').locator('option', { hasText: 'Super Admin' })).toHaveCount(0)
    await dialog.getByLabel('Add a role').selectOption('trainer')
    await dialog.getByRole('button', { name: 'Grant Role' }).click()
    await expect(dialog.getByText('Trainer', { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(row.getByText('Role granted: Trainer')).toBeVisible()
    await expect(row.getByText('by Anders Aas')).toBeVisible()

    // The same session, the next request: the trainer's entries appear without signing in again.
    await person.reload()
    await expect(person.getByRole('link', { name: 'AI Bot Config' }).first()).toBeVisible()

    await row.getByRole('button', { name: 'Manage the roles of Rolf Rollebytte' }).click()
    await dialog.getByRole('button', { name: 'Remove Trainer' }).click()
    await expect(dialog.getByText('Trainer', { exact: true })).toBeHidden()
    await page.keyboard.press('Escape')
    await person.reload()
    await expect(person.getByRole('link', { name: 'AI Bot Config' })).toHaveCount(0)

    await row.getByRole('button', { name: 'History of Rolf Rollebytte' }).click()
    const history = row.getByRole('list', { name: 'History' })
    await expect(history.getByRole('listitem')).toHaveCount(3)
    await expect(history.getByRole('listitem').nth(0)).toContainText('Role removed: Trainer')
    await expect(history.getByRole('listitem').nth(1)).toContainText('Role granted: Trainer')
    await expect(history.getByRole('listitem').nth(2)).toContainText(
      'joined through an invitation as Standard User',
    )
    await snap(page, 'admin-user-history')
    await person.close()
  })

  test('a deactivated user is signed out at once and cannot sign in until reactivated', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const account = await invitedAccount(baseURL!, { fullName: 'Dina Deaktiv' })
    const person = await browser.newPage()
    await person.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
    await signInWith(person, account.email, account.password)

    await loginAs(page, 'admin', '/admin')
    const row = await findUser(page, account.email, 'Dina Deaktiv')
    await row.getByRole('button', { name: 'Deactivate Dina Deaktiv' }).click()
    await page
      .getByRole('dialog', { name: 'Deactivate Dina Deaktiv?' })
      .getByRole('button', { name: 'Deactivate' })
      .click()
    await expect(row.getByText('Deactivated', { exact: true })).toBeVisible()
    await expect(row.getByText('Account deactivated')).toBeVisible()
    await snap(page, 'admin-deactivated')

    // Their open session ended: the next page load sends them to sign in.
    await person.goto('/profile')
    await expect(person).toHaveURL(/\/auth/)
    await person.goto('/login')
    await person.getByLabel('Email').fill(account.email)
    await person.getByLabel('Password', { exact: true }).fill(account.password)
    await person.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(
      person.getByText(
        'This account has been deactivated. Contact your administrator to have it reactivated.',
      ),
    ).toBeVisible()
    await expect(person).toHaveURL(/\/login/)
    await snap(person, 'sign-in-deactivated')

    await row.getByRole('button', { name: 'Reactivate Dina Deaktiv' }).click()
    await page
      .getByRole('dialog', { name: 'Reactivate Dina Deaktiv?' })
      .getByRole('button', { name: 'Reactivate' })
      .click()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await person.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(person).toHaveURL(/\/dashboard$/)
    await person.close()
  })

  test('an admin invites staff and manages pending invitations', async ({ page }) => {
    await loginAs(page, 'admin', '/admin')
    const email = `stab.${Date.now()}@example.test`
    await page.getByRole('button', { name: 'Invite Staff' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite Staff' })
    await expect(invite.getByLabel('Role').locator('option', { hasText: 'Super Admin' })).toHaveCount(0)
    await expect(invite.getByLabel('Role').locator('option', { hasText: 'Dealer User' })).toHaveCount(0)
    await invite.getByLabel('E-mail').fill(email)
    await invite.getByLabel('Full name').fill('Stine Stab')
    await invite.getByLabel('Role', { exact: true }).selectOption('support_agent')
    await invite.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(invite).toBeHidden()
    const pending = page.getByRole('list', { name: 'Pending Invitations' })
    await expect(pending.getByText(email)).toBeVisible()

    // The same address twice is refused with the reason under the field.
    await page.getByRole('button', { name: 'Invite Staff' }).click()
    await invite.getByLabel('E-mail').fill(email)
    await invite.getByLabel('Full name').fill('Stine Stab')
    await invite.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(
      invite.getByText('An invitation to this e-mail is already pending. Resend it instead.'),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click()
    await expect(page.getByText('Invitation sent again')).toBeVisible()
    await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click()
    await expect(pending.getByText(email)).toBeHidden()
  })

  test('users can be filtered by role', async ({ page }) => {
    await loginAs(page, 'admin', '/admin')
    await page.getByLabel('Role', { exact: true }).selectOption('dealer_manager')
    const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    await expect(rows.first()).toContainText('Dealer Manager')
    for (const row of await rows.all()) await expect(row).toContainText('Dealer Manager')
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([])
    await snap(page, 'admin-users-desktop')
  })

  test('a support agent cannot open User Management', async ({ page }) => {
    await loginAs(page, 'support_agent', '/admin')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    expect((await page.request.get('/api/users')).status()).toBe(403)
  })
})
