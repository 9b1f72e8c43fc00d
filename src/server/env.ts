import { z } from 'zod'
import { SIGNUP_MODES } from '#shared/schemas/settings'

/**
 * The only reader of process.env. Every variable is documented in the README; a bad value stops
 * the process at start with a readable list of what is wrong.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/** The demo accounts' password the README publishes; what DEMO_PASSWORD is when unset. */
export const DOCUMENTED_DEMO_PASSWORD = 'DealerPilot-demo-2026'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve; the end-to-end runner points each parallel run at its own build. */
  WEB_ROOT: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  DEMO_PASSWORD: z.string().min(6).default(DOCUMENTED_DEMO_PASSWORD),
  SEED_DEMO_DATA: booleanish.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('DealerPilot <no-reply@dealerpilot.local>'),
  // Issue 12: how often the outbox retries failed (or interrupted) SMTP deliveries; 0: never. Needs SMTP_URL.
  OUTBOX_RETRY_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 86_400_000), '0 (off) or 1000 to 86400000 ms')
    .default(60_000),
  // Issue 12: how long a signed-in session's caller (user, roles, dealers) may be served from memory
  // without a database read; changes drop it at once on every instance (decision 019). 0: off.
  SESSION_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms >= 0 && ms <= 3_600_000, '0 (off) to 3600000 ms')
    .default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RATE_LIMIT_ENABLED: booleanish.optional(),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // Issue 32: the defaults of the settings an administrator can change on /settings (app_settings).
  // Spec §1 access is by invitation: `open` lets anyone sign up and confirm their address, roleless.
  SIGNUP_MODE: z.enum(SIGNUP_MODES).default('invite'),
  // Staff (every role but dealer_user, dealer_manager and standard_user) must set up two-factor
  // sign-in before using the portal (auth/two-factor-policy.ts).
  REQUIRE_TWO_FACTOR_FOR_STAFF: booleanish.default(false),
  // Issue 12: proxies (load balancers) in front of the app whose X-Forwarded-For entries are trusted
  // for the client address of per-IP rate limits; 0 ignores the header.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // Optional OpenAI-compatible chat model that words answers from the retrieved entries.
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // Uploaded files (onboarding documents): a directory on local disk, DATA_DIR/files by default.
  STORAGE_DIR: z.string().optional(),
  // Issue 10: an S3-compatible bucket instead of local disk when S3_BUCKET is set (AWS S3, MinIO, R2...).
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  S3_PREFIX: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  // Spec §7 send-onboarding-emails: the fixed administrator address, made configurable.
  ONBOARDING_REVIEW_EMAIL: z.string().email().optional(),
  // How often waiting periods (onboarding time_delay steps) are settled in the background; 0: never.
  ONBOARDING_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 86_400_000), '0 (off) or 1000 to 86400000 ms')
    .default(60_000),
  // Issue 11: how often the /analytics daily rollups are refreshed (today is always read live); 0: never.
  ANALYTICS_ROLLUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 86_400_000), '0 (off) or 1000 to 86400000 ms')
    .default(900_000),
  // Spec §9: health checks every 5 minutes (the system-health page); 0: never (the page's button still runs them).
  HEALTH_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 86_400_000), '0 (off) or 1000 to 86400000 ms')
    .default(300_000),
  // Issue 12: bearer token for GET /api/metrics; unset, only this host (loopback) and admins may read it.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Issue 32: outside production, every e-mail is also written whole (links included) into this
  // directory as JSON, since the outbox keeps links hidden; the end-to-end tests read links there.
  MAIL_DROP_DIR: z.string().optional(),
  // Issue 32: in production /api/metrics needs METRICS_TOKEN (or an admin); true opens it to anyone.
  METRICS_PUBLIC: booleanish.optional(),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(cleaned)
  const problems = result.success
    ? productionProblems(result.data)
    : result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  return result.data as Env
}

/** Settings that are fine on a developer's machine and a hole in production. */
function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return []
  return env.MAIL_DROP_DIR
    ? ['  - MAIL_DROP_DIR: not allowed in production (it writes sign-in links to disk)']
    : []
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
