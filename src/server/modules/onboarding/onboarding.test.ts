import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealers } from '#server/db/schema/dealers'
import { mailOutbox } from '#server/db/schema/identity'
import { escalationNotifications } from '#server/db/schema/notifications'
import { onboardingSteps } from '#server/db/schema/onboarding'
import { createDealer, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { onboardingMailSettled } from './onboarding-mail.ts'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n')
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])

let t: TestApp
let storageDir: string
const cookies: Record<string, string> = {}
let dealerA: { id: string; email: string | null }
let dealerB: { id: string }
let dealerUserA: { id: string; email: string }
let adminEmail: string

async function call(method: string, url: string, who: string | null, json?: unknown) {
  const response = await t.request(url, { method, cookie: who ? cookies[who] : undefined, json })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

async function upload(
  who: string,
  onboardingId: string,
  stepId: string,
  bytes: Buffer,
  fileName: string,
  label: string,
) {
  const query = new URLSearchParams({ fileName, label })
  const response = await t.request(
    `/api/onboarding/onboardings/${onboardingId}/steps/${stepId}/files?${query}`,
    {
      method: 'POST',
      cookie: cookies[who],
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    },
  )
  return { status: response.status, body: await response.json() }
}

async function mails(kind: string) {
  await onboardingMailSettled()
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))
}

const PROGRAM = {
  name: 'Oppstart for verksted',
  description: 'Laste opp firmaattest, kurs, møte og venting.',
  languageCode: 'no',
  steps: [
    {
      stepName: 'Last opp firmaattest',
      stepDescription: 'Firmaattest',
      stepType: 'documentation',
      stepOrder: 1,
      isRequired: true,
      estimatedDurationMinutes: 30,
      requiredFiles: ['Firmaattest'],
    },
    {
      stepName: 'Sikkerhetskurs',
      stepDescription: '',
      stepType: 'system_access',
      stepOrder: 2,
      isRequired: true,
      estimatedDurationMinutes: 90,
    },
    {
      stepName: 'Oppstartsmøte',
      stepDescription: '',
      stepType: 'meeting',
      stepOrder: 3,
      isRequired: true,
      estimatedDurationMinutes: 60,
    },
    {
      stepName: 'Kort ventetid',
      stepDescription: '',
      stepType: 'time_delay',
      stepOrder: 4,
      isRequired: true,
      estimatedDurationMinutes: 0,
    },
  ],
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'dealerpilot-onboarding-'))
  t = await createTestApp({
    env: {
      STORAGE_DIR: storageDir,
      UPLOAD_MAX_BYTES: '4096',
      ONBOARDING_REVIEW_EMAIL: 'reviews@example.test',
    },
  })
  dealerA = await createDealer(t.db, { name: 'Fjord Tuning AS', email: 'post@fjord.example.test' })
  dealerB = await createDealer(t.db, { name: 'Other Dealer AB' })
  const admin = await createUser(t.db, { roles: ['admin'], firstName: 'Anders', lastName: 'Aas' })
  adminEmail = admin.email
  const people = {
    admin,
    superAdmin: await createUser(t.db, { roles: ['super_admin'] }),
    trainer: await createUser(t.db, { roles: ['trainer'] }),
    support: await createUser(t.db, { roles: ['support_agent'] }),
    standard: await createUser(t.db, { roles: ['standard_user'] }),
    dealerA: await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerA.id], firstName: 'Dina' }),
    colleagueA: await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [dealerA.id] }),
    dealerB: await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerB.id] }),
  }
  dealerUserA = people.dealerA
  for (const [key, person] of Object.entries(people))
    cookies[key] = await t.signIn(person.email, person.password)
})
afterAll(async () => {
  await onboardingMailSettled()
  await t.close()
  await rm(storageDir, { recursive: true, force: true })
})

