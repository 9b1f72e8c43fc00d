import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bots } from './bots.ts'
import { timestamps, uuidPk } from './columns.ts'
import { KB_LANGUAGES } from './knowledge.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** A glossary term's language: one of the knowledge languages, or 'any' (abbreviations, names). */
export const GLOSSARY_TERM_LANGUAGES = [...KB_LANGUAGES, 'any'] as const

/**
 * Issue 33 item 3: a group of terms that mean the same thing (partikkelfilter = DPF = particle
 * filter), for one bot or (bot_id null) for every bot. Retrieval treats every term of a group as one
 * concept (src/server/assistant/glossary.ts). `updated_at` is the version a stale edit is checked
 * against (decision 029); a change of the terms moves it too.
 */
export const glossaryGroups = pgTable(
  'glossary_groups',
  {
    id: uuidPk(),
    /** Null for the global glossary. */
    botId: uuid('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('glossary_groups_bot_id_idx').on(table.botId),
    index('glossary_groups_global_idx').on(table.createdAt).where(sql`${table.botId} is null`),
  ],
)

/** The terms of a group, in the order the trainer wrote them. */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: uuidPk(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => glossaryGroups.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    languageCode: text('language_code', { enum: GLOSSARY_TERM_LANGUAGES }).notNull().default('any'),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [
    index('glossary_terms_group_id_idx').on(table.groupId, table.position),
    uniqueIndex('glossary_terms_group_term_key').on(
      table.groupId,
      sql`lower(${table.term})`,
      table.languageCode,
    ),
    check('glossary_terms_term_check', sql`btrim(${table.term}) <> ''`),
    check(
      'glossary_terms_language_code_check',
      sql`${table.languageCode} in (${sqlList(GLOSSARY_TERM_LANGUAGES)})`,
    ),
  ],
)
