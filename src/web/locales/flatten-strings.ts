/** A namespace's strings as `a.b.c` -> text, for tests that compare languages. */
export function flattenStrings(strings: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  if (typeof strings !== 'object' || strings === null) {
    entries.set(prefix, String(strings))
    return entries
  }
  for (const [key, value] of Object.entries(strings)) {
    for (const entry of flattenStrings(value, prefix ? `${prefix}.${key}` : key)) entries.set(...entry)
  }
  return entries
}

/** The `{{name}}` placeholders of a string, sorted. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()
