import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readlink, rm, utimes, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { documents, documentVersions } from '#server/db/schema/documents'
import { escalationNotifications } from '#server/db/schema/notifications'
import { createDealer, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { logger } from '#server/lib/logger'
import { createLocalDiskStorage } from '#server/storage/local-disk-storage'
import type { DocumentDetail, DocumentItem } from '#shared/schemas/files'
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'
import { countDocumentsByStatus } from './files.queries.ts'
import {
  PROCESSING_STALE_MS,
  settleInterruptedProcessing,
  sweepInterruptedUploads,
} from './files-recovery.ts'

const MAX_BYTES = 4096
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

let t: TestApp
let storageDir: string
let ownDealer: { id: string }
let otherDealer: { id: string }
let admin: string
let support: string
let trainer: string
let dealerUser: string
let dealerUserId: string
let otherDealerUser: string
let png: Buffer

async function signInAs(roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const user = await createUser(t.db, { roles, dealerIds })
  return { cookie: await t.signIn(user.email, user.password), id: user.id }
}

/** A two-page PDF whose page tree says so. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n4 0 obj << /Type /Page /Parent 2 0 R >> endobj\n%%EOF\n',
)

interface Part {
  name: string
  bytes: Buffer
}

function form(files: Part[], fields: Record<string, string> = {}) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  for (const file of files) data.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
  return data
}

function upload(cookie: string, files: Part[], fields: Record<string, string> = {}) {
  return t.request('/api/files', { cookie, body: form(files, { category: 'contract', ...fields }) })
}

async function uploadOk(cookie: string, files: Part[], fields: Record<string, string> = {}) {
  const response = await upload(cookie, files, fields)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { documents: DocumentItem[] }).documents
}

function review(cookie: string, id: string, body: unknown) {
  return t.request(`/api/files/${id}/review`, { cookie, json: body })
}

async function detail(cookie: string, id: string) {
  const response = await t.request(`/api/files/${id}`, { cookie })
  expect(response.status).toBe(200)
  return ((await response.json()) as { document: DocumentDetail }).document
}

/** A document's audit entries, oldest first. */
const auditOf = (documentId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, documentId)).orderBy(auditLog.createdAt)

const storedCount = async () =>
  (await readdir(storageDir, { recursive: true })).filter((n) => /[a-f0-9]{32}$/.test(n)).length

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'dealerpilot-files-'))
  t = await createTestApp({ env: { STORAGE_DIR: storageDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) } })
  ownDealer = await createDealer(t.db, { name: 'Files Own Dealer' })
  otherDealer = await createDealer(t.db, { name: 'Files Other Dealer' })
  admin = (await signInAs(['admin'])).cookie
  support = (await signInAs(['support_agent'])).cookie
  trainer = (await signInAs(['trainer'])).cookie
  const own = await signInAs(['dealer_user'], [ownDealer.id])
  dealerUser = own.cookie
  dealerUserId = own.id
  otherDealerUser = (await signInAs(['dealer_manager'], [otherDealer.id])).cookie
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await t.close()
  await rm(storageDir, { recursive: true, force: true })
})

