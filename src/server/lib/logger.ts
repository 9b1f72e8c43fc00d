import { Writable } from 'node:stream'
import pino from 'pino'
import pinoPretty from 'pino-pretty'
import type { LogEntry, LogLevel } from '../../shared/schemas/system-health.ts'
import { getEnv } from '../env.ts'

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

export interface LogBuffer {
  /** The latest entries of every level, oldest first. */
  entries(): LogEntry[]
  /** The latest error and fatal entries, oldest first. */
  errors(): LogEntry[]
  /** A stream pino writes its JSON lines to. */
  stream: Writable
  clear(): void
}

/** Two fixed-size rings fed by the logger's own output, so the system-health page shows what the server logged. */
export function createLogBuffer(size = LOG_BUFFER_SIZE, errorSize = ERROR_BUFFER_SIZE): LogBuffer {
  let all: LogEntry[] = []
  let errors: LogEntry[] = []
  let seq = 0

  const push = (ring: LogEntry[], entry: LogEntry, capacity: number) => {
    ring.push(entry)
    if (ring.length > capacity) ring.splice(0, ring.length - capacity)
  }

  const record = (line: string) => {
    let parsed: Record<string, unknown>
    try {
      parsed = JSON.parse(line) as Record<string, unknown>
    } catch {
      return
    }
    const levelNumber = typeof parsed.level === 'number' ? parsed.level : 30
    const context: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(parsed)) if (!ENVELOPE.has(key)) context[key] = value
    const entry: LogEntry = {
      seq: ++seq,
      time: new Date(typeof parsed.time === 'number' ? parsed.time : Date.now()).toISOString(),
      level: LEVEL_NAMES[levelNumber] ?? 'info',
      message: typeof parsed.msg === 'string' ? parsed.msg : '',
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : null,
      context,
    }
    push(all, entry, size)
    if (levelNumber >= ERROR_LEVEL) push(errors, entry, errorSize)
  }

  return {
    entries: () => [...all],
    errors: () => [...errors],
    stream: new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        for (const line of String(chunk).split('\n')) if (line) record(line)
        callback()
      },
    }),
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

const asPathKey = (field: string) => (/^\w+$/.test(field) ? `.${field}` : `["${field}"]`)
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = asPathKey(field)
  return [key.startsWith('.') ? field : key, `*${key}`, `*.*${key}`]
})
export const REDACTED = '[redacted]'

/** The password in a URL's user info (postgres://user:secret@host, smtp://user:secret@host). */
const URL_CREDENTIALS = /\b([a-z][a-z\d+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi

/** Masks connection-string passwords inside free text (error messages, stacks, log messages). */
export function maskUrlCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, `$1${REDACTED}@`)
}

/**
 * What keeps secrets out of every line: named fields censored, and connection strings masked in the
 * message and in logged errors (a driver's error may quote the URL it failed to reach).
 */
export const secretSafeLoggerOptions: pino.LoggerOptions = {
  redact: { paths: REDACTED_PATHS, censor: REDACTED },
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
