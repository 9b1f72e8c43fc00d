import { format, isValid, parseISO } from 'date-fns'

/** Spec §2.5 / §9: dd.MM.yyyy; 'Never' when there is no date, 'Invalid date' when it cannot be read. */
export function formatProfileDate(
  value: string | Date | null | undefined,
  labels: { never: string; invalid: string } = { never: 'Never', invalid: 'Invalid date' },
): string {
  if (value === null || value === undefined || value === '') return labels.never
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? format(date, 'dd.MM.yyyy') : labels.invalid
}
