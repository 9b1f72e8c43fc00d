import { auditLog } from '#server/db/schema/audit'
import { NEWS_CATEGORIES, newsArticles, newsReadStatus } from '#server/db/schema/news'
import { batchInserter, type LargeSeedContext, type LargeSeedPeople } from './large-seed-context.ts'
import { HISTORY_DAYS } from './volumes.ts'

// 1,000 news articles with their read marks, and a year of the audit log.

const HEADLINES = [
  'New firmware released',
  'Price list update',
  'Training dates',
  'Service campaign',
  'Holiday opening hours',
]
const AUDIT_ACTIONS = [
  { action: 'dealer.update', entityType: 'dealer' },
  { action: 'user.role_grant', entityType: 'user' },
  { action: 'kb_entry.update', entityType: 'kb_entry' },
  { action: 'ticket.assign', entityType: 'ticket' },
  { action: 'ticket.resolve', entityType: 'ticket' },
  { action: 'document.resubmit', entityType: 'document' },
  { action: 'bot.update', entityType: 'bot' },
] as const

export async function seedLargeNews(ctx: LargeSeedContext, people: LargeSeedPeople) {
  const started = Date.now()
  const random = ctx.random('news')
  const authors = people.idsByRole.get('admin') ?? []
  const articles = batchInserter(ctx.db, newsArticles)
  const reads = batchInserter(ctx.db, newsReadStatus, [articles])
  const readsPerArticle = Math.max(1, Math.round(ctx.volumes.newsReadMarks / ctx.volumes.news))
  let readCount = 0
  for (let i = 0; i < ctx.volumes.news; i++) {
    const id = random.uuid()
    const daysAgo = random.next() * HISTORY_DAYS
    const publishedAt = ctx.daysBefore(daysAgo)
    const published = random.chance(0.95)
    await articles.add({
      id,
      title: `${random.pick(HEADLINES)} #${i + 1}`,
      summary: 'What changes for the dealer network, and what to do.',
      body: 'Read the full announcement below.\n\n- What changes\n- When it starts',
      category: random.pick(NEWS_CATEGORIES),
      importance: random.chance(0.1) ? 'important' : 'normal',
      isPublished: published,
      publishedAt: published ? publishedAt : null,
      authorId: authors.length > 0 ? random.pick(authors) : null,
      language: random.pick(['en', 'no', 'sv'] as const),
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
    if (!published) continue
    // A run of distinct readers starting at a random user (the primary key is article and user).
    const first = random.int(0, people.users.length - 1)
    for (let r = 0; r < Math.min(readsPerArticle, people.users.length); r++) {
      const readAt = ctx.daysBefore(daysAgo * random.next())
      await reads.add({
        newsArticleId: id,
        userId: people.users[(first + r) % people.users.length].id,
        readAt,
        createdAt: readAt,
        updatedAt: readAt,
      })
      readCount++
    }
  }
  ctx.report('news articles', await articles.done(), started)
  await reads.done()
  ctx.report('news read marks', readCount, started)
}

export async function seedLargeAuditLog(ctx: LargeSeedContext, people: LargeSeedPeople) {
  const started = Date.now()
  const random = ctx.random('audit')
  const actors = [...(people.idsByRole.get('admin') ?? []), ...(people.idsByRole.get('support_agent') ?? [])]
  const insert = batchInserter(ctx.db, auditLog)
  for (let i = 0; i < ctx.volumes.auditEntries; i++) {
    const kind = random.pick(AUDIT_ACTIONS)
    const dealerId = random.pick(people.dealerIds)
    const createdAt = ctx.daysBefore(random.next() * HISTORY_DAYS)
    await insert.add({
      id: random.uuid(),
      actorId: actors.length > 0 ? random.pick(actors) : null,
      action: kind.action,
      entityType: kind.entityType,
      entityId: kind.entityType === 'dealer' ? dealerId : random.uuid(),
      details: { source: 'large-seed' },
      dealerId: kind.entityType === 'dealer' || random.chance(0.5) ? dealerId : null,
      createdAt,
      updatedAt: createdAt,
    })
  }
  ctx.report('audit log', await insert.done(), started)
}
