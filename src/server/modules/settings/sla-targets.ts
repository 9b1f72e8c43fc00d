import { eq } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { appSettings } from '#server/db/schema/settings'
import { DEFAULT_SLA_TARGETS, type SlaTargets, slaTargetsSchema } from '#shared/schemas/settings'

/**
 * The SLA targets in force (decision 045): the saved row, else the defaults (also when the stored
 * value no longer fits the schema, as readAppSettings does). Read on its own because every ticket
 * write needs it, not the other settings.
 */
export async function readSlaTargets(db: Executor): Promise<SlaTargets> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'slaTargetHours'))
  const parsed = slaTargetsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : DEFAULT_SLA_TARGETS
}
