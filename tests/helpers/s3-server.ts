import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

/** s3rver's own access key pair (it accepts no other access key id). */
export const S3RVER_ACCESS_KEY_ID = 'S3RVER'
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER'

interface S3rverInstance {
  run(): Promise<AddressInfo>
  close(): Promise<void>
}
type S3rverClass = new (options: {
  address: string
  port: number
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}) => S3rverInstance
// s3rver ships CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass

export interface LocalS3 {
  /** s3rver itself: it checks the access key id but not the SigV4 signature or the payload hash. */
  directUrl: string
  /** s3rver behind a front that verifies every request's SigV4 signature and payload hash first. */
  url: string
  bucket: string
  /** Requests that reached the front, in order, with its verdict (null: signature good). */
  requests: { method: string; path: string; refused: string | null }[]
  close(): Promise<void>
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
/** RFC 3986 encoding, as AWS canonicalises every path segment and query part. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * Checks a request the way S3 does (AWS "Signature Version 4: Authenticating Requests"), written
 * from the documentation apart from src/server/storage/sigv4.ts so one cannot share the other's
 * mistake: the canonical request is rebuilt from what arrived on the wire. Null when it is good.
 */
export function verifySigV4(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now = new Date(),
): string | null {
  const authorization = request.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!match) return 'AccessDenied: no SigV4 Authorization header'
  const [, accessKeyId, day, region, service, signedHeaderList, signature] = match
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId'
  const amzDate = String(request.headers['x-amz-date'] ?? '')
  if (!amzDate.startsWith(day)) return 'AuthorizationHeaderMalformed: x-amz-date is not the scope day'
  const sentAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  )
  if (!(Math.abs(now.getTime() - sentAt) <= 15 * 60_000)) return 'RequestTimeTooSkewed'
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '')
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
    return 'XAmzContentSHA256Mismatch'
  const signedHeaders = signedHeaderList.split(';')
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
    return 'AccessDenied: host and x-amz-date must be signed'

  const url = new URL(request.url ?? '/', 'http://placeholder')
  const canonicalPath = url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/')
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([key, value]) => `${uriEncode(key)}=${uriEncode(value)}`)
    .sort()
    .join('&')
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name]
      if (value === undefined) return null
      return `${name}:${(Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ')}\n`
    })
    .filter((line) => line !== null)
  if (canonicalHeaders.length !== signedHeaders.length) return 'AccessDenied: a signed header is missing'
  const canonicalRequest = [
    request.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders.join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service),
    'aws4_request',
  )
  const expected = hmac(key, stringToSign)
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'SignatureDoesNotMatch'
}

/**
 * A real S3 REST server for tests (the s3rver package) on a random loopback port, storing in a
 * temp directory, with `bucket` created. s3rver does not verify SigV4 signatures (its README says
 * V4 support is incomplete: it only looks the access key id up), so `url` puts a front before it
 * that does, and refuses like S3 (403 with an S3 error code) what does not verify.
 */
export async function startLocalS3(bucket = 'dealer-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'dealerpilot-s3rver-'))
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port: s3rverPort } = await s3rver.run()
  const requests: LocalS3['requests'] = []

  const front: Server = createServer(async (incoming, outgoing) => {
    const body = await buffer(incoming)
    const refused = verifySigV4(incoming, body, {
      accessKeyId: S3RVER_ACCESS_KEY_ID,
      secretAccessKey: S3RVER_SECRET_ACCESS_KEY,
    })
    requests.push({ method: incoming.method ?? '', path: incoming.url ?? '', refused })
    if (refused) {
      outgoing
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refused.split(':')[0]}</Code></Error>`)
      return
    }
    const proxied = httpRequest(
      {
        host: '127.0.0.1',
        port: s3rverPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        // No keep-alive pool: s3rver's close() would wait for idle sockets.
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => outgoing.writeHead(502).end())
    proxied.end(body)
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const { port } = front.address() as AddressInfo

  return {
    directUrl: `http://127.0.0.1:${s3rverPort}`,
    url: `http://127.0.0.1:${port}`,
    bucket,
    requests,
    async close() {
      front.closeAllConnections()
      await new Promise<void>((resolve) => front.close(() => resolve()))
      await s3rver.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
