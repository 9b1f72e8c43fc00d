// The close codes the server ends a realtime socket with (issue 32), without zod: the web client
// reads them to tell the user why live updates stopped, and does not reconnect on any of them.
// Private-use range 4000-4999 (RFC 6455 §7.4.2); each mirrors the HTTP status of the same meaning.

export const REALTIME_CLOSE_CODES = {
  /** The socket's session ended: sign-out, revocation, deactivation or expiry. */
  sessionEnded: 4001,
  /** The user already has the most sockets an instance keeps open per user (socket-sessions.ts SOCKETS_PER_USER). */
  tooManySockets: 4008,
  /** The user sent subscribe messages faster than the allowance (socket-sessions.ts SUBSCRIBE_RATE). */
  subscribeRateLimited: 4029,
} as const

export type RealtimeCloseReason = keyof typeof REALTIME_CLOSE_CODES

/** The reason a close code stands for, when it is one of ours. */
export function realtimeCloseReasonOf(code: number): RealtimeCloseReason | undefined {
  for (const [reason, value] of Object.entries(REALTIME_CLOSE_CODES))
    if (value === code) return reason as RealtimeCloseReason
  return undefined
}
