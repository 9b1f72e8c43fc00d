import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3-compatible object stores (AWS S3, MinIO, Cloudflare R2, Ceph...),
 * header-based, without an SDK. Docs: "Authenticating Requests: Using the Authorization Header".
 */
export interface SigningCredentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service?: string
}

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** 20130524T000000Z */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Each path segment percent-encoded as RFC 3986 requires ('/' kept). */
const encodePath = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/')

/**
 * The headers to add to a request: x-amz-date, x-amz-content-sha256 and Authorization. `headers`
 * are the other headers to sign (lower-case names); host is always signed.
 */
export function signRequest(
  request: { method: string; url: URL; headers?: Record<string, string>; payloadSha256: string },
  credentials: SigningCredentials,
  now: Date = new Date(),
): Record<string, string> {
  const service = credentials.service ?? 's3'
  const stamp = amzDate(now)
  const day = stamp.slice(0, 8)
  const signed: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value.trim()]),
    ),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadSha256,
    'x-amz-date': stamp,
  }
  const names = Object.keys(signed).sort()
  const query = [...request.url.searchParams.entries()]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&')
  const canonicalRequest = [
    request.method,
    encodePath(request.url.pathname),
    query,
    names.map((name) => `${name}:${signed[name]}\n`).join(''),
    names.join(';'),
    request.payloadSha256,
  ].join('\n')
  const scope = `${day}/${credentials.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    'aws4_request',
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return {
    'x-amz-date': stamp,
    'x-amz-content-sha256': request.payloadSha256,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  }
}
