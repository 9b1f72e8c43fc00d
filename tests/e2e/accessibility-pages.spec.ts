import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from '#shared/routes/route-table'
import { expectNoSeriousViolations } from './axe.ts'
import {
  adminApi,
  DEMO_PASSWORD,
  type DemoRole,
  demoAccount,
  expect,
  signInOverHttp,
  test,
} from './fixtures.ts'

// Issue 35 item 8: axe finds no serious or critical violation on any page of the route table, at the
// desktop and the phone size (the @phone tag runs each test in both projects).

/**
 * The role each page is opened as: the first of these the page's row allows, so a page is scanned as
 * the narrowest of its audiences sees it (a dealer user for the pages everyone opens).
 */
const ROLE_PREFERENCE: readonly DemoRole[] = ['dealer_user', 'support_agent', 'trainer', 'admin']

/** Pages that everyone opens but that show their content only to some: the news editor and stats. */
const CONTENT_ROLES: Partial<Record<string, readonly DemoRole[]>> = {
  'news/new': NEWS_MANAGER_ROLES,
  'news/:id/edit': NEWS_MANAGER_ROLES,
  'news/:id/stats': NEWS_MANAGER_ROLES,
}

function roleFor(path: string, roles: readonly string[]): DemoRole {
  const allowed = CONTENT_ROLES[path] ?? roles
  const role = ROLE_PREFERENCE.find((candidate) => allowed.includes(candidate))
  if (!role) throw new Error(`No role of ${ROLE_PREFERENCE.join(', ')} may open /${path}`)
  return role
}

const PAGES: { path: string; role: DemoRole | null }[] = [
  ...PUBLIC_PAGES.map((page) => ({ path: page.path, role: null })),
  ...SIGNED_IN_PAGES.map((page) => ({ path: page.path, role: roleFor(page.path, page.roles) })),
]

async function firstId(request: APIRequestContext, url: string, list: string) {
  const response = await request.get(url)
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true)
  const rows = (await response.json())[list] as { id: string }[]
  expect(rows.length, `demo rows from ${url}`).toBeGreaterThan(0)
  return rows[0].id
}

async function newInvitationToken(baseURL: string) {
  const api = await adminApi(baseURL)
  try {
    const email = `axe.${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`
    const created = await api.post('/api/invitations', {
      data: { email, fullName: 'Axe Invitee', role: 'standard_user' },
    })
    expect(created.status()).toBe(201)
    return new URL((await created.json()).inviteUrl).pathname.split('/').pop()!
  } finally {
    await api.dispose()
  }
}

/** A demo row for each path parameter, read as the role that opens the page (its own dealer, say). */
async function fillParams(path: string, request: APIRequestContext, baseURL: string) {
  const section = path.split('/')[0]
  const values: Record<string, () => Promise<string>> = {
    id: () =>
      section === 'dealers'
        ? firstId(request, '/api/dealers', 'dealers')
        : section === 'escalations'
          ? firstId(request, '/api/escalations', 'tickets')
          : firstId(request, '/api/news', 'articles'),
    botId: () => firstId(request, '/api/chat/bots', 'bots'),
    onboardingId: () => firstId(request, '/api/onboarding/my', 'onboardings'),
    token: () => newInvitationToken(baseURL),
  }
  const segments = await Promise.all(
    path.split('/').map(async (segment) => {
      if (!segment.startsWith(':')) return segment
      const fill = values[segment.replace(/^:|\?$/g, '')]
      if (!fill) throw new Error(`No demo row for ${segment} in /${path}`)
      return fill()
    }),
  )
  return `/${segments.join('/')}`
}

/** One browser context per role and worker, reused by every page that role opens. */
const axeTest = test.extend<object, { pageAs: (role: DemoRole | null) => Promise<Page> }>({
  pageAs: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use
      const options: BrowserContextOptions = {
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        locale: 'en-US',
        // No fade-ins: a toast that appears after the page settled (the callback's error on /login)
        // would be scanned half transparent, which axe reads as low contrast.
        reducedMotion: 'reduce' as const,
      }
      const pages = new Map<DemoRole | null, Page>()
      await use(async (role) => {
        const open = pages.get(role)
        if (open) return open
        const context = await browser.newContext(options)
        await context.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
        if (role) await signInOverHttp(context, demoAccount(role).email, DEMO_PASSWORD)
        const page = await context.newPage()
        pages.set(role, page)
        return page
      })
      for (const page of pages.values()) await page.context().close()
    },
    { scope: 'worker' },
  ],
})

/** The page has drawn its content: a heading (the chat page has no h1 on a phone), nothing loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0)
  // A toast or panel fading in has its text half transparent, which axe reads as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

for (const { path, role } of PAGES) {
  axeTest(
    `/${path} as ${role ?? 'a visitor'} has no serious axe violations @phone`,
    async ({ pageAs, baseURL }) => {
      const page = await pageAs(role)
      const url = await fillParams(path, page.request, baseURL!)
      await page.goto(url)
      await settled(page)
      await expectNoSeriousViolations(page)
    },
  )
}
