import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { TICKET_STATUSES, tickets, URGENCY_LEVELS } from '#server/db/schema/tickets'
import type { LargeBot } from './large-knowledge.ts'
import { answerText, PHRASE_LANGUAGES, questionText } from './large-phrases.ts'
import { batchInserter, type LargeSeedContext, type LargeSeedPeople } from './large-seed-context.ts'
import { HISTORY_DAYS } from './volumes.ts'

// 200,000 conversations over a year with ten messages each on average (a user question, then the
// assistant's answer, one to nine times) and 50,000 tickets: every fourth conversation escalated.

const MINUTE_MS = 60_000
const TICKET_CATEGORIES = ['general', 'specialist_contact', 'keyword'] as const

export async function seedLargeConversations(
  ctx: LargeSeedContext,
  people: LargeSeedPeople,
  largeBots: LargeBot[],
) {
  const started = Date.now()
  const random = ctx.random('conversations')
  const agents = people.idsByRole.get('support_agent') ?? []
  const sessions = batchInserter(ctx.db, chatSessions)
  const messages = batchInserter(ctx.db, chatMessages, [sessions])
  const ticketRows = batchInserter(ctx.db, tickets, [sessions])
  const { conversations, tickets: ticketCount } = ctx.volumes
  let messageCount = 0
  for (let i = 0; i < conversations; i++) {
    const person = random.pick(people.users)
    const bot = random.pick(largeBots)
    const language = random.pick(PHRASE_LANGUAGES)
    const startedAt = ctx.daysBefore(random.next() * HISTORY_DAYS)
    const at = (minutes: number) => new Date(startedAt.getTime() + minutes * MINUTE_MS)
    // Exactly `ticketCount` conversations escalate, spread evenly over the year.
    const escalated =
      Math.floor(((i + 1) * ticketCount) / conversations) > Math.floor((i * ticketCount) / conversations)
    const pairs = random.int(1, 9)
    const sessionId = random.uuid()
    const firstQuestion = questionText(random, language)
    const ticketCategory = escalated ? random.pick(TICKET_CATEGORIES) : null
    await sessions.add({
      id: sessionId,
      userId: person.id,
      botId: bot.id,
      title: firstQuestion,
      status: escalated ? 'escalated' : 'closed',
      languageCode: language,
      createdAt: startedAt,
      updatedAt: at(pairs * 2),
    })
    for (let pair = 0; pair < pairs; pair++) {
      const last = pair === pairs - 1
      await messages.add({
        id: random.uuid(),
        sessionId,
        content: pair === 0 ? firstQuestion : questionText(random, language),
        isUser: true,
        languageCode: language,
        createdAt: at(pair * 2),
        updatedAt: at(pair * 2),
      })
      await messages.add({
        id: random.uuid(),
        sessionId,
        content: answerText(random, language),
        isUser: false,
        languageCode: language,
        confidenceScore:
          Math.round((last && escalated ? random.next() * 0.5 : 0.4 + random.next() * 0.6) * 100) / 100,
        escalationType: last ? ticketCategory : null,
        createdAt: at(pair * 2 + 1),
        updatedAt: at(pair * 2 + 1),
      })
      messageCount += 2
    }
    if (ticketCategory) {
      const status = random.pick(TICKET_STATUSES)
      const openedAt = at(pairs * 2)
      const resolved = status === 'resolved' || status === 'closed'
      await ticketRows.add({
        id: random.uuid(),
        sessionId,
        userId: person.id,
        botId: bot.id,
        dealerId: person.dealerId,
        title: firstQuestion,
        description: firstQuestion,
        status,
        category: ticketCategory,
        priority: random.pick(URGENCY_LEVELS),
        assignedTo: status !== 'open' && agents.length > 0 ? random.pick(agents) : null,
        languageCode: language,
        resolution: resolved ? answerText(random, language) : null,
        resolvedAt: resolved ? new Date(openedAt.getTime() + random.int(30, 4_000) * MINUTE_MS) : null,
        firstResponseAt:
          status !== 'open' ? new Date(openedAt.getTime() + random.int(5, 600) * MINUTE_MS) : null,
        createdAt: openedAt,
        updatedAt: openedAt,
      })
    }
  }
  ctx.report('conversations', await sessions.done(), started)
  await messages.done()
  ctx.report('messages', messageCount, started)
  ctx.report('tickets', await ticketRows.done(), started)
}
