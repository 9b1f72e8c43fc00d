import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectRealIds, realIdKind } from './real-ids.ts'
import { fillPath, listApiEndpoints } from './route-inventory.ts'
import { createSecurityFixture, type SecurityFixture } from './security-fixture.ts'

// Issue 32, item 1: anyone could ask for a super admin's magic link; an admin then read the live link
// in GET /api/outbox (or in the log view) and became super admin. Now no reader but the recipient
// ever gets a usable token: this asks for a sign-in link and an invitation for super admins, then
// reads every GET endpoint as an admin and looks for the tokens in every answer.

let f: SecurityFixture
beforeAll(async () => {
  f = await createSecurityFixture()
})
afterAll(async () => {
  await f.t.close()
})

describe('sign-in and invitation links', () => {
  it('reach no reader but their recipient: no admin-readable endpoint holds a usable token', async () => {
    const { t, byRole } = f
    const superAdmin = byRole.super_admin

    // A stranger asks for the super admin's sign-in link.
    const asked = await t.request('/api/auth/sign-in/magic-link', {
      json: { email: superAdmin.email, callbackURL: '/dashboard' },
    })
    expect(asked.status).toBe(200)
    const magicLink = new URL(t.mailTo(superAdmin.email, 'magic_link')[0].link!)
    const magicToken = magicLink.searchParams.get('token')!
    expect(magicToken.length).toBeGreaterThan(10)

    // The super admin invites another super admin; the invitee opens the link (its path is logged).
    const invited = await t.request('/api/invitations', {
      cookie: superAdmin.cookie,
      json: { email: 'next.super@example.test', fullName: 'Next Super', role: 'super_admin' },
    })
    expect(invited.status).toBe(201)
    const inviteToken = new URL((await invited.json()).inviteUrl).pathname.split('/').pop()!
    expect((await t.request(`/api/invitations/${inviteToken}`)).status).toBe(200)
    expect(t.mailTo('next.super@example.test', 'invitation')[0].text).toContain(inviteToken)

    // The admin reads everything an admin can read.
    const admin = byRole.admin
    const ids = await collectRealIds(t.db)
    const gets = listApiEndpoints(t.app).filter((endpoint) => endpoint.method === 'GET')
    const leaks: string[] = []
    const read: string[] = []
    for (const endpoint of gets) {
      const path =
        endpoint.path === '/api/auth/*'
          ? '/api/auth/get-session'
          : fillPath(endpoint.path, (name) => {
              const kind = realIdKind(endpoint.path, name)
              return kind && ids[kind][0] ? ids[kind][0] : '00000000-0000-4000-8000-000000000000'
            })
      const response = await t.request(path, { cookie: admin.cookie })
      const body = await response.text()
      if (response.ok) read.push(path)
      for (const [name, token] of [
        ['magic link', magicToken],
        ['invitation', inviteToken],
      ]) {
        if (body.includes(token)) leaks.push(`${name} token in GET ${path}`)
      }
    }
    expect(leaks).toEqual([])
    // The places that used to leak were read, and still show who got which mail.
    expect(read).toEqual(expect.arrayContaining(['/api/outbox', '/api/health/logs']))
    const outbox = await (
      await t.request(`/api/outbox?to=${encodeURIComponent(superAdmin.email)}`, { cookie: admin.cookie })
    ).json()
    expect(outbox.messages[0]).toMatchObject({ kind: 'magic_link', toAddress: superAdmin.email })
    expect(outbox.messages[0]).not.toHaveProperty('sealedLink')

    // The link still works for its recipient.
    const visited = await t.request(magicLink.pathname + magicLink.search)
    expect(visited.headers.get('set-cookie')).toContain('session_token=')
  })
})
