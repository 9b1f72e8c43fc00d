import { type SQL, sql } from 'drizzle-orm'
import { newsArticles } from '#server/db/schema/news'
import { translationInto } from '#server/lib/content-translations'
import type { ContentLanguage } from '#shared/constants/content-languages'
import { pickTranslation } from '#shared/translations/pick-translation'

// Issue 35 item 5: the reading side shows each article in the reader's language when a complete
// translation exists (pickTranslation), else as written with `isFallback`.

type Translation = Record<string, string | null> | null

const written = (text: SQL | typeof newsArticles.body) => sql<boolean>`coalesce(btrim(${text}), '') <> ''`

/**
 * A list shows no bodies, but whether one is written decides if a translation is complete (issue 35
 * item 5): the reader's translation comes without its body, with a flag for it, as the original does.
 */
export function listedTranslationColumns(reader: ContentLanguage | null) {
  const translation = translationInto(newsArticles.translations, reader)
  return {
    language: newsArticles.language,
    bodyWritten: written(newsArticles.body),
    readerTranslation: sql<Record<string, string | null> | null>`${translation} - 'body'`,
    readerTranslationBodyWritten: written(sql`${translation} ->> 'body'`),
  }
}

/** Stands for a body a list does not read: only whether one is written matters to the pick. */
const WRITTEN = '\u2026'

export function shownListedNews(
  row: {
    title: string
    summary: string | null
    language: ContentLanguage
    bodyWritten: boolean
    readerTranslation: Translation
    readerTranslationBodyWritten: boolean
  },
  reader: ContentLanguage | null,
) {
  const picked = pickTranslation(
    {
      original: { title: row.title, summary: row.summary, body: row.bodyWritten ? WRITTEN : null },
      language: row.language,
      translations: reader
        ? { [reader]: { ...row.readerTranslation, body: row.readerTranslationBodyWritten ? WRITTEN : null } }
        : {},
    },
    reader,
  )
  const { body: _body, ...fields } = picked.fields
  return { ...fields, shownLanguage: picked.shownLanguage, isFallback: picked.isFallback }
}

export function shownNewsArticle(
  row: {
    title: string
    summary: string | null
    body: string | null
    language: ContentLanguage
    readerTranslation: Translation
  },
  reader: ContentLanguage | null,
) {
  const picked = pickTranslation(
    {
      original: { title: row.title, summary: row.summary, body: row.body },
      language: row.language,
      translations: reader && row.readerTranslation ? { [reader]: row.readerTranslation } : {},
    },
    reader,
  )
  return { ...picked.fields, shownLanguage: picked.shownLanguage, isFallback: picked.isFallback }
}
