import type { TFunction } from 'i18next'

const HOUR = 60
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/** A step's estimated minutes in the largest whole unit ("2 weeks", "90 min"). */
export function formatMinutes(t: TFunction<'onboarding'>, minutes: number): string {
  if (minutes >= WEEK && minutes % WEEK === 0) return t('duration.weeks', { count: minutes / WEEK })
  if (minutes >= DAY && minutes % DAY === 0) return t('duration.days', { count: minutes / DAY })
  if (minutes >= HOUR && minutes % HOUR === 0) return t('duration.hours', { count: minutes / HOUR })
  return t('duration.minutes', { count: minutes })
}

/** How long something has waited, coarse: minutes under an hour, hours under two days, then days. */
export function formatWaited(t: TFunction<'onboarding'>, since: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000))
  if (minutes < 1) return t('waited.justNow')
  if (minutes < HOUR) return t('waited.minutes', { count: minutes })
  if (minutes < 2 * DAY) return t('waited.hours', { count: Math.floor(minutes / HOUR) })
  return t('waited.days', { count: Math.floor(minutes / DAY) })
}
