import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import { auditSnippet, lastAuditActor, recordAudit } from '#server/lib/audit'
import { StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import { getBotOr404, isUuid } from '#server/modules/bots/bots.service'
import {
  GLOSSARY_GROUPS_MAX,
  type GlossaryGroupJson,
  type GlossaryListJson,
  type glossaryGroupInputSchema,
  type glossaryGroupUpdateSchema,
  sameGlossaryTerm,
} from '#shared/schemas/glossary'
import type { DeletedKnowledgeItem } from '#shared/schemas/knowledge'
import {
  countGlossaryGroups,
  deleteGlossaryGroup,
  findGlossaryGroup,
  type GlossaryGroupWithTerms,
  type GlossaryTermValue,
  insertGlossaryGroup,
  listGlossaryGroups,
  replaceGlossaryTerms,
  termsOfOtherGroups,
  updateGlossaryGroup,
} from './glossary.queries.ts'

// Issue 33 item 3: the glossary of a bot (botId) or the global one (null). Reads are open to whoever
// reads knowledge; every change needs BOT_MANAGEMENT (the routes). Each change rebuilds the indexes
// it reaches: a bot's glossary its bot, the global one every bot.

type GroupInput = z.output<typeof glossaryGroupInputSchema>
type GroupUpdate = z.output<typeof glossaryGroupUpdateSchema>

const NOT_FOUND = 'Glossary group not found'

function groupJson(group: GlossaryGroupWithTerms): GlossaryGroupJson {
  return {
    id: group.id,
    bot_id: group.botId,
    terms: group.terms.map(({ term, language }) => ({ term, language })),
    note: group.note,
    created_at: group.createdAt.toISOString(),
    updated_at: group.updatedAt.toISOString(),
  }
}

/** The bot must exist (404 otherwise); the global glossary always does. */
async function checkGlossary(ctx: AuthedContext, botId: string | null) {
  if (botId !== null) await getBotOr404(ctx, botId)
}

const termsText = (terms: readonly GlossaryTermValue[]) =>
  auditSnippet(terms.map((term) => term.term).join(', '))

/**
 * A term belongs to one group of a glossary: the same term in two groups would make them one concept
 * without anyone deciding it (the engine would merge them). A bot's group may repeat a global term,
 * which extends the global group for that bot.
 */
async function refuseTermsOfOtherGroups(
  tx: Executor,
  botId: string | null,
  terms: readonly GlossaryTermValue[],
  exceptGroupId?: string,
) {
  const others = await termsOfOtherGroups(tx, botId, exceptGroupId)
  const taken = terms.find((term) => others.some((other) => sameGlossaryTerm(other, term)))
  if (taken)
    throw new AppError('CONFLICT', `"${taken.term}" is already in another group of this glossary`, {
      term: taken.term,
    })
}

export async function listGlossary(ctx: AuthedContext, botId: string | null): Promise<GlossaryListJson> {
  await checkGlossary(ctx, botId)
  return { groups: (await listGlossaryGroups(ctx.db, botId)).map(groupJson) }
}

export async function createGlossaryGroup(
  ctx: AuthedContext,
  botId: string | null,
  input: GroupInput,
): Promise<GlossaryGroupJson> {
  await checkGlossary(ctx, botId)
  const id = await ctx.db.transaction(async (tx) => {
    if ((await countGlossaryGroups(tx, botId)) >= GLOSSARY_GROUPS_MAX)
      throw new AppError('UNPROCESSABLE', `A glossary holds at most ${GLOSSARY_GROUPS_MAX} groups`)
    await refuseTermsOfOtherGroups(tx, botId, input.terms)
    const group = await insertGlossaryGroup(tx, { botId, note: input.note, createdBy: ctx.actor.userId })
    await replaceGlossaryTerms(tx, group.id, input.terms)
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'glossary_group.create',
      entityType: 'glossary_group',
      entityId: group.id,
      details: { name: termsText(input.terms), botId },
    })
    return group.id
  })
  ctx.assistant.knowledgeChanged(botId)
  return groupJson((await findGlossaryGroup(ctx.db, id, botId)) as GlossaryGroupWithTerms)
}

export async function updateGlossary(
  ctx: AuthedContext,
  botId: string | null,
  id: string,
  input: GroupUpdate,
): Promise<GlossaryGroupJson> {
  await checkGlossary(ctx, botId)
  const before = isUuid(id) ? await findGlossaryGroup(ctx.db, id, botId) : null
  if (!before) throw new AppError('NOT_FOUND', NOT_FOUND)
  await withStaleEditCheck(
    () =>
      ctx.db.transaction(async (tx) => {
        // The conditional update comes first: a stale edit is refused before anything else is read.
        const updated = await updateGlossaryGroup(
          tx,
          id,
          botId,
          { note: input.note },
          input.expected_updated_at,
        )
        if (!updated) throw new StaleVersion()
        await refuseTermsOfOtherGroups(tx, botId, input.terms, id)
        await replaceGlossaryTerms(tx, id, input.terms)
        const fields = [
          ...(JSON.stringify(before.terms) !== JSON.stringify(input.terms) ? ['terms'] : []),
          ...(before.note !== input.note ? ['note'] : []),
        ]
        await recordAudit(tx, {
          actorId: ctx.actor.userId,
          action: 'glossary_group.update',
          entityType: 'glossary_group',
          entityId: id,
          details: { name: termsText(input.terms), botId, fields },
        })
      }),
    async () => {
      const current = await findGlossaryGroup(ctx.db, id, botId)
      if (!current) return null
      return {
        current: groupJson(current),
        changedBy: await lastAuditActor(ctx.db, 'glossary_group', id),
        changedAt: current.updatedAt.toISOString(),
      }
    },
    NOT_FOUND,
  )
  ctx.assistant.knowledgeChanged(botId)
  return groupJson((await findGlossaryGroup(ctx.db, id, botId)) as GlossaryGroupWithTerms)
}

export async function removeGlossaryGroup(
  ctx: AuthedContext,
  botId: string | null,
  id: string,
): Promise<DeletedKnowledgeItem> {
  await checkGlossary(ctx, botId)
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND)
  const deleted = await ctx.db.transaction(async (tx) => {
    const group = await findGlossaryGroup(tx, id, botId)
    if (!group) return null
    await deleteGlossaryGroup(tx, id, botId)
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'glossary_group.delete',
      entityType: 'glossary_group',
      entityId: id,
      details: { name: termsText(group.terms), botId },
    })
    return group
  })
  if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND)
  ctx.assistant.knowledgeChanged(botId)
  return { id, deleted: true }
}
