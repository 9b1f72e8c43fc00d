import pino from 'pino'
import { getEnv } from '../env.ts'

const env = getEnv()

/** JSON logs in production, pretty ones in development; silent in tests unless LOG_LEVEL says otherwise. */
export const logger = pino({
  level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: { paths: ['req.headers.cookie', 'password', '*.password', 'token', '*.token'], remove: true },
  ...(env.NODE_ENV === 'development'
    ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } } }
    : {}),
})

export type Logger = typeof logger
