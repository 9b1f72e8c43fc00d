import type { MailMessage } from './mail-message.ts'

// Spec §7 send-onboarding-emails: the step-submission mail to the reviewers, the completion mail
// to the dealer, and (issue 7) the review result to the person who submitted.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

interface Paragraphs {
  to: string
  kind: string
  subject: string
  lines: string[]
  /** Quoted text (a submission, feedback), shown as its own block. */
  quote?: string
  links: { label: string; url: string }[]
}

function compose({ to, kind, subject, lines, quote, links }: Paragraphs): MailMessage {
  const quoted = quote ? `\n\n> ${quote.split('\n').join('\n> ')}` : ''
  const linkText = links.map((link) => `${link.label}: ${link.url}`).join('\n')
  return {
    to,
    kind,
    subject,
    link: links[0]?.url,
    text: `${lines.join('\n\n')}${quoted}\n\n${linkText}\n\nDealerPilot`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      (quote ? `<blockquote>${escapeHtml(quote).replace(/\n/g, '<br>')}</blockquote>` : '') +
      links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join('') +
      '<p>DealerPilot</p>',
  }
}

export function stepSubmittedMail(
  to: string,
  data: {
    adminName: string
    dealerName: string
    stepTitle: string
    programName: string
    submissionText: string
    reviewLink: string
  },
): MailMessage {
  return compose({
    to,
    kind: 'onboarding_step_submitted',
    subject: `${data.dealerName} submitted "${data.stepTitle}" for review`,
    lines: [
      `Hello ${data.adminName},`,
      `${data.dealerName} submitted the step "${data.stepTitle}" of the onboarding program "${data.programName}". It is waiting for your review.`,
    ],
    quote: data.submissionText,
    links: [{ label: 'Review the submission', url: data.reviewLink }],
  })
}

export function onboardingCompletedMail(
  to: string,
  data: {
    dealerName: string
    programName: string
    completionDate: string
    certificateLink: string
    dashboardLink: string
  },
): MailMessage {
  return compose({
    to,
    kind: 'onboarding_completed',
    subject: `Onboarding completed: ${data.programName}`,
    lines: [
      `Congratulations, ${data.dealerName}!`,
      `You completed the onboarding program "${data.programName}" on ${data.completionDate}. Your certificate is ready.`,
    ],
    links: [
      { label: 'View your certificate', url: data.certificateLink },
      { label: 'Go to your dashboard', url: data.dashboardLink },
    ],
  })
}

export function stepReviewedMail(
  to: string,
  data: {
    approved: boolean
    name: string
    stepTitle: string
    programName: string
    feedback: string | null
    link: string
  },
): MailMessage {
  return compose({
    to,
    kind: data.approved ? 'onboarding_step_approved' : 'onboarding_step_rejected',
    subject: data.approved ? `Approved: "${data.stepTitle}"` : `Changes needed: "${data.stepTitle}"`,
    lines: [
      `Hello ${data.name},`,
      data.approved
        ? `Your submission for the step "${data.stepTitle}" of "${data.programName}" was approved.`
        : `Your submission for the step "${data.stepTitle}" of "${data.programName}" was not approved. Please read the feedback, make the changes and submit the step again.`,
    ],
    quote: data.feedback ?? undefined,
    links: [{ label: 'Open your onboarding', url: data.link }],
  })
}
