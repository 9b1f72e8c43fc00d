import type { NotificationSubject } from '#shared/schemas/notification-subjects'
import type { UserTicketTitle } from '#shared/schemas/user-tickets'

// Issue 35 items 3 and 4: what the user reads about their tickets and notifications, in the UI
// language, from the structured data the server sends (notifications.json `ticket.*`,
// `messages.*`). Shared by the bell, the toast, the mobile screens and the chat.

/** Any namespace's t(): the keys below name their namespace. */
type Translate = (key: string, options?: Record<string, unknown>) => string

/** 'Your question “How do I …”': the title of a ticket as the user who raised it sees it. */
export function ticketTitleText(t: Translate, title: UserTicketTitle): string {
  if (title.kind === 'contact') return t('notifications:ticket.contact')
  return t(`notifications:ticket.${title.kind}`, { text: title.text })
}

/** Each subject's words: the key under `messages` and its values. */
function wordsOf(
  t: Translate,
  subject: NotificationSubject,
): { key: string; values: Record<string, string> } {
  if (subject.kind === 'escalation_resolved')
    return {
      key: subject.params.shared ? 'escalation_resolved_shared' : 'escalation_resolved',
      values: { ticket: ticketTitleText(t, subject.params.ticket) },
    }
  return { key: subject.kind, values: subject.params }
}

/**
 * A notification as one sentence in the UI language; the stored (English) message for a row without
 * a subject (written before subjects existed) or with a kind this version has no words for.
 */
export function notificationText(
  t: Translate,
  notification: { message: string; subject: NotificationSubject | null },
): string {
  if (!notification.subject) return notification.message
  const { key, values } = wordsOf(t, notification.subject)
  return t(`notifications:messages.${key}`, { ...values, defaultValue: notification.message })
}

/** 'Escalation resolved · medium priority': type and urgency as words, never codes. */
export function notificationKindText(
  t: Translate,
  notification: { notificationType: string; urgency: string },
): string {
  return t('notifications:toastDescription', {
    type: t(`notifications:types.${notification.notificationType}`, {
      defaultValue: t('notifications:types.other'),
    }),
    priority: t(`notifications:priority.${notification.urgency}`, { defaultValue: '' }),
  })
}
