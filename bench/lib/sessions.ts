import { createHmac, randomBytes } from 'node:crypto'

/**
 * Sign-in for load tests. One password sign-in per account through the real endpoint (scrypt
 * makes it slow on purpose); many sessions at once (1,000 sockets) are inserted as session rows
 * and their cookies signed with the server's AUTH_SECRET exactly as better-auth signs them
 * (HMAC-SHA256, base64). signIn's cookie is checked against that signing in sameSigning().
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok)
    throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .find((value) => value.includes('session_token='))
  if (!cookie) throw new Error(`sign-in for ${email} set no session cookie`)
  return cookie
}

export function signedSessionCookie(cookieName: string, token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`
}

/** Whether a cookie from signIn carries the signature signedSessionCookie would give its token. */
export function sameSigning(cookie: string, secret: string): boolean {
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
  const token = decodeURIComponent(value).split('.')[0]
  return signedSessionCookie(name, token, secret) === cookie
}

export function newSessionToken(): string {
  return randomBytes(24).toString('base64url')
}
