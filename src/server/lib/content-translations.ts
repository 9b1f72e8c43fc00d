import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { ContentLanguage } from '#shared/constants/content-languages'
import { AppError } from './app-error.ts'

// Issue 35 item 5: what the writing and the searching of translated records share (news articles,
// onboarding programs and steps, bots). Which text a reader is shown is decided in
// src/shared/translations/pick-translation.ts.

/**
 * A translation into the original's own language would never be shown: refused, so an editor who
 * changes the original's language is told which translation to remove instead of losing it.
 */
export function assertNoTranslationInOriginalLanguage(
  language: ContentLanguage,
  translations: Partial<Record<ContentLanguage, unknown>> | undefined,
) {
  if (!translations?.[language]) return
  const message = 'A translation cannot be in the language the original is written in'
  throw new AppError('UNPROCESSABLE', `translations.${language}: ${message}`, {
    issues: [{ path: `translations.${language}`, message }],
  })
}

/** Translations compared by content: the key order of a JSON object means nothing. */
export function sameTranslations(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? {}) === canonicalJson(b ?? {})
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      // An empty field and a missing one are the same translation.
      .filter(([, item]) => item !== null && item !== undefined && item !== '')
      .sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** Every translated text of a record, as one text: search finds a record by its translations too. */
export function translatedText(column: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select string_agg(text.value, ' ') from jsonb_each(${column}) as language(code, fields), jsonb_each_text(language.fields) as text(field, value))`
}

/** The translation into the reader's language, or null (no reader language, or none written). */
export function translationInto(column: AnyColumn, reader: ContentLanguage | null): SQL<unknown> {
  // In parentheses: `->` binds more loosely than the operators a caller may put after it.
  return reader ? sql`(${column} -> ${reader}::text)` : sql`null::jsonb`
}
