import { format, isValid, parseISO } from 'date-fns'

/** Spec §2.5 / §9: dd.MM.yyyy; 'Never' when there is no date, 'Invalid date' when it cannot be read. */
export function formatProfileDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Never'
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? format(date, 'dd.MM.yyyy') : 'Invalid date'
}
