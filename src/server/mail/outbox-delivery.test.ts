import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '#server/db/client'
import { mailOutbox } from '#server/db/schema/identity'
import { logger } from '#server/lib/logger'
import { createJobRegistry } from '#server/modules/health/job-registry'
import { type SmtpSink, startSmtpSink } from '#tests/helpers/smtp-sink'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { adminQuery, databaseUrlFor, testServerUrl, uniqueDatabaseName } from '#tests/setup/test-database'
import { createMailer } from './mailer.ts'
import {
  DELIVERY_LEASE_MS,
  deliverDueMessages,
  MAX_DELIVERY_ATTEMPTS,
  type OutboxDeliveryDeps,
  RETRY_DELAYS_MS,
} from './outbox-delivery.ts'
import { OUTBOX_RETRY_JOB_NAME, startOutboxRetryJob } from './outbox-retry-job.ts'
import { createLinkSeal, HIDDEN_LINK } from './secret-link.ts'
import { createSmtpTransport } from './smtp-transport.ts'
import { magicLinkMail } from './templates.ts'

const FROM = 'DealerPilot <no-reply@dealerpilot.local>'
const linkSeal = createLinkSeal('test-secret-that-is-at-least-32-characters-long')
const T0 = new Date('2026-03-02T08:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

let t: TestApp
let sink: SmtpSink
let deps: OutboxDeliveryDeps

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  sink = await startSmtpSink()
  deps = { db: t.db, logger, transport: createSmtpTransport(sink.url), from: FROM, linkSeal }
  // Each test starts from an empty outbox, so a round only sees that test's messages.
  await t.db.delete(mailOutbox)
})
afterEach(async () => {
  await sink.close()
})

/** A mailer as the server builds it (SMTP_URL = the sink), on a clock the test sets. */
function mailerAt(clock: { now: Date }) {
  return createMailer({
    db: t.db,
    logger,
    from: FROM,
    smtpUrl: sink.url,
    printLinks: false,
    linkSeal,
    now: () => clock.now,
  })
}

async function rowTo(to: string) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))
  return row
}

