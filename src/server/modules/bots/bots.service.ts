import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import { kbEntryFiles } from '#server/db/schema/knowledge'
import { AppError } from '#server/lib/app-error'
import { lastAuditActor, recordAudit } from '#server/lib/audit'
import { assertNoTranslationInOriginalLanguage, sameTranslations } from '#server/lib/content-translations'
import { StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import {
  insertEntries,
  insertEntryTags,
  insertHistory,
  tagsOfEntries,
} from '#server/modules/knowledge/knowledge.queries'
import type {
  AnswerPreviewInput,
  AnswerPreviewJson,
  BotDetailJson,
  BotExportJson,
  BotJson,
  BotListJson,
  CreateBotInput,
  DeletedBotResponse,
  UpdateBotInput,
} from '#shared/schemas/bots'
import { NEW_BOT_NAME_PREFIX, NEW_BOT_PURPOSE } from '#shared/schemas/bots'
import { copyBaseOf, copyNameOf } from './bot-copy-name.ts'
import {
  type BotRow,
  deleteBotRow,
  entriesOfBot,
  entryCountsByBot,
  fileKeysOfBot,
  fileLinksOf,
  findBot,
  insertBot,
  insertKnowledgeBase,
  knowledgeBaseIdsOf,
  listBots,
  namesStartingWith,
  tagLinksOf,
  updateBot,
  usageCountsByBot,
} from './bots.queries.ts'
import { removeStoredAvatar } from './stored-avatar.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string) => UUID.test(value)

/** An unknown or malformed id is the same 'Bot not found' (spec §8), never a 400 or a 500. */
export async function getBotOr404(ctx: AuthedContext, botId: string): Promise<BotRow> {
  const bot = isUuid(botId) ? await findBot(ctx.db, botId) : null
  if (!bot) throw new AppError('NOT_FOUND', 'Bot not found')
  return bot
}

export function toBotJson(bot: BotRow, knowledgeBaseId: string): BotJson {
  return {
    id: bot.id,
    name: bot.name,
    description: bot.description,
    purpose: bot.purpose,
    type: bot.type,
    platform_channel: bot.platformChannel,
    is_active: bot.isActive,
    training_status: bot.trainingStatus,
    response_count: bot.responseCount,
    escalation_count: bot.escalationCount,
    last_trained_at: bot.lastTrainedAt?.toISOString() ?? null,
    required_roles: bot.requiredRoles,
    knowledge_base_id: knowledgeBaseId,
    created_at: bot.createdAt.toISOString(),
    updated_at: bot.updatedAt.toISOString(),
  }
}

/** Bots with their knowledge counts and real usage counts (spec §2.14 card fields). */
async function toBotDetails(db: Executor, rows: readonly BotRow[]): Promise<BotDetailJson[]> {
  const ids = rows.map((bot) => bot.id)
  const [kbIds, entryCounts, usage] = await Promise.all([
    knowledgeBaseIdsOf(db, ids),
    entryCountsByBot(db, ids),
    usageCountsByBot(db, ids),
  ])
  return rows.map((bot) => {
    const statusCount = (status: string) =>
      entryCounts.find((row) => row.botId === bot.id && row.status === status)?.count ?? 0
    const used = usage.find((row) => row.botId === bot.id)
    const knowledge = {
      verified_count: statusCount('approved'),
      draft_count: statusCount('draft'),
      pending_review_count: statusCount('pending_review'),
    }
    return {
      ...toBotJson(bot, kbIds.get(bot.id) ?? ''),
      // The stored counters are not kept by every writer; the conversation itself is the truth.
      response_count: used?.responses ?? 0,
      escalation_count: used?.escalations ?? 0,
      language: bot.language,
      translations: bot.translations,
      avatar_url: bot.avatarUrl,
      system_prompt: bot.systemPrompt,
      custom_instructions: bot.customInstructions,
      tone_settings: bot.toneSettings,
      escalation_rules: bot.escalationRules,
      knowledge_base: {
        entry_count: knowledge.verified_count + knowledge.draft_count + knowledge.pending_review_count,
        ...knowledge,
      },
    }
  })
}

export async function listBotsWithCounts(ctx: AuthedContext): Promise<BotListJson> {
  const list = await toBotDetails(ctx.db, await listBots(ctx.db))
  return {
    summary: {
      total_bots: list.length,
      active_bots: list.filter((bot) => bot.is_active).length,
      total_responses: list.reduce((sum, bot) => sum + bot.response_count, 0),
      escalations: list.reduce((sum, bot) => sum + bot.escalation_count, 0),
    },
    bots: list,
  }
}

export async function getBotDetail(ctx: AuthedContext, botId: string): Promise<BotDetailJson> {
  const [detail] = await toBotDetails(ctx.db, [await getBotOr404(ctx, botId)])
  return detail
}

/** Spec §2.14: 'New Bot {n}', n one more than the highest number in use (so names never repeat). */
async function nextNewBotName(db: Executor): Promise<string> {
  const pattern = new RegExp(`^${NEW_BOT_NAME_PREFIX} (\\d+)$`)
  const numbers = (await namesStartingWith(db, `${NEW_BOT_NAME_PREFIX} `)).map((name) =>
    Number(pattern.exec(name)?.[1] ?? 0),
  )
  return `${NEW_BOT_NAME_PREFIX} ${Math.max(0, ...numbers) + 1}`
}

/** Spec §7 create_bot_with_knowledge_base: the bot and its knowledge base, both or neither. */
export async function createBot(ctx: AuthedContext, input: CreateBotInput): Promise<BotJson> {
  return ctx.db.transaction(async (tx) => {
    const name = input.name ?? (await nextNewBotName(tx))
    // Spec §2.14: the create action's bot has the purpose 'General assistance'.
    const purpose = input.purpose ?? (input.name ? null : NEW_BOT_PURPOSE)
    const bot = await insertBot(tx, {
      name,
      description: input.description,
      purpose,
      platformChannel: input.platform_channel,
      createdBy: ctx.actor.userId,
    })
    const knowledgeBase = await insertKnowledgeBase(tx, {
      botId: bot.id,
      name: `${name} knowledge`,
      description: purpose,
    })
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'bot.create',
      entityType: 'bot',
      entityId: bot.id,
      details: { name },
    })
    return toBotJson(bot, knowledgeBase.id)
  })
}

