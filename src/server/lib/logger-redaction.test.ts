import pino from 'pino'
import { describe, expect, it } from 'vitest'
import {
  createLogBuffer,
  maskLinkTokens,
  maskUrlCredentials,
  REDACTED,
  secretSafeLoggerOptions,
} from './logger.ts'

// Issue 12: no secrets in logs. The server's logger is built from secretSafeLoggerOptions; this
// builds one the same way over a buffer and reads back what it wrote.

function capture() {
  const lines: string[] = []
  const logger = pino(
    { ...secretSafeLoggerOptions, level: 'info' },
    { write: (line: string) => lines.push(line) },
  )
  return { logger, text: () => lines.join('') }
}

describe('secret redaction', () => {
  it('censors auth headers, passwords, tokens, secrets and API keys at any of the first three levels', () => {
    const { logger, text } = capture()
    logger.info(
      {
        password: 'pw-top-level-1',
        req: {
          headers: {
            authorization: 'Bearer token-in-header-2',
            cookie: 'better-auth.session_token=cookie-3',
          },
        },
        res: { headers: { 'set-cookie': 'better-auth.session_token=set-cookie-4' } },
        body: { email: 'kari@example.com', newPassword: 'pw-new-5', currentPassword: 'pw-old-6' },
        token: 'token-7',
        llm: { apiKey: 'api-key-8', secret: 'secret-9' },
        env: { AUTH_SECRET: 'auth-secret-10', METRICS_TOKEN: 'metrics-11', S3_SECRET_ACCESS_KEY: 's3-12' },
      },
      'request',
    )
    const written = text()
    for (let secret = 1; secret <= 12; secret++) expect(written).not.toMatch(new RegExp(`-${secret}\\b`))
    expect(written).toContain(REDACTED)
    // What is not secret stays readable.
    expect(written).toContain('kari@example.com')
    expect(JSON.parse(written).req.headers.authorization).toBe(REDACTED)
  })

  it('censors inside arrays and never changes the logged object itself', () => {
    const { logger, text } = capture()
    const logged = { attempts: [{ token: 'token-in-array-1' }], headers: { cookie: 'cookie-2' } }
    logger.info(logged, 'request')
    expect(text()).not.toMatch(/token-in-array-1|cookie-2/)
    expect(logged).toEqual({ attempts: [{ token: 'token-in-array-1' }], headers: { cookie: 'cookie-2' } })
  })

  it('masks the password of connection strings in fields, messages and errors', () => {
    const { logger, text } = capture()
    logger.info({ env: { DATABASE_URL: 'postgres://app:db-pass-1@db:5432/app' } }, 'start')
    logger.warn('could not reach smtp://mailer:smtp-pass-2@mail.example.com:587')
    logger.error(
      { err: new Error('connect ECONNREFUSED postgres://app:db-pass-3@10.0.0.5:5432/app') },
      'database unreachable',
    )
    const written = text()
    expect(written).not.toMatch(/db-pass-1|smtp-pass-2|db-pass-3/)
    expect(written).toContain(`smtp://mailer:${REDACTED}@mail.example.com:587`)
    expect(written).toContain(`postgres://app:${REDACTED}@10.0.0.5:5432/app`)
  })

  it('masks the token of a link and keeps the rest readable (issue 32: no usable link in the log view)', () => {
    const link = 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fdashboard'
    expect(maskUrlCredentials(`E-mail link for kari@example.com: ${link}`)).toBe(
      `E-mail link for kari@example.com: http://localhost:3000/api/auth/magic-link/verify?token=${REDACTED}&callbackURL=%2Fdashboard`,
    )
    const invitation = `/api/invitations/${'a'.repeat(43)}/accept`
    expect(maskLinkTokens(invitation)).toBe(`/api/invitations/${REDACTED}/accept`)
    // Ids (uuids) and ordinary paths stay as they are.
    const path = '/api/dealers/0b6f6c1e-9c1a-4d4e-8f00-0a1b2c3d4e5f/equipment'
    expect(maskLinkTokens(path)).toBe(path)
  })

  it('the log view buffer (/system-health) receives the redacted lines', () => {
    const buffer = createLogBuffer()
    const logger = pino({ ...secretSafeLoggerOptions, level: 'info' }, buffer.stream)
    logger.info({ headers: { authorization: 'Bearer visible-in-ui' } }, 'request')
    const entries = buffer.entries()
    expect(JSON.stringify(entries)).not.toContain('visible-in-ui')
  })
})
