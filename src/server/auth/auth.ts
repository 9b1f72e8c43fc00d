import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { magicLink, twoFactor } from 'better-auth/plugins'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import * as authSchema from '#server/db/schema/auth'
import { profiles } from '#server/db/schema/identity'
import type { Logger } from '#server/lib/logger'
import type { Mailer } from '#server/mail/mailer'
import { emailVerificationMail, magicLinkMail, signUpAttemptMail } from '#server/mail/templates'
import { TWO_FACTOR_USE_PASSWORD_CODE } from '#shared/auth/two-factor'
import { MAGIC_LINK_TTL_SECONDS, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants/limits'
import { signUpBodySchema } from '#shared/schemas/auth'
import { changePasswordBodySchema } from '#shared/schemas/profile'
import {
  SIGNUP_INVITE_ONLY_CODE,
  SIGNUP_INVITE_ONLY_MESSAGE,
  type SignupMode,
} from '#shared/schemas/settings'
import { ACCOUNT_DEACTIVATED_CODE, ACCOUNT_DEACTIVATED_MESSAGE } from '#shared/schemas/users'

export interface AuthOptions {
  db: Database
  mailer: Mailer
  logger: Logger
  baseURL: string
  secret: string
  trustedOrigins: string[]
  /** Issue 32: the sign-up mode in force (an app setting, so it is read on every sign-up). */
  signupMode: () => Promise<SignupMode>
}

const SESSION_DAYS = 7

/** better-auth paths that sign in with nothing but a link from the mailbox (magic link, e-mail verification). */
const SIGN_IN_BY_MAIL_PATHS = new Set(['/magic-link/verify', '/verify-email'])

export function createAuth(options: AuthOptions) {
  const { db, mailer } = options
  const auth = betterAuth({
    appName: 'DealerPilot',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    // better-auth's own messages go to our structured log ("Invalid password" and the like are
    // expected outcomes, not errors worth alarming anyone about).
    logger: {
      level: 'warn',
      log: (level, message) =>
        options.logger[level === 'error' ? 'warn' : level]({ source: 'better-auth' }, message),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      // Issue 32: a self sign-up gets no session until its address is confirmed (spec §8 'Please
      // check your email to confirm your account'). Invited, seeded and demo accounts are created
      // confirmed, so this only ever stops an unconfirmed sign-up.
      autoSignIn: false,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // With requireEmailVerification better-auth answers a sign-up for a taken address exactly as
      // for a new one; the owner of the address is told someone tried, and nobody else learns it.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(signUpAttemptMail(user.email, `${options.baseURL}/login`))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-up whose confirmation mail went missing gets a fresh one by signing in with its password.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(emailVerificationMail(user.email, url))
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Sign-in, magic-link and sign-up limits are ours (per IP and per account, see auth-routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        // Access is by invitation: a magic link signs in an existing account, it never creates one.
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkMail(email, url))
        },
      }),
      // Issue 32: TOTP (authenticator app) with backup codes. Enabling returns the secret's URI and
      // the backup codes once; the user's flag is set only when a code from the app confirms it.
      // The plugin's own rate limit is off with better-auth's (above): its account lockout after
      // repeated wrong codes and the per-challenge attempt cap still apply.
      twoFactor({
        issuer: 'DealerPilot',
        twoFactorTable: 'twoFactor',
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') {
          // The sign-up password rules apply to a new password too, and a changed password signs
          // out every other session (issue 3): whatever the client asks, other sessions end.
          const parsed = changePasswordBodySchema.safeParse(ctx.body)
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              message: parsed.error.issues[0]?.message ?? 'Invalid password change',
            })
          }
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } }
        }
        if (ctx.path !== '/sign-up/email') return
        // Spec §1: access is by invitation unless an administrator opened sign-up (issue 32).
        if ((await options.signupMode()) !== 'open') {
          throw new APIError('FORBIDDEN', {
            message: SIGNUP_INVITE_ONLY_MESSAGE,
            code: SIGNUP_INVITE_ONLY_CODE,
          })
        }
        // Spec §5 rules plus the common-password refusal, with the same messages as the form.
        const parsed = signUpBodySchema.safeParse(ctx.body)
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues[0]?.message ?? 'Invalid sign-up data',
          })
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Self sign-up gets a profile with the names from the form and no roles: access is
          // granted by an administrator (spec §1: access is by invitation).
          after: async (created, ctx) => {
            const body = (ctx?.body ?? {}) as { firstName?: string; lastName?: string }
            await db
              .insert(profiles)
              .values({
                id: created.id,
                email: created.email,
                firstName: body.firstName?.trim() || null,
                lastName: body.lastName?.trim() || null,
                signupMethod: 'email',
              })
              .onConflictDoNothing()
          },
        },
      },
      session: {
        create: {
          // Issue 8: a deactivated account cannot sign in by any way (password, magic link); the
          // check runs after the password, so it tells nothing to someone who does not know it.
          before: async (session, ctx) => {
            const [row] = await db
              .select({
                deactivatedAt: authSchema.user.deactivatedAt,
                twoFactorEnabled: authSchema.user.twoFactorEnabled,
              })
              .from(authSchema.user)
              .where(eq(authSchema.user.id, session.userId))
            if (row?.deactivatedAt) {
              throw new APIError('FORBIDDEN', {
                message: ACCOUNT_DEACTIVATED_MESSAGE,
                code: ACCOUNT_DEACTIVATED_CODE,
              })
            }
            // Issue 32: the two-factor plugin asks for the code after a password only; a link from
            // the mailbox alone would skip the second factor, so these accounts sign in by password.
            if (row?.twoFactorEnabled && ctx && SIGN_IN_BY_MAIL_PATHS.has(ctx.path)) {
              throw new APIError('FORBIDDEN', {
                message: 'This account uses two-factor sign-in: sign in with your password and code.',
                code: TWO_FACTOR_USE_PASSWORD_CODE,
              })
            }
          },
          // Spec §3 profile.last_login moves on every sign-in (password, magic link, sign-up), and the
          // one before it to previous_login (a first visit has none).
          // updated_at stays: it is the version a profile edit starts from (issue 32, decision
          // 029), and signing in on another device must not make an open profile form stale.
          after: async (session) => {
            await db
              .update(profiles)
              .set({
                previousLogin: sql`${profiles.lastLogin}`,
                lastLogin: new Date(),
                updatedAt: sql`${profiles.updatedAt}`,
              })
              .where(eq(profiles.id, session.userId))
          },
        },
      },
    },
  })
  return auth
}

export type Auth = ReturnType<typeof createAuth>
