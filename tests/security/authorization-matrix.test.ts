import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/auth'
import { ACCESS_RULES, type AccessRule } from '#server/security/access-rules'
import { PERMISSION_ROLES } from '#shared/auth/permissions'
import { ROLES, type Role } from '#shared/auth/roles'
import { collectRealIds, type RealIds, realIdKind } from './real-ids.ts'
import { type ApiEndpoint, endpointKey, fillPath, listApiEndpoints } from './route-inventory.ts'
import { createSecurityFixture, type SecurityFixture } from './security-fixture.ts'
import { validBodies } from './valid-bodies.ts'

/**
 * Issue 12: every API route x every role with a valid-looking request. Anonymous callers get 401 on
 * every protected route; a role gets 403 exactly where spec §6 and §2.3 (mirrored in
 * shared/auth/permissions.ts) deny it, and never where they allow it.
 */
type Caller = Role | 'anonymous'
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

let f: SecurityFixture
let ids: RealIds
let endpoints: ApiEndpoint[]
let bodies: Record<string, unknown>
let targetUserId: string

beforeAll(async () => {
  f = await createSecurityFixture()
  ids = await collectRealIds(f.t.db)
  // Account changes in the matrix go to a demo staff account, never to the callers themselves.
  targetUserId = (
    await f.t.db.select({ id: user.id }).from(user).where(eq(user.email, 'user@example.com'))
  )[0]?.id
  endpoints = listApiEndpoints(f.t.app).sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.path.localeCompare(b.path),
  )
  bodies = validBodies(ids, 'matrix')
}, 120_000)

afterAll(async () => {
  await f?.t.close()
})

function requestFor(endpoint: ApiEndpoint): { path: string; json?: unknown } {
  if (endpoint.path === '/api/auth/*') {
    return endpoint.method === 'GET'
      ? { path: '/api/auth/get-session' }
      : { path: '/api/auth/sign-in/magic-link', json: { email: 'nobody@example.test' } }
  }
  const path = fillPath(endpoint.path, (name) => {
    if (endpoint.path.startsWith('/api/users/') && name === 'id') return targetUserId
    if (name === 'role') return 'trainer'
    if (name === 'version') return '1'
    const kind = realIdKind(endpoint.path, name)
    return kind && ids[kind][0] ? ids[kind][0] : '00000000-0000-4000-8000-000000000000'
  })
  if (endpoint.method === 'GET') return { path }
  return { path, json: bodies[endpointKey(endpoint)] ?? {} }
}

/** The denied roles go first, so an allowed role's change (a delete) cannot turn their 403 into a 404. */
function callersFor(rule: AccessRule): Caller[] {
  const allowed = rule.kind === 'roles' ? rule.roles : ROLES
  return [
    'anonymous',
    ...ROLES.filter((role) => !allowed.includes(role)),
    ...ROLES.filter((role) => allowed.includes(role)),
  ]
}

function expectation(rule: AccessRule, caller: Caller): (status: number) => boolean {
  if (rule.kind === 'public') return (status) => status !== 401 && status !== 403 && status < 500
  if (caller === 'anonymous') {
    const wanted = rule.kind === 'roles' ? (rule.anonymousStatus ?? 401) : 401
    return (status) => status === wanted
  }
  if (rule.kind === 'roles' && !rule.roles.includes(caller))
    return (status) => status === 403 || (rule.deniedMayBe404 !== undefined && status === 404)
  if (rule.kind === 'scoped') return (status) => status !== 401 && status < 500
  return (status) => status !== 401 && status !== 403 && status < 500
}

describe('the authorization matrix', () => {
  it('has a decided access rule for every API route the app registers', () => {
    const unclassified = endpoints.map(endpointKey).filter((key) => !ACCESS_RULES[key])
    expect(unclassified, 'routes without an access rule in access-rules.ts').toEqual([])
    const gone = Object.keys(ACCESS_RULES).filter((key) => !endpoints.some((e) => endpointKey(e) === key))
    expect(gone, 'access rules for routes the app no longer has').toEqual([])
  })

  it('mirrors the spec §6 permission table', () => {
    // Spec §6, word for word; PERMISSION_ROLES is what the guards read.
    expect(PERMISSION_ROLES).toEqual({
      BOT_MANAGEMENT: ['admin', 'super_admin', 'trainer'],
      ANALYTICS_ACCESS: ['admin', 'super_admin', 'trainer', 'support_agent'],
      USER_MANAGEMENT: ['admin', 'super_admin'],
      DEALER_MANAGEMENT: ['admin', 'super_admin', 'support_agent'],
    })
  })

  it('answers every route and role as its rule says', async () => {
    const rows: string[] = []
    const wrong: string[] = []
    let cells = 0
    for (const endpoint of endpoints) {
      const key = endpointKey(endpoint)
      const rule = ACCESS_RULES[key]
      if (!rule) continue
      const { path, json } = requestFor(endpoint)
      const statuses = new Map<Caller, number>()
      for (const caller of callersFor(rule)) {
        const cookie = caller === 'anonymous' ? undefined : f.byRole[caller].cookie
        const response = await f.t.request(path, { method: endpoint.method, json, cookie })
        await response.arrayBuffer()
        statuses.set(caller, response.status)
        cells++
        if (!expectation(rule, caller)(response.status)) {
          const allowed = rule.kind === 'roles' ? `${rule.roles.join(',')} (${rule.source})` : rule.kind
          wrong.push(`${key} as ${caller}: ${response.status}; rule ${allowed}`)
        }
      }
      const cellsOf = (['anonymous', ...ROLES] as Caller[]).map((caller) =>
        String(statuses.get(caller)).padStart(5),
      )
      rows.push(`${key.padEnd(66)}${cellsOf.join('')}`)
    }
    if (wrong.length > 0) {
      const header = `${''.padEnd(66)}${['anon', 'sadm', 'adm', 'trn', 'sup', 'tech', 'std', 'dusr', 'dmgr'].map((h) => h.padStart(5)).join('')}`
      console.error(`authorization matrix (${cells} cells)\n${header}\n${rows.join('\n')}`)
    }
    expect(wrong).toEqual([])
    expect(cells).toBeGreaterThan(endpoints.length * 9 - 1)
  }, 240_000)
})
