import { z } from 'zod'
import {
  CHAT_CONTEXT_MAX_LENGTH,
  CHAT_FEEDBACK_TYPES,
  CHAT_SESSION_STATUS_VALUES,
  ENABLED_CHAT_LANGUAGES,
  FEEDBACK_NOTES_MAX_LENGTH,
  MESSAGE_STATUS_VALUES,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_TITLE_MAX_LENGTH,
} from '#shared/constants/chat'
import { ASSISTANT_MESSAGE_MAX_LENGTH } from './bots.ts'
import { shownContentShape } from './content-translations.ts'
import { userTicketTitleSchema } from './user-tickets.ts'

/**
 * Marks a trainer's test conversation (schemas/training.ts TRAINING_CHAT_CONTEXT; not imported, which
 * would load the knowledge schemas into the chat page): those are left out of analytics and the
 * suggestion inbox, so a user's chat may not take it (issue 33 item 6).
 */
export const RESERVED_CHAT_CONTEXT = 'training_interface'

const optionalContext = z
  .string()
  .trim()
  .max(CHAT_CONTEXT_MAX_LENGTH, `Context must be at most ${CHAT_CONTEXT_MAX_LENGTH} characters`)
  .refine((value) => value !== RESERVED_CHAT_CONTEXT, 'This context is reserved for test chats')
  .nullish()
  .transform((value) => value || null)

const messageContent = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(ASSISTANT_MESSAGE_MAX_LENGTH, `Message must be at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters`)

export const chatLanguageSchema = z.enum(ENABLED_CHAT_LANGUAGES, {
  error: 'Choose one of the enabled languages (no, sv, en)',
})

export const idParamSchema = z.object({ id: z.uuid('Not a valid id') })
export const botIdParamSchema = z.object({ botId: z.string().min(1).max(100) })

export const listChatSessionsQuerySchema = z.object({
  botId: z.uuid('Not a valid bot id'),
  /** mine: the caller's own conversations; escalated: every escalated one (support-level staff). */
  view: z.enum(['mine', 'escalated']).default('mine'),
})
export type ListChatSessionsQuery = z.infer<typeof listChatSessionsQuerySchema>

export const createChatSessionInputSchema = z.object({
  botId: z.uuid('Not a valid bot id'),
  context: optionalContext,
})
export type CreateChatSessionInput = z.infer<typeof createChatSessionInputSchema>

/** Spec §7 chat send: the session is created lazily when sessionId is absent. */
export const sendChatMessageInputSchema = z.object({
  botId: z.uuid('Not a valid bot id'),
  sessionId: z.uuid('Not a valid session id').nullish(),
  content: messageContent,
  context: optionalContext,
  /** 'auto' (or absent) lets the assistant detect the language. */
  language: z.union([chatLanguageSchema, z.literal('auto')]).default('auto'),
})
export type SendChatMessageInput = z.input<typeof sendChatMessageInputSchema>

/** POST /api/chat/sessions/:id/messages/:messageId/choice (issue 33 item 2). */
export const choiceParamSchema = z.object({
  id: z.uuid('Not a valid session id'),
  messageId: z.uuid('Not a valid message id'),
})
export const pickChoiceInputSchema = z.object({ entryId: z.uuid('Not a valid entry id') })
export type PickChoiceInput = z.infer<typeof pickChoiceInputSchema>

export const humanReplyInputSchema = z.object({ content: messageContent })
export type HumanReplyInput = z.infer<typeof humanReplyInputSchema>

export const updateChatSessionInputSchema = z.object({ languageCode: chatLanguageSchema })
export type UpdateChatSessionInput = z.infer<typeof updateChatSessionInputSchema>

export const typingInputSchema = z.object({ isTyping: z.boolean() })

