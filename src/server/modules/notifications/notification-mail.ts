import type { escalationNotifications } from '#server/db/schema/notifications'
import type { MailMessage } from '#server/mail/mail-message'

const TYPE_LABELS: Record<string, string> = {
  new_escalation: 'New escalation',
  escalation_assigned: 'Escalation assigned to you',
  escalation_resolved: 'Escalation resolved',
  system_maintenance: 'System maintenance',
  translation_ready: 'Translation ready',
  other: 'Notification',
}

/** The e-mail copy of a notification for users who asked for that type (notification preferences). */
export function notificationMail(
  to: string,
  notification: typeof escalationNotifications.$inferSelect,
  baseUrl: string,
): MailMessage {
  const label = TYPE_LABELS[notification.notificationType] ?? TYPE_LABELS.other
  const link = notification.link ? new URL(notification.link, baseUrl).toString() : undefined
  const lines = [
    notification.message,
    // Words, not codes (issue 35 item 4): 'Escalation resolved, high priority'.
    `${label}, ${notification.urgency} priority`,
    ...(link ? ['', `Open: ${link}`] : []),
    '',
    'You get this e-mail because you asked for it in your notification settings in DealerPilot.',
  ]
  return {
    to,
    kind: `notification_${notification.notificationType}`,
    subject: `DealerPilot: ${label}`,
    text: lines.join('\n'),
    link,
  }
}
