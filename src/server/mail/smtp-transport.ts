import nodemailer from 'nodemailer'

/** What one delivery needs from the SMTP side; tests point it at a local sink. */
export interface SmtpTransport {
  sendMail(message: {
    from: string
    to: string
    subject: string
    text: string
    html?: string
  }): Promise<unknown>
}

/**
 * Nodemailer's default socket timeout is 10 minutes; a delivery must finish well within the outbox
 * lease (DELIVERY_LEASE_MS) or another instance could take the message over and send it twice.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }

export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS } as Parameters<
    typeof nodemailer.createTransport
  >[0])
}

/**
 * A 5xx answer to the recipient or to the message itself (RFC 5321 "permanent negative") will not
 * change on a retry: the outbox gives up at once. Every other failure (a 4xx, a refused login, an
 * unreachable server) may pass, so it is retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const smtp = error as { permanent?: boolean; responseCode?: number; command?: string } | null
  if (!smtp || typeof smtp !== 'object') return false
  const permanent = smtp.permanent ?? (smtp.responseCode !== undefined && smtp.responseCode >= 500)
  return permanent && (smtp.command === 'RCPT TO' || smtp.command === 'DATA')
}