/** Spec §5: title and description must both be non-blank after trimming. */
export const createTicketInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(TICKET_TITLE_MAX_LENGTH, `Title must be at most ${TICKET_TITLE_MAX_LENGTH} characters`),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(
      TICKET_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${TICKET_DESCRIPTION_MAX_LENGTH} characters`,
    ),
})
export type CreateTicketInput = z.infer<typeof createTicketInputSchema>

export const chatFeedbackInputSchema = z
  .object({
    feedbackType: z.enum(CHAT_FEEDBACK_TYPES),
    rating: z.number().int().min(1, 'Rating is 1 to 5').max(5, 'Rating is 1 to 5').nullish(),
    notes: z
      .string()
      .trim()
      .max(FEEDBACK_NOTES_MAX_LENGTH, `Notes must be at most ${FEEDBACK_NOTES_MAX_LENGTH} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((input) => input.feedbackType !== 'rating' || input.rating != null, {
    path: ['rating'],
    message: 'Choose a rating from 1 to 5',
  })
export type ChatFeedbackInput = z.input<typeof chatFeedbackInputSchema>

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the chat's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

export const chatBotSchema = z.object({
  id: z.string(),
  /** Name and description in the reader's language when the bot has a complete translation into it. */
  name: z.string(),
  description: z.string().nullable(),
  ...shownContentShape,
  purpose: z.string().nullable(),
  type: z.string(),
  avatarUrl: z.string().nullable(),
  /** Spec §2.7 'For Dealer Use': dealer staff can use this bot. */
  forDealerUse: z.boolean(),
  /** The caller's own conversations with this bot. */
  conversationCount: z.number(),
  updatedAt: z.string(),
})
export type ChatBotJson = z.infer<typeof chatBotSchema>

/** GET /api/chat/bots: the assistants the caller may use, with the /chat-bots counts. */
export const chatBotsResponseSchema = z.object({
  bots: z.array(chatBotSchema),
  stats: z.object({ availableBots: z.number(), totalConversations: z.number(), activeNow: z.number() }),
})
export type ChatBotsResponse = z.infer<typeof chatBotsResponseSchema>

/** GET /api/chat/bots/:botId. */
export const chatBotResponseSchema = z.object({ bot: chatBotSchema })
export type ChatBotResponse = z.infer<typeof chatBotResponseSchema>

export const chatSessionSchema = z.object({
  id: z.string(),
  botId: z.string(),
  title: z.string().nullable(),
  context: z.string().nullable(),
  status: z.enum(CHAT_SESSION_STATUS_VALUES),
  languageCode: z.string().nullable(),
  /** The conversation belongs to the caller (false: a staff member reading an escalated one). */
  isOwn: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  updatedAt: z.string(),
  createdAt: z.string(),
})
export type ChatSessionJson = z.infer<typeof chatSessionSchema>

/** GET /api/chat/sessions: the caller's conversations with a bot (or the escalated ones), newest first. */
export const chatSessionsResponseSchema = z.object({ sessions: z.array(chatSessionSchema) })
export type ChatSessionsResponse = z.infer<typeof chatSessionsResponseSchema>

/** GET /api/chat/sessions/:id, and the answer of creating or changing one. */
export const chatSessionResponseSchema = z.object({ session: chatSessionSchema })
export type ChatSessionResponse = z.infer<typeof chatSessionResponseSchema>

export const chatMessageSourceSchema = z.object({
  entryId: z.string(),
  question: z.string(),
  score: z.number(),
})
export type ChatMessageSourceJson = z.infer<typeof chatMessageSourceSchema>

/** An entry the assistant offered as a button ("Did you mean ...?", issue 33 item 2). */
export const chatMessageChoiceSchema = z.object({ entryId: z.string(), question: z.string() })
export type ChatMessageChoiceJson = z.infer<typeof chatMessageChoiceSchema>

export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  content: z.string(),
  isUser: z.boolean(),
  /** A person from support who wrote this (null for the user and the assistant). */
  agent: z.object({ id: z.string(), name: z.string(), signature: z.string().nullable() }).nullable(),
  languageCode: z.string().nullable(),
  confidenceScore: z.number().nullable(),
  escalationType: z.string().nullable(),
  /** Entries offered as buttons, best first; empty when none were offered. */
  choices: z.array(chatMessageChoiceSchema),
  /** The offered entry the user picked (its answer follows as the next message), or null. */
  chosenEntryId: z.string().nullable(),
  /** Which knowledge entries answered: only for staff roles (decision 010). */
  sources: z.array(chatMessageSourceSchema).optional(),
  status: z.enum(MESSAGE_STATUS_VALUES),
  /** The caller's own thumbs on this answer, if any. */
  myFeedback: z.enum(['positive', 'negative']).nullable(),
  createdAt: z.string(),
})
export type ChatMessageJson = z.infer<typeof chatMessageSchema>

