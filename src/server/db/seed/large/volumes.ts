// Issue 37 item 1: the volumes of a large dealer network. `--scale` multiplies every count.

export const LARGE_VOLUMES = {
  dealers: 1_000,
  users: 20_000,
  equipment: 10_000,
  bots: 20,
  conversations: 200_000,
  /** Ten per conversation on average (one to nine question-and-answer pairs). */
  messages: 2_000_000,
  tickets: 50_000,
  knowledgeEntries: 100_000,
  files: 100_000,
  news: 1_000,
  newsReadMarks: 200_000,
  auditEntries: 100_000,
} as const

export type LargeVolumes = { -readonly [K in keyof typeof LARGE_VOLUMES]: number }

/**
 * Every count times the factor, at least one of each so the tables relate at any scale. The bots stay
 * twenty: they are what the knowledge and conversations spread over, so a filter on one bot selects
 * a twentieth at every scale (the plan test relies on that selectivity).
 */
export function scaledVolumes(scale: number): LargeVolumes {
  if (!(scale > 0)) throw new Error(`--scale must be a positive number, got ${scale}`)
  const scaled = {} as LargeVolumes
  for (const [key, value] of Object.entries(LARGE_VOLUMES))
    scaled[key as keyof LargeVolumes] = key === 'bots' ? value : Math.max(1, Math.round(value * scale))
  return scaled
}

/** The seed's history spans a year before the base date. */
export const HISTORY_DAYS = 365
