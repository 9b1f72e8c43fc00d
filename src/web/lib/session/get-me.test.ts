// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { SIGNED_IN_USER_ELEMENT_ID } from '#shared/constants/signed-in-user'
import { createQueryClient } from '#web/lib/query-client.ts'
import { meQueryKey, takeMeFromDocument } from '#web/lib/session/get-me.ts'

// Issue 12: the session a signed-in page brought (server: lib/signed-in-document.ts) is read once.
function pageBrings(text: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = SIGNED_IN_USER_ELEMENT_ID
  element.textContent = text
  document.body.append(element)
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('takeMeFromDocument', () => {
  it('puts the page’s session into the cache as fresh data, and takes it only once', () => {
    const queryClient = createQueryClient()
    pageBrings('{"user":{"email":"kari@example.com"},"roles":["trainer"]}')
    takeMeFromDocument(queryClient)
    expect(queryClient.getQueryData(meQueryKey)).toEqual({
      user: { email: 'kari@example.com' },
      roles: ['trainer'],
    })
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false)
    expect(document.getElementById(SIGNED_IN_USER_ELEMENT_ID)).toBeNull()

    queryClient.setQueryData(meQueryKey, null)
    takeMeFromDocument(queryClient)
    expect(queryClient.getQueryData(meQueryKey)).toBeNull()
  })

  it('leaves the cache alone when the page brought none, or no JSON', () => {
    const queryClient = createQueryClient()
    takeMeFromDocument(queryClient)
    pageBrings('not json')
    takeMeFromDocument(queryClient)
    expect(queryClient.getQueryState(meQueryKey)).toBeUndefined()
  })
})
