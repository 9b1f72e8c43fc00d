import { z } from 'zod'

/** What the global search finds, in the order the dialog groups them. Pages of the app are matched in the browser. */
export const SEARCH_RESULT_KINDS = ['dealer', 'equipment', 'news', 'bot', 'knowledge', 'program'] as const
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number]

export const SEARCH_QUERY_MIN_LENGTH = 2
export const SEARCH_QUERY_MAX_LENGTH = 100
/** Results per kind when the caller does not ask for another number. */
export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 20

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a search text' })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, `Search for at least ${SEARCH_QUERY_MIN_LENGTH} characters`)
    .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_RESULT_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The web app's page for the result (a path, never an absolute URL). */
  href: z.string(),
})
export type SearchResult = z.infer<typeof searchResultSchema>

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>
