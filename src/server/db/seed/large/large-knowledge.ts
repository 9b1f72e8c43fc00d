import { bots } from '#server/db/schema/bots'
import { botKnowledgeBases, kbEntries } from '#server/db/schema/knowledge'
import { answerText, PHRASE_LANGUAGES, questionText } from './large-phrases.ts'
import { batchInserter, type LargeSeedContext, type LargeSeedPeople } from './large-seed-context.ts'

// 20 bots, each with a knowledge base, and 100,000 entries over them in five languages; one in a
// hundred is global (every bot reads it).

const BOT_TYPES = ['customer', 'support', 'technical', 'others'] as const
const BOT_TOPICS = ['Dyno', 'ECU', 'Diagnostics', 'Emissions', 'Licences', 'Workshop', 'Invoices', 'Training']

export interface LargeBot {
  id: string
  knowledgeBaseId: string
}

export async function seedLargeBots(ctx: LargeSeedContext, people: LargeSeedPeople): Promise<LargeBot[]> {
  const started = Date.now()
  const random = ctx.random('bots')
  const trainers = people.idsByRole.get('trainer') ?? []
  const result: LargeBot[] = []
  for (let i = 0; i < ctx.volumes.bots; i++) {
    const bot = { id: random.uuid(), knowledgeBaseId: random.uuid() }
    const name = `${BOT_TOPICS[i % BOT_TOPICS.length]} Assistant ${String(i + 1).padStart(2, '0')}`
    const createdAt = ctx.daysBefore(400 - i)
    await ctx.db.insert(bots).values({
      id: bot.id,
      name,
      description: `Answers dealer questions about ${BOT_TOPICS[i % BOT_TOPICS.length].toLowerCase()}.`,
      type: BOT_TYPES[i % BOT_TYPES.length],
      language: random.pick(['en', 'no', 'sv'] as const),
      createdBy: trainers.length > 0 ? random.pick(trainers) : null,
      createdAt,
      updatedAt: createdAt,
    })
    await ctx.db.insert(botKnowledgeBases).values({
      id: bot.knowledgeBaseId,
      botId: bot.id,
      name: `${name} knowledge`,
      createdAt,
      updatedAt: createdAt,
    })
    result.push(bot)
  }
  ctx.report('bots (+ knowledge bases)', result.length, started)
  return result
}

export async function seedLargeKnowledge(
  ctx: LargeSeedContext,
  people: LargeSeedPeople,
  largeBots: LargeBot[],
) {
  const started = Date.now()
  const random = ctx.random('knowledge')
  const trainers = people.idsByRole.get('trainer') ?? []
  const insert = batchInserter(ctx.db, kbEntries)
  for (let i = 0; i < ctx.volumes.knowledgeEntries; i++) {
    const global = i % 100 === 99
    const bot = largeBots[i % largeBots.length]
    const language = random.pick(PHRASE_LANGUAGES)
    const roll = random.next()
    const status = roll < 0.8 ? 'approved' : roll < 0.9 ? 'pending_review' : 'draft'
    const author = trainers.length > 0 ? random.pick(trainers) : null
    const createdAt = ctx.daysBefore(random.next() * 365)
    await insert.add({
      id: random.uuid(),
      botId: global ? null : bot.id,
      knowledgeBaseId: global ? null : bot.knowledgeBaseId,
      scope: global ? 'global' : 'bot_specific',
      question: questionText(random, language),
      answer: answerText(random, language),
      languageCode: language,
      priority: random.int(1, 10),
      status,
      createdBy: author,
      approvedAt: status === 'approved' ? createdAt : null,
      approvedBy: status === 'approved' ? author : null,
      createdAt,
      updatedAt: createdAt,
    })
  }
  ctx.report('knowledge entries', await insert.done(), started)
}
