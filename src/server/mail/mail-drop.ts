import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { MailMessage } from './mail-message.ts'

/**
 * MAIL_DROP_DIR (never in production): every e-mail is also written there whole, links included, one
 * JSON file per message, for the developer at the keyboard and for the tests, which cannot read a
 * link from the outbox since it keeps links hidden (issue 32).
 */
export interface DroppedMail {
  to: string
  kind: string
  subject: string
  text: string
  html?: string
  /** The secret link, or else the mail's ordinary link. */
  link?: string
  createdAt: string
}

let sequence = 0

export function dropMail(directory: string, message: MailMessage, now: Date): void {
  mkdirSync(directory, { recursive: true })
  const dropped: DroppedMail = {
    to: message.to,
    kind: message.kind,
    subject: message.subject,
    text: message.text,
    html: message.html,
    link: message.secretLink ?? message.link,
    createdAt: now.toISOString(),
  }
  // Time first and a per-process sequence: the names sort oldest first.
  const name = `${now.getTime()}-${String(sequence++).padStart(6, '0')}-${process.pid}-${message.kind}.json`
  writeFileSync(path.join(directory, name), JSON.stringify(dropped, null, 2), { mode: 0o600 })
}

/** The dropped mail to an address, newest first (optionally of one kind). */
export function readDroppedMail(directory: string, to: string, kind?: string): DroppedMail[] {
  let names: string[]
  try {
    names = readdirSync(directory)
  } catch {
    return []
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as DroppedMail)
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && (!kind || mail.kind === kind))
}