/** The stored column of each field the config form can change. */
const BOT_CONFIG_COLUMNS = {
  name: 'name',
  description: 'description',
  purpose: 'purpose',
  type: 'type',
  platform_channel: 'platformChannel',
  is_active: 'isActive',
  system_prompt: 'systemPrompt',
  custom_instructions: 'customInstructions',
  tone_settings: 'toneSettings',
  escalation_rules: 'escalationRules',
  required_roles: 'requiredRoles',
  avatar_url: 'avatarUrl',
  language: 'language',
  translations: 'translations',
} as const satisfies Record<Exclude<keyof UpdateBotInput, 'expected_updated_at'>, keyof BotRow>

/** JSON with object keys sorted: jsonb columns come back with their keys in another order. */
const canonical = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )

/** The fields of an update that really change the bot (a save of the same values changes none). */
export function changedBotFields(bot: BotRow, input: UpdateBotInput) {
  return (Object.keys(BOT_CONFIG_COLUMNS) as (keyof typeof BOT_CONFIG_COLUMNS)[]).filter((field) => {
    if (input[field] === undefined) return false
    if (field === 'translations') return !sameTranslations(input.translations, bot.translations)
    return canonical(input[field]) !== canonical(bot[BOT_CONFIG_COLUMNS[field]])
  })
}

/**
 * Issue 11 audit of a config save: 'bot.activate' / 'bot.deactivate' for the switch and
 * 'bot.update' naming the other fields that changed (names only: prompts can be long).
 */
async function auditBotChange(
  tx: Executor,
  actorId: string,
  before: BotRow,
  after: { name: string },
  fields: readonly (keyof UpdateBotInput)[],
) {
  const others = fields.filter((field) => field !== 'is_active')
  if (others.length > 0)
    await recordAudit(tx, {
      actorId,
      action: 'bot.update',
      entityType: 'bot',
      entityId: before.id,
      details: {
        name: after.name,
        fields: others,
        ...(others.includes('name') ? { previousName: before.name } : {}),
      },
    })
  if (fields.includes('is_active'))
    await recordAudit(tx, {
      actorId,
      action: before.isActive ? 'bot.deactivate' : 'bot.activate',
      entityType: 'bot',
      entityId: before.id,
      details: { name: after.name },
    })
}

