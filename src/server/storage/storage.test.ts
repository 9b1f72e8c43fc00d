import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '#server/lib/app-error'
import type { FileStorage } from './file-storage.ts'
import { createLocalDiskStorage } from './local-disk-storage.ts'
import { checkUploadType, SNIFFED_TYPES, sniffContentType } from './sniff-content-type.ts'

let root: string
let storage: FileStorage

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dealerpilot-storage-'))
  storage = createLocalDiskStorage(root)
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('local disk storage', () => {
  it('stores, reads back and deletes a file under an opaque key', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
      maxBytes: 1000,
    })
    expect(stored.key).toMatch(/^[a-f0-9]{32}$/)
    expect(stored.sizeBytes).toBe(11)
    expect(stored.head.toString()).toBe('hello world')
    expect(await text(await storage.get(stored.key))).toBe('hello world')
    await storage.delete(stored.key)
    await expect(storage.get(stored.key)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await storage.delete(stored.key)
  })

  it('refuses a body over the limit and leaves nothing behind', async () => {
    const before = await readdir(root, { recursive: true })
    const error = await storage
      .put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('PAYLOAD_TOO_LARGE')
    const after = (await readdir(root, { recursive: true })).filter((entry) => entry.endsWith('.partial'))
    expect(after).toEqual([])
    expect(before.length).toBeGreaterThanOrEqual(0)
  })

  it('answers NOT_FOUND for keys that are not its own (no path traversal)', async () => {
    for (const key of ['../../etc/passwd', 'abc', `${'a'.repeat(32)}/..`]) {
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
  })
})

describe('sniffContentType', () => {
  const bytes = (...values: number[]) => Buffer.from(values)
  it.each([
    [Buffer.from('%PDF-1.7\n'), 'a.pdf', SNIFFED_TYPES.pdf],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'a.png', SNIFFED_TYPES.png],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'a.jpg', SNIFFED_TYPES.jpeg],
    [Buffer.from('GIF89a...'), 'a.gif', SNIFFED_TYPES.gif],
    [
      Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')]),
      'a.webp',
      SNIFFED_TYPES.webp,
    ],
    [
      Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....[Content_Types].xml')]),
      'a.docx',
      SNIFFED_TYPES.docx,
    ],
    [Buffer.from('Firmaattest for Nordic Tuning Oslo AS – ærlig og åpen\n'), 'a.txt', SNIFFED_TYPES.txt],
  ])('recognises %#', (head, name, expected) => {
    expect(sniffContentType(head, name)).toBe(expected)
  })

  it('trusts the bytes, not the name: a renamed executable or a plain zip is refused', () => {
    expect(sniffContentType(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03), 'report.pdf')).toBeUndefined()
    expect(
      sniffContentType(Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('x.exe')]), 'a.zip'),
    ).toBeUndefined()
    expect(sniffContentType(Buffer.from('%PDF-1.4'), 'renamed.txt')).toBe(SNIFFED_TYPES.pdf)
    expect(sniffContentType(Buffer.alloc(0), 'empty.txt')).toBeUndefined()
    expect(sniffContentType(bytes(0xc3, 0x28, 0x41), 'bad-utf8.txt')).toBeUndefined()
  })
})

describe('checkUploadType (issue 35 item 7: the content is what the name says)', () => {
  const pdf = Buffer.from('%PDF-1.7\n')
  const text = Buffer.from('this is not a pdf')
  it('accepts content that agrees with its extension, in any case, and names without one', () => {
    expect(checkUploadType(pdf, 'Report.PDF')).toEqual({ ok: true, mimeType: SNIFFED_TYPES.pdf })
    expect(checkUploadType(text, 'prices.csv')).toEqual({ ok: true, mimeType: SNIFFED_TYPES.txt })
    expect(checkUploadType(text, 'README')).toEqual({ ok: true, mimeType: SNIFFED_TYPES.txt })
    expect(checkUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'photo.jpeg')).toMatchObject({ ok: true })
  })

  it('refuses a text file named .pdf and a PDF named .txt as a mismatch', () => {
    expect(checkUploadType(text, 'fake.pdf')).toEqual({ ok: false, reason: 'mismatch', extension: 'pdf' })
    expect(checkUploadType(pdf, 'renamed.txt')).toEqual({ ok: false, reason: 'mismatch', extension: 'txt' })
    expect(checkUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'a.png')).toMatchObject({
      reason: 'mismatch',
    })
  })

  it('refuses extensions off the allow-list even when the content is text', () => {
    expect(checkUploadType(text, 'install.sh')).toEqual({ ok: false, reason: 'unsupported' })
    expect(checkUploadType(Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'tool.exe')).toEqual({
      ok: false,
      reason: 'unsupported',
    })
  })
})
