import { relativeTimeFormat } from '#web/lib/intl-formats.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export type RelativeTime =
  | { kind: 'just-now' }
  | { kind: 'ago'; value: number; unit: 'minute' | 'hour' | 'day' }

/** Spec §9: 'Just now' under a minute, then whole minutes, hours, days. */
export function relativeTimeOf(createdAt: string | Date, now: number = Date.now()): RelativeTime {
  const elapsed = Math.max(0, now - new Date(createdAt).getTime())
  if (elapsed < MINUTE) return { kind: 'just-now' }
  if (elapsed < HOUR) return { kind: 'ago', value: Math.floor(elapsed / MINUTE), unit: 'minute' }
  if (elapsed < DAY) return { kind: 'ago', value: Math.floor(elapsed / HOUR), unit: 'hour' }
  return { kind: 'ago', value: Math.floor(elapsed / DAY), unit: 'day' }
}

/** The text in the UI language (Intl.RelativeTimeFormat); 'Just now' comes from the locale files. */
export function formatRelativeTime(
  createdAt: string | Date,
  language: string,
  justNow: string,
  now: number = Date.now(),
): string {
  const time = relativeTimeOf(createdAt, now)
  if (time.kind === 'just-now') return justNow
  return relativeTimeFormat(language, { numeric: 'always' }).format(-time.value, time.unit)
}

/** Spec §9 urgency colours: high/urgent red, medium yellow, low green. */
export function urgencyTone(urgency: string): 'red' | 'yellow' | 'green' {
  if (urgency === 'high' || urgency === 'urgent') return 'red'
  if (urgency === 'medium') return 'yellow'
  return 'green'
}
