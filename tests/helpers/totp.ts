import { createHmac } from 'node:crypto'

/**
 * RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) computed here, not by the library under test,
 * so the tests prove that an ordinary authenticator app's codes are accepted.
 */
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, as authenticator apps read the `secret` of an otpauth:// URI. */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char)
    if (index === -1) throw new Error(`Not a base32 character: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The secret of an otpauth://totp/... URI, base32 as the QR code carries it. */
export function secretOfTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret')
  if (!secret) throw new Error(`No secret in ${uri}`)
  return secret
}

/** The 6-digit code for the 30-second step that holds `at` (milliseconds since the epoch). */
export function totpCode(base32Secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const digest = createHmac('sha1', decodeBase32(base32Secret)).update(counter).digest()
  const offset = digest[digest.length - 1] & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}
