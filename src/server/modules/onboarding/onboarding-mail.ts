import type { Logger } from '#server/lib/logger'
import type { MailMessage } from '#server/mail/mail-message'
import type { Mailer } from '#server/mail/mailer'

/** Attempts per message, and the pause before each retry (ms). */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000]

const inFlight = new Set<Promise<void>>()

/**
 * Spec §8: onboarding e-mail failures are only logged. Issue 7: a failed send is retried and never
 * blocks the user. The mailer stores each message in the outbox (and delivers it when SMTP is
 * set); this sends after the request's work is committed, without making the request wait, and
 * tries again a few times when even the outbox write fails.
 */
export function sendInBackground(deps: { mailer: Mailer; logger: Logger }, messages: readonly MailMessage[]) {
  for (const message of messages) {
    const delivery = deliverWithRetry(deps, message).finally(() => inFlight.delete(delivery))
    inFlight.add(delivery)
  }
}

async function deliverWithRetry(deps: { mailer: Mailer; logger: Logger }, message: MailMessage) {
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.mailer.send(message)
      return
    } catch (error) {
      const retryIn = RETRY_DELAYS_MS[attempt]
      deps.logger.error(
        { err: error, kind: message.kind, to: message.to, attempt: attempt + 1 },
        retryIn === undefined ? 'Onboarding e-mail failed; giving up' : 'Onboarding e-mail failed; retrying',
      )
      if (retryIn === undefined) return
      await new Promise((resolve) => setTimeout(resolve, retryIn))
    }
  }
}

/** Waits for the e-mails sent so far (tests read the outbox after this). */
export async function onboardingMailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
}
