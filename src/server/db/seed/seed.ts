import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { glossaryGroups, glossaryTerms } from '#server/db/schema/glossary'
import { dealerUsers, profiles } from '#server/db/schema/identity'
import { botKnowledgeBases, kbEntries, kbEntryTags, kbTags } from '#server/db/schema/knowledge'
import { newsArticles } from '#server/db/schema/news'
import { dealerOnboarding, onboardingPrograms, onboardingSteps } from '#server/db/schema/onboarding'
import { DOCUMENTED_DEMO_PASSWORD, type Env } from '#server/env'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { seedDemoConversations } from './demo-analytics.ts'
import {
  DEMO_BOTS,
  DEMO_DEALERS,
  DEMO_GLOBAL_KB_ENTRIES,
  DEMO_KB_TAGS,
  DEMO_NEWS,
  DEMO_PROGRAMS,
  type DemoKbEntry,
} from './demo-content.ts'
import { DEMO_GLOBAL_GLOSSARY } from './demo-glossary.ts'
import { seedDemoMaintenance } from './demo-maintenance.ts'
import { createEquipment, createUser, passwordHashFor } from './factories.ts'

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(user)
  return row.users === 0
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The demo data: one account per role, dealers with equipment, onboarding programs, news and three
 * bots with their knowledge. Idempotent: every record is looked up by its natural key first, so a
 * second run adds only what is missing and changes nothing that exists.
 */
/**
 * Issue 32: demo accounts with the password printed in the README would be anyone's way into a
 * production server (a super admin among them). Throws, with what to do, before any seeding there.
 */
export function refuseDocumentedDemoPassword(env: Pick<Env, 'NODE_ENV' | 'DEMO_PASSWORD'>): void {
  if (env.NODE_ENV !== 'production' || env.DEMO_PASSWORD !== DOCUMENTED_DEMO_PASSWORD) return
  throw new Error(
    'Refusing to create the demo accounts in production with the documented demo password. ' +
      'Set DEMO_PASSWORD to a secret of your own, or leave SEED_DEMO_DATA unset (no demo data).',
  )
}

export async function seedDemoData(db: Database, options: { password: string }) {
  const passwordHash = await passwordHashFor(options.password)
  await db.transaction(async (tx) => {
    const dealerIds = await seedDealers(tx)
    const userIds = await seedAccounts(tx, passwordHash)
    for (const dealer of DEMO_DEALERS) {
      for (const email of dealer.memberEmails) {
        await tx
          .insert(dealerUsers)
          .values({ userId: userIds.get(email)!, dealerId: dealerIds.get(dealer.dealerCode)! })
          .onConflictDoNothing()
      }
    }
    const authorId = userIds.get('admin@example.com')!
    const programIds = await seedPrograms(tx, authorId)
    for (const dealer of DEMO_DEALERS) {
      for (const programName of dealer.enrolledPrograms) {
        await tx
          .insert(dealerOnboarding)
          .values({ dealerId: dealerIds.get(dealer.dealerCode)!, programId: programIds.get(programName)! })
          .onConflictDoNothing()
      }
    }
    await seedNews(tx, authorId)
    await seedKnowledge(tx, userIds.get('trainer@example.com')!)
    await seedGlossary(tx, userIds.get('trainer@example.com')!)
    await seedDemoMaintenance(tx, userIds.get('support@example.com')!)
    await seedDemoConversations(tx, {
      userId: userIds.get('tech@example.com')!,
      supportId: userIds.get('support@example.com')!,
    })
  })
}

async function seedDealers(tx: Executor): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const {
    equipment,
    memberEmails: _members,
    enrolledPrograms: _programs,
    createdDaysAgo,
    ...dealer
  } of DEMO_DEALERS) {
    let [row] = await tx
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.dealerCode, dealer.dealerCode))
    row ??= (
      await tx
        .insert(dealers)
        .values({ ...dealer, createdAt: new Date(Date.now() - createdDaysAgo * DAY_MS) })
        .returning({ id: dealers.id })
    )[0]
    ids.set(dealer.dealerCode, row.id)
    for (const item of equipment) {
      const [existing] = await tx
        .select({ id: dealerEquipment.id })
        .from(dealerEquipment)
        .where(eq(dealerEquipment.serialNumber, item.serialNumber))
      if (!existing) await createEquipment(tx, { ...item, dealerId: row.id })
    }
  }
  return ids
}

async function seedAccounts(tx: Executor, passwordHash: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, account.email))
    if (existing) {
      ids.set(account.email, existing.id)
      continue
    }
    const { id } = await createUser(tx, {
      ...account,
      passwordHash,
      emailVerified: true,
      signupMethod: 'seed',
    })
    // The demo accounts have used the portal before: their dashboard welcomes them back.
    const before = new Date(Date.now() - 2 * DAY_MS)
    await tx.update(profiles).set({ lastLogin: before, previousLogin: before }).where(eq(profiles.id, id))
    ids.set(account.email, id)
  }
  return ids
}

