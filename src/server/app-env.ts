import type { ContentLanguage } from '#shared/constants/content-languages'
import type { AssistantEngine } from './assistant/engine.ts'
import type { Actor } from './auth/actor.ts'
import type { Auth } from './auth/auth.ts'
import type { TwoFactorPolicy } from './auth/two-factor-policy.ts'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import type { Logger } from './lib/logger.ts'
import type { Mailer } from './mail/mailer.ts'
import type { RealtimeHub } from './realtime/hub.ts'
import type { FileStorage } from './storage/file-storage.ts'

/** What every service function receives: the database, the caller and the shared parts. */
export interface ServiceContext {
  db: Database
  env: Env
  logger: Logger
  mailer: Mailer
  realtime: RealtimeHub
  /** The answer engine (issue 4); the knowledge routes tell it when entries change. */
  assistant: AssistantEngine
  /** Uploaded files (local disk by default; see src/server/storage). */
  storage: FileStorage
  actor: Actor | null
  /** Issue 32: who must sign in with a second factor (REQUIRE_TWO_FACTOR_FOR_STAFF for now). */
  twoFactorPolicy: TwoFactorPolicy
  requestId: string
  /**
   * The language the caller reads content in (Accept-Language, issue 35 item 5); null when none is
   * known, and the originals are shown.
   */
  readerLanguage: ContentLanguage | null
  /**
   * Call after committing a change to a user's roles, dealer links, account or sessions: this
   * instance stops serving that user's cached sessions at once (other instances hear it from the
   * database a moment later; docs/decisions/019-session-cache.md).
   */
  authChanged(userId: string): void
}

/** A context whose actor is known (after requireSession). */
export type AuthedContext = ServiceContext & { actor: Actor }

export interface AppEnv {
  Variables: {
    requestId: string
    auth: Auth
    ctx: ServiceContext
  }
}
