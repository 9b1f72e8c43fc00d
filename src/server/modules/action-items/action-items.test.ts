import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { chatMessageStatus, chatMessages, chatSessions } from '#server/db/schema/chat'
import { documents } from '#server/db/schema/documents'
import { newsArticles, newsReadStatus } from '#server/db/schema/news'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { createDealer, createUser } from '#server/db/seed/factories'
import { type ActionItem, actionItemsResponseSchema } from '#shared/schemas/action-items'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { onboardingActions } from './action-items.service.ts'

let t: TestApp
let cookies: Record<'dealer' | 'otherDealer' | 'trainer', string>
let dealerUserId: string
let ownDealerId: string

async function itemsOf(cookie: string): Promise<ActionItem[]> {
  const response = await t.request('/api/action-items', { cookie })
  expect(response.status).toBe(200)
  return actionItemsResponseSchema.parse(await response.json()).items
}

async function addOnboarding(dealerId: string, statuses: (string | null)[], feedback?: string) {
  const [program] = await t.db
    .insert(onboardingPrograms)
    .values({ name: `Program ${statuses.join('-')}` })
    .returning({ id: onboardingPrograms.id })
  const steps = await t.db
    .insert(onboardingSteps)
    .values(
      statuses.map((_, index) => ({
        programId: program.id,
        stepOrder: index + 1,
        title: `Step ${index + 1}`,
      })),
    )
    .returning({ id: onboardingSteps.id })
  const [onboarding] = await t.db
    .insert(dealerOnboarding)
    .values({ dealerId, programId: program.id })
    .returning({ id: dealerOnboarding.id })
  const progress = statuses.flatMap((status, index) =>
    status
      ? [
          {
            dealerOnboardingId: onboarding.id,
            stepId: steps[index].id,
            status: status as 'approved',
            feedback: status === 'rejected' ? (feedback ?? null) : null,
          },
        ]
      : [],
  )
  if (progress.length > 0) await t.db.insert(dealerStepProgress).values(progress)
  return { onboardingId: onboarding.id, stepIds: steps.map((step) => step.id) }
}

beforeAll(async () => {
  t = await createTestApp()
  const own = await createDealer(t.db)
  const other = await createDealer(t.db)
  ownDealerId = own.id
  const dealer = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [own.id] })
  const otherDealer = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [other.id] })
  const trainer = await createUser(t.db, { roles: ['trainer'] })
  dealerUserId = dealer.id
  cookies = {
    dealer: await t.signIn(dealer.email, dealer.password),
    otherDealer: await t.signIn(otherDealer.email, otherDealer.password),
    trainer: await t.signIn(trainer.email, trainer.password),
  }
})

afterAll(async () => {
  await t?.close()
})

describe('GET /api/action-items (issue 35 item 1)', () => {
  it('is all done for a new dealer user, and refuses a visitor without a session', async () => {
    expect(await itemsOf(cookies.otherDealer)).toEqual([])
    expect((await t.request('/api/action-items')).status).toBe(401)
  })

  it("lists the dealer's rejected step with its feedback, rejected and pending documents, unread replies and important news", async () => {
    const rejected = await addOnboarding(ownDealerId, ['approved', 'rejected', null], 'Sign the form, please')
    await t.db.insert(documents).values([
      {
        dealerId: ownDealerId,
        title: 'Insurance',
        category: 'contract',
        status: 'rejected',
        reviewComment: 'Expired',
      },
      { dealerId: ownDealerId, title: 'Price list', category: 'contract', status: 'pending' },
      { dealerId: ownDealerId, title: 'Old approved', category: 'contract', status: 'approved' },
    ])
    const [bot] = await t.db.insert(bots).values({ name: 'Action bot' }).returning({ id: bots.id })
    const [session] = await t.db
      .insert(chatSessions)
      .values({ userId: dealerUserId, botId: bot.id, title: 'Can I pay with Klarna?' })
      .returning({ id: chatSessions.id })
    const agent = await createUser(t.db, { roles: ['support_agent'] })
    const [reply] = await t.db
      .insert(chatMessages)
      .values({ sessionId: session.id, content: 'Yes, from next month.', isUser: false, senderId: agent.id })
      .returning({ id: chatMessages.id })
    // The assistant's own answers are not replies from a person.
    await t.db.insert(chatMessages).values({ sessionId: session.id, content: 'Bot answer', isUser: false })
    const [important, normal] = await t.db
      .insert(newsArticles)
      .values([
        {
          title: 'Price change',
          category: 'hq',
          importance: 'important',
          isPublished: true,
          publishedAt: new Date(),
        },
        { title: 'Newsletter', category: 'hq', isPublished: true, publishedAt: new Date() },
      ])
      .returning({ id: newsArticles.id })

    const items = await itemsOf(cookies.dealer)
    expect(items).toContainEqual({
      kind: 'onboardingStep',
      onboardingId: rejected.onboardingId,
      stepId: rejected.stepIds[1],
      stepTitle: 'Step 2',
      programName: expect.any(String),
      state: 'rejected',
      feedback: 'Sign the form, please',
    })
    expect(items.filter((item) => item.kind === 'document').map((item) => [item.title, item.status])).toEqual(
      [
        ['Insurance', 'rejected'],
        ['Price list', 'pending'],
      ],
    )
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'ticketReply', sessionId: session.id, botId: bot.id }),
    )
    expect(items.filter((item) => item.kind === 'news').map((item) => item.articleId)).toEqual([important.id])
    expect(items.some((item) => item.kind === 'news' && item.articleId === normal.id)).toBe(false)

    // Nothing of this dealer reaches another dealer's user.
    expect(await itemsOf(cookies.otherDealer)).toEqual([
      expect.objectContaining({ kind: 'news', articleId: important.id }),
    ])

    // Read, the reply and the article leave the list.
    await t.db.insert(chatMessageStatus).values({ messageId: reply.id, status: 'read' })
    await t.db.insert(newsReadStatus).values({ newsArticleId: important.id, userId: dealerUserId })
    const after = await itemsOf(cookies.dealer)
    expect(after.some((item) => item.kind === 'ticketReply' || item.kind === 'news')).toBe(false)
  })

  it('gives staff without a dealer only their own replies and news', async () => {
    const items = await itemsOf(cookies.trainer)
    expect(items.every((item) => item.kind === 'news' || item.kind === 'ticketReply')).toBe(true)
  })
})

describe('onboardingActions', () => {
  const step = (stepId: string, status: string, feedback: string | null = null) => ({
    onboardingId: 'o1',
    programName: 'P',
    stepId,
    stepTitle: stepId,
    status,
    feedback,
  })

  it('offers the next workable step when nothing was sent back', () => {
    expect(
      onboardingActions([
        step('a', 'approved'),
        step('b', 'submitted'),
        step('c', 'pending'),
        step('d', 'pending'),
      ]),
    ).toEqual([expect.objectContaining({ stepId: 'c', state: 'next', feedback: null })])
  })

  it('offers every rejected step instead, with its feedback', () => {
    expect(
      onboardingActions([step('a', 'rejected', 'Fix it'), step('b', 'in_progress'), step('c', 'rejected')]),
    ).toEqual([
      expect.objectContaining({ stepId: 'a', state: 'rejected', feedback: 'Fix it' }),
      expect.objectContaining({ stepId: 'c', state: 'rejected' }),
    ])
  })

  it('needs nothing while every open step waits for review', () => {
    expect(onboardingActions([step('a', 'approved'), step('b', 'submitted')])).toEqual([])
  })
})
