// The maintenance rules (issue 8, spec §2.12 Service Schedules and Maintenance), as plain functions on
// 'YYYY-MM-DD' calendar dates in UTC. The stored next_due_date is always written through nextDueDate,
// so the lists and the due-soon query never disagree with what a single item shows.

const DAY_MS = 24 * 60 * 60 * 1000

function toDayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(toDayNumber(to) - toDayNumber(from))
}

/** Today's calendar date in UTC, the server's one notion of "today" for due dates. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export interface ScheduleBasis {
  intervalDays: number
  /** The latest service known (the plan's date or the newest logged service), if any. */
  lastServiceDate: string | null
  /** When the item was delivered: the clock starts there before any service. */
  deliveryDate: string | null
  /** The day the plan was made: the clock starts there when nothing earlier is known. */
  planStartDate: string
}

/**
 * The next service is due `intervalDays` after the last service; before any service, after
 * delivery; for an item with neither, after the day the plan was made.
 */
export function nextDueDate(basis: ScheduleBasis): string {
  const start = basis.lastServiceDate ?? basis.deliveryDate ?? basis.planStartDate
  return addDays(start, basis.intervalDays)
}

/** Overdue from the day after the due date: an item due today is due, not overdue. */
export function isOverdue(dueDate: string, today: string): boolean {
  return dueDate < today
}

/** Due within the window: anything overdue, plus what falls due from today to today + days. */
export function isDueWithin(dueDate: string, today: string, days: number): boolean {
  return dueDate <= addDays(today, days)
}

/** The later of two optional dates (a logged service only ever moves the last service forward). */
export function laterDate(a: string | null, b: string | null): string | null {
  if (a === null) return b
  if (b === null) return a
  return a > b ? a : b
}