/** Spec §7 bots update; the engine reads the new rules and prompt from the next message on. */
export async function updateBotConfig(
  ctx: AuthedContext,
  botId: string,
  input: UpdateBotInput,
): Promise<BotDetailJson> {
  const bot = await getBotOr404(ctx, botId)
  const fields = changedBotFields(bot, input)
  assertNoTranslationInOriginalLanguage(
    input.language ?? bot.language,
    input.translations ?? bot.translations,
  )
  await withStaleEditCheck(
    () =>
      ctx.db.transaction(async (tx) => {
        const updated = await updateBot(
          tx,
          bot.id,
          {
            name: input.name,
            description: input.description,
            purpose: input.purpose,
            type: input.type,
            platformChannel: input.platform_channel,
            isActive: input.is_active,
            systemPrompt: input.system_prompt,
            customInstructions: input.custom_instructions,
            toneSettings: input.tone_settings,
            escalationRules: input.escalation_rules,
            requiredRoles: input.required_roles,
            avatarUrl: input.avatar_url,
            language: input.language,
            translations: input.translations,
          },
          input.expected_updated_at,
        )
        if (!updated) throw new StaleVersion()
        await auditBotChange(tx, ctx.actor.userId, bot, updated, fields)
      }),
    async () => {
      if (!(await findBot(ctx.db, bot.id))) return null
      const current = await getBotDetail(ctx, bot.id)
      return {
        current,
        changedBy: await lastAuditActor(ctx.db, 'bot', bot.id),
        changedAt: current.updated_at,
      }
    },
    'Bot not found',
  )
  ctx.assistant.knowledgeChanged(bot.id)
  if (input.avatar_url !== undefined && input.avatar_url !== bot.avatarUrl)
    await removeStoredAvatar(ctx, bot.avatarUrl)
  return getBotDetail(ctx, bot.id)
}

/**
 * Issue 6 Duplicate: a real copy of the configuration and the bot's own knowledge (entries with
 * their tags, files and approval), named with ' (Copy)'; conversations and statistics stay behind.
 * Issue 36: the copy starts inactive (internal only): nobody chats with it until it is reviewed
 * and switched on, however the original was set.
 */
export async function duplicateBot(ctx: AuthedContext, botId: string): Promise<BotDetailJson> {
  const source = await getBotOr404(ctx, botId)
  const copyId = await ctx.db.transaction(async (tx) => {
    const name = copyNameOf(source.name, await namesStartingWith(tx, copyBaseOf(source.name)))
    const copy = await insertBot(tx, {
      name,
      description: source.description,
      purpose: source.purpose,
      type: source.type,
      platformChannel: source.platformChannel,
      isActive: false,
      requiredRoles: source.requiredRoles,
      avatarUrl: source.avatarUrl,
      systemPrompt: source.systemPrompt,
      customInstructions: source.customInstructions,
      toneSettings: source.toneSettings,
      escalationRules: source.escalationRules,
      language: source.language,
      // A translated name keeps the original's: the copy is told apart in the original's language.
      translations: source.translations,
      createdBy: ctx.actor.userId,
    })
    const knowledgeBase = await insertKnowledgeBase(tx, {
      botId: copy.id,
      name: `${name} knowledge`,
      description: source.purpose,
    })
    const entries = await entriesOfBot(tx, source.id)
    const newIds = await insertEntries(
      tx,
      // A waiting edit stays with the original (its version row is the original's).
      entries.map(({ id: _id, createdAt: _c, updatedAt: _u, pendingVersionId: _p, ...entry }) => ({
        ...entry,
        botId: copy.id,
        knowledgeBaseId: knowledgeBase.id,
      })),
    )
    const idMap = new Map(entries.map((entry, i) => [entry.id, newIds[i]]))
    const oldIds = entries.map((entry) => entry.id)
    const [tagLinks, fileLinks] = await Promise.all([tagLinksOf(tx, oldIds), fileLinksOf(tx, oldIds)])
    await insertEntryTags(
      tx,
      tagLinks.map((link) => ({ entryId: idMap.get(link.entryId) as string, tagId: link.tagId })),
    )
    if (fileLinks.length > 0)
      await tx
        .insert(kbEntryFiles)
        .values(
          fileLinks.map((link) => ({ entryId: idMap.get(link.entryId) as string, fileId: link.fileId })),
        )
    await insertHistory(
      tx,
      entries.map((entry, i) => ({
        entryId: newIds[i],
        action: 'created' as const,
        changedBy: ctx.actor.userId,
        question: entry.question,
        alternativeQuestions: entry.alternativeQuestions,
        answer: entry.answer,
        status: entry.status,
        languageCode: entry.languageCode,
        priority: entry.priority,
      })),
    )
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'bot.duplicate',
      entityType: 'bot',
      entityId: copy.id,
      details: { name, sourceId: source.id, sourceName: source.name, entries: entries.length },
    })
    return copy.id
  })
  return getBotDetail(ctx, copyId)
}

