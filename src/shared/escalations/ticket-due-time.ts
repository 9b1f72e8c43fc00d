import type { SlaTargets } from '#shared/schemas/settings'

const HOUR_MS = 60 * 60 * 1000

/**
 * Decision 045: a ticket is due the SLA target of its priority after it was raised. The clock runs
 * from creation and does not pause while the ticket waits for the user; a priority or target
 * change moves the due time, measured again from creation.
 */
export function ticketDueAt(createdAt: Date, priority: keyof SlaTargets, targets: SlaTargets): Date {
  return new Date(createdAt.getTime() + targets[priority] * HOUR_MS)
}

/**
 * How a due time stands now: time left (due) or past it (overdue), rounded up to whole hours (at
 * least 1), in whole days from two days on.
 */
export function dueStanding(
  dueAt: string | Date,
  now: Date,
): { overdue: boolean; value: number; unit: 'hour' | 'day' } {
  const left = new Date(dueAt).getTime() - now.getTime()
  const hours = Math.max(1, Math.ceil(Math.abs(left) / HOUR_MS))
  return hours < 48
    ? { overdue: left < 0, value: hours, unit: 'hour' }
    : { overdue: left < 0, value: Math.floor(hours / 24), unit: 'day' }
}
