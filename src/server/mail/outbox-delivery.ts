import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { mailOutbox } from '#server/db/schema/identity'
import type { Logger } from '#server/lib/logger'
import { type LinkSeal, withLinkRestored } from './secret-link.ts'
import { isPermanentRefusal, type SmtpTransport } from './smtp-transport.ts'

export type OutboxRow = typeof mailOutbox.$inferSelect

const MINUTE = 60_000

/** The wait after the 1st, 2nd, ... failed attempt; the attempt after the last wait is the last. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE] as const

/** The immediate attempt and one per retry delay (about 8.5 hours in all), then the message has failed. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/**
 * How long a sender holds a message it is delivering: nobody else picks it until then. Far longer
 * than one delivery may take (smtp-transport.ts caps its timeouts), and also how soon a message is
 * retried whose sender died mid-attempt.
 */
export const DELIVERY_LEASE_MS = 10 * MINUTE

export interface OutboxDeliveryDeps {
  db: Database
  logger: Logger
  transport: SmtpTransport
  from: string
  /** Opens the sealed secret link of a stored message for its delivery. */
  linkSeal: LinkSeal
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed'

/** When to try again after `attempts` failed attempts, or null when the message has failed for good. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)]
  return new Date(now.getTime() + delay)
}

/**
 * Takes the pending message due first, if any, for one delivery attempt: counts the attempt and
 * moves next_attempt_at a lease ahead, in a transaction that locks the row with `skip locked`, so
 * instances claiming at the same moment each get a different message.
 */
export async function claimDueMessage(db: Database, now: Date): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return null
    const [claimed] = await tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
      })
      .where(eq(mailOutbox.id, due.id))
      .returning()
    return claimed ?? null
  })
}

/** The message's text and HTML as the recipient gets them: its hidden link put back, if it has one. */
function recipientContent(deps: OutboxDeliveryDeps, message: OutboxRow) {
  const stored = { text: message.textBody, html: message.htmlBody }
  return message.sealedLink
    ? withLinkRestored(stored, deps.linkSeal.open(message.sealedLink))
    : { text: stored.text, html: stored.html ?? undefined }
}

/**
 * One delivery attempt of a claimed message, and its result on the row. The update only lands
 * while the row is still this attempt's (same attempt count, still pending), so a sender that
 * overran its lease cannot overwrite the outcome of the one that took over. The mailer's first
 * attempt passes the content it has in hand; a retry reads it from the row. Once sent or given up,
 * the sealed link is dropped: the outbox keeps no usable token.
 */
export async function deliverClaimedMessage(
  deps: OutboxDeliveryDeps,
  message: OutboxRow,
  now: Date,
  content: { text: string; html?: string } = recipientContent(deps, message),
): Promise<DeliveryOutcome> {
  const stillOurs = and(
    eq(mailOutbox.id, message.id),
    eq(mailOutbox.attempts, message.attempts),
    eq(mailOutbox.status, 'pending'),
  )
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: message.toAddress,
      subject: message.subject,
      text: content.text,
      html: content.html,
    })
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error)
    const retryAt = isPermanentRefusal(error) ? null : nextAttemptAfter(message.attempts, now)
    await deps.db
      .update(mailOutbox)
      .set(
        retryAt
          ? { lastError, nextAttemptAt: retryAt }
          : { status: 'failed', lastError, nextAttemptAt: null, sealedLink: null },
      )
      .where(stillOurs)
    const log = { err: error, outboxId: message.id, attempts: message.attempts, retryAt }
    if (retryAt) deps.logger.warn(log, 'E-mail delivery failed; it will be retried')
    else deps.logger.error(log, 'E-mail delivery failed for good; kept in the outbox')
    return retryAt ? 'retry' : 'failed'
  }
  await deps.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null, sealedLink: null })
    .where(stillOurs)
  return 'sent'
}

export interface DeliveryRound {
  sent: number
  retry: number
  failed: number
}

/** Messages one round delivers at most; the rest wait for the next round. */
const ROUND_LIMIT = 100

/**
 * The retry job's round: claims and delivers due messages one at a time until none is due (or
 * ROUND_LIMIT), at `now`. Messages stored and being sent right now by the mailer are not due
 * (their lease runs), so they are never picked here at the same moment.
 */
export async function deliverDueMessages(
  deps: OutboxDeliveryDeps,
  now: Date = new Date(),
  limit = ROUND_LIMIT,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retry: 0, failed: 0 }
  for (let handled = 0; handled < limit; handled++) {
    const message = await claimDueMessage(deps.db, now)
    if (!message) break
    round[await deliverClaimedMessage(deps, message, now)]++
  }
  return round
}
