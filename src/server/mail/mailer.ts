import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/identity.ts'
import type { Logger } from '../lib/logger.ts'

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
  smtpUrl?: string
  printLinks: boolean
}

/**
 * The one way e-mail leaves the system. Every message is stored in the outbox first (the audit
 * trail, and what the end-to-end tests read); with SMTP_URL set it is then delivered, and a failed
 * delivery is recorded on the row instead of failing the request that caused it.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined

  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          kind: message.kind,
          status: transport ? 'pending' : 'logged',
        })
        .returning({ id: mailOutbox.id })

      if (options.printLinks && message.link) {
        options.logger.info(
          { to: message.to, kind: message.kind },
          `E-mail link for ${message.to}: ${message.link}`,
        )
      }
      if (!transport) return

      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        await options.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
          .where(eq(mailOutbox.id, row.id))
      } catch (error) {
        options.logger.error({ err: error, outboxId: row.id }, 'E-mail delivery failed; kept in the outbox')
        await options.db
          .update(mailOutbox)
          .set({ status: 'failed', attempts: 1, lastError: String((error as Error).message ?? error) })
          .where(eq(mailOutbox.id, row.id))
      }
    },
  }
}
