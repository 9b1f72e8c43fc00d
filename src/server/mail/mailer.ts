import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/identity.ts'
import type { Logger } from '../lib/logger.ts'
import { DELIVERY_LEASE_MS, deliverClaimedMessage } from './outbox-delivery.ts'
import { createSmtpTransport, type SmtpTransport } from './smtp-transport.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** What the mail is for (magic_link, invitation, email_verification, ...); kept in the outbox. */
  kind: string
  /** The link the mail carries, printed to the console in development so nobody needs an inbox. */
  link?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface MailerOptions {
  db: Database
  logger: Logger
  from: string
  /** Where to deliver; `transport` instead when it is shared (the server's retry job uses the same). */
  smtpUrl?: string
  transport?: SmtpTransport
  printLinks: boolean
  /** The clock of the retry schedule; tests set it. */
  now?: () => Date
}

/**
 * The one way e-mail leaves the system. Every message is stored in the outbox first (the audit
 * trail, and what the end-to-end tests read); with SMTP_URL set it is then delivered at once, and a
 * failed delivery is recorded on the row instead of failing the request that caused it: the outbox
 * retry job (outbox-retry-job.ts) tries it again later.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined)
  const now = options.now ?? (() => new Date())

  return {
    async send(message) {
      const storedAt = now()
      // Stored already holding its first attempt (and a lease), so the retry job leaves it to this
      // sender, unless this process stops before recording the outcome.
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          kind: message.kind,
          ...(transport
            ? {
                status: 'pending' as const,
                attempts: 1,
                nextAttemptAt: new Date(storedAt.getTime() + DELIVERY_LEASE_MS),
              }
            : { status: 'logged' as const }),
        })
        .returning()

      if (options.printLinks && message.link) {
        options.logger.info(
          { to: message.to, kind: message.kind },
          `E-mail link for ${message.to}: ${message.link}`,
        )
      }
      if (!transport) return
      await deliverClaimedMessage(
        { db: options.db, logger: options.logger, transport, from: options.from },
        row,
        storedAt,
      )
    },
  }
}
