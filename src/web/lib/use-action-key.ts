import { useCallback, useState } from 'react'
import { newActionKey } from './api-client.ts'

/**
 * The action key of a form (issue 32): the same while the user submits and resubmits what they
 * wrote (a double click, a retry after an error), so the server makes one record; `renew` after
 * a success starts the next action with a new key.
 */
export function useActionKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newActionKey)
  const renew = useCallback(() => setKey(newActionKey()), [])
  return { key, renew }
}
