import { eq } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import { storedFiles } from '#server/db/schema/files'

// A bot's uploaded avatar as stored: its file row and bytes. Both the bot's own changes (a new
// avatar, deleting the bot) and the avatar upload remove the old one, so it lives apart from either.

/** The stored file an uploaded avatar's URL names; null for a preset or no avatar. */
export const uploadedFileIdOf = (avatarUrl: string | null) =>
  /\/avatar\/([0-9a-f-]{36})$/.exec(avatarUrl ?? '')?.[1] ?? null

/** Removes an uploaded avatar's bytes and row (presets and none have nothing stored). */
export async function removeStoredAvatar(ctx: AuthedContext, avatarUrl: string | null) {
  const fileId = uploadedFileIdOf(avatarUrl)
  if (!fileId) return
  const [file] = await ctx.db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning()
  if (file) await ctx.storage.delete(file.storageKey)
}
