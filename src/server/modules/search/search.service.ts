import type { AuthedContext } from '#server/app-env'
import type { DealerScope } from '#server/db/scope'
import { shownListedNews } from '#server/modules/news/news-translations'
import { newsVisibleTo } from '#server/modules/news/news-visibility'
import {
  canReadKnowledgeBase,
  hasContentAccess,
  hasPermission,
  isAdminLevel,
  isSupportLevel,
  ownDealerIds,
  readableDealerScope,
  SIDEBAR_ENTRIES,
  visibleEntries,
} from '#shared/auth/permissions'
import type { SearchQuery, SearchResponse, SearchResult } from '#shared/schemas/search'
import { pickTranslation } from '#shared/translations/pick-translation'
import {
  type BotScope,
  foldText,
  type ProgramScope,
  type SearchTerms,
  searchBots,
  searchDealers,
  searchEquipment,
  searchKnowledgeEntries,
  searchNews,
  searchPrograms,
} from './search.queries.ts'

/** More words than this add nothing but SQL; 100 characters rarely hold more. */
const MAX_WORDS = 10
const SUBTITLE_LENGTH = 120

export function searchTermsOf(text: string): SearchTerms {
  const all = foldText(text).split(/\s+/).filter(Boolean)
  return { words: [...new Set(all)].slice(0, MAX_WORDS), phrase: all.join(' ') }
}

function excerpt(text: string | null | undefined): string | null {
  const flat = text?.replace(/\s+/g, ' ').trim()
  if (!flat) return null
  return flat.length > SUBTITLE_LENGTH ? `${flat.slice(0, SUBTITLE_LENGTH - 1).trimEnd()}…` : flat
}

const joinParts = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts.filter(Boolean).join(separator) || null

/**
 * Spec §2.3 global search, made real: what the caller may see of dealers, equipment, news, bots,
 * knowledge entries and onboarding programs, a few per kind, best matches first. Every scope is decided
 * here from the caller's roles and dealers, never from the request.
 */
export async function searchVisibleContent(ctx: AuthedContext, query: SearchQuery): Promise<SearchResponse> {
  const { db, actor } = ctx
  // Issue 32: a user without a role finds nothing of the company's (hasContentAccess).
  if (!hasContentAccess(actor.roles)) return { query: query.q, results: [] }
  const terms = searchTermsOf(query.q)
  const limit = query.limit
  const managesBots = hasPermission(actor.roles, 'BOT_MANAGEMENT')
  const dealerScope: DealerScope = readableDealerScope(actor)
  const botScope: BotScope = managesBots ? 'all' : { roles: actor.roles }
  const programScope = programScopeOf(actor)
  const seesEquipmentPage = visibleEntries(SIDEBAR_ENTRIES, actor.roles).some(
    (entry) => entry.key === 'equipment',
  )

  const [dealerRows, equipmentRows, newsRows, botRows, knowledgeRows, programRows] = await Promise.all([
    searchDealers(db, { terms, limit, scope: dealerScope }),
    searchEquipment(db, { terms, limit, scope: dealerScope }),
    searchNews(db, { terms, limit, visible: newsVisibleTo(actor), reader: ctx.readerLanguage }),
    searchBots(db, { terms, limit, scope: botScope }),
    canReadKnowledgeBase(actor.roles) ? searchKnowledgeEntries(db, { terms, limit }) : [],
    programScope ? searchPrograms(db, { terms, limit, scope: programScope }) : [],
  ])

  const results: SearchResult[] = [
    ...dealerRows.map((row) => ({
      kind: 'dealer' as const,
      id: row.id,
      title: row.name,
      subtitle: joinParts([row.dealerCode, joinParts([row.city, row.country], ', ')], ' · '),
      href: `/dealers/${row.id}`,
    })),
    ...equipmentRows.map((row) => ({
      kind: 'equipment' as const,
      id: row.id,
      title: row.model,
      subtitle: joinParts([row.serialNumber, row.equipmentType, row.dealerName], ' · '),
      // Dealer staff have no Equipment Management page; their dealer's page lists its equipment.
      href: seesEquipmentPage
        ? `/equipment?search=${encodeURIComponent(row.serialNumber)}`
        : `/dealers/${row.dealerId}`,
    })),
    // Issue 35 item 5: news, assistants and programs by their texts in the reader's language.
    ...newsRows.map((row) => {
      const shown = shownListedNews(row, ctx.readerLanguage)
      return {
        kind: 'news' as const,
        id: row.id,
        title: shown.title,
        subtitle: excerpt(shown.summary),
        href: `/news/${row.id}`,
      }
    }),
    ...botRows.map((row) => {
      const shown = pickTranslation(
        {
          original: { name: row.name, description: row.description },
          language: row.language,
          translations: row.translations,
        },
        ctx.readerLanguage,
      ).fields
      return {
        kind: 'bot' as const,
        id: row.id,
        title: shown.name,
        subtitle: excerpt(shown.description ?? row.purpose),
        href: managesBots ? `/bots/${row.id}/config` : `/chat/${row.id}`,
      }
    }),
    ...knowledgeRows.map((row) => ({
      kind: 'knowledge' as const,
      id: row.id,
      title: row.question,
      subtitle: excerpt(row.answer),
      // The per-bot knowledge screens belong to bot managers; support agents and global entries use /knowledge.
      href:
        managesBots && row.botId
          ? `/bots/${row.botId}/knowledge?entry=${row.id}`
          : `/knowledge?entry=${row.id}`,
    })),
    ...programRows.map((row) => {
      const shown = pickTranslation(
        {
          original: { name: row.name, description: row.description },
          language: row.languageCode,
          translations: row.translations,
        },
        ctx.readerLanguage,
      ).fields
      return {
        kind: 'program' as const,
        id: row.id,
        title: shown.name,
        subtitle: excerpt(shown.description),
        href: isAdminLevel(actor.roles) ? `/onboarding-management?program=${row.id}` : '/my-onboarding',
      }
    }),
  ]
  return { query: query.q, results }
}

/**
 * Onboarding programs: admins manage all of them; support agents and trainers are staff who work
 * through Dealers (spec §6), so none; anyone else linked to dealers sees what those dealers are enrolled in.
 */
function programScopeOf(actor: AuthedContext['actor']): ProgramScope | null {
  if (isAdminLevel(actor.roles)) return 'all'
  if (isSupportLevel(actor.roles)) return null
  const dealerIds = ownDealerIds(actor)
  return dealerIds.length > 0 ? { dealerIds } : null
}