describe('permissions and bad input', () => {
  it('management routes answer 401 signed out and 403 to everyone but admin-level roles', async () => {
    expect((await call('GET', '/api/onboarding/programs', null)).status).toBe(401)
    const signedOut = await call('GET', '/api/onboarding/my', null)
    expect(signedOut.body.error.message).toBe('You need to be logged in to access the onboarding program.')
    for (const who of ['trainer', 'support', 'standard', 'dealerA']) {
      for (const [method, url] of [
        ['GET', '/api/onboarding/overview'],
        ['GET', '/api/onboarding/programs'],
        ['GET', '/api/onboarding/review-queue'],
        ['POST', '/api/onboarding/design-chat'],
        ['POST', '/api/onboarding/programs'],
      ]) {
        expect(
          (await call(method, url, who, method === 'POST' ? {} : undefined)).status,
          `${who} ${url}`,
        ).toBe(403)
      }
    }
    expect((await call('GET', '/api/onboarding/programs', 'superAdmin')).status).toBe(200)
  })

  it('validates program, step and chat input with 400 and field details', async () => {
    const empty = await call('POST', '/api/onboarding/programs', 'admin', { ...PROGRAM, name: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.error.details.issues[0]).toEqual({ path: 'name', message: 'Program name is required' })
    expect((await call('POST', '/api/onboarding/programs', 'admin', { ...PROGRAM, steps: [] })).status).toBe(
      400,
    )
    expect(
      (await call('POST', '/api/onboarding/programs', 'admin', { ...PROGRAM, languageCode: 'de' })).status,
    ).toBe(400)
    expect((await call('POST', '/api/onboarding/design-chat', 'admin', { message: '  ' })).status).toBe(400)
    expect((await call('GET', '/api/onboarding/programs/not-a-uuid/steps', 'admin')).status).toBe(400)
    expect((await call('GET', `/api/onboarding/programs/${crypto.randomUUID()}/steps`, 'admin')).status).toBe(
      404,
    )
  })

  it('a user without a dealer is refused on /my (spec §6)', async () => {
    const response = await call('GET', '/api/onboarding/my', 'standard')
    expect(response.status).toBe(403)
    expect(response.body.error.message).toBe('You must be associated with a dealer to access onboarding.')
  })
})

describe('design chat', () => {
  it('proposes steps in Norwegian from the built-in planner', async () => {
    const response = await call('POST', '/api/onboarding/design-chat', 'admin', {
      message: 'Forhandleren må laste opp firmaattest, ta et kurs i flashing og vente to uker.',
      programName: 'Ny forhandler',
      languageCode: 'no',
    })
    expect(response.status).toBe(200)
    expect(response.body.source).toBe('planner')
    expect(response.body.steps.map((step: { stepType: string }) => step.stepType)).toEqual([
      'documentation',
      'training',
      'time_delay',
    ])
    expect(response.body.response).toContain('3 steg for «Ny forhandler»')
  })
})

describe('the onboarding cycle', () => {
  let programId: string
  let onboardingId: string
  let stepIds: string[]
  let firstSubmissionId: string

  it('creates a program from approved steps, mapping the assistant types (spec §9)', async () => {
    const created = await call('POST', '/api/onboarding/programs', 'admin', PROGRAM)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: PROGRAM.name,
      languageCode: 'no',
      isActive: true,
      stepCount: 4,
      enrolledCount: 0,
    })
    programId = created.body.id
    const steps = (await call('GET', `/api/onboarding/programs/${programId}/steps`, 'admin')).body.steps
    expect(
      steps.map((step: { stepType: string; stepOrder: number }) => [step.stepOrder, step.stepType]),
    ).toEqual([
      [1, 'document_upload'],
      [2, 'training'],
      [3, 'manual_confirmation'],
      [4, 'time_delay'],
    ])
    expect(steps[0].requiredFiles).toEqual(['Firmaattest'])
    stepIds = steps.map((step: { id: string }) => step.id)
  })

  it('manages steps: default step, order count + 1, edit keeps order, reorder and delete', async () => {
    const added = await call('POST', `/api/onboarding/programs/${programId}/steps`, 'admin', {
      title: '  Ekstra steg  ',
    })
    expect(added.status).toBe(201)
    const extra = added.body.steps.at(-1)
    expect(extra).toMatchObject({
      title: 'Ekstra steg',
      stepOrder: 5,
      stepType: 'document_upload',
      estimatedDuration: 30,
      isRequired: true,
    })
    const edited = await call('PATCH', `/api/onboarding/programs/${programId}/steps/${extra.id}`, 'admin', {
      expectedUpdatedAt: extra.updatedAt,
      title: 'Endret',
      estimatedDuration: 15,
      requiredFiles: ['A', 'B'],
    })
    expect(edited.body.steps.at(-1)).toMatchObject({
      title: 'Endret',
      stepOrder: 5,
      estimatedDuration: 15,
      requiredFiles: ['A', 'B'],
    })
    expect(
      (
        await call('PATCH', `/api/onboarding/programs/${programId}/steps/${extra.id}`, 'admin', {
          expectedUpdatedAt: edited.body.steps.at(-1).updatedAt,
          title: '',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('PATCH', `/api/onboarding/programs/${programId}/steps/${extra.id}`, 'admin', {
          expectedUpdatedAt: edited.body.steps.at(-1).updatedAt,
          estimatedDuration: -1,
        })
      ).status,
    ).toBe(400)
    const reordered = await call('PUT', `/api/onboarding/programs/${programId}/steps/order`, 'admin', {
      stepIds: [extra.id, ...stepIds],
    })
    expect(reordered.body.steps.map((step: { id: string }) => step.id)).toEqual([extra.id, ...stepIds])
    expect(reordered.body.steps.map((step: { stepOrder: number }) => step.stepOrder)).toEqual([1, 2, 3, 4, 5])
    const incomplete = await call('PUT', `/api/onboarding/programs/${programId}/steps/order`, 'admin', {
      stepIds,
    })
    expect(incomplete.status).toBe(422)
    expect(
      (await call('DELETE', `/api/onboarding/programs/${programId}/steps/${extra.id}`, 'admin')).status,
    ).toBe(200)
    await call('PUT', `/api/onboarding/programs/${programId}/steps/order`, 'admin', { stepIds })
    const steps = (await call('GET', `/api/onboarding/programs/${programId}/steps`, 'admin')).body.steps
    expect(steps.map((step: { stepOrder: number }) => step.stepOrder)).toEqual([1, 2, 3, 4])
    expect(
      (await call('DELETE', `/api/onboarding/programs/${programId}/steps/${extra.id}`, 'admin')).status,
    ).toBe(404)
  })

  it('assigns the program to a dealer: onboarding created, dealer status onboarding, members notified', async () => {
    const bad = await call('POST', `/api/onboarding/programs/${programId}/assignments`, 'admin', {
      dealerIds: [],
    })
    expect(bad.status).toBe(400)
    const unknown = await call('POST', `/api/onboarding/programs/${programId}/assignments`, 'admin', {
      dealerIds: [crypto.randomUUID()],
    })
    expect(unknown.status).toBe(404)
    const assigned = await call('POST', `/api/onboarding/programs/${programId}/assignments`, 'admin', {
      dealerIds: [dealerA.id],
    })
    expect(assigned.status).toBe(201)
    expect(assigned.body.assigned).toHaveLength(1)
    onboardingId = assigned.body.assigned[0].onboardingId
    const again = await call('POST', `/api/onboarding/programs/${programId}/assignments`, 'admin', {
      dealerIds: [dealerA.id],
    })
    expect(again.body).toEqual({ assigned: [], alreadyEnrolled: [dealerA.id] })
    const [dealer] = await t.db.select().from(dealers).where(eq(dealers.id, dealerA.id))
    expect(dealer.status).toBe('onboarding')
    const notes = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.userId, dealerUserA.id))
    expect(notes.map((note) => note.message)).toEqual([`New onboarding program: ${PROGRAM.name}`])
    const listed = (await call('GET', `/api/onboarding/programs/${programId}/dealers`, 'admin')).body.dealers
    expect(listed.find((row: { id: string }) => row.id === dealerA.id).enrolled).toBe(true)
    expect(listed.find((row: { id: string }) => row.id === dealerB.id).enrolled).toBe(false)
  })

  it("a dealer user sees their own onboarding and never another dealer's", async () => {
    const mine = await call('GET', '/api/onboarding/my', 'dealerA')
    expect(mine.body.onboardings.map((row: { id: string }) => row.id)).toEqual([onboardingId])
    expect(mine.body.onboardings[0]).toMatchObject({ progressPercentage: 0, stepCount: 4, approvedCount: 0 })
    expect((await call('GET', '/api/onboarding/my', 'dealerB')).body.onboardings).toEqual([])
    for (const [method, url] of [
      ['GET', `/api/onboarding/onboardings/${onboardingId}`],
      ['GET', `/api/onboarding/onboardings/${onboardingId}/certificate`],
      ['POST', `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/start`],
      ['POST', `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/submit`],
    ]) {
      const response = await call(
        method,
        url,
        'dealerB',
        method === 'POST' ? { submissionText: 'x' } : undefined,
      )
      expect(response.status, url).toBe(404)
      expect(response.body.error.message).toBe('Onboarding not found')
    }
    expect((await upload('dealerB', onboardingId, stepIds[0], PDF, 'a.pdf', 'Firmaattest')).status).toBe(404)
    // Staff who read every dealer may look; they do not work on a dealer's steps.
    expect((await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'support')).status).toBe(200)
    expect(
      (await call('POST', `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/start`, 'admin'))
        .status,
    ).toBe(404)
  })

  it('gates steps: a later step cannot start before the earlier required ones are approved', async () => {
    const early = await call(
      'POST',
      `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[1]}/start`,
      'dealerA',
    )
    expect(early.status).toBe(422)
    expect(early.body.error.message).toBe('Complete Previous Steps First')
    const view = (await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'dealerA')).body
    expect(
      view.steps.map((step: { status: string; previousStepsDone: boolean }) => [
        step.status,
        step.previousStepsDone,
      ]),
    ).toEqual([
      ['pending', true],
      ['pending', false],
      ['pending', false],
      ['pending', false],
    ])
    const unstarted = await upload('dealerA', onboardingId, stepIds[0], PDF, 'firmaattest.pdf', 'Firmaattest')
    expect(unstarted.status).toBe(422)
    const started = await call(
      'POST',
      `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/start`,
      'dealerA',
    )
    expect(started.status).toBe(200)
    expect(started.body.steps[0].status).toBe('in_progress')
    expect(
      (await call('POST', `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/start`, 'dealerA'))
        .status,
    ).toBe(409)
  })

  it('uploads real files: type sniffed from the bytes, size limited, served only to the dealer and staff', async () => {
    const exe = await upload('dealerA', onboardingId, stepIds[0], EXE, 'firmaattest.pdf', 'Firmaattest')
    expect(exe.status).toBe(415)
    // Issue 35 item 7: text named .pdf is refused too, with a message that says so.
    const fake = await upload(
      'dealerA',
      onboardingId,
      stepIds[0],
      Buffer.from('not a pdf'),
      'fake.pdf',
      'Firmaattest',
    )
    expect(fake.status).toBe(415)
    expect(fake.body.error.message).toMatch(/^The content is not a \.pdf file\./)
    const big = await upload(
      'dealerA',
      onboardingId,
      stepIds[0],
      Buffer.concat([PDF, Buffer.alloc(5000, 32)]),
      'big.pdf',
      'Firmaattest',
    )
    expect(big.status).toBe(413)
    const noName = await t.request(
      `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/files?label=x`,
      {
        method: 'POST',
        cookie: cookies.dealerA,
        body: new Uint8Array(PDF),
      },
    )
    expect(noName.status).toBe(400)
    const good = await upload('dealerA', onboardingId, stepIds[0], PDF, 'firmaattest.pdf', 'Firmaattest')
    expect(good.status).toBe(201)
    expect(good.body).toMatchObject({
      label: 'Firmaattest',
      fileName: 'firmaattest.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    })
    const stray = await upload(
      'dealerA',
      onboardingId,
      stepIds[0],
      Buffer.from('notes\n'),
      'notes.txt',
      'Notes',
    )
    expect(stray.body.mimeType).toBe('text/plain; charset=utf-8')
    expect(
      (await call('DELETE', `/api/onboarding/onboardings/${onboardingId}/files/${stray.body.id}`, 'dealerB'))
        .status,
    ).toBe(404)
    const removed = await call(
      'DELETE',
      `/api/onboarding/onboardings/${onboardingId}/files/${stray.body.id}`,
      'dealerA',
    )
    expect(removed.body.steps[0].draftFiles.map((file: { id: string }) => file.id)).toEqual([good.body.id])

    for (const who of ['dealerA', 'colleagueA', 'admin', 'support']) {
      const download = await t.request(good.body.url, { cookie: cookies[who] })
      expect(download.status, who).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(download.headers.get('content-disposition')).toContain('attachment')
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true)
    }
    expect((await t.request(good.body.url, { cookie: cookies.dealerB })).status).toBe(404)
    expect((await t.request(good.body.url)).status).toBe(401)
  })

  it('submits with trimmed text and the required files; reviewers are e-mailed', async () => {
    const url = `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/submit`
    const blank = await call('POST', url, 'dealerA', { submissionText: '   ', fileIds: [] })
    expect(blank.status).toBe(400)
    expect(blank.body.error.details.issues[0].message).toBe('Submission text is required')
    const noFiles = await call('POST', url, 'dealerA', { submissionText: 'Her er attesten', fileIds: [] })
    expect(noFiles.status).toBe(422)
    expect(noFiles.body.error.details).toEqual({ missing: ['Firmaattest'] })
    const view = (await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'dealerA')).body
    const fileIds = view.steps[0].draftFiles.map((file: { id: string }) => file.id)
    const foreign = await call('POST', url, 'dealerA', {
      submissionText: 'x',
      fileIds: [crypto.randomUUID()],
    })
    expect(foreign.status).toBe(422)
    const submitted = await call('POST', url, 'dealerA', { submissionText: '  Her er attesten  ', fileIds })
    expect(submitted.status).toBe(200)
    expect(submitted.body.steps[0]).toMatchObject({ status: 'submitted', draftFiles: [] })
    expect(submitted.body.steps[0].submissions[0]).toMatchObject({
      submissionText: 'Her er attesten',
      status: 'submitted',
    })
    expect(submitted.body.steps[0].submissions[0].files).toHaveLength(1)
    expect((await call('POST', url, 'dealerA', { submissionText: 'again', fileIds: [] })).status).toBe(409)

    const sent = await mails('onboarding_step_submitted')
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual(
      expect.arrayContaining([adminEmail, 'reviews@example.test']),
    )
    const toAdmin = sent.find((mail) => mail.toAddress === adminEmail)!
    expect(toAdmin.textBody).toContain('Hello Anders Aas,')
    expect(toAdmin.textBody).toContain('Fjord Tuning AS submitted the step "Last opp firmaattest"')
    expect(toAdmin.textBody).toContain('> Her er attesten')
    expect(toAdmin.textBody).toMatch(/http:\/\/localhost:3000\/onboarding-management\?tab=review&submission=/)
  })

  it('lists the submission in the review queue, oldest first, with its text and files', async () => {
    const queue = await call('GET', '/api/onboarding/review-queue', 'admin')
    expect(queue.body.items).toHaveLength(1)
    expect(queue.body.items[0]).toMatchObject({
      onboardingId,
      dealer: { name: 'Fjord Tuning AS' },
      step: { title: 'Last opp firmaattest', stepOrder: 1 },
      fileCount: 1,
    })
    firstSubmissionId = queue.body.items[0].submissionId
    const detail = await call('GET', `/api/onboarding/submissions/${firstSubmissionId}`, 'admin')
    expect(detail.body.submission.submissionText).toBe('Her er attesten')
    expect(detail.body.submission.files[0].label).toBe('Firmaattest')
    expect(detail.body.history).toEqual([])
    expect((await call('GET', `/api/onboarding/submissions/${crypto.randomUUID()}`, 'admin')).status).toBe(
      404,
    )
  })

  it('rejects with feedback: the dealer sees it, is notified and e-mailed, and resubmits', async () => {
    const noFeedback = await call(
      'POST',
      `/api/onboarding/submissions/${firstSubmissionId}/reject`,
      'admin',
      { feedback: ' ' },
    )
    expect(noFeedback.status).toBe(400)
    expect(
      (
        await call('POST', `/api/onboarding/submissions/${firstSubmissionId}/reject`, 'dealerA', {
          feedback: 'x',
        })
      ).status,
    ).toBe(403)
    const rejected = await call('POST', `/api/onboarding/submissions/${firstSubmissionId}/reject`, 'admin', {
      feedback: 'Attesten er eldre enn tre måneder.',
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.submission).toMatchObject({
      status: 'rejected',
      feedback: 'Attesten er eldre enn tre måneder.',
    })
    expect(
      (await call('POST', `/api/onboarding/submissions/${firstSubmissionId}/approve`, 'admin', {})).status,
    ).toBe(409)

    const view = (await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'dealerA')).body
    expect(view.steps[0]).toMatchObject({
      status: 'rejected',
      feedback: 'Attesten er eldre enn tre måneder.',
    })
    const rejectedMail = await mails('onboarding_step_rejected')
    expect(rejectedMail.map((mail) => mail.toAddress)).toEqual([dealerUserA.email])
    expect(rejectedMail[0].textBody).toContain('> Attesten er eldre enn tre måneder.')
    const notes = await t.db
      .select()
      .from(escalationNotifications)
      .where(
        and(
          eq(escalationNotifications.userId, dealerUserA.id),
          eq(escalationNotifications.urgency, 'medium'),
        ),
      )
    expect(notes.map((note) => note.message)).toContain('Onboarding step needs changes: Last opp firmaattest')

    const fresh = await upload('dealerA', onboardingId, stepIds[0], PDF, 'ny-firmaattest.pdf', 'Firmaattest')
    const resubmitted = await call(
      'POST',
      `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[0]}/submit`,
      'dealerA',
      {
        submissionText: 'Ny attest fra i dag',
        fileIds: [fresh.body.id],
      },
    )
    expect(resubmitted.status).toBe(200)
    expect(resubmitted.body.steps[0].submissions.map((round: { status: string }) => round.status)).toEqual([
      'submitted',
      'rejected',
    ])
  })

  it('approves, then the dealer works through confirmation and the waiting period to completion', async () => {
    const queue = (await call('GET', '/api/onboarding/review-queue', 'admin')).body.items
    const detail = await call('GET', `/api/onboarding/submissions/${queue[0].submissionId}`, 'admin')
    expect(detail.body.history.map((round: { id: string }) => round.id)).toEqual([firstSubmissionId])
    const certificateEarly = await call(
      'GET',
      `/api/onboarding/onboardings/${onboardingId}/certificate`,
      'dealerA',
    )
    expect(certificateEarly.status).toBe(422)

    const approved = await call(
      'POST',
      `/api/onboarding/submissions/${queue[0].submissionId}/approve`,
      'admin',
      {},
    )
    expect(approved.body.submission.status).toBe('approved')
    expect((await mails('onboarding_step_approved')).map((mail) => mail.toAddress)).toEqual([
      dealerUserA.email,
    ])
    let view = (await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'dealerA')).body
    expect(view).toMatchObject({ progressPercentage: 25, currentStep: 2 })

    const training = `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[1]}`
    expect((await call('POST', `${training}/confirm`, 'dealerA', {})).status).toBe(422)
    await call('POST', `${training}/start`, 'dealerA')
    await call('POST', `${training}/submit`, 'dealerA', {
      submissionText: 'Kurset er fullført av to teknikere.',
    })
    const second = (await call('GET', '/api/onboarding/review-queue', 'admin')).body.items[0]
    await call('POST', `/api/onboarding/submissions/${second.submissionId}/approve`, 'admin', {
      feedback: 'Bra!',
    })

    const meeting = `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[2]}`
    expect((await call('POST', `${meeting}/submit`, 'dealerA', { submissionText: 'x' })).status).toBe(422)
    const waiting = `/api/onboarding/onboardings/${onboardingId}/steps/${stepIds[3]}`
    expect((await call('POST', `${waiting}/start`, 'dealerA')).status).toBe(422)
    const confirmed = await call('POST', `${meeting}/confirm`, 'dealerA', { note: 'Møtet var 3. mars' })
    expect(confirmed.status).toBe(200)
    // The 0-minute waiting period started and approved itself, which completed the onboarding.
    expect(confirmed.body.steps.map((step: { status: string }) => step.status)).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
    ])
    expect(confirmed.body.progressPercentage).toBe(100)
    expect(confirmed.body.completedAt).not.toBeNull()

    const [dealer] = await t.db.select().from(dealers).where(eq(dealers.id, dealerA.id))
    expect(dealer.status).toBe('active')
    const completion = await mails('onboarding_completed')
    expect(completion.map((mail) => mail.toAddress)).toEqual(['post@fjord.example.test'])
    expect(completion[0].textBody).toContain(`http://localhost:3000/onboarding/certificate/${onboardingId}`)
    expect(completion[0].textBody).toContain('http://localhost:3000/dashboard')

    const certificate = await call(
      'GET',
      `/api/onboarding/onboardings/${onboardingId}/certificate`,
      'dealerA',
    )
    expect(certificate.body).toMatchObject({
      dealerName: 'Fjord Tuning AS',
      programName: PROGRAM.name,
      stepCount: 4,
    })
    expect(
      (await call('GET', `/api/onboarding/onboardings/${onboardingId}/certificate`, 'dealerB')).status,
    ).toBe(404)
    view = (await call('GET', '/api/onboarding/my', 'dealerA')).body.onboardings[0]
    expect(view).toMatchObject({ progressPercentage: 100, approvedCount: 4 })
    // Reading again does not complete (or mail) twice.
    expect(await mails('onboarding_completed')).toHaveLength(1)
  })

  it('reports the overview from real rows', async () => {
    const overview = (await call('GET', '/api/onboarding/overview', 'admin')).body
    expect(overview.stats).toEqual({ activePrograms: 1, inProgress: 0, completed: 1, avgProgress: 100 })
    expect(overview.recent).toEqual([])
    expect(overview.awaitingReview).toBe(0)
    const staffList = await call('GET', '/api/onboarding/onboardings?status=completed', 'trainer')
    expect(staffList.body.onboardings.map((row: { id: string }) => row.id)).toEqual([onboardingId])
    expect((await call('GET', '/api/onboarding/onboardings', 'dealerA')).status).toBe(403)
    expect((await call('GET', '/api/onboarding/onboardings?status=nope', 'admin')).status).toBe(400)
  })

  it('refuses to delete a program with enrolled dealers; deactivated programs cannot be assigned', async () => {
    const refused = await call('DELETE', `/api/onboarding/programs/${programId}`, 'admin')
    expect(refused.status).toBe(409)
    const listed = (await call('GET', '/api/onboarding/programs', 'admin')).body.programs
    const version = listed.find((row: { id: string }) => row.id === programId).updatedAt
    const deactivated = await call('PATCH', `/api/onboarding/programs/${programId}`, 'admin', {
      expectedUpdatedAt: version,
      isActive: false,
    })
    expect(deactivated.body.isActive).toBe(false)
    expect(
      (
        await call('PATCH', `/api/onboarding/programs/${programId}`, 'admin', {
          expectedUpdatedAt: deactivated.body.updatedAt,
        })
      ).status,
    ).toBe(400)
    const assign = await call('POST', `/api/onboarding/programs/${programId}/assignments`, 'admin', {
      dealerIds: [dealerB.id],
    })
    expect(assign.status).toBe(422)

    const spare = await call('POST', '/api/onboarding/programs', 'admin', { ...PROGRAM, name: 'Spare' })
    expect((await call('DELETE', `/api/onboarding/programs/${spare.body.id}`, 'admin')).status).toBe(200)
    expect(
      await t.db.select().from(onboardingSteps).where(eq(onboardingSteps.programId, spare.body.id)),
    ).toEqual([])
    expect((await call('DELETE', `/api/onboarding/programs/${spare.body.id}`, 'admin')).status).toBe(404)
  })

  it('records the program changes and every step review in the audit log (issue 11)', async () => {
    type Entry = {
      action: string
      entityId: string
      actor: { id: string } | null
      details: Record<string, unknown>
    }
    const audit = async (query: string): Promise<Entry[]> => {
      const response = await call('GET', `/api/audit?limit=100&${query}`, 'admin')
      expect(response.status).toBe(200)
      return response.body.entries
    }
    const programs = await audit('entityType=onboarding_program')
    const spare = programs.find((entry) => entry.action === 'onboarding_program.delete')
    expect(spare?.details).toEqual({ name: 'Spare' })
    expect(
      programs
        .filter((entry) => entry.action === 'onboarding_program.create')
        .map((entry) => entry.details)
        .reverse(),
    ).toEqual([
      { name: PROGRAM.name, steps: 4 },
      { name: 'Spare', steps: 4 },
    ])
    // Newest first: the deactivation (issue 32 audits program edits, so a stale save names who).
    expect(
      programs
        .filter((entry) => entry.entityId === programId)
        .map(({ action, details }) => ({ action, details })),
    ).toEqual([
      { action: 'onboarding_program.update', details: { name: PROGRAM.name, fields: ['isActive'] } },
      { action: 'onboarding_program.create', details: { name: PROGRAM.name, steps: 4 } },
    ])

    const rejections = await audit('action=onboarding_step.reject')
    expect(rejections).toHaveLength(1)
    expect(rejections[0]).toMatchObject({
      entityId: firstSubmissionId,
      details: {
        stepTitle: 'Last opp firmaattest',
        programName: PROGRAM.name,
        dealerName: 'Fjord Tuning AS',
        onboardingId,
        feedback: 'Attesten er eldre enn tre måneder.',
      },
    })
    const approvals = await audit('action=onboarding_step.approve')
    expect(approvals.map((entry) => entry.details.stepTitle).reverse()).toEqual([
      'Last opp firmaattest',
      'Sikkerhetskurs',
    ])
    expect(approvals[0].details.feedback).toBe('Bra!')
    expect(approvals.every((entry) => entry.actor?.id === rejections[0].actor?.id)).toBe(true)
  })
})
