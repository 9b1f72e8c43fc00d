import { and, type Column, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { bots } from '#server/db/schema/bots'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { kbEntries } from '#server/db/schema/knowledge'
import { newsArticles } from '#server/db/schema/news'
import { dealerOnboarding, onboardingPrograms } from '#server/db/schema/onboarding'
import { type DealerScope, dealerScopeFilter } from '#server/db/scope'
import { translatedText } from '#server/lib/content-translations'
import { listedTranslationColumns } from '#server/modules/news/news-translations'
import type { ContentLanguage } from '#shared/constants/content-languages'

// Accent folding without the unaccent extension (our migrations do not install it): translate() maps
// every accented letter, in both cases, to its base letter. Both cases because lower() only lowers ASCII
// under a "C" collation. The same table folds the search words in JavaScript, so both sides agree:
// "malmo" finds Malmö, "tromso" finds Tromsø, "goteborg" finds Göteborg.
const FOLD_GROUPS: readonly (readonly [string, string])[] = [
  ['àáâãäåāăąÀÁÂÃÄÅĀĂĄ', 'a'],
  ['çćčÇĆČ', 'c'],
  ['ďđĎĐ', 'd'],
  ['èéêëēėęěÈÉÊËĒĖĘĚ', 'e'],
  ['ìíîïīįÌÍÎÏĪĮ', 'i'],
  ['łŁ', 'l'],
  ['ñńňÑŃŇ', 'n'],
  ['òóôõöøōőÒÓÔÕÖØŌŐ', 'o'],
  ['ŕřŔŘ', 'r'],
  ['śšşŚŠŞ', 's'],
  ['ťţŤŢ', 't'],
  ['ùúûüůūűÙÚÛÜŮŪŰ', 'u'],
  ['ýÿÝŸ', 'y'],
  ['źżžŹŻŽ', 'z'],
  // Letters without a base letter are only lowered.
  ['Æ', 'æ'],
  ['Œ', 'œ'],
  ['Þ', 'þ'],
  ['Ð', 'ð'],
]

const FOLD_MAP = new Map<string, string>(
  FOLD_GROUPS.flatMap(([letters, base]) => Array.from(letters, (letter) => [letter, base] as const)),
)
const FOLD_FROM = [...FOLD_MAP.keys()].join('')
const FOLD_TO = [...FOLD_MAP.values()].join('')

/** Lower case without accents, exactly as foldSql() folds a column. */
export function foldText(text: string): string {
  return Array.from(text.normalize('NFC').toLowerCase(), (letter) => FOLD_MAP.get(letter) ?? letter).join('')
}

// The two strings are constants without quotes, so they can be inlined instead of bound on every use.
const foldSql = (expression: SQL | Column): SQL =>
  sql`translate(lower(${expression}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`

/** The user typed text, not a pattern: %, _ and \ match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** Folded search words (each must match) and the whole folded query (ranks exact and prefix matches). */
export interface SearchTerms {
  words: readonly string[]
  phrase: string
}

/** Every word occurs somewhere in the fields (AND over words, OR over fields). */
export function matchesAllWords(fields: readonly (SQL | Column)[], words: readonly string[]): SQL {
  const haystack = foldSql(sql`concat_ws(' ', ${sql.join([...fields], sql`, `)})`)
  return and(...words.map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`}`)) as SQL
}

/** 0 = a field equals the query, 1 = starts with it, 2 = a word in it starts with it, 3 = anything else. */
function rankOf(fields: readonly (SQL | Column)[], phrase: string): SQL<number> {
  const folded = fields.map(foldSql)
  const any = (test: (field: SQL) => SQL) => sql.join(folded.map(test), sql` or `)
  const prefix = `${escapeLike(phrase)}%`
  const wordPrefix = `% ${escapeLike(phrase)}%`
  return sql<number>`case
    when ${any((field) => sql`${field} = ${phrase}`)} then 0
    when ${any((field) => sql`${field} like ${prefix}`)} then 1
    when ${any((field) => sql`${field} like ${wordPrefix}`)} then 2
    else 3 end`
}

interface SearchParams {
  terms: SearchTerms
  limit: number
}

export async function searchDealers(db: Executor, params: SearchParams & { scope: DealerScope }) {
  const { terms } = params
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      dealerCode: dealers.dealerCode,
      city: dealers.city,
      country: dealers.country,
    })
    .from(dealers)
    .where(
      and(
        dealerScopeFilter(dealers.id, params.scope),
        matchesAllWords([dealers.name, dealers.dealerCode, dealers.city, dealers.country], terms.words),
      ),
    )
    .orderBy(rankOf([dealers.name, dealers.dealerCode], terms.phrase), dealers.name)
    .limit(params.limit)
}

