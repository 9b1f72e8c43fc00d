import type { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import { storedFiles } from '#server/db/schema/files'
import { AppError } from '#server/lib/app-error'
import { recordAudit } from '#server/lib/audit'
import { checkUploadType, SNIFFED_TYPES } from '#server/storage/sniff-content-type'
import { AVATAR_MAX_BYTES, type BotDetailJson } from '#shared/schemas/bots'
import { updateBot } from './bots.queries.ts'
import { getBotDetail, getBotOr404, isUuid } from './bots.service.ts'
import { removeStoredAvatar, uploadedFileIdOf } from './stored-avatar.ts'

// Spec §5 avatar messages.
export const AVATAR_TOO_LARGE = 'File size must be less than 5MB'
export const AVATAR_NOT_IMAGE = 'Please upload an image file'
const IMAGE_TYPES = new Set<string>([
  SNIFFED_TYPES.png,
  SNIFFED_TYPES.jpeg,
  SNIFFED_TYPES.gif,
  SNIFFED_TYPES.webp,
])

/** Uploaded avatars are served by the API; the URL names the stored file so a new upload busts caches. */
const avatarUrlOf = (botId: string, fileId: string) => `/api/bots/${botId}/avatar/${fileId}`

/**
 * Spec §2.15 avatar upload: at most 5 MB and an image by its content (PNG, JPEG, GIF, WebP), never
 * by its name. The previous uploaded avatar is removed once the new one is in place.
 */
export async function uploadBotAvatar(
  ctx: AuthedContext,
  botId: string,
  fileName: string,
  body: Readable,
): Promise<BotDetailJson> {
  const bot = await getBotOr404(ctx, botId)
  let stored: Awaited<ReturnType<typeof ctx.storage.put>>
  try {
    stored = await ctx.storage.put(body, { maxBytes: AVATAR_MAX_BYTES })
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE)
    throw error
  }
  const check = checkUploadType(stored.head, fileName)
  const mimeType = check.ok ? check.mimeType : undefined
  if (!mimeType || !IMAGE_TYPES.has(mimeType)) {
    await ctx.storage.delete(stored.key)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_NOT_IMAGE)
  }
  await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFiles)
      .values({
        storageKey: stored.key,
        originalName: fileName,
        mimeType,
        sizeBytes: stored.sizeBytes,
        uploadedBy: ctx.actor.userId,
      })
      .returning()
    await updateBot(tx, bot.id, { avatarUrl: avatarUrlOf(bot.id, file.id), updatedAt: new Date() })
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'bot.update',
      entityType: 'bot',
      entityId: bot.id,
      details: { name: bot.name, fields: ['avatar_url'] },
    })
  })
  await removeStoredAvatar(ctx, bot.avatarUrl)
  return getBotDetail(ctx, bot.id)
}

/** The bytes of a bot's current uploaded avatar (any signed-in user sees bot avatars in chat). */
export async function openBotAvatar(ctx: AuthedContext, botId: string, fileId: string) {
  const bot = isUuid(botId) ? await getBotOr404(ctx, botId) : null
  if (!bot || uploadedFileIdOf(bot.avatarUrl) !== fileId) throw new AppError('NOT_FOUND', 'Avatar not found')
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))
  if (!file) throw new AppError('NOT_FOUND', 'Avatar not found')
  return { file, stream: await ctx.storage.get(file.storageKey) }
}
