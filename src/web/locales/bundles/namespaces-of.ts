/** Strings of one language, by namespace: the shape i18next's `resources` takes for a language. */
export type LanguageStrings = Record<string, Record<string, unknown>>

/** `{ '../sv/chat.json': {...} }` from import.meta.glob becomes `{ chat: {...} }`. */
export function namespacesOf(files: Record<string, Record<string, unknown>>): LanguageStrings {
  const strings: LanguageStrings = {}
  for (const [file, content] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1]
    if (namespace) strings[namespace] = content
  }
  return strings
}
