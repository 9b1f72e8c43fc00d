import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.ts'

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      INVITATION_TTL_DAYS: 7,
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })

  it('fails fast with a readable list of every problem', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' })).toThrowError(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: .*\n {2}- AUTH_SECRET: AUTH_SECRET must be at least 32 characters/,
    )
  })

  it('refuses a mail drop in production: it would write sign-in links to disk (issue 32)', () => {
    expect(parseEnv({ MAIL_DROP_DIR: '/tmp/mail' }).MAIL_DROP_DIR).toBe('/tmp/mail')
    expect(() => parseEnv({ NODE_ENV: 'production', MAIL_DROP_DIR: '/tmp/mail' })).toThrowError(
      /MAIL_DROP_DIR: not allowed in production/,
    )
  })

  it('reads booleans written the usual ways', () => {
    expect(parseEnv({ RATE_LIMIT_ENABLED: 'false' }).RATE_LIMIT_ENABLED).toBe(false)
    expect(parseEnv({ SEED_DEMO_DATA: '1' }).SEED_DEMO_DATA).toBe(true)
    expect(() => parseEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/)
  })

  it('configures the optional assistant model', () => {
    const env = parseEnv({})
    expect(env.LLM_BASE_URL).toBeUndefined()
    expect(env).toMatchObject({ LLM_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 8000 })
    expect(parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_TIMEOUT_MS: '2500' })).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      LLM_TIMEOUT_MS: 2500,
    })
    expect(() => parseEnv({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/)
    expect(() => parseEnv({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/)
  })

  it('trusts 0 to 5 proxy hops for the client address, none by default', () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0)
    expect(parseEnv({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2)
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '6' })).toThrow(/TRUST_PROXY_HOPS/)
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/)
    expect(() => parseEnv({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/)
  })

  it('retries outbox deliveries every minute by default, 0 turning it off', () => {
    expect(parseEnv({}).OUTBOX_RETRY_INTERVAL_MS).toBe(60_000)
    expect(parseEnv({ OUTBOX_RETRY_INTERVAL_MS: '0' }).OUTBOX_RETRY_INTERVAL_MS).toBe(0)
    expect(parseEnv({ OUTBOX_RETRY_INTERVAL_MS: '15000' }).OUTBOX_RETRY_INTERVAL_MS).toBe(15_000)
    for (const bad of ['500', '-1', '86400001', 'soon', '1.5'])
      expect(() => parseEnv({ OUTBOX_RETRY_INTERVAL_MS: bad })).toThrow(/OUTBOX_RETRY_INTERVAL_MS/)
  })

  it('takes an optional metrics token of at least 16 characters', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: 'a-long-enough-scrape-token' }).METRICS_TOKEN).toBe(
      'a-long-enough-scrape-token',
    )
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/)
  })
})