describe('mail delivery through SMTP (a local smtp-server sink)', () => {
  it('delivers a stored mail at once, with its sender, recipient, subject and body', async () => {
    await mailerAt({ now: T0 }).send({
      to: 'anna@dealer.example',
      subject: 'Your DealerPilot sign-in link',
      text: 'Use the link below to sign in.\n\nSign in: http://localhost:3000/x?token=abc',
      html: '<p>Use the link below to sign in.</p>',
      kind: 'magic_link',
    })

    expect(sink.received).toHaveLength(1)
    const [mail] = sink.received
    expect(mail).toMatchObject({
      mailFrom: 'no-reply@dealerpilot.local',
      rcptTo: ['anna@dealer.example'],
      subject: 'Your DealerPilot sign-in link',
      text: 'Use the link below to sign in.\n\nSign in: http://localhost:3000/x?token=abc',
    })
    expect(mail.headers.from).toBe('DealerPilot <no-reply@dealerpilot.local>')
    expect(mail.headers.to).toBe('anna@dealer.example')
    expect(await rowTo('anna@dealer.example')).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
    })
  })

  it('retries a temporarily refused mail with backoff until it is delivered', async () => {
    sink.refuseNext(2, { code: 451, message: 'Mailbox busy, try again later' })
    await mailerAt({ now: T0 }).send({
      to: 'bo@dealer.example',
      subject: 'Hello',
      text: 'Hi Bo',
      kind: 'test',
    })

    expect(await rowTo('bo@dealer.example')).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(RETRY_DELAYS_MS[0]),
    })
    expect((await rowTo('bo@dealer.example')).lastError).toMatch(/451 Mailbox busy/)

    // Not due yet: the job leaves it alone.
    expect(await deliverDueMessages(deps, at(30_000))).toEqual({ sent: 0, retry: 0, failed: 0 })
    expect(sink.attempts).toBe(1)

    expect(await deliverDueMessages(deps, at(RETRY_DELAYS_MS[0]))).toEqual({ sent: 0, retry: 1, failed: 0 })
    expect(await rowTo('bo@dealer.example')).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: at(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]),
    })

    expect(await deliverDueMessages(deps, at(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]))).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
    })
    const row = await rowTo('bo@dealer.example')
    expect(row).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null })
    // The last failure stays on the row: the outbox shows the mail needed retries.
    expect(row.lastError).toMatch(/451/)
    expect(row.sentAt).toBeInstanceOf(Date)
    expect(sink.attempts).toBe(3)
    expect(sink.received.map((mail) => mail.text)).toEqual(['Hi Bo'])
  })

  it('keeps a secret link hidden in the outbox and sealed only until a retry delivers it (issue 32)', async () => {
    sink.refuseNext(1, { code: 451, message: 'Mailbox busy, try again later' })
    const link = 'http://localhost:3000/api/auth/magic-link/verify?token=tok-secret-123&callbackURL=%2F'
    await mailerAt({ now: T0 }).send(magicLinkMail('cy@dealer.example', link))

    const waiting = await rowTo('cy@dealer.example')
    expect(waiting.status).toBe('pending')
    for (const body of [waiting.textBody, waiting.htmlBody]) {
      expect(body).toContain(HIDDEN_LINK)
      expect(body).not.toContain('tok-secret-123')
    }
    expect(waiting.sealedLink).toBeTruthy()
    expect(waiting.sealedLink).not.toContain('tok-secret-123')

    expect(await deliverDueMessages(deps, at(RETRY_DELAYS_MS[0]))).toEqual({ sent: 1, retry: 0, failed: 0 })
    // The recipient got the real link; the row keeps no usable copy of it any more.
    expect(sink.received.map((mail) => mail.text.includes(link))).toEqual([true])
    const sent = await rowTo('cy@dealer.example')
    expect(sent).toMatchObject({ status: 'sent', sealedLink: null })
    expect(sent.textBody).not.toContain('tok-secret-123')
  })

  it('marks a mail failed for good once the attempts run out', async () => {
    sink.refuseAll({ code: 421, message: 'Service not available' })
    await mailerAt({ now: T0 }).send({
      to: 'cy@dealer.example',
      subject: 'Hello',
      text: 'Hi Cy',
      kind: 'test',
    })

    let clock = T0
    for (const delay of RETRY_DELAYS_MS) {
      clock = new Date(clock.getTime() + delay)
      await deliverDueMessages(deps, clock)
    }
    const row = await rowTo('cy@dealer.example')
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: null })
    expect(row.lastError).toMatch(/421/)
    expect(sink.attempts).toBe(MAX_DELIVERY_ATTEMPTS)

    // Nothing is tried again, however late it gets, even once the server answers.
    sink.refuseAll(null)
    expect(await deliverDueMessages(deps, at(30 * 24 * 3_600_000))).toEqual({ sent: 0, retry: 0, failed: 0 })
    expect(sink.attempts).toBe(MAX_DELIVERY_ATTEMPTS)
  })

  it('gives up at once when the server refuses the recipient for good (5xx)', async () => {
    sink.refuseNext(1, { code: 550, message: 'No such user' })
    await mailerAt({ now: T0 }).send({
      to: 'gone@dealer.example',
      subject: 'Hello',
      text: 'Hi',
      kind: 'test',
    })

    const row = await rowTo('gone@dealer.example')
    expect(row).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null })
    expect(row.lastError).toMatch(/550 No such user/)
    expect(await deliverDueMessages(deps, at(DELIVERY_LEASE_MS))).toEqual({ sent: 0, retry: 0, failed: 0 })
  })

  it('retries while the SMTP server is unreachable', async () => {
    const closed = await startSmtpSink()
    await closed.close()
    const mailer = createMailer({
      db: t.db,
      logger,
      from: FROM,
      smtpUrl: closed.url,
      printLinks: false,
      linkSeal,
      now: () => T0,
    })
    await mailer.send({ to: 'dan@dealer.example', subject: 'Hello', text: 'Hi Dan', kind: 'test' })
    const row = await rowTo('dan@dealer.example')
    expect(row).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(RETRY_DELAYS_MS[0]) })
    expect(row.lastError).toMatch(/ECONNREFUSED/)

    // The server is back (the sink of this test): the retry delivers it.
    expect(await deliverDueMessages(deps, at(RETRY_DELAYS_MS[0]))).toEqual({ sent: 1, retry: 0, failed: 0 })
    expect(sink.received.map((mail) => mail.rcptTo)).toEqual([['dan@dealer.example']])
  })

  it('leaves a mail the mailer is still sending to it, and takes over one whose sender stopped', async () => {
    // Stored as the mailer stores it, then the process stops before the attempt ends.
    await t.db.insert(mailOutbox).values({
      toAddress: 'eve@dealer.example',
      subject: 'Hello',
      textBody: 'Hi Eve',
      kind: 'test',
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(DELIVERY_LEASE_MS),
    })
    expect(await deliverDueMessages(deps, at(DELIVERY_LEASE_MS - 1000))).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    })
    expect(sink.attempts).toBe(0)

    expect(await deliverDueMessages(deps, at(DELIVERY_LEASE_MS))).toEqual({ sent: 1, retry: 0, failed: 0 })
    expect(await rowTo('eve@dealer.example')).toMatchObject({ status: 'sent', attempts: 2 })
    expect(sink.received).toHaveLength(1)
  })

  it('keeps mail in the outbox only (logged) without SMTP_URL, and the job has nothing to do', async () => {
    const mailer = createMailer({ db: t.db, logger, from: FROM, printLinks: false })
    await mailer.send({ to: 'fay@dealer.example', subject: 'Hello', text: 'Hi Fay', kind: 'test' })
    expect(await rowTo('fay@dealer.example')).toMatchObject({
      status: 'logged',
      attempts: 0,
      nextAttemptAt: null,
    })
    expect(await deliverDueMessages(deps, at(24 * 3_600_000))).toEqual({ sent: 0, retry: 0, failed: 0 })
  })

  it('runs as a repeating job that reports each round to the job registry', async () => {
    const registry = createJobRegistry()
    await t.db.insert(mailOutbox).values({
      toAddress: 'gus@dealer.example',
      subject: 'Hello',
      textBody: 'Hi Gus',
      kind: 'test',
      status: 'pending',
      nextAttemptAt: new Date(Date.now() - 1000),
    })
    const job = startOutboxRetryJob(deps, 1000, registry)
    try {
      expect(registry.list()).toMatchObject([
        { name: OUTBOX_RETRY_JOB_NAME, intervalMs: 1000, lastRunAt: null },
      ])
      await expect.poll(() => registry.list()[0]?.lastRunAt, { timeout: 5000 }).toBeInstanceOf(Date)
      expect(registry.list()[0].lastError).toBeNull()
      expect(sink.received.map((mail) => mail.rcptTo)).toEqual([['gus@dealer.example']])
    } finally {
      await job.stop()
    }
    expect(registry.list()).toEqual([])
    expect(startOutboxRetryJob(deps, 0, registry)).toBeDefined()
    expect(registry.list()).toEqual([])
  })
})

