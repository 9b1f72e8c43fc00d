import { describe, expect, it } from 'vitest'
import { mobileQueryKeys } from './mobile-query-keys.ts'
import { queriesToRefresh } from './use-mobile-realtime.ts'

const notification = (notificationType: string) => ({
  type: 'notification.created' as const,
  notificationId: 'n1',
  message: 'Something happened',
  subject: null,
  notificationType,
  urgency: 'medium',
})

describe('what the mobile screens re-read after an event', () => {
  it('everything after a (re)connect; the summary after a notification, the tickets only for ticket news', () => {
    expect(queriesToRefresh({ type: 'hello', userId: 'u1' })).toEqual([mobileQueryKeys.all])
    expect(queriesToRefresh(notification('other'))).toEqual([mobileQueryKeys.summary])
    expect(queriesToRefresh(notification('escalation_resolved'))).toEqual([
      mobileQueryKeys.summary,
      mobileQueryKeys.tickets,
    ])
    expect(queriesToRefresh({ type: 'pong', at: 1 })).toEqual([])
  })
})