async function seedPrograms(tx: Executor, createdBy: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const { steps, ...program } of DEMO_PROGRAMS) {
    const [existing] = await tx
      .select({ id: onboardingPrograms.id })
      .from(onboardingPrograms)
      .where(eq(onboardingPrograms.name, program.name))
    if (existing) {
      ids.set(program.name, existing.id)
      continue
    }
    const [row] = await tx
      .insert(onboardingPrograms)
      .values({ ...program, createdBy })
      .returning({ id: onboardingPrograms.id })
    await tx.insert(onboardingSteps).values(steps.map((step) => ({ ...step, programId: row.id })))
    ids.set(program.name, row.id)
  }
  return ids
}

async function seedNews(tx: Executor, authorId: string) {
  const now = Date.now()
  for (const { daysAgo, ...article } of DEMO_NEWS) {
    const [existing] = await tx
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.title, article.title))
    if (existing) continue
    await tx.insert(newsArticles).values({
      ...article,
      authorId,
      publishedAt: article.isPublished && daysAgo !== null ? new Date(now - daysAgo * DAY_MS) : null,
    })
  }
}

async function seedKnowledge(tx: Executor, trainerId: string) {
  const tagIds = new Map<string, string>()
  for (const tag of DEMO_KB_TAGS) {
    let [row] = await tx
      .select({ id: kbTags.id })
      .from(kbTags)
      .where(sql`lower(${kbTags.name}) = ${tag.name}`)
    row ??= (
      await tx
        .insert(kbTags)
        .values({ ...tag, createdBy: trainerId })
        .returning({ id: kbTags.id })
    )[0]
    tagIds.set(tag.name, row.id)
  }

  async function addEntry(
    entry: DemoKbEntry,
    target: { botId: string | null; knowledgeBaseId: string | null },
  ) {
    const scope = target.botId ? 'bot_specific' : 'global'
    const [existing] = await tx
      .select({ id: kbEntries.id })
      .from(kbEntries)
      .where(
        and(
          eq(kbEntries.question, entry.question),
          target.botId ? eq(kbEntries.botId, target.botId) : isNull(kbEntries.botId),
        ),
      )
    if (existing) return
    const approved = entry.status === 'approved'
    const [row] = await tx
      .insert(kbEntries)
      .values({
        question: entry.question,
        answer: entry.answer,
        languageCode: entry.languageCode,
        status: entry.status,
        priority: entry.priority,
        scope,
        ...target,
        createdBy: trainerId,
        approvedAt: approved ? new Date() : null,
        approvedBy: approved ? trainerId : null,
      })
      .returning({ id: kbEntries.id })
    if (entry.tags.length > 0) {
      await tx
        .insert(kbEntryTags)
        .values(entry.tags.map((tag) => ({ entryId: row.id, tagId: tagIds.get(tag)! })))
    }
  }

  for (const { knowledgeBase, ...bot } of DEMO_BOTS) {
    let [row] = await tx.select({ id: bots.id }).from(bots).where(eq(bots.name, bot.name))
    if (!row) {
      ;[row] = await tx
        .insert(bots)
        .values({ ...bot, createdBy: trainerId })
        .returning({ id: bots.id })
      await tx
        .insert(botKnowledgeBases)
        .values({ botId: row.id, name: knowledgeBase.name, description: knowledgeBase.description })
    }
    const [kb] = await tx
      .select({ id: botKnowledgeBases.id })
      .from(botKnowledgeBases)
      .where(eq(botKnowledgeBases.botId, row.id))
    for (const entry of knowledgeBase.entries)
      await addEntry(entry, { botId: row.id, knowledgeBaseId: kb.id })
  }
  for (const entry of DEMO_GLOBAL_KB_ENTRIES) await addEntry(entry, { botId: null, knowledgeBaseId: null })
}

/** The global glossary; a group whose first term a global group already starts with is left as it is. */
async function seedGlossary(tx: Executor, trainerId: string) {
  for (const group of DEMO_GLOBAL_GLOSSARY) {
    const [existing] = await tx
      .select({ id: glossaryGroups.id })
      .from(glossaryGroups)
      .innerJoin(glossaryTerms, eq(glossaryTerms.groupId, glossaryGroups.id))
      .where(
        and(
          isNull(glossaryGroups.botId),
          eq(glossaryTerms.position, 0),
          sql`lower(${glossaryTerms.term}) = lower(${group.terms[0]!.term})`,
        ),
      )
    if (existing) continue
    const [row] = await tx
      .insert(glossaryGroups)
      .values({ botId: null, note: group.note, createdBy: trainerId })
      .returning({ id: glossaryGroups.id })
    await tx.insert(glossaryTerms).values(
      group.terms.map((term, position) => ({
        groupId: row!.id,
        term: term.term,
        languageCode: term.language,
        position,
      })),
    )
  }
}
