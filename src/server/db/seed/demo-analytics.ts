import { count } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { bots } from '#server/db/schema/bots'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { tickets } from '#server/db/schema/tickets'
import { ticketDueAt } from '#shared/escalations/ticket-due-time'
import { DEFAULT_SLA_TARGETS } from '#shared/schemas/settings'

// A year and a half of demo conversations for /analytics (issue 11), so its periods differ:
// 4 conversations in the last 7 days, 8 in 30, 11 in 90, 14 in 365, and 2 in the year before.

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

interface DemoConversation {
  daysAgo: number
  language: 'en' | 'no' | 'sv'
  question: string
  confidence: number
  ticket?: {
    category: 'general' | 'specialist_contact' | 'keyword'
    /** Minutes after the ticket until support wrote in the chat. */
    answeredAfter?: number
    /** Minutes after the ticket until it was resolved. */
    resolvedAfter?: number
  }
}

const CONVERSATIONS: DemoConversation[] = [
  { daysAgo: 1, language: 'no', question: 'Hvordan oppdaterer jeg programvaren?', confidence: 0.92 },
  {
    daysAgo: 2,
    language: 'en',
    question: 'Can someone call me about a dyno quote?',
    confidence: 0.41,
    ticket: { category: 'specialist_contact', answeredAfter: 45, resolvedAfter: 180 },
  },
  { daysAgo: 3, language: 'sv', question: 'Hur kalibrerar jag rullen?', confidence: 0.78 },
  { daysAgo: 5, language: 'en', question: 'How do I update the software?', confidence: 0.88 },
  { daysAgo: 10, language: 'no', question: 'Hva koster en ny lisens?', confidence: 0.64 },
  {
    daysAgo: 15,
    language: 'en',
    question: 'The unit is broken, I want a refund',
    confidence: 0.35,
    ticket: { category: 'keyword', answeredAfter: 20 },
  },
  { daysAgo: 20, language: 'sv', question: 'Var hittar jag manualen?', confidence: 0.81 },
  { daysAgo: 25, language: 'en', question: 'How do I update the software?', confidence: 0.9 },
  {
    daysAgo: 40,
    language: 'no',
    question: 'Støtter dere elbiler?',
    confidence: 0.22,
    ticket: { category: 'general', answeredAfter: 90, resolvedAfter: 1440 },
  },
  { daysAgo: 60, language: 'en', question: 'Where is the manual?', confidence: 0.74 },
  { daysAgo: 80, language: 'sv', question: 'Hur kalibrerar jag rullen?', confidence: 0.69 },
  { daysAgo: 120, language: 'en', question: 'How do I book training?', confidence: 0.83 },
  { daysAgo: 200, language: 'no', question: 'Hvordan oppdaterer jeg programvaren?', confidence: 0.95 },
  { daysAgo: 300, language: 'en', question: 'What are the opening hours?', confidence: 0.57 },
  { daysAgo: 400, language: 'sv', question: 'Vad kostar en licens?', confidence: 0.48 },
  { daysAgo: 500, language: 'en', question: 'How do I update the software?', confidence: 0.86 },
]

/** Seeds the conversations above once (nothing when any conversation exists already). */
export async function seedDemoConversations(tx: Executor, people: { userId: string; supportId: string }) {
  const [existing] = await tx.select({ count: count() }).from(chatSessions)
  if (existing.count > 0) return
  const botRows = await tx.select({ id: bots.id }).from(bots).orderBy(bots.name)
  if (botRows.length === 0) return
  const today = new Date()
  today.setUTCHours(10, 0, 0, 0)
  for (const [index, item] of CONVERSATIONS.entries()) {
    const at = new Date(today.getTime() - item.daysAgo * DAY_MS)
    const botId = botRows[index % botRows.length].id
    const [session] = await tx
      .insert(chatSessions)
      .values({
        userId: people.userId,
        botId,
        languageCode: item.language,
        title: item.question,
        status: item.ticket ? 'escalated' : 'closed',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: chatSessions.id })
    const after = (minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS)
    await tx.insert(chatMessages).values([
      {
        sessionId: session.id,
        content: item.question,
        isUser: true,
        languageCode: item.language,
        createdAt: at,
      },
      {
        sessionId: session.id,
        content: 'Here is what I found in the knowledge base.',
        isUser: false,
        languageCode: item.language,
        confidenceScore: item.confidence,
        escalationType: item.ticket ? item.ticket.category : null,
        createdAt: after(1),
      },
    ])
    if (!item.ticket) continue
    const { category, answeredAfter, resolvedAfter } = item.ticket
    await tx.insert(tickets).values({
      sessionId: session.id,
      userId: people.userId,
      botId,
      title: item.question,
      description: item.question,
      category,
      status: resolvedAfter ? 'resolved' : 'open',
      languageCode: item.language,
      resolvedAt: resolvedAfter ? after(1 + resolvedAfter) : null,
      // Decision 045: due by the default target of the (default, medium) priority.
      dueAt: resolvedAfter ? null : ticketDueAt(after(1), 'medium', DEFAULT_SLA_TARGETS),
      createdAt: after(1),
      updatedAt: after(1),
    })
    if (answeredAfter)
      await tx.insert(chatMessages).values({
        sessionId: session.id,
        content: 'Support here: I will help you with this.',
        isUser: false,
        senderId: people.supportId,
        createdAt: after(1 + answeredAfter),
      })
  }
}
