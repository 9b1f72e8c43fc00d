import type { MailMessage } from './mailer.ts'

// Plain, short e-mails: a sentence, the link, and why the reader got it.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function withLink(
  to: string,
  kind: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
): MailMessage {
  return {
    to,
    kind,
    subject,
    link,
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
