import { z } from 'zod'

/**
 * Issue 32, spec §1: access is by invitation. `invite` refuses self sign-up; `open` lets anyone sign
 * up, confirm their address and wait, roleless, until an administrator grants a role.
 */
export const SIGNUP_MODES = ['invite', 'open'] as const
export type SignupMode = (typeof SIGNUP_MODES)[number]

/** SLA targets (issue 36, decision 045): whole hours, from one hour to 90 days. */
export const SLA_TARGET_HOURS_MIN = 1
export const SLA_TARGET_HOURS_MAX = 2160
const SLA_RANGE_MESSAGE = `Enter whole hours from ${SLA_TARGET_HOURS_MIN} to ${SLA_TARGET_HOURS_MAX}`

/** One priority's target: refused out of range or fractional, never rounded or clamped (decision 043). */
export const slaTargetHoursSchema = z
  .number({ error: SLA_RANGE_MESSAGE })
  .int(SLA_RANGE_MESSAGE)
  .min(SLA_TARGET_HOURS_MIN, SLA_RANGE_MESSAGE)
  .max(SLA_TARGET_HOURS_MAX, SLA_RANGE_MESSAGE)

/** How many hours a ticket of each priority may take before it is overdue. */
export const slaTargetsSchema = z
  .object({
    low: slaTargetHoursSchema,
    medium: slaTargetHoursSchema,
    high: slaTargetHoursSchema,
    urgent: slaTargetHoursSchema,
  })
  .strict()
export type SlaTargets = z.infer<typeof slaTargetsSchema>

/** The targets until an administrator saves others. */
export const DEFAULT_SLA_TARGETS: SlaTargets = { low: 72, medium: 24, high: 8, urgent: 4 }

/** Every run-time setting an administrator edits, one zod schema per key (stored as app_settings rows). */
export const appSettingsSchema = z.object({
  signupMode: z.enum(SIGNUP_MODES),
  requireTwoFactorForStaff: z.boolean(),
  slaTargetHours: slaTargetsSchema,
})
export type AppSettings = z.infer<typeof appSettingsSchema>
export type AppSettingKey = keyof AppSettings
export const APP_SETTING_KEYS = Object.keys(appSettingsSchema.shape) as AppSettingKey[]

/** PATCH /api/settings: any of the keys, at least one, nothing else. */
export const updateAppSettingsSchema = appSettingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one setting')
export type UpdateAppSettingsInput = z.infer<typeof updateAppSettingsSchema>

/** GET /api/auth-config: what the public sign-in page needs to know, and nothing more. */
export const authConfigSchema = z.object({ signupMode: z.enum(SIGNUP_MODES) })
export type AuthConfig = z.infer<typeof authConfigSchema>

export const SIGNUP_INVITE_ONLY_CODE = 'SIGNUP_INVITE_ONLY'
export const SIGNUP_INVITE_ONLY_MESSAGE =
  'Access to DealerPilot is by invitation. Ask your administrator or your dealer manager for an invitation.'
