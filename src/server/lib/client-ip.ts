import { isIP } from 'node:net'

/**
 * The client's address for per-IP rate limits. Behind `trustedHops` proxies (TRUST_PROXY_HOPS),
 * each proxy appends the address it received the request from to `X-Forwarded-For`, so the client
 * is the entry `trustedHops` places from the right; anything further left was written by the client
 * and may be forged. With no trusted hops the header is ignored: anyone can send it.
 *
 * A header shorter than the configured chain (a request that skipped an outer proxy) yields its
 * left-most entry, which a trusted proxy wrote (the rule Express's `trust proxy` applies).
 * The walk from the right stops at an entry that is not an IP address and keeps the last good one;
 * with no usable header the socket address is the client.
 */
export function clientAddressFrom(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops <= 0 || !forwardedFor) return socketAddress
  const hops = forwardedFor.split(',').map((entry) => entry.trim())
  let client = socketAddress
  for (let hop = 1; hop <= Math.min(trustedHops, hops.length); hop++) {
    const address = hops[hops.length - hop]
    if (!isIP(address)) break
    client = address
  }
  return client
}
