import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_NEWS } from '#server/db/seed/demo-content'
import { adminApi, expect, invitedAccount, loginAs, signInWith, snap, test } from './fixtures.ts'

// What the seed publishes (src/server/db/seed/demo-content.ts): published articles, newest first.
// None is targeted, so every demo user sees all of them and starts with all of them unread.
// Scheduled articles (a negative daysAgo) are not visible yet.
const PUBLISHED = DEMO_NEWS.filter(
  (article) => article.isPublished && article.daysAgo !== null && article.daysAgo >= 0,
).sort((a, b) => (a.daysAgo ?? 0) - (b.daysAgo ?? 0))
const NEWEST_THREE = PUBLISHED.slice(0, 3)
const DRAFT_TITLES = DEMO_NEWS.filter((article) => !article.isPublished).map((article) => article.title)

const widget = (page: Page) => page.getByRole('region', { name: 'Latest News' })
const items = (page: Page) => widget(page).getByTestId('news-item')

test('a dealer user sees the 3 newest articles, marks one read, and it stays read after a reload', async ({
  page,
  baseURL,
}) => {
  // A dealer user of their own: other specs open demo articles as the demo dealer user (the axe
  // scan of /news/:id), which marks them read for that account.
  const api = await adminApi(baseURL as string)
  const { dealers } = await (await api.get('/api/dealers?search=NO-OSL-001')).json()
  await api.dispose()
  const reader = await invitedAccount(baseURL as string, {
    fullName: 'Wilma Widget',
    role: 'dealer_user',
    dealerId: dealers[0].id,
  })
  await page.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
  await signInWith(page, reader.email, reader.password)
  const news = widget(page)
  await expect(items(page)).toHaveCount(3)
  for (const [index, article] of NEWEST_THREE.entries()) {
    const item = items(page).nth(index)
    await expect(item.getByRole('heading', { level: 3 })).toContainText(article.title)
    await expect(item).toContainText(article.summary)
    await expect(item.getByRole('button', { name: `Mark “${article.title}” as read` })).toBeEnabled()
  }
  for (const title of DRAFT_TITLES) await expect(news).not.toContainText(title)
  // The first seeded article is an important OptiFiles one: its category label and badge show.
  await expect(items(page).first()).toContainText('OptiFiles')
  await expect(items(page).first()).toContainText('Important')
  await expect(news.getByTestId('news-unread-badge')).toHaveText(`${PUBLISHED.length} new`)
  await expect(news.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/news')
  await snap(page, 'news-widget-desktop-unread')

  const second = NEWEST_THREE[1]
  await news.getByRole('button', { name: `Mark “${second.title}” as read` }).click()
  await expect(news.getByTestId('news-unread-badge')).toHaveText(`${PUBLISHED.length - 1} new`)
  await expect(
    items(page)
      .nth(1)
      .getByRole('button', { name: /as read/ }),
  ).toHaveCount(0)
  await expect(items(page).nth(1)).toHaveAttribute('data-read', 'true')
  await expect(items(page).nth(1)).toContainText('Read')

  await page.reload()
  await expect(widget(page).getByTestId('news-unread-badge')).toHaveText(`${PUBLISHED.length - 1} new`)
  await expect(items(page).nth(1)).toHaveAttribute('data-read', 'true')
  await expect(items(page).nth(0)).toHaveAttribute('data-read', 'false')
  await snap(page, 'news-widget-desktop-after-read')

  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="latest-news-heading"]').analyze()
  expect(
    axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([])

  // Read More opens the article's page in the news centre.
  const firstItem = items(page).first()
  const href = await firstItem.getByRole('link', { name: /Read More/ }).getAttribute('href')
  expect(href).toMatch(/^\/news\/[0-9a-f-]{36}$/)
  await firstItem.getByRole('link', { name: /Read More/ }).click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('the widget follows the interface language', async ({ page }) => {
  // Signs in in English (loginAs reads the English form labels), then switches to bokmål.
  await loginAs(page, 'trainer')
  await page.evaluate(() => localStorage.setItem('preferred-language', 'no'))
  await page.reload()
  const news = page.getByRole('region', { name: 'Siste nytt' })
  await expect(news.getByTestId('news-item')).toHaveCount(3)
  await expect(news.getByRole('link', { name: /Les mer/ })).toHaveCount(3)
  await expect(news.getByRole('link', { name: 'Se alle nyheter' })).toBeVisible()
  // A trainer (news manager) also sees what news.spec.ts publishes meanwhile, so no exact count here.
  await expect(news.getByTestId('news-unread-badge')).toHaveText(/^\d+ nye?$/)
  await expect(news).toContainText('Viktig')
})

test('the widget fits a phone screen @phone', async ({ page }) => {
  await loginAs(page, 'dealer_manager')
  const news = widget(page)
  await expect(items(page)).toHaveCount(3)
  await news.scrollIntoViewIfNeeded()
  const box = await news.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
  await snap(page, `news-widget-${viewport?.width}`)
  await news.screenshot({ path: `test-results/screenshots/news-widget-${viewport?.width}-card.png` })
})
