import { z } from 'zod'
import { ASSISTANT_MESSAGE_MAX_LENGTH, answerSourceJsonSchema } from './bots.ts'
import { KNOWLEDGE_LANGUAGES, knowledgeEntryInputSchema, replyFeedbackJsonSchema } from './knowledge.ts'

/** Spec §7: the bot test chat sends with the context 'training_interface'. */
export const TRAINING_CHAT_CONTEXT = 'training_interface'

/** POST /api/training/bots/:botId/chat: one message in the bot's test chat (spec §5: non-empty trimmed). */
export const trainingChatInputSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH),
  session_id: z.uuid().optional(),
})
export type TrainingChatInput = z.input<typeof trainingChatInputSchema>

export const trainingChatMessageJsonSchema = z.object({
  id: z.string(),
  content: z.string(),
  is_user: z.boolean(),
  confidence_score: z.number().nullable(),
  escalation_type: z.string().nullable(),
  sources: z.array(answerSourceJsonSchema),
  created_at: z.string(),
})
export type TrainingChatMessageJson = z.infer<typeof trainingChatMessageJsonSchema>

/** POST /api/training/bots/:botId/chat: the question and the reply as stored. */
export const trainingChatReplyResponseSchema = z.object({
  session_id: z.string(),
  user_message: trainingChatMessageJsonSchema,
  bot_message: trainingChatMessageJsonSchema,
  knowledge_based: z.boolean(),
  needs_escalation: z.boolean(),
})
export type TrainingChatReplyJson = z.infer<typeof trainingChatReplyResponseSchema>

export const TRAINING_INTERACTIONS = ['correction', 'instruction', 'new_entry'] as const

/** What a correction does: a new entry for the question, or a phrasing of the right entry. */
export const CORRECTION_TARGETS = ['new_entry', 'phrasing'] as const

/**
 * POST /api/training/bots/:botId/records: one training-mode action (issue 6), stored as a training
 * session: a correction of the last answer, an instruction, or a new entry.
 */
export const trainingRecordInputSchema = z.discriminatedUnion('interaction_type', [
  z
    .object({
      interaction_type: z.literal('correction'),
      session_id: z.uuid().optional(),
      question: knowledgeEntryInputSchema.shape.question,
      /**
       * Issue 33 item 4: a correction never changes the entry that answered. It makes a new entry for
       * the question (answer required), or adds the question as a phrasing of the entry that answers
       * it (entry_id).
       */
      target: z.enum(CORRECTION_TARGETS).default('new_entry'),
      answer: knowledgeEntryInputSchema.shape.answer.optional(),
      entry_id: z.uuid().nullish(),
      /** The entry that gave the wrong answer, kept in the training record. */
      matched_entry_id: z.uuid().nullish(),
      /** A new entry waits for review unless the trainer approves it at once. */
      status: z.enum(['pending_review', 'approved']).default('pending_review'),
      language_code: z.enum(KNOWLEDGE_LANGUAGES).default('en'),
    })
    .superRefine((value, issue) => {
      if (value.target === 'new_entry' && !value.answer)
        issue.addIssue({ code: 'custom', path: ['answer'], message: 'Answer is required' })
      if (value.target === 'phrasing' && !value.entry_id)
        issue.addIssue({
          code: 'custom',
          path: ['entry_id'],
          message: 'Choose the entry that answers the question',
        })
    }),
  z.object({
    interaction_type: z.literal('instruction'),
    session_id: z.uuid().optional(),
    instruction: z
      .string({ error: 'Instruction is required' })
      .trim()
      .min(1, 'Instruction is required')
      .max(2000),
  }),
  z.object({
    interaction_type: z.literal('new_entry'),
    session_id: z.uuid().optional(),
    question: knowledgeEntryInputSchema.shape.question,
    answer: knowledgeEntryInputSchema.shape.answer,
    language_code: z.enum(KNOWLEDGE_LANGUAGES).default('en'),
  }),
])
export type TrainingRecordInput = z.input<typeof trainingRecordInputSchema>

/** POST /api/training/bots/:botId/records: the stored training session and what it changed. */
export const trainingRecordResponseSchema = z.object({
  id: z.string(),
  interaction_type: z.enum(TRAINING_INTERACTIONS),
  entry_id: z.string().nullable(),
  custom_instructions: z.string().nullable(),
})
export type TrainingRecordJson = z.infer<typeof trainingRecordResponseSchema>

export const REVIEW_REASONS = ['low_confidence', 'negative_feedback', 'escalated'] as const
/** Spec §8 band: a reply below this confidence is low. */
export const REVIEW_LOW_CONFIDENCE_BELOW = 0.5

export const reviewQueueQuerySchema = z.object({
  bot_id: z.uuid().optional(),
  days: z.coerce
    .number()
    .int()
    .refine((value) => [7, 30, 90, 365].includes(value), 'Period must be 7, 30, 90 or 365 days')
    .default(30),
})

export const reviewQueueItemJsonSchema = z.object({
  session_id: z.string(),
  bot_id: z.string(),
  bot_name: z.string(),
  title: z.string().nullable(),
  status: z.string(),
  user_name: z.string().nullable(),
  updated_at: z.string(),
  reasons: z.array(z.enum(REVIEW_REASONS)),
  lowest_confidence: z.number().nullable(),
  first_question: z.string().nullable(),
})
export type ReviewQueueItemJson = z.infer<typeof reviewQueueItemJsonSchema>

/** GET /api/training/review-queue: conversations to review, with why each is in the queue. */
export const reviewQueueResponseSchema = z.object({ items: z.array(reviewQueueItemJsonSchema) })
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>

/** GET /api/training/conversations/:sessionId: every message with its sources and feedback. */
export const reviewConversationResponseSchema = reviewQueueItemJsonSchema
  .pick({ session_id: true, bot_id: true, bot_name: true, title: true, status: true })
  .extend({
    messages: z.array(trainingChatMessageJsonSchema.extend({ feedback: z.array(replyFeedbackJsonSchema) })),
  })
export type ReviewConversationJson = z.infer<typeof reviewConversationResponseSchema>
