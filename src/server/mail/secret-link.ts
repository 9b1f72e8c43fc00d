import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { MailMessage } from './mail-message.ts'

/**
 * Issue 32: a mail's secret link (a sign-in, confirmation, invitation or unlock token) reaches its
 * recipient and nobody else. The outbox keeps the mail with the link replaced by this text, so the
 * outbox view (readable by user managers) never shows a usable token; a delivery still to be retried
 * keeps the link sealed with the server's secret until it is sent or given up.
 */
export const HIDDEN_LINK = '[link hidden: only the recipient can see it]'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The mail as the outbox keeps it: every occurrence of the secret link hidden, in text and HTML. */
export function withLinkHidden(message: MailMessage): Pick<MailMessage, 'text' | 'html'> {
  const link = message.secretLink
  if (!link) return { text: message.text, html: message.html }
  return {
    text: message.text.replaceAll(link, HIDDEN_LINK),
    html: message.html?.replaceAll(escapeHtml(link), HIDDEN_LINK).replaceAll(link, HIDDEN_LINK),
  }
}

/** The stored text and HTML with the link put back, for a retried delivery. */
export function withLinkRestored(
  stored: { text: string; html: string | null },
  link: string,
): { text: string; html: string | undefined } {
  return {
    text: stored.text.replaceAll(HIDDEN_LINK, link),
    html: stored.html?.replaceAll(HIDDEN_LINK, escapeHtml(link)) ?? undefined,
  }
}

/** AES-256-GCM keyed by the server's secret (its own derivation, so the key serves nothing else). */
export interface LinkSeal {
  seal(link: string): string
  open(sealed: string): string
}

export function createLinkSeal(serverSecret: string): LinkSeal {
  const key = createHash('sha256').update(`dealerpilot mail link seal\0${serverSecret}`).digest()
  return {
    seal(link) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    },
  }
}
