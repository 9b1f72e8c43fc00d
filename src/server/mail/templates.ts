import type { MailMessage } from './mail-message.ts'
import { escapeHtml } from './secret-link.ts'

// Plain, short e-mails: a sentence, the link, and why the reader got it. A link that acts for the
// recipient (signs in, confirms, accepts) is the mail's secret link: the outbox keeps it hidden.

function withLink(
  to: string,
  kind: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  /** Whether the link acts for the recipient (signs in, confirms, accepts, unlocks): then it is secret. */
  acts = true,
): MailMessage {
  return {
    to,
    kind,
    subject,
    ...(acts ? { secretLink: link } : { link }),
    text: `${intro}\n\n${action}: ${link}\n\nIf you did not expect this e-mail, you can ignore it.\n\nDealerPilot`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      '<p>If you did not expect this e-mail, you can ignore it.</p><p>DealerPilot</p>',
  }
}

export function magicLinkMail(to: string, link: string): MailMessage {
  return withLink(
    to,
    'magic_link',
    'Your DealerPilot sign-in link',
    'Use the link below to sign in to DealerPilot. It works once and expires in 10 minutes.',
    'Sign in',
    link,
  )
}

export function emailVerificationMail(to: string, link: string): MailMessage {
  return withLink(
    to,
    'email_verification',
    'Confirm your DealerPilot e-mail address',
    'Welcome to DealerPilot. Please confirm your e-mail address.',
    'Confirm e-mail address',
    link,
  )
}

/** Issue 32: a sign-up for an address that has an account tells that address, and only it. */
export function signUpAttemptMail(to: string, signInLink: string): MailMessage {
  return withLink(
    to,
    'sign_up_attempt',
    'Someone tried to sign up to DealerPilot with your e-mail address',
    'Someone tried to create a DealerPilot account with this e-mail address, which already has one. ' +
      'No new account was made. If it was you, sign in instead; a sign-in link by e-mail works if you ' +
      'have forgotten your password.',
    'Sign in',
    signInLink,
    false,
  )
}

export function invitationMail(
  to: string,
  link: string,
  invite: { fullName: string; roleLabel: string; dealerName?: string | null; expiresAt: Date },
): MailMessage {
  const where = invite.dealerName ? ` for ${invite.dealerName}` : ''
  return withLink(
    to,
    'invitation',
    'You are invited to DealerPilot',
    `Hello ${invite.fullName}, you have been invited to DealerPilot as ${invite.roleLabel}${where}. ` +
      `The invitation expires on ${invite.expiresAt.toISOString().slice(0, 10)}.`,
    'Accept the invitation',
    link,
  )
}

export function accountUnlockMail(to: string, link: string): MailMessage {
  return withLink(
    to,
    'account_unlock',
    'Your DealerPilot account was locked',
    'Someone tried many wrong passwords for your DealerPilot account, so sign-in with a password is ' +
      'paused for new devices and networks (where you usually sign in, it still works). If it was you, ' +
      'use the link below to lift the lock; it works once within 24 hours. If it was not, consider ' +
      'changing your password.',
    'Unlock my account',
    link,
  )
}
