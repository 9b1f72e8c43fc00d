import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { glossaryGroups, glossaryTerms } from '#server/db/schema/glossary'
import { isVersion, nextVersion } from '#server/lib/stale-edit'
import type { GlossaryTermLanguage } from '#shared/schemas/glossary'

export type GlossaryGroupRow = typeof glossaryGroups.$inferSelect
export interface GlossaryTermValue {
  term: string
  language: GlossaryTermLanguage
}
export interface GlossaryGroupWithTerms extends GlossaryGroupRow {
  terms: GlossaryTermValue[]
}

/** One glossary: a bot's (its id) or the global one (null). */
const inGlossary = (botId: string | null) =>
  botId === null ? isNull(glossaryGroups.botId) : eq(glossaryGroups.botId, botId)

async function withTerms(db: Executor, groups: GlossaryGroupRow[]): Promise<GlossaryGroupWithTerms[]> {
  if (groups.length === 0) return []
  const terms = await db
    .select({
      groupId: glossaryTerms.groupId,
      term: glossaryTerms.term,
      language: glossaryTerms.languageCode,
    })
    .from(glossaryTerms)
    .where(
      inArray(
        glossaryTerms.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(glossaryTerms.groupId), asc(glossaryTerms.position))
  const byGroup = new Map<string, GlossaryTermValue[]>()
  for (const { groupId, term, language } of terms) {
    const list = byGroup.get(groupId)
    if (list) list.push({ term, language })
    else byGroup.set(groupId, [{ term, language }])
  }
  return groups.map((group) => ({ ...group, terms: byGroup.get(group.id) ?? [] }))
}

/** The groups of one glossary, oldest first (a stable order for the list and for retrieval). */
export async function listGlossaryGroups(db: Executor, botId: string | null) {
  const groups = await db
    .select()
    .from(glossaryGroups)
    .where(inGlossary(botId))
    .orderBy(asc(glossaryGroups.createdAt), asc(glossaryGroups.id))
  return withTerms(db, groups)
}

export async function findGlossaryGroup(db: Executor, id: string, botId: string | null) {
  const [group] = await db
    .select()
    .from(glossaryGroups)
    .where(and(eq(glossaryGroups.id, id), inGlossary(botId)))
  if (!group) return null
  const [withItsTerms] = await withTerms(db, [group])
  return withItsTerms ?? null
}

export async function countGlossaryGroups(db: Executor, botId: string | null): Promise<number> {
  const [row] = await db.select({ count: count() }).from(glossaryGroups).where(inGlossary(botId))
  return row?.count ?? 0
}

/** The terms of one glossary's other groups, to refuse a term that another group already has. */
export async function termsOfOtherGroups(db: Executor, botId: string | null, exceptGroupId?: string) {
  return db
    .select({
      groupId: glossaryTerms.groupId,
      term: glossaryTerms.term,
      language: glossaryTerms.languageCode,
    })
    .from(glossaryTerms)
    .innerJoin(glossaryGroups, eq(glossaryGroups.id, glossaryTerms.groupId))
    .where(and(inGlossary(botId), exceptGroupId ? ne(glossaryGroups.id, exceptGroupId) : undefined))
}

export async function insertGlossaryGroup(
  db: Executor,
  values: { botId: string | null; note: string | null; createdBy: string },
) {
  const [group] = await db.insert(glossaryGroups).values(values).returning()
  return group as GlossaryGroupRow
}

/**
 * Writes a group's note at the version the edit started from (decision 029): no row back means the
 * group changed or went away meanwhile. The terms are replaced in the same transaction by the caller.
 */
export async function updateGlossaryGroup(
  db: Executor,
  id: string,
  botId: string | null,
  values: { note: string | null },
  expectedUpdatedAt: string,
) {
  const [group] = await db
    .update(glossaryGroups)
    .set({ ...values, updatedAt: nextVersion(glossaryGroups.updatedAt) })
    .where(
      and(
        eq(glossaryGroups.id, id),
        inGlossary(botId),
        isVersion(glossaryGroups.updatedAt, expectedUpdatedAt),
      ),
    )
    .returning()
  return group
}

export async function replaceGlossaryTerms(
  db: Executor,
  groupId: string,
  terms: readonly GlossaryTermValue[],
) {
  await db.delete(glossaryTerms).where(eq(glossaryTerms.groupId, groupId))
  await db
    .insert(glossaryTerms)
    .values(
      terms.map((term, position) => ({ groupId, term: term.term, languageCode: term.language, position })),
    )
}

export async function deleteGlossaryGroup(db: Executor, id: string, botId: string | null) {
  const [group] = await db
    .delete(glossaryGroups)
    .where(and(eq(glossaryGroups.id, id), inGlossary(botId)))
    .returning()
  return group
}
