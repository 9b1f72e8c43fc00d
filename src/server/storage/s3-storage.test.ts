import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDealer, createUser } from '#server/db/seed/factories'
import { parseEnv } from '#server/env'
import {
  type LocalS3,
  S3RVER_ACCESS_KEY_ID,
  S3RVER_SECRET_ACCESS_KEY,
  startLocalS3,
} from '#tests/helpers/s3-server'
import { createTestApp } from '#tests/helpers/test-app'
import { createFileStorage } from './create-storage.ts'
import type { FileStorage } from './file-storage.ts'
import { EMPTY_PAYLOAD_SHA256, signRequest } from './sigv4.ts'

describe('signRequest (SigV4)', () => {
  // s3rver does not check signatures at all; AWS's published example pins the algorithm itself.
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

let s3: LocalS3
beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(async () => {
  await s3.close()
})

/** The storage exactly as production builds it from S3_* variables. */
function storageFor(overrides: Record<string, string> = {}): FileStorage {
  return createFileStorage(
    parseEnv({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
      S3_PREFIX: 'dp/',
      ...overrides,
    }),
  )
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

describe('S3 storage against a local S3 server (s3rver, signatures verified)', () => {
  it('stores, reads back and deletes an object under the bucket, prefix and an opaque key', async () => {
    const storage = storageFor()
    const stored = await storage.put(Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('body')]), {
      maxBytes: 1000,
    })
    expect(stored).toMatchObject({ sizeBytes: 13 })
    expect(stored.head.toString()).toBe('%PDF-1.7 body')
    expect(s3.requests.at(-1)).toEqual({
      method: 'PUT',
      path: `/dealer-files/dp/${stored.key}`,
      refused: null,
    })

    expect((await buffer(await storage.get(stored.key))).toString()).toBe('%PDF-1.7 body')
    await storage.delete(stored.key)
    await expect(storage.get(stored.key)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(s3.requests.every((request) => request.refused === null)).toBe(true)
  })

  it('streams a multi-megabyte object back in pieces, byte for byte', async () => {
    const storage = storageFor()
    const bytes = randomBytes(6 * 1024 * 1024 + 123)
    // Uploaded in 64 KiB pieces, as a multipart request body arrives.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, index) =>
      bytes.subarray(index * 65_536, (index + 1) * 65_536),
    )
    const stored = await storage.put(Readable.from(pieces), { maxBytes: 25 * 1024 * 1024 })
    expect(stored.sizeBytes).toBe(bytes.length)

    let chunks = 0
    const received: Buffer[] = []
    for await (const chunk of await storage.get(stored.key)) {
      chunks++
      received.push(chunk as Buffer)
    }
    expect(chunks).toBeGreaterThan(1)
    const whole = Buffer.concat(received)
    expect(whole.length).toBe(bytes.length)
    expect(sha256(whole)).toBe(sha256(bytes))
    await storage.delete(stored.key)
  })

  it('answers NOT_FOUND for a key it never stored, and deleting it is no error', async () => {
    const missing = randomBytes(16).toString('hex')
    await expect(storageFor().get(missing)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(storageFor().delete(missing)).resolves.toBeUndefined()
  })

  it('refuses an upload over the limit before anything is sent to the bucket', async () => {
    const before = s3.requests.length
    await expect(
      storageFor().put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    expect(s3.requests.length).toBe(before)
  })

  it('answers NOT_FOUND for keys that are not its own, without asking the bucket', async () => {
    const before = s3.requests.length
    for (const key of ['../../etc/passwd', 'abc']) {
      await expect(storageFor().get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
    expect(s3.requests.length).toBe(before)
  })

  it('is refused with wrong credentials, reported as UNAVAILABLE (503), not a crash', async () => {
    const upload = (storage: FileStorage) =>
      storage.put(Readable.from([Buffer.from('hi')]), { maxBytes: 100 })

    // An unknown access key: s3rver itself refuses it (InvalidAccessKeyId).
    await expect(
      upload(storageFor({ S3_ENDPOINT: s3.directUrl, S3_ACCESS_KEY_ID: 'someone-else' })),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/HTTP 403/),
    })
    // The right key with a wrong secret: refused for its signature.
    await expect(upload(storageFor({ S3_SECRET_ACCESS_KEY: 'not-the-secret' }))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    })
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', refused: 'SignatureDoesNotMatch' })
  })

  it('needs the signature front: s3rver alone accepts a request signed with a wrong secret', async () => {
    // Why tests/helpers/s3-server.ts verifies SigV4 itself. Should s3rver start checking
    // signatures, this fails and the front can go.
    const stored = await storageFor({
      S3_ENDPOINT: s3.directUrl,
      S3_SECRET_ACCESS_KEY: 'not-the-secret',
    }).put(Readable.from([Buffer.from('unchecked')]), { maxBytes: 100 })
    expect((await buffer(await storageFor().get(stored.key))).toString()).toBe('unchecked')
  })

  it('is chosen when S3_BUCKET is set, and refuses to start without credentials', () => {
    expect(() => createFileStorage(parseEnv({ S3_BUCKET: 'files' }))).toThrow(/S3_ACCESS_KEY_ID/)
    expect(
      createFileStorage(parseEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })),
    ).toBeDefined()
  })
})

describe('the files API on S3 (s3rver)', () => {
  it('uploads a file through /api/files into the bucket and downloads it back', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
        S3_PREFIX: 'api/',
      },
    })
    try {
      const dealer = await createDealer(t.db, { name: 'S3 Dealer' })
      const user = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
      const cookie = await t.signIn(user.email, user.password)
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
          '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
          `3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n% ${randomBytes(48 * 1024).toString('base64')}\n%%EOF\n`,
      )
      const form = new FormData()
      form.append('category', 'contract')
      form.append('file', new Blob([new Uint8Array(pdf)]), 'Contract on S3.pdf')
      const before = s3.requests.length

      const uploaded = await t.request('/api/files', { cookie, body: form })
      expect(uploaded.status, await uploaded.clone().text()).toBe(201)
      const [document] = ((await uploaded.json()) as { documents: { id: string }[] }).documents
      const puts = s3.requests.slice(before).filter((request) => request.method === 'PUT')
      expect(puts.length).toBeGreaterThan(0)
      expect(puts.every((request) => request.path.startsWith('/dealer-files/api/') && !request.refused)).toBe(
        true,
      )

      const download = await t.request(`/api/files/${document.id}/versions/1/content`, { cookie })
      expect(download.status).toBe(200)
      const downloaded = Buffer.from(await download.arrayBuffer())
      expect(downloaded.length).toBe(pdf.length)
      expect(sha256(downloaded)).toBe(sha256(pdf))
    } finally {
      await t.close()
    }
  }, 90_000)
})
