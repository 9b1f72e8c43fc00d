import { z } from 'zod'

/**
 * Issue 32, spec §1: access is by invitation. `invite` refuses self sign-up; `open` lets anyone sign
 * up, confirm their address and wait, roleless, until an administrator grants a role.
 */
export const SIGNUP_MODES = ['invite', 'open'] as const
export type SignupMode = (typeof SIGNUP_MODES)[number]

/** Every run-time setting an administrator edits, one zod schema per key (stored as app_settings rows). */
export const appSettingsSchema = z.object({
  signupMode: z.enum(SIGNUP_MODES),
  requireTwoFactorForStaff: z.boolean(),
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
