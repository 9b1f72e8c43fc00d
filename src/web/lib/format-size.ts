import { numberFormat } from '#web/lib/intl-formats.ts'

/** A file size in the interface language: 812 B, 14 kB, 2.4 MB. */
export function formatSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  // Intl spells bytes out ('704 byte'); the usual symbol reads better next to kB and MB.
  if (unit === 0) return `${numberFormat(locale).format(value)} B`
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value)
}
