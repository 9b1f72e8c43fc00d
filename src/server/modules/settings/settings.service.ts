import { inArray, sql } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import { appSettings } from '#server/db/schema/settings'
import type { Env } from '#server/env'
import { AppError } from '#server/lib/app-error'
import { recordAudit } from '#server/lib/audit'
import { recomputeTicketDueTimes } from '#server/modules/escalations/ticket-due'
import {
  APP_SETTING_KEYS,
  type AppSettings,
  type AuthConfig,
  appSettingsSchema,
  DEFAULT_SLA_TARGETS,
  type SignupMode,
  type UpdateAppSettingsInput,
} from '#shared/schemas/settings'

/** The environment gives each setting its value until an administrator saves one. */
export function defaultAppSettings(
  env: Pick<Env, 'SIGNUP_MODE' | 'REQUIRE_TWO_FACTOR_FOR_STAFF'>,
): AppSettings {
  return {
    signupMode: env.SIGNUP_MODE,
    requireTwoFactorForStaff: env.REQUIRE_TWO_FACTOR_FOR_STAFF,
    slaTargetHours: DEFAULT_SLA_TARGETS,
  }
}

/**
 * The settings in force: stored rows over the environment's defaults. A stored value that no longer
 * fits its key's schema (a key renamed, a value set by hand) falls back to the default rather than
 * failing every sign-up.
 */
export async function readAppSettings(db: Executor, env: Env): Promise<AppSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, APP_SETTING_KEYS))
  const settings: AppSettings = defaultAppSettings(env)
  for (const row of rows) {
    const key = row.key as keyof AppSettings
    const parsed = appSettingsSchema.shape[key].safeParse(row.value)
    if (parsed.success) Object.assign(settings, { [key]: parsed.data })
  }
  return settings
}

/** How long a read of the settings serves the per-request checks (two-factor) on one instance. */
const CACHE_MS = 5_000
const cached = new WeakMap<object, { at: number; settings: Promise<AppSettings> }>()

/**
 * The settings for checks that run on every request: read at most every few seconds per database.
 * A save on this instance drops the copy at once; other instances follow within CACHE_MS.
 */
export function currentAppSettings(db: Executor, env: Env): Promise<AppSettings> {
  const hit = cached.get(db)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.settings
  const settings = readAppSettings(db, env)
  cached.set(db, { at: Date.now(), settings })
  settings.catch(() => cached.delete(db))
  return settings
}

export async function readSignupMode(db: Executor, env: Env): Promise<SignupMode> {
  return (await readAppSettings(db, env)).signupMode
}

/** GET /api/auth-config: the settings the public sign-in page may know, and no others. */
export async function readAuthConfig(db: Executor, env: Env): Promise<AuthConfig> {
  return { signupMode: await readSignupMode(db, env) }
}

/**
 * Saves the given keys and records which changed from what to what, in one transaction; new SLA
 * targets move the due times of the tickets not finished in it too.
 */
export async function updateAppSettings(
  ctx: AuthedContext,
  patch: UpdateAppSettingsInput,
): Promise<AppSettings> {
  // Requiring two-factor of staff would shut out the administrator who asks, if they have none.
  if (patch.requireTwoFactorForStaff && !ctx.actor.twoFactorEnabled) {
    throw new AppError(
      'CONFLICT',
      'Set up two-factor sign-in on your own profile before requiring it of staff.',
    )
  }
  cached.delete(ctx.db)
  return ctx.db
    .transaction(async (tx) => {
      // One writer at a time, so the audit's "from" is the value this save replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app_settings'))`)
      const before = await readAppSettings(tx, ctx.env)
      const entries = Object.entries(patch) as [keyof AppSettings, AppSettings[keyof AppSettings]][]
      const changes: Record<string, { from: unknown; to: unknown }> = {}
      for (const [key, value] of entries) {
        await tx
          .insert(appSettings)
          .values({ key, value, updatedBy: ctx.actor.userId })
          .onConflictDoUpdate({
            target: appSettings.key,
            set: { value, updatedBy: ctx.actor.userId, updatedAt: new Date() },
          })
        // Compared as JSON: the SLA targets are an object.
        if (JSON.stringify(before[key]) !== JSON.stringify(value))
          changes[key] = { from: before[key], to: value }
      }
      // Decision 045: unresolved tickets are due by the new targets from this save on.
      if (changes.slaTargetHours && patch.slaTargetHours)
        await recomputeTicketDueTimes(tx, patch.slaTargetHours)
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          actorId: ctx.actor.userId,
          action: 'settings.update',
          entityType: 'app_setting',
          entityId: Object.keys(changes).join(','),
          details: { changes },
        })
      }
      return { ...before, ...patch }
    })
    .finally(() => cached.delete(ctx.db))
}
