import { credentialUserRows } from '#server/auth/credential-user'
import { account, user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { dealerUsers, profiles, userRoles } from '#server/db/schema/identity'
import type { Role } from '#shared/auth/roles'
import { batchInserter, type LargeSeedContext, type LargeSeedPeople } from './large-seed-context.ts'
import { HISTORY_DAYS } from './volumes.ts'

// Issue 37: 1,000 dealers in Norway, Sweden, Denmark and Finland and 20,000 users with their roles,
// written with the row shapes of a real sign-up (credentialUserRows) and one shared password hash.

const COUNTRIES = [
  {
    code: 'NO',
    country: 'Norway',
    cities: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Drammen'],
  },
  { code: 'SE', country: 'Sweden', cities: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Örebro'] },
  { code: 'DK', country: 'Denmark', cities: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg'] },
  { code: 'FI', country: 'Finland', cities: ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu'] },
] as const
const DEALER_WORDS = ['Tuning', 'Motor', 'Performance', 'Diesel', 'Auto', 'Dyno', 'Chip', 'Power']
const DEALER_TYPES = ['workshop', 'distributor', 'retailer'] as const
const FIRST_NAMES = [
  'Ola',
  'Kari',
  'Erik',
  'Ingrid',
  'Lars',
  'Sofia',
  'Mads',
  'Freja',
  'Mikko',
  'Aino',
  'Nils',
  'Elin',
]
const LAST_NAMES = [
  'Hansen',
  'Johansson',
  'Nielsen',
  'Virtanen',
  'Berg',
  'Lindqvist',
  'Jensen',
  'Korhonen',
  'Dahl',
]
const DEPARTMENTS = ['Workshop', 'Sales', 'Support', 'Management', 'Training', 'Engineering']

/** Share of users per role; dealer users take what the others leave. */
const ROLE_SHARES: [Role, number][] = [
  ['super_admin', 0.005],
  ['admin', 0.01],
  ['trainer', 0.015],
  ['support_agent', 0.04],
  ['technical_specialist', 0.03],
  ['standard_user', 0.1],
  ['dealer_manager', 0.1],
]

export function rolePlan(userCount: number): Role[] {
  const roles: Role[] = []
  for (const [role, share] of ROLE_SHARES)
    for (let i = Math.max(1, Math.round(userCount * share)); i > 0; i--) roles.push(role)
  while (roles.length < userCount) roles.push('dealer_user')
  return roles.slice(0, userCount)
}

export async function seedLargeDealers(ctx: LargeSeedContext): Promise<string[]> {
  const started = Date.now()
  const random = ctx.random('dealers')
  const insert = batchInserter(ctx.db, dealers)
  const ids: string[] = []
  for (let i = 0; i < ctx.volumes.dealers; i++) {
    const place = COUNTRIES[i % COUNTRIES.length]
    const city = random.pick(place.cities)
    const id = random.uuid()
    const createdAt = ctx.daysBefore(random.int(30, HISTORY_DAYS * 3))
    ids.push(id)
    await insert.add({
      id,
      name: `${city} ${random.pick(DEALER_WORDS)} ${i + 1}`,
      dealerCode: `L-${place.code}-${String(i + 1).padStart(5, '0')}`,
      email: `dealer-${i + 1}@large.example.com`,
      status: random.chance(0.85) ? 'active' : random.pick(['onboarding', 'inactive'] as const),
      dealerType: random.pick(DEALER_TYPES),
      country: place.country,
      city,
      createdAt,
      updatedAt: createdAt,
    })
  }
  ctx.report('dealers', await insert.done(), started)
  return ids
}

export async function seedLargeUsers(
  ctx: LargeSeedContext,
  dealerIds: string[],
  passwordHash: string,
): Promise<LargeSeedPeople> {
  const started = Date.now()
  const random = ctx.random('users')
  const users = batchInserter(ctx.db, user)
  const inserts = {
    user: users,
    account: batchInserter(ctx.db, account, [users]),
    profile: batchInserter(ctx.db, profiles, [users]),
    role: batchInserter(ctx.db, userRoles, [users]),
    dealerLink: batchInserter(ctx.db, dealerUsers, [users]),
  }
  const people: LargeSeedPeople = { dealerIds, users: [], idsByRole: new Map() }
  const roles = rolePlan(ctx.volumes.users)
  for (const [i, role] of roles.entries()) {
    const id = random.uuid()
    const dealerBound = role === 'dealer_user' || role === 'dealer_manager'
    // Every dealer gets its users in turn, so each dealer page has employees.
    const dealerId = dealerBound ? dealerIds[i % dealerIds.length] : null
    const firstName = random.pick(FIRST_NAMES)
    const lastName = random.pick(LAST_NAMES)
    const rows = credentialUserRows({
      id,
      accountId: random.uuid(),
      email: `${role.replace('_', '-')}-${String(i + 1).padStart(5, '0')}@large.example.com`,
      passwordHash,
      firstName,
      lastName,
      department: random.pick(DEPARTMENTS),
      roles: [role],
      dealerIds: dealerId ? [dealerId] : [],
      emailVerified: true,
      signupMethod: 'seed',
      createdAt: ctx.daysBefore(random.int(1, HISTORY_DAYS * 2)),
    })
    await inserts.user.add(rows.user)
    await inserts.account.add(rows.account)
    await inserts.profile.add(rows.profile)
    for (const row of rows.roles) await inserts.role.add(row)
    for (const row of rows.dealerLinks) await inserts.dealerLink.add(row)
    people.users.push({ id, role, dealerId })
    const sameRole = people.idsByRole.get(role) ?? []
    sameRole.push(id)
    people.idsByRole.set(role, sameRole)
  }
  const count = await inserts.user.done()
  for (const other of [inserts.account, inserts.profile, inserts.role, inserts.dealerLink]) await other.done()
  ctx.report('users (+ accounts, profiles, roles)', count, started)
  return people
}
