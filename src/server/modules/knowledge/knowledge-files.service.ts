import type { Readable } from 'node:stream'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import { kbFileResources } from '#server/db/schema/knowledge'
import { AppError } from '#server/lib/app-error'
import { getBotOr404, isUuid } from '#server/modules/bots/bots.service'
import { extensionOf, requireUploadType, type SniffedType } from '#server/storage/sniff-content-type'
import { FILE_MESSAGES } from '#shared/schemas/files'
import type {
  DeletedKnowledgeItem,
  KnowledgeFileListResponse,
  KnowledgeFileResourceJson,
} from '#shared/schemas/knowledge'

type FileRow = typeof kbFileResources.$inferSelect

const toJson = (row: FileRow): KnowledgeFileResourceJson => ({
  id: row.id,
  filename: row.filename,
  original_filename: row.originalFilename,
  file_size: row.fileSize,
  mime_type: row.mimeType,
  bot_id: row.botId,
  created_at: row.createdAt.toISOString(),
})

/** Spec §7 kb_file_resources: the active ones, newest first; a bot's own plus the shared ones. */
export async function listFileResources(
  ctx: AuthedContext,
  botId: string | undefined,
): Promise<KnowledgeFileListResponse> {
  if (botId) await getBotOr404(ctx, botId)
  const rows = await ctx.db
    .select()
    .from(kbFileResources)
    .where(
      and(
        eq(kbFileResources.isActive, true),
        botId ? or(eq(kbFileResources.botId, botId), isNull(kbFileResources.botId)) : undefined,
      ),
    )
    .orderBy(desc(kbFileResources.createdAt))
    .limit(500)
  return { files: rows.map(toJson) }
}

/**
 * A knowledge file (a manual, a price list) that entries can link to. Its type is decided from its
 * content by the shared storage rules; the stored name is '<timestamp>.<ext>' (spec §7).
 */
export async function uploadFileResource(
  ctx: AuthedContext,
  params: { botId?: string; fileName: string },
  body: Readable,
): Promise<KnowledgeFileResourceJson> {
  const botId = params.botId ? (await getBotOr404(ctx, params.botId)).id : null
  const stored = await ctx.storage.put(body, { maxBytes: ctx.env.UPLOAD_MAX_BYTES })
  let mimeType: SniffedType
  try {
    if (stored.sizeBytes === 0) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.empty)
    mimeType = requireUploadType(stored.head, params.fileName)
  } catch (error) {
    await ctx.storage.delete(stored.key)
    throw error
  }
  const extension = extensionOf(params.fileName) ?? 'bin'
  const [row] = await ctx.db
    .insert(kbFileResources)
    .values({
      filename: `${Date.now()}.${extension}`,
      originalFilename: params.fileName,
      filePath: stored.key,
      fileSize: stored.sizeBytes,
      mimeType,
      uploadedBy: ctx.actor.userId,
      botId,
    })
    .returning()
  return toJson(row)
}

async function activeFileOr404(ctx: AuthedContext, id: string) {
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(kbFileResources)
        .where(and(eq(kbFileResources.id, id), eq(kbFileResources.isActive, true)))
    : []
  if (!row) throw new AppError('NOT_FOUND', 'File not found')
  return row
}

export async function openFileResource(ctx: AuthedContext, id: string) {
  const file = await activeFileOr404(ctx, id)
  return { file, stream: await ctx.storage.get(file.filePath) }
}

/** Spec §4: soft-deleted by setting is_active false after the stored file is removed. */
export async function deleteFileResource(ctx: AuthedContext, id: string): Promise<DeletedKnowledgeItem> {
  const file = await activeFileOr404(ctx, id)
  await ctx.storage.delete(file.filePath)
  await ctx.db.update(kbFileResources).set({ isActive: false }).where(eq(kbFileResources.id, file.id))
  return { id: file.id, deleted: true }
}
