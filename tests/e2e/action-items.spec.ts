import { expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// Issue 35 item 1: the top of the dashboard lists what needs the user's action now, each linking to
// its place; with nothing to do it says so.
test('a dealer sees what needs doing at the top of the dashboard and follows it @phone', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  await loginAs(page, 'dealer_user', '/dashboard')
  const card = page.getByRole('region', { name: 'Needs your attention' })
  await expect(card).toBeVisible()
  const items = card.getByRole('link')
  await expect(items.first()).toBeVisible()
  await snap(page, `action-items-${testInfo.project.name}`)
  // On the phone too it comes before the profile and the modules: above the fold.
  const box = await card.boundingBox()
  expect(box!.y).toBeLessThan(page.viewportSize()!.height)
  const step = card.locator('[data-kind="onboardingStep"]').first()
  await expect(step).toContainText(/Next onboarding step|Onboarding step sent back/)
  await step.click()
  await expect(page).toHaveURL(/\/my-onboarding\?onboarding=/)
})

test('reading the important news empties the list: all done @phone', async ({ page, baseURL }) => {
  const account = await invitedAccount(baseURL!, { fullName: 'Ada Alldone' })
  await page.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  await signInWith(page, account.email, account.password)
  const card = page.getByRole('region', { name: 'Needs your attention' })
  const news = card.locator('[data-kind="news"]')
  await expect(news.first()).toBeVisible()
  // Each article opened is read, and leaves the list when the dashboard is shown again.
  for (let left = await news.count(); left > 0; left--) {
    await news.first().click()
    await expect(page).toHaveURL(/\/news\/[0-9a-f-]+$/)
    await expect(page.getByTestId('news-article-read-state')).toHaveText('Read')
    await page.goBack()
    await expect(news).toHaveCount(left - 1)
  }
  await expect(card.getByText('All done: nothing needs your attention right now.')).toBeVisible()
})
