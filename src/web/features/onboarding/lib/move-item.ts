/**
 * The list with the item at `from` moved to position `to` (both 0-based): dropped on a later step
 * it lands after that step, on an earlier one before it, the way the up/down buttons move it.
 * Out-of-range or equal positions leave the order as it was.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return next
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}
