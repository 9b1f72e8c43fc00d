import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import type { Role } from '../../shared/auth/roles.ts'
import type { Executor } from '../db/client.ts'
import { account, user } from '../db/schema/auth.ts'
import { dealerUsers, profiles, userRoles } from '../db/schema/identity.ts'

export interface NewCredentialUser {
  email: string
  password?: string
  /** A pre-computed better-auth password hash (seed and factories hash a shared password once). */
  passwordHash?: string
  firstName?: string | null
  lastName?: string | null
  department?: string | null
  roles: readonly Role[]
  dealerIds?: readonly string[]
  emailVerified?: boolean
  signupMethod: 'email' | 'invitation' | 'seed'
}

/**
 * Creates a user that signs in with e-mail and password: better-auth's user and credential
 * account, our profile, roles and dealer links. Pass a transaction so it is all or nothing.
 */
export async function createCredentialUser(tx: Executor, input: NewCredentialUser): Promise<{ id: string }> {
  const id = randomUUID()
  const email = input.email.trim().toLowerCase()
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || email
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ''))

  await tx.insert(user).values({ id, email, name, emailVerified: input.emailVerified ?? false })
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  })
  await tx.insert(profiles).values({
    id,
    email,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    department: input.department ?? null,
    signupMethod: input.signupMethod,
  })
  if (input.roles.length > 0) {
    await tx.insert(userRoles).values(input.roles.map((role) => ({ userId: id, role })))
  }
  if (input.dealerIds && input.dealerIds.length > 0) {
    await tx.insert(dealerUsers).values(input.dealerIds.map((dealerId) => ({ userId: id, dealerId })))
  }
  return { id }
}
