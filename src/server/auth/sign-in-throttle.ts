import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, notInArray } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { accountUnlockTokens, knownSignInAddresses } from '#server/db/schema/rate-limits'
import type { Mailer } from '#server/mail/mailer'
import { accountUnlockMail } from '#server/mail/templates'

/**
 * Issue 32: the parts of sign-in throttling that know about accounts (auth-routes.ts applies the
 * counters): the addresses an account usually signs in from, and the e-mailed link that lifts an
 * account-wide lock.
 */

/** Enough for home, office, phone and a few travels; the oldest is forgotten first. */
export const KNOWN_ADDRESSES_PER_ACCOUNT = 10
export const UNLOCK_LINK_TTL_MS = 24 * 60 * 60 * 1000
export const UNLOCK_PATH = '/api/auth/unlock-account'

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Whether the account with this e-mail has signed in from this address before. */
export async function isUsualAddress(db: Database, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .innerJoin(user, eq(user.id, knownSignInAddresses.userId))
    .where(and(eq(user.email, email), eq(knownSignInAddresses.address, address)))
    .limit(1)
  return row !== undefined
}

/** Records a successful sign-in's address, keeping the account's most recent few. */
export async function rememberSignInAddress(db: Database, userId: string, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date()
    await tx
      .insert(knownSignInAddresses)
      .values({ userId, address, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [knownSignInAddresses.userId, knownSignInAddresses.address],
        set: { lastSeenAt: now },
      })
    const kept = tx
      .select({ address: knownSignInAddresses.address })
      .from(knownSignInAddresses)
      .where(eq(knownSignInAddresses.userId, userId))
      .orderBy(desc(knownSignInAddresses.lastSeenAt))
      .limit(KNOWN_ADDRESSES_PER_ACCOUNT)
    await tx
      .delete(knownSignInAddresses)
      .where(and(eq(knownSignInAddresses.userId, userId), notInArray(knownSignInAddresses.address, kept)))
  })
}

/**
 * E-mails the owner of a just-locked account a single-use link that lifts the lock. Nothing is sent
 * for an e-mail without an account: the lock itself answers the same either way.
 */
export async function sendUnlockLink(
  deps: { db: Database; mailer: Mailer; baseUrl: string },
  email: string,
): Promise<void> {
  const [owner] = await deps.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email))
  if (!owner) return
  const token = randomBytes(32).toString('base64url')
  await deps.db.insert(accountUnlockTokens).values({
    tokenHash: hashOf(token),
    userId: owner.id,
    expiresAt: new Date(Date.now() + UNLOCK_LINK_TTL_MS),
  })
  const link = new URL(UNLOCK_PATH, deps.baseUrl)
  link.searchParams.set('token', token)
  await deps.mailer.send(accountUnlockMail(owner.email, link.toString()))
}

/**
 * Uses an unlock link: answers the account's e-mail (whose account-wide counter the caller clears in
 * `clear`, inside the same transaction) or null for an unknown, used or expired link.
 */
export async function useUnlockToken(
  db: Database,
  token: string,
  clear: (tx: Executor, email: string) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(accountUnlockTokens)
      .where(
        and(eq(accountUnlockTokens.tokenHash, hashOf(token)), gt(accountUnlockTokens.expiresAt, new Date())),
      )
      .returning({ userId: accountUnlockTokens.userId })
    if (!used) return null
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, used.userId))
    if (!owner) return null
    await clear(tx, owner.email)
    return owner.email
  })
}