describe('upload', () => {
  it('a dealer user uploads a PDF for their own dealer: pending, with its page count', async () => {
    const [document] = await uploadOk(dealerUser, [{ name: 'Dealer contract 2026.pdf', bytes: pdf }], {
      note: 'Signed copy',
    })
    expect(document).toMatchObject({
      title: 'Dealer contract 2026',
      category: 'contract',
      status: 'pending',
      currentVersion: 1,
      note: 'Signed copy',
      dealer: { id: ownDealer.id, name: 'Files Own Dealer' },
      uploadedBy: { id: dealerUserId },
      file: {
        fileName: 'Dealer contract 2026.pdf',
        mimeType: 'application/pdf',
        pageCount: 2,
        previewable: true,
      },
      can: { review: false, resubmit: false, delete: true },
    })
  })

  it('uploads several files at once, one document each; an image gets a thumbnail', async () => {
    const documents = await uploadOk(
      admin,
      [
        { name: 'shop-front.png', bytes: png },
        { name: 'notes.txt', bytes: Buffer.from('Service report: all fine.\n') },
      ],
      { dealerId: ownDealer.id, category: 'photo', title: 'Visit March' },
    )
    expect(
      documents.map((document) => [document.title, document.file.mimeType, document.file.hasThumbnail]),
    ).toEqual([
      ['Visit March', 'image/png', true],
      ['Visit March', 'text/plain; charset=utf-8', false],
    ])
    const thumbnail = await t.request(`/api/files/${documents[0]!.id}/versions/1/thumbnail`, {
      cookie: dealerUser,
    })
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
  })

  it('serves narrower thumbnails for low-end mode; a width outside the set is 400', async () => {
    const wide = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#993366' } })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer()
    const [document] = await uploadOk(dealerUser, [{ name: 'wide.png', bytes: wide }], { category: 'photo' })
    const url = `/api/files/${document!.id}/versions/1/thumbnail`
    const widthOf = async (query: string) => {
      const response = await t.request(`${url}${query}`, { cookie: dealerUser })
      expect(response.status, query).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
      return (await sharp(bytes).metadata()).width
    }
    expect(await widthOf('')).toBe(480)
    expect(await widthOf('?width=480')).toBe(480)
    expect(await widthOf('?width=240')).toBe(240)
    expect(await widthOf('?width=120')).toBe(120)
    for (const width of ['100', '960', '0', '-120', '120.5', 'small', '']) {
      const response = await t.request(`${url}?width=${width}`, { cookie: dealerUser })
      expect(response.status, width).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
    // A rendition is checked like the thumbnail: out of scope is 404.
    expect((await t.request(`${url}?width=120`, { cookie: otherDealerUser })).status).toBe(404)
  })

  it('refuses a file over the size limit with 413 naming the file, and keeps nothing', async () => {
    const before = await storedCount()
    const response = await upload(dealerUser, [
      { name: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(MAX_BYTES)]) },
    ])
    expect(response.status).toBe(413)
    expect((await response.json()).error.message).toMatch(/^big\.pdf: The file is larger than/)
    expect(await storedCount()).toBe(before)
  })

  it('judges the type by content: an executable named .pdf is 415', async () => {
    const response = await upload(dealerUser, [
      { name: 'invoice.pdf', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) },
    ])
    expect(response.status).toBe(415)
    expect((await response.json()).error.message).toBe(
      'invoice.pdf: Upload a PDF, an image (PNG, JPEG, GIF, WebP), a Word document (.docx) or a text file.',
    )
  })

  it('refuses a text file named .pdf as not what its name says (issue 35), and keeps nothing', async () => {
    const before = await storedCount()
    const response = await upload(dealerUser, [
      { name: 'fake.pdf', bytes: Buffer.from('I am not a PDF file') },
    ])
    expect(response.status).toBe(415)
    expect((await response.json()).error.message).toBe(
      'fake.pdf: The content is not a .pdf file. Upload the real file, or give it the right name.',
    )
    expect(await storedCount()).toBe(before)
    const renamed = await upload(dealerUser, [{ name: 'notes.txt', bytes: pdf }])
    expect(renamed.status).toBe(415)
  })

  it('one bad file refuses the whole request: nothing of the good one is kept', async () => {
    const before = await storedCount()
    const listBefore = await (await t.request('/api/files?limit=100', { cookie: admin })).json()
    const response = await upload(dealerUser, [
      { name: 'good.pdf', bytes: pdf },
      { name: 'bad.pdf', bytes: Buffer.from([0, 1, 2, 3]) },
    ])
    expect(response.status).toBe(415)
    expect(await storedCount()).toBe(before)
    const listAfter = await (await t.request('/api/files?limit=100', { cookie: admin })).json()
    expect(listAfter.total).toBe(listBefore.total)
  })

  it('refuses an empty file (400) and a request without files (400)', async () => {
    const empty = await upload(dealerUser, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }])
    expect(empty.status).toBe(400)
    expect((await empty.json()).error.message).toBe('empty.pdf: The file is empty.')
    const none = await upload(dealerUser, [])
    expect(none.status).toBe(400)
    expect((await none.json()).error.message).toBe('Choose at least one file.')
  })

  it('treats path tricks in names as labels: stored under an opaque key, shown without the path', async () => {
    const [document] = await uploadOk(dealerUser, [{ name: '../../x.pdf', bytes: pdf }])
    expect(document!.file.fileName).toBe('x.pdf')
    const [windows] = await uploadOk(dealerUser, [{ name: '..\\..\\evil.pdf', bytes: pdf }])
    expect(windows!.file.fileName).toBe('evil.pdf')
    // Nothing was written outside the storage folder's key layout.
    const entries = await readdir(storageDir, { recursive: true })
    expect(entries.every((entry) => /^[a-f0-9]{2}(\/[a-f0-9]{32})?$/.test(entry))).toBe(true)
  })

  it('validates the fields: category required (400), a dealer outside the scope is 404', async () => {
    const noCategory = await t.request('/api/files', {
      cookie: dealerUser,
      body: form([{ name: 'a.pdf', bytes: pdf }]),
    })
    expect(noCategory.status).toBe(400)
    expect((await noCategory.json()).error.message).toMatch(/^category:/)
    const foreign = await upload(dealerUser, [{ name: 'a.pdf', bytes: pdf }], { dealerId: otherDealer.id })
    expect(foreign.status).toBe(404)
    const staffWithoutDealer = await upload(admin, [{ name: 'a.pdf', bytes: pdf }])
    expect(staffWithoutDealer.status).toBe(400)
    expect((await staffWithoutDealer.json()).error.message).toBe('dealerId: Choose a dealer')
  })

  it('answers 415 for a body that is not multipart and 401 without a session', async () => {
    const json = await t.request('/api/files', { cookie: dealerUser, json: { title: 'x' } })
    expect(json.status).toBe(415)
    const anonymous = await t.request('/api/files', {
      body: form([{ name: 'a.pdf', bytes: pdf }], { category: 'other' }),
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('review, resubmit and versions', () => {
  it('a dealer user cannot review (403); a reason is required to reject (400)', async () => {
    const [document] = await uploadOk(dealerUser, [{ name: 'cert.pdf', bytes: pdf }], {
      category: 'certificate',
    })
    expect((await review(dealerUser, document!.id, { decision: 'approve' })).status).toBe(403)
    expect((await review(trainer, document!.id, { decision: 'approve' })).status).toBe(403)
    const noReason = await review(admin, document!.id, { decision: 'reject', comment: '  ' })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).error.message).toBe('comment: Give a reason for the rejection')
    expect((await detail(admin, document!.id)).status).toBe('pending')
  })

  it('reject with a reason, resubmit as version 2, approve: every version and comment kept, uploader told', async () => {
    const [document] = await uploadOk(dealerUser, [{ name: 'service-report.pdf', bytes: pdf }], {
      category: 'service_report',
      title: 'Service report Q1',
    })
    const id = document!.id

    // Resubmitting before a rejection is refused.
    const early = await t.request(`/api/files/${id}/versions`, {
      cookie: dealerUser,
      body: form([{ name: 'v2.pdf', bytes: pdf }]),
    })
    expect(early.status).toBe(409)

    const rejected = await review(support, id, { decision: 'reject', comment: 'The signature is missing' })
    expect(rejected.status).toBe(200)
    expect((await rejected.json()).document).toMatchObject({
      status: 'rejected',
      reviewComment: 'The signature is missing',
    })
    expect((await review(admin, id, { decision: 'approve' })).status).toBe(409)

    const resubmitted = await t.request(`/api/files/${id}/versions`, {
      cookie: dealerUser,
      body: form([{ name: 'service-report-signed.pdf', bytes: pdf }], { note: 'Now signed' }),
    })
    expect(resubmitted.status).toBe(201)
    expect((await resubmitted.json()).document).toMatchObject({
      status: 'pending',
      currentVersion: 2,
      reviewComment: null,
      file: { fileName: 'service-report-signed.pdf', note: 'Now signed', version: 2 },
      can: { resubmit: false },
    })

    expect((await review(admin, id, { decision: 'approve' })).status).toBe(200)
    const final = await detail(dealerUser, id)
    expect(final.status).toBe('approved')
    expect(final.versions.map((v) => [v.version, v.status, v.fileName, v.reviewComment])).toEqual([
      [2, 'approved', 'service-report-signed.pdf', null],
      [1, 'rejected', 'service-report.pdf', 'The signature is missing'],
    ])
    // The first version's file is still there to download.
    const v1 = await t.request(`/api/files/${id}/versions/1/content`, { cookie: dealerUser })
    expect(v1.status).toBe(200)
    expect(Buffer.from(await v1.arrayBuffer()).equals(pdf)).toBe(true)

    const notes = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.userId, dealerUserId))
    const messages = notes.map((note) => note.message)
    expect(messages).toContain('Your document "Service report Q1" was rejected: The signature is missing')
    expect(messages).toContain('Your document "Service report Q1" was approved.')
    expect(notes.every((note) => note.link?.startsWith('/files?document='))).toBe(true)

    // Every step is audited about the dealer, so its timeline and the mobile dashboard show it.
    expect(
      (await auditOf(id)).map((row) => [row.action, row.actorId === dealerUserId, row.dealerId, row.details]),
    ).toEqual([
      [
        'document.upload',
        true,
        ownDealer.id,
        { title: 'Service report Q1', version: 1, fileName: 'service-report.pdf' },
      ],
      [
        'document.reject',
        false,
        ownDealer.id,
        { title: 'Service report Q1', version: 1, comment: 'The signature is missing' },
      ],
      [
        'document.resubmit',
        true,
        ownDealer.id,
        { title: 'Service report Q1', version: 2, fileName: 'service-report-signed.pdf' },
      ],
      ['document.approve', false, ownDealer.id, { title: 'Service report Q1', version: 2, comment: null }],
    ])
    const summary = await (await t.request('/api/mobile/summary', { cookie: dealerUser })).json()
    expect(summary.activity).toContainEqual(
      expect.objectContaining({
        kind: 'audit',
        action: 'document.resubmit',
        details: expect.objectContaining({ title: 'Service report Q1' }),
      }),
    )
  })

  it('a wrong file on resubmit is refused and the document stays rejected at version 1', async () => {
    const [document] = await uploadOk(dealerUser, [{ name: 'inv.pdf', bytes: pdf }], { category: 'invoice' })
    await review(admin, document!.id, { decision: 'reject', comment: 'Wrong month' })
    const bad = await t.request(`/api/files/${document!.id}/versions`, {
      cookie: dealerUser,
      body: form([{ name: 'inv.pdf', bytes: Buffer.from([0x7f, 0x45, 0x4c, 0x46]) }]),
    })
    expect(bad.status).toBe(415)
    const after = await detail(dealerUser, document!.id)
    expect([after.status, after.currentVersion, after.versions.length]).toEqual(['rejected', 1, 1])
    // A refused resubmission leaves no audit entry.
    expect((await auditOf(document!.id)).map((row) => row.action)).toEqual([
      'document.upload',
      'document.reject',
    ])
  })
})