describe.runIf(testServerUrl())('two retry jobs on PostgreSQL', () => {
  it('deliver each due mail exactly once when they race over the same rows', async () => {
    const serverUrl = testServerUrl()!
    const name = uniqueDatabaseName('dealerpilot_test')
    await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplate')}`)
    // Two instances: each its own pool, as two app processes would have.
    const instances = [
      await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolMax: 4 }),
      await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolMax: 4 }),
    ]
    try {
      const count = 40
      await instances[0].db.insert(mailOutbox).values(
        Array.from({ length: count }, (_, index) => ({
          toAddress: `racer${index}@dealer.example`,
          subject: `Mail ${index}`,
          textBody: `Body ${index}`,
          kind: 'test',
          status: 'pending' as const,
          nextAttemptAt: T0,
        })),
      )
      const rounds = await Promise.all(
        instances.map((instance) =>
          deliverDueMessages(
            { ...deps, db: instance.db, transport: createSmtpTransport(sink.url) },
            at(1000),
          ),
        ),
      )

      expect(rounds[0].sent + rounds[1].sent).toBe(count)
      const subjects = sink.received.map((mail) => mail.subject).sort()
      expect(subjects).toHaveLength(count)
      expect(new Set(subjects).size).toBe(count)
      const rows = await instances[0].db.select().from(mailOutbox)
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    } finally {
      for (const instance of instances) await instance.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    }
  })
})
