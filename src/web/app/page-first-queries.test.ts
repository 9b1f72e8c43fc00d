// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '#shared/auth/roles'
import type { RouteModule } from '#shared/routes/route-table'
import { firstQueriesLoader } from '#web/app/page-first-queries.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { type Me, meQueryKey } from '#web/lib/session/get-me.ts'

// Issue 34: a page's first queries go out when its route is opened, beside its code.
let asked: string[] = []

beforeEach(() => {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
      asked.push(`${url.pathname}${url.search}`)
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

function open(module: RouteModule, params: Record<string, string> = {}) {
  const loader = firstQueriesLoader(module)
  expect(loader).toBeDefined()
  const args = { params, request: new Request('http://localhost/'), context: {} } as LoaderFunctionArgs
  expect(loader?.(args)).toBeNull()
}

function signedInAs(roles: Role[]) {
  queryClient.setQueryData(meQueryKey, { user: { id: 'u1' }, roles } as unknown as Me)
}

describe('firstQueriesLoader', () => {
  it('asks for the dashboard’s cards beside its code, and the bell’s list for the shell', async () => {
    signedInAs(['admin'])
    open('protected-layout')
    open('dashboard')
    await vi.waitFor(() => expect(asked).toHaveLength(4))
    expect(asked.sort()).toEqual([
      '/api/action-items',
      '/api/news/unread-count',
      '/api/news?limit=3',
      '/api/notifications',
    ])
  })

  it('asks a role-less user for nothing the dashboard will not show (the server would refuse it)', async () => {
    signedInAs([])
    open('dashboard')
    await Promise.resolve()
    expect(asked).toEqual([])
  })

  it('asks for the chat’s assistants and the open assistant’s conversations, escalated ones for support', async () => {
    signedInAs(['support_agent'])
    open('chat', { botId: 'b1' })
    await vi.waitFor(() => expect(asked).toHaveLength(3))
    expect(asked.sort()).toEqual([
      '/api/chat/bots',
      '/api/chat/sessions?botId=b1&view=escalated',
      '/api/chat/sessions?botId=b1&view=mine',
    ])
  })

  it('asks a dealer user for their own conversations only', async () => {
    signedInAs(['dealer_user'])
    open('chat', { botId: 'b1' })
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(asked.sort()).toEqual(['/api/chat/bots', '/api/chat/sessions?botId=b1&view=mine'])
  })

  it('asks nothing before anyone is signed in, and has no loader for a page without first queries', () => {
    open('dashboard')
    expect(asked).toEqual([])
    expect(firstQueriesLoader('login')).toBeUndefined()
  })
})
