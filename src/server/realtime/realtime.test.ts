import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let server: Awaited<ReturnType<TestApp['listen']>>
let port: number

beforeAll(async () => {
  t = await createTestApp()
  server = await t.listen()
  port = server.port
})
afterAll(async () => {
  server.close()
  await t.close()
})

function open(cookie?: string) {
  return new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: cookie ? { cookie } : {} })
}

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve(JSON.parse(String(data))))
    socket.once('error', reject)
  })
}

describe('realtime socket', () => {
  it('greets a signed-in user and answers a ping', async () => {
    const account = await createUser(t.db)
    const cookie = await t.signIn(account.email, account.password)
    const socket = open(cookie)
    expect(await nextMessage(socket)).toEqual({ type: 'hello', userId: account.id })
    socket.send(JSON.stringify({ type: 'ping', at: 42 }))
    expect(await nextMessage(socket)).toEqual({ type: 'pong', at: 42 })
    socket.close()
  })

  it('refuses a signed-out connection', async () => {
    const socket = open()
    const status = await new Promise<number>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    )
    expect(status).toBe(401)
  })
})
