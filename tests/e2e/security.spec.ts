import type { Page } from '@playwright/test'
import { adminApi, expect, loginAs, snap, test } from './fixtures.ts'
import { pdf } from './pdf-file.ts'

// Issue 12 hardening, as a person meets it: the portal runs under its Content-Security-Policy
// without a single violation on its main screens, and text that looks like HTML (in news, knowledge
// answers, dealer names) is shown as text and never runs.

const IMG = '<img src=x onerror="window.__xss=1">'
const SCRIPT = '<script>window.__xss=1</script>'

test.describe.configure({ timeout: 180_000 })

/**
 * Collects every CSP violation of the page: the browser's own console report ("... violates the
 * following Content Security Policy directive ...") and the securitypolicyviolation event, which
 * also fires for reports the console leaves out.
 */
async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|securitypolicyviolation/i.test(text))
      violations.push(`${page.url()}: ${text}`)
  })
  return violations
}

/** Opens a screen and waits until it has drawn its heading and finished loading its data. */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

async function sendChatMessage(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' })
  const answers = page.getByRole('region', { name: 'Messages' }).locator('[data-message-author="assistant"]')
  const before = await answers.count()
  await input.fill(text)
  await input.press('Enter')
  await expect(answers).toHaveCount(before + 1)
  return answers.nth(before)
}

const xssRan = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss)

test('an admin uses the main screens under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await watchContentSecurityPolicy(page)
  await loginAs(page, 'admin')

  // The page itself carries the policy: scripts only from the portal plus the pre-paint hash.
  const response = await page.goto('/dashboard')
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  // Plain http (the test server): HSTS would lock browsers out of http://localhost for a year.
  expect(headers['strict-transport-security']).toBeUndefined()
  // The accessibility pre-paint script (inline, allowed by its hash) ran before the app.
  await expect(page.locator('html')).toHaveAttribute('data-font-size', /normal|large|xl/)

  for (const path of [
    '/dashboard',
    '/news',
    '/files',
    '/dealers',
    '/bots',
    '/knowledge',
    '/analytics',
    '/system-health',
    '/profile',
    '/mobile/dashboard',
  ]) {
    await visit(page, path)
  }

  // Chat with a bot, a message sent and answered over the realtime socket and the API.
  await page.goto('/chat-bots')
  await page.getByRole('link', { name: 'Start Chat: Support Assistant' }).click()
  await expect(page.getByRole('heading', { name: 'Support Assistant', level: 2 })).toBeVisible()
  await sendChatMessage(page, 'How do I buy credits?')
  await snap(page, 'security-admin-chat')

  expect(violations).toEqual([])
})

test('a dealer user uses their screens under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await watchContentSecurityPolicy(page)
  await loginAs(page, 'dealer_user')
  for (const path of ['/dashboard', '/news', '/files', '/my-onboarding', '/profile', '/mobile/dashboard']) {
    await visit(page, path)
  }
  await page.goto('/chat-bots')
  await page.getByRole('link', { name: 'Start Chat: Support Assistant' }).click()
  await expect(page.getByRole('heading', { name: 'Support Assistant', level: 2 })).toBeVisible()
  await sendChatMessage(page, 'Hvordan bestiller jeg en ECU-fil?')

  // The document dialog previews a PDF in an iframe: the portal may frame its own files.
  const uploaded = await page.request.post('/api/files', {
    multipart: { category: 'contract', file: { name: 'preview.pdf', ...pdf('CSP preview') } },
  })
  expect(uploaded.status()).toBe(201)
  const { id, currentVersion } = (await uploaded.json()).documents[0]
  const contentUrl = `/api/files/${id}/versions/${currentVersion}/content?disposition=inline`
  const framed = page.waitForResponse((response) => response.url().endsWith(contentUrl))
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    frame.title = 'Preview'
    document.body.append(frame)
  }, contentUrl)
  const file = await framed
  expect(file.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(file.headers()['x-frame-options']).toBe('SAMEORIGIN')
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith(contentUrl))).toBe(true)
  // A violation is reported while a document loads: wait for the frame's load, then one frame of
  // the page's own, so any queued violation event has been logged before the check.
  await page
    .frames()
    .find((frame) => frame.url().endsWith(contentUrl))
    ?.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  expect(violations).toEqual([])
})

test('text that looks like HTML in news, knowledge answers and dealer names is shown as text and never runs', async ({
  page,
  baseURL,
}) => {
  const violations = await watchContentSecurityPolicy(page)
  const stamp = Date.now().toString(36)
  const api = await adminApi(baseURL!)
  let newsId: string
  let botId: string
  const dealerName = `Fjord ${IMG} ${SCRIPT} ${stamp}`
  const answer = `Hold the button ${IMG} then ${SCRIPT} and restart.`
  const question = `How do I calibrate the Zephyr unit ${stamp}?`
  try {
    const news = await api.post('/api/news/manage', {
      data: {
        title: `Release ${IMG} ${stamp}`,
        summary: `Summary ${SCRIPT}`,
        body: `First paragraph ${IMG}\n\n${SCRIPT}\n\n**Bold ${IMG}**`,
        category: 'hq',
        publication: { status: 'published' },
      },
    })
    expect(news.status()).toBe(201)
    newsId = (await news.json()).article.id
    const bot = await api.post('/api/bots', {
      data: { name: `Probe ${stamp}`, description: 'Output encoding' },
    })
    expect(bot.status()).toBe(201)
    botId = (await bot.json()).id
    const imported = await api.post(`/api/bots/${botId}/knowledge/import`, {
      data: { entries: [{ question, answer, language_code: 'en', status: 'approved' }] },
    })
    expect(imported.ok()).toBe(true)
    const dealer = await api.post('/api/dealers', {
      data: { name: dealerName, dealerCode: `XSS-${stamp}`, status: 'active', country: 'Norway' },
    })
    expect(dealer.status()).toBe(201)
  } finally {
    await api.dispose()
  }

  await loginAs(page, 'admin')

  // The news article page: title and body as written.
  await page.goto(`/news/${newsId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Release ${IMG} ${stamp}` })).toBeVisible()
  const article = page.locator('article').first()
  await expect(article).toContainText(`First paragraph ${IMG}`)
  await expect(article).toContainText(SCRIPT)
  await expect(article.getByText(`Bold ${IMG}`)).toBeVisible()
  await snap(page, 'security-news-literal')
  expect(await xssRan(page)).toBeUndefined()

  // The chat answer from the knowledge entry, and the knowledge table.
  await page.goto(`/chat/${botId}`)
  const reply = await sendChatMessage(page, question)
  await expect(reply).toContainText(answer)
  expect(await xssRan(page)).toBeUndefined()
  await page.goto(`/bots/${botId}/knowledge`)
  await expect(page.getByRole('row').filter({ hasText: `Hold the button ${IMG}` })).toBeVisible()
  expect(await xssRan(page)).toBeUndefined()

  // The dealer list.
  await page.goto('/dealers')
  await expect(
    page.getByRole('table', { name: 'Dealers' }).getByRole('link', { name: dealerName }),
  ).toBeVisible()
  await snap(page, 'security-dealer-literal')
  expect(await xssRan(page)).toBeUndefined()

  // Nothing was turned into an element: no <img src="x"> anywhere, and the policy never had to step in.
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(violations).toEqual([])
})
