import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env.ts'
import { createFileStorage } from './create-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest } from './sigv4.ts'

describe('signRequest (SigV4)', () => {
  it("reproduces AWS's documented GET Object example", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadSha256: EMPTY_PAYLOAD_SHA256,
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      new Date('2013-05-24T00:00:00Z'),
    )
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(headers['x-amz-date']).toBe('20130524T000000Z')
  })
})

/** A tiny in-memory S3: PUT, GET and DELETE by path, refusing unsigned or mis-hashed requests. */
let server: Server
let endpoint: string
const objects = new Map<string, Buffer>()
const seen: { method: string; path: string }[] = []

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    const body = await buffer(request)
    const path = request.url ?? ''
    seen.push({ method: request.method ?? '', path })
    const auth = request.headers.authorization ?? ''
    if (
      !auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') ||
      request.headers['x-amz-content-sha256'] !== sha256Hex(body)
    ) {
      response.writeHead(403).end('SignatureDoesNotMatch')
      return
    }
    if (request.method === 'PUT') {
      objects.set(path, body)
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const stored = objects.get(path)
      if (stored) response.writeHead(200).end(stored)
      else response.writeHead(404).end('NoSuchKey')
    } else if (request.method === 'DELETE') {
      objects.delete(path)
      response.writeHead(204).end()
    } else response.writeHead(405).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('S3 storage', () => {
  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: 'dealer-files',
      region: 'eu-north-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix: 'dp/',
    })

  it('stores, reads back and deletes an object under the bucket, prefix and an opaque key', async () => {
    const stored = await storage().put(Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('body')]), {
      maxBytes: 1000,
    })
    expect(stored).toMatchObject({ sizeBytes: 13 })
    expect(stored.head.toString()).toBe('%PDF-1.7 body')
    expect(seen.at(-1)).toEqual({ method: 'PUT', path: `/dealer-files/dp/${stored.key}` })
    expect((await buffer(await storage().get(stored.key))).toString()).toBe('%PDF-1.7 body')
    await storage().delete(stored.key)
    await expect(storage().get(stored.key)).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('refuses an upload over the limit before anything is sent to the bucket', async () => {
    const before = seen.length
    await expect(
      storage().put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    expect(seen.length).toBe(before)
  })

  it('answers NOT_FOUND for keys that are not its own, without asking the bucket', async () => {
    const before = seen.length
    for (const key of ['../../etc/passwd', 'abc']) {
      await expect(storage().get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
    expect(seen.length).toBe(before)
  })

  it('reports a refusing store as UNAVAILABLE (503), not a crash', async () => {
    const wrongKey = createS3Storage({
      endpoint,
      bucket: 'dealer-files',
      region: 'eu-north-1',
      accessKeyId: 'someone-else',
      secretAccessKey: 'x',
      forcePathStyle: true,
    })
    await expect(wrongKey.put(Readable.from([Buffer.from('hi')]), { maxBytes: 100 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    })
  })

  it('is chosen when S3_BUCKET is set, and refuses to start without credentials', () => {
    expect(() => createFileStorage(parseEnv({ S3_BUCKET: 'files' }))).toThrow(/S3_ACCESS_KEY_ID/)
    expect(
      createFileStorage(parseEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })),
    ).toBeDefined()
  })
})
