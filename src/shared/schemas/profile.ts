import { z } from 'zod'
import { PERMISSION_ROLES, type Permission } from '#shared/auth/permissions'
import { ROLES } from '#shared/auth/roles'
import { signUpBodySchema } from './auth.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

/** Spec §5: updating the profile without a session answers this. */
export const NO_USER_LOGGED_IN_MESSAGE = 'No user logged in'

export const PROFILE_LIMITS = {
  name: 100,
  phone: 30,
  location: 100,
  department: 100,
  signature: 500,
} as const

const requiredName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(PROFILE_LIMITS.name, `${label} must be at most ${PROFILE_LIMITS.name} characters`)

// Digits with the separators people type in phone numbers (+47 22 33 44 55, (555) 123-4567).
const PHONE_PATTERN = /^\+?[\d\s()-]*\d[\d\s()-]*$/

/**
 * The rule of each optional field on a string, as a form holds it (an empty string is allowed).
 * The forms validate with these; the API schema below adds how an empty value is stored.
 */
const optionalFieldRules = {
  phone: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.phone, `Phone must be at most ${PROFILE_LIMITS.phone} characters`)
    .refine(
      (value) => value === '' || PHONE_PATTERN.test(value),
      'Phone may contain only digits, spaces, +, - and parentheses',
    ),
  location: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.location, `Location must be at most ${PROFILE_LIMITS.location} characters`),
  department: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.department, `Department must be at most ${PROFILE_LIMITS.department} characters`),
  signature: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.signature, `Signature must be at most ${PROFILE_LIMITS.signature} characters`),
}

/** Left out: keep the stored value (undefined). Empty or null: clear it (null). */
const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

const storedAs = (rule: z.ZodString) => rule.nullable().optional().transform(emptyToNull)

/**
 * PATCH /api/me: the profile page (spec §2.8) and the complete-profile form (spec §2.6) send this.
 * First and last name are required (spec §5); a field left out keeps its stored value, an empty
 * one clears it.
 */
export const updateProfileInputSchema = z.object({
  /**
   * Issue 32 (decision 029): the profile's `updatedAt` the form started from (null for an account
   * that has no profile row yet), so a save from another tab cannot silently overwrite this one.
   */
  expectedUpdatedAt: expectedUpdatedAtSchema.nullable(),
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: storedAs(optionalFieldRules.phone),
  location: storedAs(optionalFieldRules.location),
  department: storedAs(optionalFieldRules.department),
  signature: storedAs(optionalFieldRules.signature),
})
/** What a client sends. */
export type UpdateProfileRequest = z.input<typeof updateProfileInputSchema>
export type UpdateProfileInput = z.output<typeof updateProfileInputSchema>

/**
 * The profile page's fields: spec §2.8's, and (issue 35 item 6) the department and e-mail signature
 * the complete-profile form asks for, so they can be changed later.
 */
export const profileDetailsFormSchema = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: optionalFieldRules.phone,
  location: optionalFieldRules.location,
  department: optionalFieldRules.department,
  signature: optionalFieldRules.signature,
})
export type ProfileDetailsFormValues = z.infer<typeof profileDetailsFormSchema>

/** The complete-profile form of the guarded flow (spec §2.6). */
export const completeProfileFormSchema = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  department: optionalFieldRules.department,
  signature: optionalFieldRules.signature,
})
export type CompleteProfileFormValues = z.infer<typeof completeProfileFormSchema>

/** The sign-up password rules and messages (spec §5), so changing a password is held to the same bar. */
const newPassword = signUpBodySchema.shape.password

export const NEW_PASSWORD_SAME_MESSAGE = 'The new password must be different from the current one'

/** What the server checks on better-auth's POST /api/auth/change-password body. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: NEW_PASSWORD_SAME_MESSAGE,
    path: ['newPassword'],
  })

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: NEW_PASSWORD_SAME_MESSAGE,
    path: ['newPassword'],
  })
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>

/** POST /api/me/password: a first password for an account that has none (spec §2.5 'Set Password'). */
export const setPasswordInputSchema = z.object({ newPassword })
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>

export const setPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the server's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

const PERMISSIONS = Object.keys(PERMISSION_ROLES) as [Permission, ...Permission[]]

/**
 * GET /api/me (also PATCH /api/me/profile's answer, and the page's signed-in user): everything the
 * web app needs about the signed-in user: identity, profile, roles, dealers, permissions.
 */
export const currentUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: z.string(),
  }),
  /** Issue 32: `required` with `enabled` false sends the web app to the profile's setup. */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }),
  profile: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    department: z.string().nullable(),
    signature: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    lastLogin: z.string().nullable(),
    /** Null until the second sign-in: the dashboard welcomes a first visit, and welcomes back later. */
    previousLogin: z.string().nullable(),
    /** The version a profile edit starts from (issue 32); sign-ins do not move it. */
    updatedAt: z.string().nullable(),
    signupMethod: z.string(),
    profileCompleted: z.boolean(),
  }),
  roles: z.array(z.enum(ROLES)),
  dealers: z.array(z.object({ id: z.string(), name: z.string(), dealerCode: z.string() })),
  permissions: z.array(z.enum(PERMISSIONS)),
})
export type CurrentUser = z.infer<typeof currentUserSchema>
