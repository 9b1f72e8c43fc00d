import { DOCUMENT_CATEGORIES, documents, documentVersions } from '#server/db/schema/documents'
import { storedFiles } from '#server/db/schema/files'
import { batchInserter, type LargeSeedContext, type LargeSeedPeople } from './large-seed-context.ts'
import { HISTORY_DAYS } from './volumes.ts'

// 100,000 file records: each a dealer's document with one version and its stored file row. Only the
// records: no bytes are written to the file storage, so a download answers "not found".

const KINDS = [
  { mime: 'application/pdf', ext: 'pdf' },
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/png', ext: 'png' },
] as const
const TITLES = [
  'Service contract',
  'Calibration certificate',
  'Service report',
  'Invoice',
  'Workshop photo',
  'Licence',
]
// Never 'processing': the recovery job would try to process bytes that do not exist.
const STATUSES = ['pending', 'approved', 'approved', 'approved', 'rejected'] as const

export async function seedLargeFiles(ctx: LargeSeedContext, people: LargeSeedPeople) {
  const started = Date.now()
  const random = ctx.random('files')
  const reviewers = people.idsByRole.get('admin') ?? []
  const files = batchInserter(ctx.db, storedFiles)
  const docs = batchInserter(ctx.db, documents)
  const versions = batchInserter(ctx.db, documentVersions, [files, docs])
  const dealerUsers = people.users.filter((person) => person.dealerId)
  for (let i = 0; i < ctx.volumes.files; i++) {
    const owner = dealerUsers.length > 0 ? dealerUsers[i % dealerUsers.length] : null
    const dealerId = owner?.dealerId ?? people.dealerIds[i % people.dealerIds.length]
    const kind = random.pick(KINDS)
    const title = `${random.pick(TITLES)} ${i + 1}`
    const createdAt = ctx.daysBefore(random.next() * HISTORY_DAYS)
    const status = random.pick(STATUSES)
    const reviewed = status !== 'pending'
    const reviewedBy = reviewed && reviewers.length > 0 ? random.pick(reviewers) : null
    const fileId = random.uuid()
    const documentId = random.uuid()
    await files.add({
      id: fileId,
      storageKey: `large-seed/${fileId}.${kind.ext}`,
      originalName: `${title.toLowerCase().replaceAll(' ', '-')}.${kind.ext}`,
      mimeType: kind.mime,
      sizeBytes: random.int(20_000, 8_000_000),
      uploadedBy: owner?.id ?? null,
      dealerId,
      createdAt,
      updatedAt: createdAt,
    })
    const review = {
      status,
      uploadedBy: owner?.id ?? null,
      reviewedBy,
      reviewedAt: reviewed ? createdAt : null,
      reviewComment: status === 'rejected' ? 'The document is not readable, please upload it again.' : null,
      createdAt,
      updatedAt: createdAt,
    }
    await docs.add({ id: documentId, dealerId, title, category: random.pick(DOCUMENT_CATEGORIES), ...review })
    await versions.add({ id: random.uuid(), documentId, version: 1, fileId, ...review })
  }
  ctx.report('files (+ documents, versions)', await files.done(), started)
  await docs.done()
  await versions.done()
}
