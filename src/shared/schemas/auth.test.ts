import { describe, expect, it } from 'vitest'
import { acceptInvitationSchema, signUpFormSchema } from './auth.ts'

const validSignUp = {
  firstName: 'Nora',
  lastName: 'Berg',
  email: 'nora@example.test',
  password: 'Fjord-Tuning-9',
  confirmPassword: 'Fjord-Tuning-9',
}

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message)
}

describe('sign-up form (spec §5)', () => {
  it('accepts a valid form', () => {
    expect(signUpFormSchema.safeParse(validSignUp).success).toBe(true)
  })

  it('uses the spec messages', () => {
    expect(messages(signUpFormSchema.safeParse({ ...validSignUp, confirmPassword: 'other-pass' }))).toEqual([
      "Passwords don't match",
    ])
    expect(
      messages(signUpFormSchema.safeParse({ ...validSignUp, password: 'abc12', confirmPassword: 'abc12' })),
    ).toContain('Password must be at least 6 characters long')
  })

  it('refuses common passwords, blank names and bad e-mail', () => {
    expect(
      messages(
        signUpFormSchema.safeParse({ ...validSignUp, password: 'Password1', confirmPassword: 'Password1' }),
      )[0],
    ).toMatch(/too common/)
    expect(messages(signUpFormSchema.safeParse({ ...validSignUp, firstName: '   ' }))).toEqual([
      'First name is required',
    ])
    expect(messages(signUpFormSchema.safeParse({ ...validSignUp, email: 'nora' }))).toEqual([
      'Enter a valid email address',
    ])
  })
})

describe('invitation form (spec §5)', () => {
  it('uses its own messages', () => {
    expect(
      messages(acceptInvitationSchema.safeParse({ password: 'Fjord-Tuning-9', confirmPassword: 'x' })),
    ).toEqual(['Passwords do not match'])
    expect(messages(acceptInvitationSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toContain(
      'Password must be at least 6 characters',
    )
  })
})
