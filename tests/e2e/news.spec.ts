import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { adminApi, expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// Issue 9 news story: a trainer publishes an important article for one dealer's users; a user of that
// dealer sees it in the widget with the unread badge, reads it, the count drops; the trainer's read
// statistics list the dealer user as read. The article targets a dealer made for this test, so specs
// running in parallel (the news widget's demo accounts) never see it.

/** A new dealer and one dealer_user linked to it, set up the way the product does (admin API). */
async function dealerWithUser(baseURL: string, stamp: string) {
  const api = await adminApi(baseURL)
  let dealer: { id: string; name: string }
  try {
    const created = await api.post('/api/dealers', {
      data: {
        name: `Fjord Motor ${stamp}`,
        dealerCode: `NEWS-${stamp}`,
        status: 'active',
        country: 'Norway',
      },
    })
    expect(created.status()).toBe(201)
    dealer = (await created.json()).dealer
  } finally {
    await api.dispose()
  }
  const account = await invitedAccount(baseURL, {
    fullName: 'Dagny Dahl',
    role: 'dealer_user',
    dealerId: dealer.id,
  })
  return { dealer, account }
}

/** No serious or critical axe violations on the page as it is now. */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([])
}

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  return page
}

const unreadBadge = (page: Page) =>
  page.getByRole('region', { name: 'Latest News' }).getByTestId('news-unread-badge')
const badgeCount = async (page: Page) => Number.parseInt((await unreadBadge(page).textContent()) ?? '0', 10)

