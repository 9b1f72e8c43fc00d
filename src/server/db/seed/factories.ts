import { randomBytes } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { createCredentialUser } from '#server/auth/credential-user'
import type { Executor } from '#server/db/client'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import type { Role } from '#shared/auth/roles'

// Factories insert real rows. The demo seed and the tests build on the same functions.

const hashes = new Map<string, Promise<string>>()

/** scrypt is deliberately slow; a password shared by many users is hashed once per process. */
export function passwordHashFor(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

const unique = () => randomBytes(4).toString('hex')

export interface UserFactoryInput {
  email?: string
  password?: string
  /** A ready hash (the seed hashes DEMO_PASSWORD once). */
  passwordHash?: string
  firstName?: string | null
  lastName?: string | null
  department?: string | null
  roles?: Role[]
  dealerIds?: string[]
  emailVerified?: boolean
  signupMethod?: 'email' | 'invitation' | 'seed'
}

export const TEST_PASSWORD = 'Correct-Horse-42'

export async function createUser(db: Executor, input: UserFactoryInput = {}) {
  const email = (input.email ?? `user-${unique()}@example.test`).toLowerCase()
  const password = input.password ?? TEST_PASSWORD
  const { id } = await createCredentialUser(db, {
    email,
    passwordHash: input.passwordHash ?? (await passwordHashFor(password)),
    firstName: input.firstName === undefined ? 'Test' : input.firstName,
    lastName: input.lastName === undefined ? 'User' : input.lastName,
    department: input.department ?? null,
    roles: input.roles ?? ['standard_user'],
    dealerIds: input.dealerIds ?? [],
    emailVerified: input.emailVerified ?? true,
    signupMethod: input.signupMethod ?? 'seed',
  })
  return { id, email, password }
}

export interface DealerFactoryInput {
  name?: string
  dealerCode?: string
  email?: string | null
  status?: (typeof dealers.$inferInsert)['status']
  dealerType?: string | null
  country?: string | null
  city?: string | null
}

export async function createDealer(db: Executor, input: DealerFactoryInput = {}) {
  const suffix = unique()
  const [dealer] = await db
    .insert(dealers)
    .values({
      name: input.name ?? `Dealer ${suffix}`,
      dealerCode: input.dealerCode ?? `T-${suffix.toUpperCase()}`,
      email: input.email === undefined ? `dealer-${suffix}@example.test` : input.email,
      status: input.status ?? 'active',
      dealerType: input.dealerType ?? 'workshop',
      country: input.country ?? 'Norway',
      city: input.city ?? 'Oslo',
    })
    .returning()
  return dealer
}

export async function createEquipment(
  db: Executor,
  input: Partial<typeof dealerEquipment.$inferInsert> & { dealerId: string },
) {
  const suffix = unique().toUpperCase()
  const [row] = await db
    .insert(dealerEquipment)
    .values({
      model: 'Tuning Tool X',
      serialNumber: `SN-${suffix}`,
      equipmentType: 'ECU programmer',
      status: 'active',
      ...input,
    })
    .returning()
  return row
}
