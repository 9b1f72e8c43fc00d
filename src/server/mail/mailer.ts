import type { Database } from '#server/db/client'
import { mailOutbox } from '#server/db/schema/identity'
import type { Logger } from '#server/lib/logger'
import { dropMail } from './mail-drop.ts'
import type { MailMessage } from './mail-message.ts'
import { DELIVERY_LEASE_MS, deliverClaimedMessage } from './outbox-delivery.ts'
import { type LinkSeal, withLinkHidden } from './secret-link.ts'
import { createSmtpTransport, type SmtpTransport } from './smtp-transport.ts'

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
  /** Outside production: print each mail's link to the console (never into the log view's buffer). */
  printLinks: boolean
  /** Seals secret links of mail still to be delivered (the server's secret; secret-link.ts). */
  linkSeal?: LinkSeal
  /** Outside production: write every mail whole into this directory too (mail-drop.ts). */
  dropDir?: string
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
  const { linkSeal } = options
  // A retried delivery puts the hidden link back from its sealed copy: no transport without a seal.
  if (transport && !linkSeal) throw new Error('createMailer: a transport needs the linkSeal')

  return {
    async send(message) {
      const storedAt = now()
      const kept = withLinkHidden(message)
      // Stored already holding its first attempt (and a lease), so the retry job leaves it to this
      // sender, unless this process stops before recording the outcome.
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: kept.text,
          htmlBody: kept.html,
          kind: message.kind,
          ...(transport
            ? {
                status: 'pending' as const,
                attempts: 1,
                nextAttemptAt: new Date(storedAt.getTime() + DELIVERY_LEASE_MS),
                sealedLink: message.secretLink ? linkSeal?.seal(message.secretLink) : null,
              }
            : { status: 'logged' as const }),
        })
        .returning()

      if (options.dropDir) dropMail(options.dropDir, message, storedAt)
      const link = message.secretLink ?? message.link
      if (options.printLinks && link) {
        // The console only: the logger would also keep it in the buffer the log view serves.
        console.info(`E-mail link for ${message.to} (${message.kind}): ${link}`)
      }
      if (!transport) return
      await deliverClaimedMessage(
        { db: options.db, logger: options.logger, transport, from: options.from, linkSeal: linkSeal! },
        row,
        storedAt,
        { text: message.text, html: message.html },
      )
    },
  }
}
