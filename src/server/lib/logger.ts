import pino from 'pino'
import pinoPretty from 'pino-pretty'
import { getEnv } from '#server/env'
import type { LogEntry, LogLevel } from '#shared/schemas/system-health'

const env = getEnv()

/** Spec §9 log buffers: the latest 100 entries, and the latest 50 errors kept apart so a flood of requests cannot push them out. */
export const LOG_BUFFER_SIZE = 100
export const ERROR_BUFFER_SIZE = 50

const LEVEL_NAMES: Record<number, LogLevel> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
}
const ERROR_LEVEL = 50

/** Fields every pino line carries; the rest is the entry's context. */
const ENVELOPE = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'requestId'])

/** The fields of every request's line (app.ts), message 'request'. */
export interface RequestLine {
  requestId: string
  method: string
  path: string
  status: number
  ms: number
}

export interface LogBuffer {
  /** The latest entries of every level, oldest first. */
  entries(): LogEntry[]
  /** The latest error and fatal entries, oldest first. */
  errors(): LogEntry[]
  /** Where pino writes its JSON lines: a plain destination, no stream machinery for every request's line. */
  stream: pino.DestinationStream
  /** A request's INFO line kept as its fields, made into an entry only when the view reads it. */
  recordRequest(line: RequestLine): void
  clear(): void
}

/** What the rings hold: a line as pino wrote it, or a request line's fields and time. */
type RawLine = { seq: number; line: string } | { seq: number; request: RequestLine; time: number }

/** pino writes the level first: `{"level":50,...`. */
const LEADING_LEVEL = /^\{"level":(\d+)/

function levelOf(line: string): number {
  const match = LEADING_LEVEL.exec(line)
  if (match) return Number(match[1])
  try {
    const parsed = JSON.parse(line) as { level?: unknown }
    return typeof parsed.level === 'number' ? parsed.level : 30
  } catch {
    return 30
  }
}

/** A buffered line as the log view shows it; a line that is not JSON is left out. */
function parseLine(raw: RawLine): LogEntry[] {
  const { seq } = raw
  if ('request' in raw) {
    // The entry pino's line of the same fields gives: the request id apart, the rest as context.
    const { requestId, ...context } = raw.request
    return [
      { seq, time: new Date(raw.time).toISOString(), level: 'info', message: 'request', requestId, context },
    ]
  }
  const { line } = raw
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(line) as Record<string, unknown>
  } catch {
    return []
  }
  const levelNumber = typeof parsed.level === 'number' ? parsed.level : 30
  const context: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(parsed)) if (!ENVELOPE.has(key)) context[key] = value
  return [
    {
      seq,
      time: new Date(typeof parsed.time === 'number' ? parsed.time : Date.now()).toISOString(),
      level: LEVEL_NAMES[levelNumber] ?? 'info',
      message: typeof parsed.msg === 'string' ? parsed.msg : '',
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : null,
      context,
    },
  ]
}

/** Two fixed-size rings fed by the logger's own output, so the system-health page shows what the server logged. */
export function createLogBuffer(size = LOG_BUFFER_SIZE, errorSize = ERROR_BUFFER_SIZE): LogBuffer {
  let all: RawLine[] = []
  let errors: RawLine[] = []
  let seq = 0

  const push = (ring: RawLine[], entry: RawLine, capacity: number) => {
    ring.push(entry)
    if (ring.length > capacity) ring.splice(0, ring.length - capacity)
  }

  // Lines are kept as written and parsed only when the log view reads them: every request writes
  // one, the view is opened now and then (issue 12, bench/read-api.ts profile).
  const record = (line: string) => {
    const raw: RawLine = { seq: ++seq, line }
    push(all, raw, size)
    if (levelOf(line) >= ERROR_LEVEL) push(errors, raw, errorSize)
  }
  const recordRequest = (request: RequestLine) => {
    push(all, { seq: ++seq, request, time: Date.now() }, size)
  }

  return {
    entries: () => all.flatMap(parseLine),
    errors: () => errors.flatMap(parseLine),
    stream: {
      write(chunk: string) {
        for (const line of chunk.split('\n')) if (line) record(line)
      },
    },
    recordRequest,
    clear() {
      all = []
      errors = []
    },
  }
}

/** The server's log buffer (read by GET /api/health/logs). */
export const logBuffer = createLogBuffer()

/** Where lines go besides the buffer: pretty in development, JSON on stdout otherwise, nowhere in tests by default. */
function outputStream(): pino.DestinationStream | null {
  if (env.NODE_ENV === 'development')
    return pinoPretty({ colorize: true, translateTime: 'HH:MM:ss', sync: true })
  if (env.NODE_ENV === 'test' && !env.LOG_LEVEL) return null
  return pino.destination({ fd: 1, sync: false })
}

const output = outputStream()

type Level = NonNullable<typeof env.LOG_LEVEL>
const LEVEL_RANK: Record<Level, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: 100,
}
const moreVerbose = (a: Exclude<Level, 'silent'>, b: Exclude<Level, 'silent'>) =>
  LEVEL_RANK[a] <= LEVEL_RANK[b] ? a : b

/** What the server writes out: LOG_LEVEL, INFO by default (spec §9); tests are silent unless LOG_LEVEL says otherwise. */
const outputLevel: Level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info')
/**
 * The log view keeps INFO and above (spec §9) even when the output is quieter (the end-to-end
 * server writes only warnings), and more when LOG_LEVEL asks for debug or trace.
 */