describe('who sees what', () => {
  let foreignId: string
  beforeAll(async () => {
    const [document] = await uploadOk(otherDealerUser, [{ name: 'other-contract.pdf', bytes: pdf }])
    foreignId = document!.id
  })

  it("another dealer's document is 404 everywhere for a dealer user: detail, download, thumbnail, review, delete", async () => {
    for (const url of [
      `/api/files/${foreignId}`,
      `/api/files/${foreignId}/versions/1/content`,
      `/api/files/${foreignId}/versions/1/content?disposition=inline`,
      `/api/files/${foreignId}/versions/1/thumbnail`,
    ]) {
      expect((await t.request(url, { cookie: dealerUser })).status, url).toBe(404)
    }
    expect(
      (await t.request(`/api/files/${foreignId}`, { cookie: dealerUser, method: 'DELETE' })).status,
    ).toBe(404)
    expect((await t.request(`/api/files/${UNKNOWN_ID}`, { cookie: admin })).status).toBe(404)
    expect((await t.request('/api/files/not-a-uuid', { cookie: admin })).status).toBe(400)
  })

  it("lists only the caller's dealer's documents; a foreign dealer filter is 404", async () => {
    const own = await (await t.request('/api/files?limit=100', { cookie: dealerUser })).json()
    expect(own.documents.length).toBeGreaterThan(0)
    expect(own.documents.every((d: DocumentItem) => d.dealer.id === ownDealer.id)).toBe(true)
    expect((await t.request(`/api/files?dealerId=${otherDealer.id}`, { cookie: dealerUser })).status).toBe(
      404,
    )
    const all = await (await t.request(`/api/files?dealerId=${otherDealer.id}`, { cookie: admin })).json()
    expect(all.documents.map((d: DocumentItem) => d.id)).toContain(foreignId)
  })

  it('downloads with Content-Disposition; previews inline only images and PDFs', async () => {
    const download = await t.request(`/api/files/${foreignId}/versions/1/content`, { cookie: admin })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="other-contract.pdf"; filename*=UTF-8''other-contract.pdf`,
    )
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    const inline = await t.request(`/api/files/${foreignId}/versions/1/content?disposition=inline`, {
      cookie: admin,
    })
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/)
    const [text] = await uploadOk(dealerUser, [{ name: 'readme.txt', bytes: Buffer.from('plain words') }])
    const textInline = await t.request(`/api/files/${text!.id}/versions/1/content?disposition=inline`, {
      cookie: dealerUser,
    })
    expect(textInline.headers.get('content-disposition')).toMatch(/^attachment;/)
  })

  it('filters by status, category, uploader and date, searches title and file name, sorts', async () => {
    const [named] = await uploadOk(dealerUser, [{ name: 'zebra-unique-scan.pdf', bytes: pdf }], {
      title: 'Alpha title',
      category: 'other',
    })
    const search = async (query: string) =>
      (
        (await (await t.request(`/api/files?${query}`, { cookie: dealerUser })).json())
          .documents as DocumentItem[]
      ).map((d) => d.id)
    expect(await search('search=zebra-unique')).toEqual([named!.id])
    expect(await search('search=alpha%20TITLE')).toEqual([named!.id])
    expect(await search('category=other&uploadedBy=me')).toContain(named!.id)
    expect(await search('status=approved&search=zebra')).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect(await search(`from=${today}&to=${today}&search=zebra`)).toEqual([named!.id])
    expect(await search('from=2000-01-01&to=2000-01-02')).toEqual([])
    const sorted = (
      await (await t.request('/api/files?sort=title&order=asc&limit=100', { cookie: dealerUser })).json()
    ).documents as DocumentItem[]
    const titles = sorted.map((d) => d.title.toLowerCase())
    expect(titles).toEqual([...titles].sort())
    expect((await t.request('/api/files?status=unknown', { cookie: dealerUser })).status).toBe(400)
  })

  it('soft delete: the uploader may, another dealer user of the dealer may not; gone from lists and counts', async () => {
    const colleague = (await signInAs(['dealer_user'], [ownDealer.id])).cookie
    const [document] = await uploadOk(dealerUser, [{ name: 'to-delete.pdf', bytes: pdf }])
    const before = await countDocumentsByStatus(t.db, [ownDealer.id])
    expect(
      (await t.request(`/api/files/${document!.id}`, { cookie: colleague, method: 'DELETE' })).status,
    ).toBe(403)
    expect(
      (await t.request(`/api/files/${document!.id}`, { cookie: dealerUser, method: 'DELETE' })).status,
    ).toBe(204)
    expect((await t.request(`/api/files/${document!.id}`, { cookie: admin })).status).toBe(404)
    expect((await t.request(`/api/files/${document!.id}/versions/1/content`, { cookie: admin })).status).toBe(
      404,
    )
    const after = await countDocumentsByStatus(t.db, [ownDealer.id])
    expect(after.pending).toBe(before.pending - 1)
  })

  it('counts by status in scope and for one uploader (the mobile dashboard)', async () => {
    const mine = await (
      await t.request('/api/files/counts?uploadedBy=me', { cookie: otherDealerUser })
    ).json()
    expect(mine).toEqual({ processing: 0, pending: 1, approved: 0, rejected: 0 })
    expect(await countDocumentsByStatus(t.db, [])).toEqual({
      processing: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
    })
    const all = await countDocumentsByStatus(t.db, 'all')
    const own = await countDocumentsByStatus(t.db, [ownDealer.id])
    expect(all.pending).toBeGreaterThan(own.pending)
  })

  it('offers the dealers in scope and the uploaders as filter options', async () => {
    const options = await (await t.request('/api/files/options', { cookie: dealerUser })).json()
    expect(options.dealers).toEqual([{ id: ownDealer.id, name: 'Files Own Dealer' }])
    expect(options.canReview).toBe(false)
    expect(options.uploaders.map((u: { id: string }) => u.id)).toContain(dealerUserId)
    expect((await (await t.request('/api/files/options', { cookie: support })).json()).canReview).toBe(true)
  })
})

describe('interrupted processing', () => {
  it('sends documents left in processing by a stopped server on to review, and leaves fresh ones', async () => {
    const [stale] = await uploadOk(dealerUser, [{ name: 'stale.pdf', bytes: pdf }])
    const [fresh] = await uploadOk(dealerUser, [{ name: 'fresh.pdf', bytes: pdf }])
    const longAgo = new Date(Date.now() - PROCESSING_STALE_MS - 60_000)
    for (const [id, updatedAt] of [
      [stale!.id, longAgo],
      [fresh!.id, new Date()],
    ] as const) {
      await t.db.update(documents).set({ status: 'processing' }).where(eq(documents.id, id))
      await t.db
        .update(documentVersions)
        .set({ status: 'processing', updatedAt })
        .where(eq(documentVersions.documentId, id))
    }
    expect(await settleInterruptedProcessing(t.db, logger)).toBe(1)
    expect((await detail(dealerUser, stale!.id)).status).toBe('pending')
    expect((await detail(dealerUser, fresh!.id)).status).toBe('processing')
  })
})

describe('interrupted upload (issue 32 item 6)', () => {
  /** Open descriptors of this process that point into the storage folder (a partial being written). */
  const storageHandles = async () => {
    const fds = await readdir('/proc/self/fd')
    const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')))
    return targets.filter((target) => target.startsWith(storageDir)).length
  }
  const partials = async () =>
    (await readdir(storageDir, { recursive: true })).filter((entry) => entry.endsWith('.partial'))

  /** Sends the headers and half of a multipart body over a real socket, then cuts the connection. */
  async function abortMidUpload(port: number) {
    const boundary = `----dealerpilot${randomBytes(8).toString('hex')}`
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ncontract\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    )
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/files',
      headers: {
        cookie: dealerUser,
        origin: TEST_BASE_URL,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + MAX_BYTES),
      },
    })
    request.on('error', () => {})
    request.write(Buffer.concat([head, pdf.subarray(0, 32)]))
    // The server has started writing the file: its partial is on disk.
    await expect.poll(partials).not.toEqual([])
    request.destroy()
  }

  it('a client that disconnects mid-upload leaves no partial file and no open handle (5 aborts)', async () => {
    const server = await t.listen()
    try {
      const before = await storedCount()
      for (let attempt = 0; attempt < 5; attempt++) {
        await abortMidUpload(server.port)
        await expect.poll(partials).toEqual([])
        await expect.poll(storageHandles).toBe(0)
      }
      expect(await storedCount()).toBe(before)
    } finally {
      server.close()
    }
  })

  it('at start, sweeps partials older than an hour and keeps one another instance is writing', async () => {
    const folder = path.join(storageDir, 'ab')
    await mkdir(folder, { recursive: true })
    const stale = path.join(folder, `ab${'1'.repeat(30)}.partial`)
    const fresh = path.join(folder, `ab${'2'.repeat(30)}.partial`)
    await writeFile(stale, 'cut off by a restart')
    await writeFile(fresh, 'still arriving')
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await utimes(stale, twoHoursAgo, twoHoursAgo)
    const storage = createLocalDiskStorage(storageDir)
    expect(await sweepInterruptedUploads(storage, logger)).toBe(1)
    expect(await partials()).toEqual([path.relative(storageDir, fresh)])
    await rm(fresh)
  })
})