/** GET /api/chat/sessions/:id/messages: the conversation's messages oldest first (spec §7). */
export const chatMessageListResponseSchema = z.object({ messages: z.array(chatMessageSchema) })
export type ChatMessageListResponse = z.infer<typeof chatMessageListResponseSchema>

export const ESCALATION_KINDS = ['specialist_contact', 'ticket'] as const
export type EscalationKind = (typeof ESCALATION_KINDS)[number]

export const chatEscalationSchema = z.object({
  kind: z.enum(ESCALATION_KINDS),
  ticketId: z.string(),
  /** The conversation's language: the escalation toast is shown in it (spec §8). */
  language: z.enum(ENABLED_CHAT_LANGUAGES),
  /**
   * The question joined an open ticket the user raised in another conversation within a day
   * (issue 36): the toast says it is with support already, and this conversation stays as it was.
   */
  joined: z.boolean(),
})
export type ChatEscalationJson = z.infer<typeof chatEscalationSchema>

/** POST /api/chat/sessions/:id/escalate ('Talk to a person'). */
export const chatEscalationResponseSchema = z.object({ escalation: chatEscalationSchema })
export type ChatEscalationResponse = z.infer<typeof chatEscalationResponseSchema>

/** POST /api/chat/messages. */
export const sendChatMessageResponseSchema = z.object({
  session: chatSessionSchema,
  userMessage: chatMessageSchema,
  /** Null while a person from support is active in the session: the assistant stays quiet. */
  botMessage: chatMessageSchema.nullable(),
  escalation: chatEscalationSchema.nullable(),
  /** Spec §8 language confirmation: the detected languages the user may pick from. */
  languageConfirmation: z.object({ detected: z.array(z.string()) }).nullable(),
})
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>

/** POST /api/chat/sessions/:id/messages/:messageId/choice (issue 33 item 2). */
export const pickChoiceResponseSchema = z.object({
  /** The message that offered the choices, and the entry now recorded as picked. */
  offer: z.object({ messageId: z.string(), chosenEntryId: z.string() }),
  /** The picked entry's answer, as the assistant's reply. */
  botMessage: chatMessageSchema,
})
export type PickChoiceResponse = z.infer<typeof pickChoiceResponseSchema>

/** POST /api/chat/sessions/:id/human-replies: a support person's reply. */
export const humanReplyResponseSchema = z.object({ message: chatMessageSchema })
export type HumanReplyResponse = z.infer<typeof humanReplyResponseSchema>

/**
 * A ticket the user opened from the chat (spec §7 manual ticket), or the conversation's open ticket
 * their text joined: as the user sees it, with the title written for them (issue 35 item 3).
 */
export const chatTicketSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  title: userTicketTitleSchema,
  status: z.string(),
  createdAt: z.string(),
})
export type TicketJson = z.infer<typeof chatTicketSchema>

/** POST /api/chat/sessions/:id/tickets: the new ticket (201), or the open one it joined (200). */
export const chatTicketResponseSchema = z.object({ ticket: chatTicketSchema })
export type ChatTicketResponse = z.infer<typeof chatTicketResponseSchema>

export const chatFeedbackSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  feedbackType: z.enum(CHAT_FEEDBACK_TYPES),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
})
export type ChatFeedbackJson = z.infer<typeof chatFeedbackSchema>

/** POST /api/chat/messages/:id/feedback. */
export const chatFeedbackResponseSchema = z.object({ feedback: chatFeedbackSchema })
export type ChatFeedbackResponse = z.infer<typeof chatFeedbackResponseSchema>

/**
 * GET /api/chat/bots/:botId/starters (issue 35 item 2): the questions an empty conversation offers.
 * `language` is the user's (the interface's or the chosen chat language); without it any language.
 */
export const chatStartersQuerySchema = z.object({ language: chatLanguageSchema.optional() })
export type ChatStartersQuery = z.infer<typeof chatStartersQuerySchema>

export const CHAT_STARTERS_MAX = 5
export const chatStarterSchema = z.object({
  entryId: z.string(),
  question: z.string(),
  languageCode: z.string(),
})
export const chatStartersResponseSchema = z.object({
  starters: z.array(chatStarterSchema).max(CHAT_STARTERS_MAX),
})
export type ChatStartersResponse = z.infer<typeof chatStartersResponseSchema>