const bufferLevel = outputLevel === 'silent' ? 'info' : moreVerbose(outputLevel, 'info')

/**
 * Field names whose values never reach a log line, at any of the first three levels of what is
 * logged (a header bag, a request body, the environment). Issue 12: no secrets in logs.
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
  'api_key',
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'LLM_API_KEY',
  'METRICS_TOKEN',
]

export const REDACTED = '[redacted]'
const SECRET_FIELD_SET = new Set(SECRET_FIELDS)

/**
 * The value with every secret field censored in its first three levels, copying only the objects on
 * the way to one (the caller's object is never changed; with nothing to censor it is returned as
 * is). A walk over the line's few keys: pino's path-based redaction with wildcards cost more than the
 * rest of a request's logging (issue 12 profile). Errors are left to their serializer below.
 */
function withoutSecrets<T>(value: T, levelsLeft = 3): T {
  if (levelsLeft === 0 || value === null || typeof value !== 'object' || value instanceof Error) return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, index) => {
      const clean = withoutSecrets(item, levelsLeft - 1)
      if (clean !== item) {
        copy ??= [...value]
        copy[index] = clean
      }
    })
    return (copy ?? value) as T
  }
  let copy: Record<string, unknown> | undefined
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key]
    const clean =
      SECRET_FIELD_SET.has(key) && item !== undefined ? REDACTED : withoutSecrets(item, levelsLeft - 1)
    if (clean !== item) {
      copy ??= { ...(value as Record<string, unknown>) }
      copy[key] = clean
    }
  }
  return (copy ?? value) as T
}

/** The password in a URL's user info (postgres://user:secret@host, smtp://user:secret@host). */
const URL_CREDENTIALS = /\b([a-z][a-z\d+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi

/** Masks connection-string passwords inside free text (error messages, stacks, log messages). */
export function maskUrlCredentials(text: string): string {
  // Most text has no URL at all (every request's line is 'request'): no regular expression then.
  return text.includes('://') ? maskLinkTokens(text.replace(URL_CREDENTIALS, `$1${REDACTED}@`)) : text
}

/** A token in a link's query (magic link, e-mail confirmation, unlock). */
const QUERY_TOKEN = /([?&](?:token|code|otp|secret)=)[^&#\s"']+/gi
/** A path segment long enough to be a token (invitation links; a uuid has 36 characters). */
const PATH_TOKEN = /\/[A-Za-z0-9_-]{40,}(?=[/?#\s"']|$)/g

/**
 * Issue 32: the log view must never hand anyone a usable link, so token-bearing parts of links and
 * paths are masked in every message and request path it keeps.
 */
export function maskLinkTokens(text: string): string {
  return text.replace(QUERY_TOKEN, `$1${REDACTED}`).replace(PATH_TOKEN, `/${REDACTED}`)
}

/**
 * What keeps secrets out of every line: named fields censored, and connection strings masked in the
 * message and in logged errors (a driver's error may quote the URL it failed to reach).
 */
export const secretSafeLoggerOptions: pino.LoggerOptions = {
  // The root logger's bindings go through `bindings`; a child's bindings are written once, unformatted
  // (pino), so children bind only ids (requestId, component, instanceId), never data.
  formatters: {
    log: (object) => withoutSecrets(object),
    bindings: (bindings) => withoutSecrets(bindings),
  },
  serializers: {
    err: (error: Error) => {
      const serialized = pino.stdSerializers.err(error)
      if (typeof serialized.message === 'string') serialized.message = maskUrlCredentials(serialized.message)
      if (typeof serialized.stack === 'string') serialized.stack = maskUrlCredentials(serialized.stack)
      return serialized
    },
  },
  hooks: {
    logMethod(args, method) {
      if (!args.some((arg) => typeof arg === 'string' && arg.includes('://'))) return method.apply(this, args)
      const masked = args.map((arg) => (typeof arg === 'string' ? maskUrlCredentials(arg) : arg))
      return method.apply(this, masked as Parameters<typeof method>)
    },
  },
}

/**
 * JSON logs in production, pretty ones in development. Every line at or above the buffer's level
 * is also kept in the in-memory log buffer; LOG_LEVEL=silent turns both off.
 */
export const logger = pino(
  {
    ...secretSafeLoggerOptions,
    level: outputLevel === 'silent' ? 'silent' : bufferLevel,
  },
  pino.multistream([
    ...(output && outputLevel !== 'silent' ? [{ level: outputLevel, stream: output }] : []),
    { level: bufferLevel, stream: logBuffer.stream },
  ]),
)

export type Logger = typeof logger

/** Whether the output takes INFO lines (LOG_LEVEL info, debug or trace). */
const outputTakesInfo =
  output !== null && outputLevel !== 'silent' && LEVEL_RANK[outputLevel] <= LEVEL_RANK.info

/**
 * Every request's line (spec §9). Through pino when the output takes INFO lines; otherwise only the
 * log view keeps it, so it goes into the view's ring as its fields: serializing it through pino was
 * the largest part left of a read's logging (issue 12 read API profile, with LOG_LEVEL=warn). The
 * path has no query; a token in it (an invitation's link) is masked.
 */
export function logRequest(line: RequestLine): void {
  if (!logger.isLevelEnabled('info')) return
  line.path = maskLinkTokens(line.path)
  if (outputTakesInfo) logger.info(line, 'request')
  else logBuffer.recordRequest(line)
}
