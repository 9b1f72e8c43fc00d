import AxeBuilder from '@axe-core/playwright'
import { request as playwrightRequest } from '@playwright/test'
import { expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

test.describe('profile page (spec §2.8)', () => {
  test('saves the personal information; a reload shows the saved values @phone', async ({
    page,
    baseURL,
  }) => {
    const account = await invitedAccount(baseURL!, { fullName: 'Petra Profil' })
    await signInWith(page, account.email, account.password)
    // Issue 35 item 6: a first visit is welcomed, not welcomed back.
    await expect(page.getByRole('heading', { name: 'Welcome, Petra', level: 1 })).toBeVisible()
    await page.goto('/profile')

    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible()
    await expect(page.getByLabel('First Name')).toHaveValue('Petra')
    await expect(page.getByLabel('Last Name')).toHaveValue('Profil')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email)
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable()

    await page.getByLabel('First Name').fill('Petronella')
    await page.getByLabel('Phone').fill('+47 (22) 33-44 55')
    await page.getByLabel('Location').fill('  Trondheim ')
    // Issue 35 item 6: the department and signature of the complete-profile form are editable here.
    await page.getByLabel('Department').fill('Workshop')
    await page.getByLabel('Email Signature').fill('Petra Profil\nWorkshop, Nordic Tuning')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Profile Updated')).toBeVisible()
    // What the server stored, trimmed, is what the form shows.
    await expect(page.getByLabel('Location')).toHaveValue('Trondheim')

    await page.reload()
    await expect(page.getByLabel('First Name')).toHaveValue('Petronella')
    await expect(page.getByLabel('Phone')).toHaveValue('+47 (22) 33-44 55')
    await expect(page.getByLabel('Location')).toHaveValue('Trondheim')
    await expect(page.getByLabel('Department')).toHaveValue('Workshop')
    await expect(page.getByLabel('Email Signature')).toHaveValue('Petra Profil\nWorkshop, Nordic Tuning')
    // The rest of the shell uses the new name too.
    await expect(page.getByRole('button', { name: 'Account menu for Petronella Profil' })).toBeVisible()
  })

  test('a refused save keeps everything the user typed', async ({ page }) => {
    await loginAs(page, 'standard_user', '/profile')
    await expect(page.getByLabel('First Name')).toHaveValue('Ulla')

    await page.getByLabel('First Name').fill('')
    await page.getByLabel('Phone').fill('call me maybe')
    await page.getByLabel('Location').fill('Stavanger')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('First name is required')).toBeVisible()
    await expect(page.getByText('Phone may contain only digits, spaces, +, - and parentheses')).toBeVisible()
    await expect(page.getByLabel('Phone')).toHaveValue('call me maybe')
    await expect(page.getByLabel('Location')).toHaveValue('Stavanger')

    // The server fails: the spec's error toast, and the typed values stay.
    await page.route('**/api/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'UNAVAILABLE', message: 'Down for maintenance' } },
          })
        : route.fallback(),
    )
    await page.getByLabel('First Name').fill('Ulrike')
    await page.getByLabel('Phone').fill('+47 400 00 000')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByLabel('First Name')).toHaveValue('Ulrike')
    await expect(page.getByLabel('Phone')).toHaveValue('+47 400 00 000')
    await expect(page.getByLabel('Location')).toHaveValue('Stavanger')

    // Nothing was saved.
    await page.unroute('**/api/me')
    await page.reload()
    await expect(page.getByLabel('First Name')).toHaveValue('Ulla')
  })

  test('changes the password, signs out other sessions, and the new password signs in', async ({
    page,
    baseURL,
  }) => {
    const account = await invitedAccount(baseURL!, { fullName: 'Paul Passord' })
    const otherDevice = await playwrightRequest.newContext({ baseURL })
    expect(
      (
        await otherDevice.post('/api/auth/sign-in/email', {
          data: { email: account.email, password: account.password },
        })
      ).ok(),
    ).toBe(true)
    expect((await otherDevice.get('/api/me')).status()).toBe(200)

    await signInWith(page, account.email, account.password)
    await page.goto('/profile')
    const card = page.locator('[data-slot=card]', {
      has: page.getByRole('heading', { name: 'Change Password' }),
    })
    await expect(card.getByText('Changing your password signs you out on all other devices.')).toBeVisible()

    // The sign-up rules apply.
    await card.getByLabel('Current Password').fill(account.password)
    await card.getByLabel('New Password', { exact: true }).fill('abc')
    await card.getByLabel('Confirm New Password').fill('abd')
    await card.getByRole('button', { name: 'Change Password' }).click()
    await expect(card.getByText('Password must be at least 6 characters long')).toBeVisible()
    await expect(card.getByText("Passwords don't match")).toBeVisible()

    // A wrong current password is refused by the server.
    await card.getByLabel('Current Password').fill('not-my-password')
    await card.getByLabel('New Password', { exact: true }).fill('Nordlys-Tuning-7')
    await card.getByLabel('Confirm New Password').fill('Nordlys-Tuning-7')
    await card.getByRole('button', { name: 'Change Password' }).click()
    await expect(card.getByText('Current password is incorrect')).toBeVisible()
    await expect(card.getByLabel('New Password', { exact: true })).toHaveValue('Nordlys-Tuning-7')

    await card.getByLabel('Current Password').fill(account.password)
    await card.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password Changed')).toBeVisible()
    await expect(
      page.getByText('Your password has been changed and all other sessions have been signed out.'),
    ).toBeVisible()
    await expect(card.getByLabel('Current Password')).toHaveValue('')

    // The other session is gone; this one stays signed in.
    expect((await otherDevice.get('/api/me')).status()).toBe(401)
    await otherDevice.dispose()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Account menu for Paul Passord' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/auth$/)

    await page.goto('/login')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Invalid email or password')).toBeVisible()

    await signInWith(page, account.email, 'Nordlys-Tuning-7')
  })

  test('shows the account summary and an honest two-factor state; axe finds nothing serious', async ({
    page,
  }) => {
    await loginAs(page, 'admin', '/profile')

    const summary = page.locator('[data-slot=card]', {
      has: page.getByRole('heading', { name: 'Account Summary' }),
    })
    await expect(summary.getByText('admin@example.com')).toBeVisible()
    await expect(summary.getByText('Member since')).toBeVisible()
    // A long date in the UI language (en-GB), e.g. "21 November 2026".
    await expect(summary.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible()
    await expect(summary.getByText('Admin', { exact: true })).toBeVisible()

    const twoFactor = page.locator('[data-slot=card]', {
      has: page.getByRole('heading', { name: 'Two-Factor Authentication' }),
    })
    // Issue 32: off until the admin enables it (two-factor.spec.ts goes through the setup).
    await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible()
    await expect(twoFactor.getByRole('button', { name: 'Enable two-factor sign-in' })).toBeVisible()

    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    )
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])

    await snap(page, 'profile-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible()
    await snap(page, 'profile-390')
  })

  test('is translated: Norwegian labels and member-since date', async ({ page }) => {
    await loginAs(page, 'trainer')
    await page.evaluate(() => localStorage.setItem('preferred-language', 'no'))
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Profilinnstillinger', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Fornavn')).toHaveValue('Tone')
    await expect(page.getByRole('button', { name: 'Lagre endringer' })).toBeVisible()
    await expect(page.getByText('Medlem siden')).toBeVisible()
    // Role badges are translated too (issue 35 item 6).
    await expect(page.getByText('Trener', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Avdeling')).toBeVisible()
    await page.getByLabel('Fornavn').fill('')
    await page.getByRole('button', { name: 'Lagre endringer' }).click()
    await expect(page.getByText('Fornavn må fylles ut')).toBeVisible()
  })
})