test('a trainer publishes an important article, a targeted dealer user reads it, the trainer sees who read it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).toUpperCase()
  const title = `Bench kit recall ${stamp}`
  const { dealer, account } = await dealerWithUser(baseURL!, stamp)

  // The trainer writes and publishes the article from the news centre.
  await loginAs(page, 'trainer', '/news')
  await page.getByRole('link', { name: 'New article' }).click()
  await expect(page.getByRole('heading', { name: 'New article', level: 1 })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page
    .getByLabel('Summary', { exact: true })
    .fill('Stop using bench kits from batch 42 until they are checked.')
  await page
    .getByLabel('Body', { exact: true })
    .fill(
      [
        '## What to do',
        '',
        '- Check the **batch number** on the label',
        '- Send affected kits back',
        '',
        'Read the [recall notice](https://example.com/recall) or ask the [assistants](/chat-bots).',
        '',
        '<script>alert("x")</script> [bad link](javascript:alert(1))',
      ].join('\n'),
    )
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Equipment' })
  await page.getByRole('switch', { name: 'Important' }).click()
  await page.getByRole('checkbox', { name: 'Dealer User' }).check()
  await page.getByRole('searchbox', { name: 'Filter dealers' }).fill(stamp)
  await page.getByRole('checkbox', { name: new RegExp(dealer.name) }).check()
  await page.getByRole('radio', { name: /Publish now/ }).check()
  await page.getByRole('tab', { name: 'Preview' }).click()
  await expect(
    page.getByTestId('news-body-preview').getByRole('heading', { name: 'What to do' }),
  ).toBeVisible()
  await snap(page, 'news-editor')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page).toHaveURL(/\/news\?view=manage$/)
  const row = page.getByTestId('managed-news-row').filter({ hasText: title })
  await expect(row).toContainText('Published')
  await expect(row).toContainText('Important')
  await expect(row).toContainText(`Dealer User · ${dealer.name}`)
  await snap(page, 'news-manage')
  await expectNoSeriousA11yViolations(page)

  // The dealer user sees it first in the widget, unread, with the unread badge.
  const reader = await newPage(browser)
  await signInWith(reader, account.email, account.password)
  const widgetItem = reader.getByTestId('news-item').first()
  await expect(widgetItem.getByRole('heading', { level: 3 })).toContainText(title)
  await expect(widgetItem).toContainText('Important')
  await expect(widgetItem).toHaveAttribute('data-read', 'false')
  await expect(unreadBadge(reader)).toHaveText(/^\d+ new$/)
  const before = await badgeCount(reader)
  expect(before).toBeGreaterThanOrEqual(1)
  await snap(reader, 'news-dashboard-unread')

  // The news centre lists it with its markers; the search (accent and case folded) finds it.
  await reader.getByRole('link', { name: 'View All News' }).click()
  await expect(reader.getByRole('heading', { name: 'News', level: 1 })).toBeVisible()
  const card = reader.getByTestId('news-center-item').filter({ hasText: title })
  await expect(card).toContainText('Unread')
  await expect(card).toContainText('Important')
  await expect(card).toContainText('Equipment')
  await snap(reader, 'news-center')
  await expectNoSeriousA11yViolations(reader)
  await reader.getByRole('searchbox', { name: 'Search' }).fill(`BÉNCH KIT ${stamp.toLowerCase()}`)
  await expect(reader.getByTestId('news-center-item')).toHaveCount(1)
  await expect(reader.getByTestId('news-center-item')).toContainText(title)

  // Opening the article shows the rich text (safely) and marks it read.
  await card.getByRole('link', { name: title }).click()
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const article = reader.getByRole('article')
  await expect(article.getByRole('heading', { name: 'What to do', level: 3 })).toBeVisible()
  await expect(article.getByRole('listitem')).toHaveCount(2)
  await expect(article.getByRole('link', { name: 'recall notice' })).toHaveAttribute(
    'href',
    'https://example.com/recall',
  )
  await expect(article.getByRole('link', { name: 'assistants' })).toHaveAttribute('href', '/chat-bots')
  await expect(article.getByRole('link', { name: 'bad link' })).toHaveCount(0)
  await expect(article).toContainText('<script>alert("x")</script>')
  await expect(reader.getByTestId('news-article-read-state')).toHaveText('Read')
  await snap(reader, 'news-article')
  await expectNoSeriousA11yViolations(reader)

  // Back on the dashboard the count dropped by one and the article shows as read.
  await reader.goto('/dashboard')
  await expect(reader.getByTestId('news-item').first()).toHaveAttribute('data-read', 'true')
  await expect(async () => expect(await badgeCount(reader)).toBe(before - 1)).toPass()
  await reader.context().close()

  // The trainer's read statistics: the one targeted user has read it.
  await page.goto('/news?view=manage')
  await page.getByRole('link', { name: `Read statistics for “${title}”` }).click()
  await expect(page.getByTestId('news-stats-summary')).toHaveText('1 of 1 targeted users have read it')
  await expect(page.getByTestId('news-readers')).toContainText(account.email)
  await expect(page.getByTestId('news-readers')).toContainText(dealer.name)
  await expect(page.getByRole('heading', { name: 'Not read yet (0)' })).toBeVisible()
  await snap(page, 'news-stats')
  await expectNoSeriousA11yViolations(page)
})

test('readers outside the audience never see a targeted article, not even by its address', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).toUpperCase()
  const { dealer } = await dealerWithUser(baseURL!, stamp)
  const api = await adminApi(baseURL!)
  let id: string
  try {
    const created = await api.post('/api/news/manage', {
      data: {
        title: `Only for ${dealer.name}`,
        category: 'hq',
        targetDealerIds: [dealer.id],
        publication: { status: 'published' },
      },
    })
    expect(created.status()).toBe(201)
    id = (await created.json()).article.id
  } finally {
    await api.dispose()
  }
  await loginAs(page, 'dealer_user', `/news/${id}`)
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible()
  await page.goto('/news')
  await expect(page.getByTestId('news-center-item').first()).toBeVisible()
  await expect(page.getByText(`Only for ${dealer.name}`)).toHaveCount(0)
  // A dealer user has no Manage tab, and the editor refuses them.
  await expect(page.getByRole('tab', { name: 'Manage' })).toHaveCount(0)
  await page.goto('/news/new')
  await expect(page.getByText('Only admins, super admins and trainers manage news.')).toBeVisible()
  expect((await page.request.post('/api/news/manage', { data: {} })).status()).toBe(403)
})

test('the news centre fits a phone screen @phone', async ({ page }) => {
  await loginAs(page, 'dealer_manager', '/news')
  await expect(page.getByTestId('news-center-item').first()).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  await snap(page, `news-center-${page.viewportSize()?.width}`)
})
