import { BOT_NAME_MAX_LENGTH, DUPLICATE_BOT_SUFFIX } from '#shared/schemas/bots'

/** ' (Copy)' or ' (Copy 3)' at the end of a name. */
const COPY_SUFFIX = / \(Copy(?: (\d+))?\)$/

/** The name a copy is made from: a copy of a copy is numbered from the original's name. */
export function copyBaseOf(sourceName: string): string {
  return sourceName.replace(COPY_SUFFIX, '')
}

/**
 * Spec §2.14: Duplicate adds ' (Copy)'. Issue 36: the name must say it is a copy and tell copies
 * apart, so a second copy is ' (Copy 2)', and so on; the base is shortened to fit the name limit.
 * `taken` holds the names in use that start with the base.
 */
export function copyNameOf(sourceName: string, taken: readonly string[]): string {
  const base = copyBaseOf(sourceName)
  const numbers = taken.map((name) => {
    if (!name.startsWith(base)) return 0
    const match = COPY_SUFFIX.exec(name.slice(base.length))
    return match && match.index === 0 ? Number(match[1] ?? 1) : 0
  })
  const next = Math.max(0, ...numbers) + 1
  const suffix = next === 1 ? DUPLICATE_BOT_SUFFIX : ` (Copy ${next})`
  return `${base.slice(0, BOT_NAME_MAX_LENGTH - suffix.length)}${suffix}`
}