/**
 * Deletes the bot with everything that is only its own, in one transaction: the spec's flow removes
 * its knowledge entries, then its knowledge bases, then the bot (§2.14); the foreign keys cascade
 * the rest (sessions, messages, feedback, suggestions, training sessions, file resources). Tickets
 * keep their history with the bot link cleared. Global entries stay: they belong to every bot.
 */
export async function deleteBot(ctx: AuthedContext, botId: string): Promise<DeletedBotResponse> {
  const bot = await getBotOr404(ctx, botId)
  const fileKeys = await ctx.db.transaction(async (tx) => {
    const keys = await fileKeysOfBot(tx, bot.id)
    if (!(await deleteBotRow(tx, bot.id))) throw new AppError('NOT_FOUND', 'Bot not found')
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'bot.delete',
      entityType: 'bot',
      entityId: bot.id,
      details: { name: bot.name },
    })
    return keys
  })
  ctx.assistant.knowledgeChanged(bot.id)
  // After the commit: the stored bytes of the avatar and of the bot's file resources.
  await removeStoredAvatar(ctx, bot.avatarUrl)
  for (const key of fileKeys) await ctx.storage.delete(key)
  return { id: bot.id, name: bot.name, deleted: true }
}

/** Issue 6 Export: the bot with its configuration and its own knowledge, as one JSON document. */
export async function exportBot(ctx: AuthedContext, botId: string): Promise<BotExportJson> {
  const detail = await getBotDetail(ctx, botId)
  const entries = await entriesOfBot(ctx.db, detail.id)
  const tags = await tagsOfEntries(
    ctx.db,
    entries.map((entry) => entry.id),
  )
  const {
    id: _id,
    knowledge_base_id: _kb,
    knowledge_base: _counts,
    created_at: _created,
    updated_at: _updated,
    ...bot
  } = detail
  return {
    format: 'dealerpilot-bot',
    version: 1,
    exported_at: new Date().toISOString(),
    bot,
    entries: entries.map((entry) => ({
      question: entry.question,
      answer: entry.answer,
      language_code: entry.languageCode,
      scope: entry.scope,
      priority: entry.priority,
      status: entry.status,
      tags: tags.filter((tag) => tag.entryId === entry.id).map((tag) => tag.name),
    })),
  }
}

/**
 * The exact engine path of a chat message without storing anything: the knowledge screen's
 * "try a question" panel and the evaluation use it.
 */
export async function previewAnswer(
  ctx: AuthedContext,
  botId: string,
  input: AnswerPreviewInput,
): Promise<AnswerPreviewJson> {
  const bot = await getBotOr404(ctx, botId)
  // Spec §2.17 wording.
  if (!bot.isActive) throw new AppError('CONFLICT', 'This bot is currently inactive')
  return ctx.assistant.answer({
    botId: bot.id,
    message: input.message,
    language: input.language,
    previous: input.previous,
    bot,
  })
}
