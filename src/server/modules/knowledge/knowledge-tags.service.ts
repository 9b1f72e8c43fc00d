import type { z } from 'zod'
import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { isUuid } from '#server/modules/bots/bots.service'
import type {
  DeletedKnowledgeItem,
  KnowledgeTagJson,
  KnowledgeTagListResponse,
  tagInputSchema,
  tagUpdateSchema,
} from '#shared/schemas/knowledge'
import {
  botsUsingTag,
  deleteTag,
  findTagByName,
  insertTag,
  listTagsWithCounts,
  updateTag,
} from './knowledge.queries.ts'

// Spec §3 kb_tags. Tags are shared by every bot (one vocabulary); names are unique case-insensitively.

export async function listTags(ctx: AuthedContext): Promise<KnowledgeTagListResponse> {
  return { tags: await listTagsWithCounts(ctx.db) }
}

const tagExists = () => new AppError('CONFLICT', 'A tag with this name already exists')

export async function createTag(
  ctx: AuthedContext,
  input: z.output<typeof tagInputSchema>,
): Promise<KnowledgeTagJson> {
  if (await findTagByName(ctx.db, input.name)) throw tagExists()
  const tag = await insertTag(ctx.db, { name: input.name, color: input.color, createdBy: ctx.actor.userId })
  return { id: tag.id, name: tag.name, color: tag.color, entry_count: 0 }
}

/** The engine indexes tag names: the bots whose entries carry the tag rebuild after a change. */
async function announceTagChange(ctx: AuthedContext, botIds: (string | null)[]) {
  for (const botId of new Set(botIds)) ctx.assistant.knowledgeChanged(botId)
}

export async function renameTag(
  ctx: AuthedContext,
  id: string,
  input: z.output<typeof tagUpdateSchema>,
): Promise<KnowledgeTagJson> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Tag not found')
  if (input.name) {
    const same = await findTagByName(ctx.db, input.name)
    if (same && same.id !== id) throw tagExists()
  }
  const tag = await updateTag(ctx.db, id, input)
  if (!tag) throw new AppError('NOT_FOUND', 'Tag not found')
  if (input.name) await announceTagChange(ctx, await botsUsingTag(ctx.db, id))
  const counted = (await listTagsWithCounts(ctx.db)).find((row) => row.id === id)
  return counted ?? { id: tag.id, name: tag.name, color: tag.color, entry_count: 0 }
}

export async function removeTag(ctx: AuthedContext, id: string): Promise<DeletedKnowledgeItem> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Tag not found')
  const botIds = await botsUsingTag(ctx.db, id)
  if (!(await deleteTag(ctx.db, id))) throw new AppError('NOT_FOUND', 'Tag not found')
  await announceTagChange(ctx, botIds)
  return { id, deleted: true }
}
