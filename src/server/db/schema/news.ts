import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CONTENT_LANGUAGES } from '#shared/constants/content-languages'
import type { NewsTranslations } from '#shared/schemas/news'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

// Spec §3: labels OptiFiles, HQ News, Social Media, Supplier, Internal, Equipment.
export const NEWS_CATEGORIES = [
  'optifiles',
  'hq',
  'social_media',
  'supplier_news',
  'internal_changes',
  'equipment',
] as const
export const NEWS_IMPORTANCE = ['normal', 'important'] as const

export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Simple markdown. */
    body: text('body'),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    importance: text('importance', { enum: NEWS_IMPORTANCE }).notNull().default('normal'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** Null means every role; otherwise the article is shown to users holding one of these roles. */
    targetRoles: text('target_roles').array(),
    /** Null means every dealer; otherwise only to users linked to one of these dealers. */
    targetDealerIds: uuid('target_dealer_ids').array(),
    /** The language title, summary and body are written in (issue 35 item 5). */
    language: text('language', { enum: CONTENT_LANGUAGES }).notNull().default('en'),
    /** Language code to { title, summary, body }, validated by newsTranslationsSchema on write. */
    translations: jsonb('translations').$type<NewsTranslations>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('news_articles_published_idx').on(table.isPublished, table.publishedAt.desc()),
    index('news_articles_created_at_idx').on(table.createdAt.desc()),
    index('news_articles_category_idx').on(table.category),
    check('news_articles_category_check', sql`${table.category} in (${sqlList(NEWS_CATEGORIES)})`),
    check('news_articles_importance_check', sql`${table.importance} in (${sqlList(NEWS_IMPORTANCE)})`),
    check('news_articles_language_check', sql`${table.language} in (${sqlList(CONTENT_LANGUAGES)})`),
    check('news_articles_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
)

export const newsReadStatus = pgTable(
  'news_read_status',
  {
    newsArticleId: uuid('news_article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.newsArticleId, table.userId] }),
    index('news_read_status_user_id_idx').on(table.userId),
  ],
)
