/** One mail as the app writes it, before the outbox keeps it and a transport sends it. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** What the mail is for (magic_link, invitation, email_verification, ...); kept in the outbox. */
  kind: string
  /** The link the mail carries, printed to the console in development so nobody needs an inbox. */
  link?: string
  /**
   * A link that acts for the recipient (sign-in, confirmation, invitation, unlock): hidden in what the
   * outbox keeps and shows, sealed until delivered (secret-link.ts); printed like `link` in development.
   */
  secretLink?: string
}
