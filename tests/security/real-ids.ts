import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { documents } from '#server/db/schema/documents'
import { storedFiles } from '#server/db/schema/files'
import { glossaryGroups } from '#server/db/schema/glossary'
import { employeeInvitations } from '#server/db/schema/identity'
import { kbEntries, kbFileResources, kbTags, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { newsArticles } from '#server/db/schema/news'
import { escalationNotifications } from '#server/db/schema/notifications'
import {
  dealerOnboarding,
  onboardingPrograms,
  onboardingStepSubmissions,
  onboardingSteps,
  onboardingSubmissionFiles,
} from '#server/db/schema/onboarding'
import { tickets } from '#server/db/schema/tickets'

/** A few ids of each kind of row, so fuzzed requests also reach the code behind the "not found" checks. */
export async function collectRealIds(db: Database) {
  const ids = async (table: PgTable & { id: PgColumn }) =>
    (
      await db
        .select({ id: table.id })
        .from(table as PgTable)
        .limit(5)
    ).map((row) => String(row.id))
  return {
    bots: await ids(bots),
    chatSessions: await ids(chatSessions),
    chatMessages: await ids(chatMessages),
    dealers: await ids(dealers),
    equipment: await ids(dealerEquipment),
    documents: await ids(documents),
    storedFiles: await ids(storedFiles),
    invitations: await ids(employeeInvitations),
    glossaryGroups: await ids(glossaryGroups),
    kbEntries: await ids(kbEntries),
    kbFiles: await ids(kbFileResources),
    kbTags: await ids(kbTags),
    suggestions: await ids(knowledgeSuggestions),
    news: await ids(newsArticles),
    notifications: await ids(escalationNotifications),
    onboardings: await ids(dealerOnboarding),
    programs: await ids(onboardingPrograms),
    steps: await ids(onboardingSteps),
    submissions: await ids(onboardingStepSubmissions),
    submissionFiles: await ids(onboardingSubmissionFiles),
    tickets: await ids(tickets),
    users: await ids(user),
  }
}

export type RealIds = Awaited<ReturnType<typeof collectRealIds>>

/** Which kind of row a path parameter names, from the parameter and the route's path. */
export function realIdKind(path: string, param: string): keyof RealIds | undefined {
  const area = path.split('/')[2]
  if (param === 'botId') return 'bots'
  if (param === 'onboardingId') return 'onboardings'
  if (param === 'programId') return 'programs'
  if (param === 'stepId') return 'steps'
  if (param === 'submissionId') return 'submissions'
  if (param === 'sessionId') return 'chatSessions'
  if (param === 'fileId') return area === 'onboarding' ? 'submissionFiles' : 'storedFiles'
  if (param === 'token') return 'invitations'
  if (param === 'groupId') return 'glossaryGroups'
  if (param !== 'id') return undefined
  const byArea: Record<string, keyof RealIds> = {
    chat: path.includes('/messages/') ? 'chatMessages' : 'chatSessions',
    dealers: 'dealers',
    equipment: 'equipment',
    escalations: 'tickets',
    files: 'documents',
    invitations: 'invitations',
    knowledge: path.includes('/files/')
      ? 'kbFiles'
      : path.includes('/tags/')
        ? 'kbTags'
        : path.includes('/glossary/')
          ? 'glossaryGroups'
          : 'kbEntries',
    news: 'news',
    notifications: 'notifications',
    users: 'users',
    bots: 'suggestions',
  }
  return byArea[area]
}