export async function searchEquipment(db: Executor, params: SearchParams & { scope: DealerScope }) {
  const { terms } = params
  return db
    .select({
      id: dealerEquipment.id,
      model: dealerEquipment.model,
      serialNumber: dealerEquipment.serialNumber,
      equipmentType: dealerEquipment.equipmentType,
      dealerId: dealerEquipment.dealerId,
      dealerName: dealers.name,
    })
    .from(dealerEquipment)
    .innerJoin(dealers, eq(dealers.id, dealerEquipment.dealerId))
    .where(
      and(
        dealerScopeFilter(dealerEquipment.dealerId, params.scope),
        matchesAllWords(
          [dealerEquipment.model, dealerEquipment.serialNumber, dealerEquipment.equipmentType],
          terms.words,
        ),
      ),
    )
    .orderBy(
      rankOf([dealerEquipment.serialNumber, dealerEquipment.model], terms.phrase),
      dealerEquipment.model,
      dealerEquipment.serialNumber,
    )
    .limit(params.limit)
}

/** `visible` is the news visibility rule for the caller (newsVisibleTo), required so no caller forgets it. */
export async function searchNews(
  db: Executor,
  params: SearchParams & { visible: SQL; reader: ContentLanguage | null },
) {
  const { terms } = params
  return db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      ...listedTranslationColumns(params.reader),
    })
    .from(newsArticles)
    .where(
      and(
        params.visible,
        matchesAllWords(
          [newsArticles.title, newsArticles.summary, translatedText(newsArticles.translations)],
          terms.words,
        ),
      ),
    )
    .orderBy(rankOf([newsArticles.title], terms.phrase), desc(newsArticles.publishedAt))
    .limit(params.limit)
}

/** 'all' for bot managers; otherwise the roles the caller holds (spec §6 bot listing rule). */
export type BotScope = 'all' | { roles: readonly string[] }

function botScopeFilter(scope: BotScope): SQL | undefined {
  if (scope === 'all') return undefined
  const unrestricted = sql`cardinality(${bots.requiredRoles}) = 0`
  // One bound parameter per role: array parameters serialise differently on PGlite and node-postgres.
  const shared =
    scope.roles.length > 0
      ? sql`${bots.requiredRoles} && array[${sql.join(
          scope.roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`
      : sql`false`
  return and(eq(bots.isActive, true), sql`(${unrestricted} or ${shared})`)
}

export async function searchBots(db: Executor, params: SearchParams & { scope: BotScope }) {
  const { terms } = params
  return db
    .select({
      id: bots.id,
      name: bots.name,
      description: bots.description,
      purpose: bots.purpose,
      language: bots.language,
      translations: bots.translations,
    })
    .from(bots)
    .where(
      and(
        botScopeFilter(params.scope),
        matchesAllWords(
          [bots.name, bots.description, bots.purpose, translatedText(bots.translations)],
          terms.words,
        ),
      ),
    )
    .orderBy(rankOf([bots.name], terms.phrase), bots.name)
    .limit(params.limit)
}

/** Every entry, of every bot and status: only for callers who may read the knowledge base. */
export async function searchKnowledgeEntries(db: Executor, params: SearchParams) {
  const { terms } = params
  return db
    .select({
      id: kbEntries.id,
      question: kbEntries.question,
      // The subtitle needs a line of the answer, not the whole text.
      answer: sql<string>`left(${kbEntries.answer}, 200)`,
      botId: kbEntries.botId,
    })
    .from(kbEntries)
    .where(matchesAllWords([kbEntries.question], terms.words))
    .orderBy(rankOf([kbEntries.question], terms.phrase), desc(kbEntries.priority), kbEntries.question)
    .limit(params.limit)
}

/** 'all' for onboarding managers; otherwise the active programs these dealers are enrolled in. */
export type ProgramScope = 'all' | { dealerIds: readonly string[] }

function programScopeFilter(db: Executor, scope: ProgramScope): SQL | undefined {
  if (scope === 'all') return undefined
  if (scope.dealerIds.length === 0) return sql`false`
  return and(
    eq(onboardingPrograms.isActive, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(dealerOnboarding)
        .where(
          and(
            eq(dealerOnboarding.programId, onboardingPrograms.id),
            inArray(dealerOnboarding.dealerId, [...scope.dealerIds]),
          ),
        ),
    ),
  )
}

export async function searchPrograms(db: Executor, params: SearchParams & { scope: ProgramScope }) {
  const { terms } = params
  return db
    .select({
      id: onboardingPrograms.id,
      name: onboardingPrograms.name,
      description: onboardingPrograms.description,
      languageCode: onboardingPrograms.languageCode,
      translations: onboardingPrograms.translations,
    })
    .from(onboardingPrograms)
    .where(
      and(
        programScopeFilter(db, params.scope),
        matchesAllWords(
          [
            onboardingPrograms.name,
            onboardingPrograms.description,
            translatedText(onboardingPrograms.translations),
          ],
          terms.words,
        ),
      ),
    )
    .orderBy(rankOf([onboardingPrograms.name], terms.phrase), onboardingPrograms.name)
    .limit(params.limit)
}
