import type { AddressInfo } from 'node:net'
import { buffer } from 'node:stream/consumers'
import { SMTPServer } from 'smtp-server'

/** A message the sink accepted, its MIME parsed just enough for assertions. */
export interface ReceivedMail {
  mailFrom: string
  rcptTo: string[]
  /** Header names lower-case, values unfolded. */
  headers: Record<string, string>
  subject: string
  /** The text/plain part, transfer-decoded. */
  text: string
  raw: string
}

/** A refusal the sink answers with, e.g. `{ code: 451, message: 'Try again later' }`. */
export interface SinkRefusal {
  code: number
  message: string
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Delivery attempts seen (each RCPT TO), accepted or refused. */
  attempts: number
  /** Refuses the next `count` recipients with `refusal` (a temporary failure by default). */
  refuseNext(count: number, refusal?: SinkRefusal): void
  /** Refuses every recipient (until called with null). */
  refuseAll(refusal: SinkRefusal | null): void
  close(): Promise<void>
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The text/plain part of a single-part or (one level) multipart message. */
function textPartOf(headers: Record<string, string>, body: string): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) return decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n').trim()
  for (const part of body.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/)
    if (split < 0) continue
    const partHeaders = parseHeaders(part.slice(0, split))
    if ((partHeaders['content-type'] ?? '').startsWith('text/plain'))
      return textPartOf(partHeaders, part.slice(split).replace(/^\r?\n\r?\n/, ''))
  }
  return ''
}

export function parseMail(raw: string, envelope: { mailFrom: string; rcptTo: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(raw.slice(0, split))
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  return { ...envelope, headers, subject: headers.subject ?? '', text: textPartOf(headers, body), raw }
}

/**
 * A local SMTP server for tests (the smtp-server package) on a random loopback port: no TLS, no
 * login, keeps what it receives, and can answer recipients with a refusal to test retries.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let refuseCount = 0
  let refusal: SinkRefusal = { code: 451, message: 'Try again later' }
  let refuseEvery: SinkRefusal | null = null

  const sink: Omit<SmtpSink, 'url' | 'close'> = {
    received: [],
    attempts: 0,
    refuseNext(count, answer = { code: 451, message: 'Try again later' }) {
      refuseCount = count
      refusal = answer
    },
    refuseAll(answer) {
      refuseEvery = answer
    },
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      sink.attempts++
      let answer = refuseEvery
      if (!answer && refuseCount > 0) {
        refuseCount--
        answer = refusal
      }
      if (!answer) return callback()
      const error = Object.assign(new Error(answer.message), { responseCode: answer.code })
      callback(error)
    },
    onData(stream, session, callback) {
      buffer(stream).then(
        (raw) => {
          sink.received.push(
            parseMail(raw.toString('utf8'), {
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            }),
          )
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return Object.assign(sink as SmtpSink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
