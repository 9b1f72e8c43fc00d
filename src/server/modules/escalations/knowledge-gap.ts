import { KNOWLEDGE_GAP_TITLE_PREFIX } from '#shared/schemas/escalations'
import type { TicketRow } from './escalations.queries.ts'

// The chat writes a knowledge gap's description as 'Question: ...\nAnswer: ...\nConfidence: ...'
// (escalation-rules.ts knowledgeGapDescription); question and answer may span lines.
const GAP_DESCRIPTION = /^Question: ([\s\S]*?)\nAnswer: ([\s\S]*?)\nConfidence: ([\d.]+)/

/**
 * The knowledge-gap details of a ticket the assistant raised: the question, the answer it gave and
 * its confidence. Null for other tickets.
 */
export function parseKnowledgeGap(
  ticket: Pick<TicketRow, 'title' | 'description'>,
): { question: string; answer: string | null; confidence: number | null } | null {
  const match = GAP_DESCRIPTION.exec(ticket.description)
  if (match) {
    const confidence = Number.parseFloat(match[3])
    return {
      question: match[1].trim(),
      answer: match[2].trim() || null,
      confidence: Number.isFinite(confidence) ? confidence : null,
    }
  }
  if (!ticket.title.startsWith(KNOWLEDGE_GAP_TITLE_PREFIX)) return null
  return {
    question: ticket.title.slice(KNOWLEDGE_GAP_TITLE_PREFIX.length).trim(),
    answer: null,
    confidence: null,
  }
}
