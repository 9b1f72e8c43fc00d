import { z } from 'zod'

/**
 * pending: waiting for (another) delivery attempt at next_attempt_at; sent: delivered; failed:
 * given up (the retries ran out, or the server refused the recipient for good); logged: kept in the
 * outbox only, no SMTP_URL was set.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const listOutboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  /** e.g. `failed` for the mail given up on, `pending` for the mail still being retried. */
  status: z.enum(MAIL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type ListOutboxQuery = z.infer<typeof listOutboxQuerySchema>

/** One e-mail as the outbox shows it: the bodies with secret links hidden, never the sealed link. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

/** GET /api/outbox: the latest e-mails, newest first. */
export const listOutboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) })
export type ListOutboxResponse = z.infer<typeof listOutboxResponseSchema>
