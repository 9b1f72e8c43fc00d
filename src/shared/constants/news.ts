import { type Role, TRAINER_LEVEL } from '#shared/auth/roles'

// Spec §3: the six news categories with their labels. The values match the database check constraint
// (src/server/db/schema/news.ts); this file adds what the UI needs (label and dot colour).
export const NEWS_CATEGORY_VALUES = [
  'optifiles',
  'hq',
  'social_media',
  'supplier_news',
  'internal_changes',
  'equipment',
] as const

export type NewsCategory = (typeof NEWS_CATEGORY_VALUES)[number]

export const NEWS_IMPORTANCE_VALUES = ['normal', 'important'] as const
export type NewsImportance = (typeof NEWS_IMPORTANCE_VALUES)[number]

/** English labels of spec §3; the web app translates them through the 'news' namespace (category.<value>). */
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  optifiles: 'OptiFiles',
  hq: 'HQ News',
  social_media: 'Social Media',
  supplier_news: 'Supplier',
  internal_changes: 'Internal',
  equipment: 'Equipment',
}

/** Tailwind classes for the category dot (spec §2.5 "category dot"); one distinct hue per category. */
export const NEWS_CATEGORY_DOT_CLASSES: Record<NewsCategory, string> = {
  optifiles: 'bg-blue-500',
  hq: 'bg-red-500',
  social_media: 'bg-pink-500',
  supplier_news: 'bg-amber-500',
  internal_changes: 'bg-violet-500',
  equipment: 'bg-emerald-500',
}

/**
 * Who manages news (issue 9: admin, super_admin, trainer). They publish and target articles, so they
 * read every published article whatever its targeting (see news-visibility.ts on the server).
 */
export const NEWS_MANAGER_ROLES: readonly Role[] = TRAINER_LEVEL

/** Spec §2.5 / §9: the dashboard widget shows 3 articles; the list endpoint accepts 1..50. */
export const NEWS_WIDGET_LIMIT = 3
export const NEWS_LIST_MAX_LIMIT = 50

/** Spec §9 news widget timings. */
export const NEWS_LATEST_REFETCH_MS = 10 * 60 * 1000
export const NEWS_LATEST_STALE_MS = 5 * 60 * 1000
export const NEWS_UNREAD_REFETCH_MS = 2 * 60 * 1000
export const NEWS_UNREAD_STALE_MS = 60 * 1000

/** Where an article stands for readers: draft (never shown), scheduled (shown from published_at), published. */
export const NEWS_PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const

/** Input limits of the news editor (the spec is silent; generous but bounded). */
export const NEWS_TITLE_MAX = 200
export const NEWS_SUMMARY_MAX = 500
export const NEWS_BODY_MAX = 20_000
export const NEWS_SEARCH_MAX = 100

/** Rows per page in the news centre and the management list. */
export const NEWS_PAGE_SIZE = 10

/** Audit actions recorded when news is managed (entity type 'news_article'). */
export const NEWS_AUDIT_ACTIONS = [
  'news.create',
  'news.update',
  'news.publish',
  'news.schedule',
  'news.unpublish',
  'news.delete',
] as const
export type NewsAuditAction = (typeof NEWS_AUDIT_ACTIONS)[number]
