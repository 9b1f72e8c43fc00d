import type { KnowledgeEntryStatus } from '#shared/schemas/knowledge'

/** Spec §4 entry status badges: draft default, pending_review 'Needs Review', approved 'Verified'. */
export const STATUS_BADGE: Record<KnowledgeEntryStatus, 'outline' | 'secondary' | 'success'> = {
  draft: 'outline',
  pending_review: 'secondary',
  approved: 'success',
}

/** Spec §9: the answer preview in the table is 100 characters. */
export const ANSWER_PREVIEW_LENGTH = 100
/** Spec §9: the table shows the first 2 tags plus '+N'. */
export const TAGS_SHOWN = 2

export function answerPreview(answer: string): string {
  return answer.length > ANSWER_PREVIEW_LENGTH ? `${answer.slice(0, ANSWER_PREVIEW_LENGTH)}…` : answer
}
