import { z } from 'zod'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '#shared/auth/common-passwords'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants/limits'

const email = z.string().trim().min(1, 'Email is required').email('Enter a valid email address').max(254)

/** Spec §5 password rules with the message of the form it is used in, plus the common-password refusal. */
function passwordSchema(minMessage: string) {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, minMessage)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE)
}

export const SIGN_UP_PASSWORD_MESSAGE = 'Password must be at least 6 characters long'
export const INVITATION_PASSWORD_MESSAGE = 'Password must be at least 6 characters'

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`)

export const signUpFormSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email,
    password: passwordSchema(SIGN_UP_PASSWORD_MESSAGE),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
export type SignUpFormInput = z.infer<typeof signUpFormSchema>

/** What the server checks on better-auth's sign-up body (the form's fields minus the confirmation). */
export const signUpBodySchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: passwordSchema(SIGN_UP_PASSWORD_MESSAGE),
})

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
})

export const magicLinkFormSchema = z.object({ email })

export const acceptInvitationSchema = z
  .object({
    password: passwordSchema(INVITATION_PASSWORD_MESSAGE),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>

export const invitationTokenSchema = z.object({ token: z.string().min(1).max(256) })
