/**
 * PostgreSQL cannot store a NUL byte in text (SQLSTATE 22021), and a lone UTF-16 surrogate breaks
 * jsonb (22P02) and is silently mangled in text. The fuzz run (issue 12) found both reaching the
 * database through many routes, so `validate()` refuses them for every route at once.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL bytes or broken Unicode characters'

/** The dotted path of the first string (or object key) holding unstorable text, or undefined. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') : undefined
  if (!value || typeof value !== 'object' || depth > 64) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key].join('.')
    const found = findUnstorableText(item, [...path, key], depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}
