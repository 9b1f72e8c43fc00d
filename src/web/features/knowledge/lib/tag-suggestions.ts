/** How many existing tags the tag field offers at once. */
export const TAG_SUGGESTION_LIMIT = 8

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

/**
 * The existing tags the tag field offers for what is typed: not chosen yet, those starting with the
 * text first, then those containing it, each group by name. Nothing typed offers them all.
 */
export function tagSuggestions(
  existing: readonly string[],
  chosen: readonly string[],
  typed: string,
  limit = TAG_SUGGESTION_LIMIT,
): string[] {
  const text = typed.trim().toLocaleLowerCase()
  const open = existing.filter((tag) => !chosen.some((other) => same(other, tag)))
  const byName = (a: string, b: string) => a.localeCompare(b)
  const starting = open.filter((tag) => tag.toLocaleLowerCase().startsWith(text)).sort(byName)
  const containing = text
    ? open
        .filter((tag) => !tag.toLocaleLowerCase().startsWith(text) && tag.toLocaleLowerCase().includes(text))
        .sort(byName)
    : []
  return [...starting, ...containing].slice(0, limit)
}

/**
 * Adds typed tags to the chosen ones (spec §5: trimmed, duplicates ignoring case not added). A typed
 * tag that exists already takes the existing spelling, so 'WARRANTY' does not make a second tag.
 */
export function addTags(chosen: readonly string[], typed: readonly string[], existing: readonly string[]) {
  const next = [...chosen]
  for (const raw of typed) {
    const tag = raw.trim()
    if (!tag || next.some((other) => same(other, tag))) continue
    next.push(existing.find((other) => same(other, tag)) ?? tag)
  }
  return next
}
