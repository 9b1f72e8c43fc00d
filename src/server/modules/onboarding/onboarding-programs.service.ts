import type { Executor } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import { lastAuditActor, recordAudit } from '#server/lib/audit'
import { assertNoTranslationInOriginalLanguage, sameTranslations } from '#server/lib/content-translations'
import { assertVersion, StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import type { MailMessage } from '#server/mail/mail-message'
import { insertNotifications, publishNotifications } from '#server/modules/notifications/notification-store'
import { RECENT_ONBOARDINGS_LIMIT, storedStepTypeOf } from '#shared/constants/onboarding'
import type {
  AssignableDealersResponse,
  AssignProgramResponse,
  CreateProgramInput,
  DeleteProgramResponse,
  DesignChatInput,
  DesignChatResponse,
  ListOnboardingsQuery,
  OnboardingListResponse,
  OverviewResponse,
  ProgramListResponse,
  ProgramStepsResponse,
  ProgramSummary,
  ReorderStepsInput,
  StepInput,
  UpdateProgramValues,
  UpdateStepValues,
} from '#shared/schemas/onboarding'
import { createProgramInputSchema, stepInputSchema } from '#shared/schemas/onboarding'
import { listOnboardings, lockOnboarding, setDealerStatus } from './dealer-onboardings.queries.ts'
import { designProgramChat } from './design-assistant.ts'
import {
  findDealerIds,
  insertDealerOnboarding,
  listDealersWithEnrollment,
} from './onboarding-assignment.queries.ts'
import { completionMailsOf, settleOnboarding } from './onboarding-completion.ts'
import { sendInBackground } from './onboarding-mail.ts'
import { overviewStats } from './onboarding-overview.queries.ts'
import { listDealerMembers } from './onboarding-people.queries.ts'
import {
  countProgramSteps,
  deleteProgramRow,
  deleteStepRow,
  findProgram,
  findProgramStep,
  insertProgram,
  insertSteps,
  listOnboardingIdsOfProgram,
  listProgramSteps,
  listPrograms,
  lockProgram,
  setStepOrder,
  updateProgramRow,
  updateStepRow,
} from './onboarding-programs.queries.ts'
import type { OnboardingContext } from './onboarding-progress.service.ts'
import { editableStepView, summaryView } from './onboarding-views.ts'

const programNotFound = () => new AppError('NOT_FOUND', 'Program not found')

/** Spec §2.10 stat cards and the 5 most recent active onboardings (§9), from real rows. */
export async function getOverview(ctx: OnboardingContext): Promise<OverviewResponse> {
  const [stats, recent] = await Promise.all([
    overviewStats(ctx.db),
    listOnboardings(ctx.db, { scope: 'all', status: 'active', limit: RECENT_ONBOARDINGS_LIMIT }),
  ])
  const { awaitingReview, ...cards } = stats
  return { stats: cards, recent: recent.map((row) => summaryView(row, ctx.readerLanguage)), awaitingReview }
}

/** Staff lists of onboardings (Active Onboardings tab, /onboarding), newest first. */
export async function listStaffOnboardings(
  ctx: OnboardingContext,
  query: ListOnboardingsQuery,
): Promise<OnboardingListResponse> {
  const rows = await listOnboardings(ctx.db, { scope: 'all', status: query.status })
  return { onboardings: rows.map((row) => summaryView(row, ctx.readerLanguage)) }
}

function programView(row: NonNullable<Awaited<ReturnType<typeof findProgram>>>): ProgramSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stepCount: Number(row.stepCount),
    enrolledCount: Number(row.enrolledCount),
  }
}

export async function listAllPrograms(ctx: OnboardingContext): Promise<ProgramListResponse> {
  return { programs: (await listPrograms(ctx.db)).map(programView) }
}

export async function designChat(
  ctx: OnboardingContext,
  input: DesignChatInput,
): Promise<DesignChatResponse> {
  return designProgramChat(ctx, input)
}

/**
 * Spec §5/§7 new program: the program and the steps the trainer approved, in one transaction.
 * The assistant's step types are mapped to stored types here (spec §9).
 */
export async function createProgram(
  ctx: OnboardingContext,
  rawInput: CreateProgramInput,
): Promise<ProgramSummary> {
  const input = createProgramInputSchema.parse(rawInput)
  assertNoTranslationInOriginalLanguage(input.languageCode, input.translations)
  const id = await ctx.db.transaction(async (tx) => {
    const program = await insertProgram(tx, {
      name: input.name,
      description: input.description ?? 'Designed with the program design assistant.',
      languageCode: input.languageCode,
      translations: input.translations,
      createdBy: ctx.actor.userId,
    })
    await insertSteps(
      tx,
      [...input.steps]
        .sort((a, b) => a.stepOrder - b.stepOrder)
        .map((step, index) => ({
          programId: program.id,
          stepOrder: index + 1,
          title: step.stepName,
          description: step.stepDescription || null,
          stepType: storedStepTypeOf(step.stepType),
          isRequired: step.isRequired,
          estimatedDuration: step.estimatedDurationMinutes,
          requiredFiles: step.requiredFiles,
        })),
    )
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'onboarding_program.create',
      entityType: 'onboarding_program',
      entityId: program.id,
      details: { name: input.name, steps: input.steps.length },
    })
    return program.id
  })
  return programView((await findProgram(ctx.db, id))!)
}

/** Keys of `fields` whose value differs from the record's (what an audit entry lists). */
function changedKeys<T extends object>(before: T, fields: Partial<T>): (keyof T)[] {
  return (Object.keys(fields) as (keyof T)[]).filter((key) => {
    if (fields[key] === undefined) return false
    // Stored JSON comes back with its keys in another order: translations compare by content.
    if (key === 'translations') return !sameTranslations(before[key], fields[key])
    return JSON.stringify(fields[key]) !== JSON.stringify(before[key])
  })
}

/**
 * Issue 32 (decision 029): the edit form and the active switch send the version they started
 * from; one conditional UPDATE decides, and a stale save gets 409 STALE_EDIT with the program as
 * it is now and who changed it last (the audit log).
 */
export async function updateProgram(
  ctx: OnboardingContext,
  id: string,
  input: UpdateProgramValues,
): Promise<ProgramSummary> {
  const { expectedUpdatedAt, ...fields } = input
  await withStaleEditCheck(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await findProgram(tx, id)
        if (!before) throw programNotFound()
        assertVersion(before.updatedAt, expectedUpdatedAt)
        assertNoTranslationInOriginalLanguage(
          fields.languageCode ?? before.languageCode,
          fields.translations ?? before.translations,
        )
        const changed = changedKeys(before, fields)
        if (changed.length === 0) return
        if (!(await updateProgramRow(tx, id, fields, expectedUpdatedAt))) throw new StaleVersion()
        await recordAudit(tx, {
          actorId: ctx.actor.userId,
          action: 'onboarding_program.update',
          entityType: 'onboarding_program',
          entityId: id,
          details: { name: fields.name ?? before.name, fields: changed },
        })
      }),
    async () => {
      const row = await findProgram(ctx.db, id)
      if (!row) return null
      return {
        current: programView(row),
        changedBy: await lastAuditActor(ctx.db, 'onboarding_program', id),
        changedAt: row.updatedAt.toISOString(),
      }
    },
    'Program not found',
  )
  return programView((await findProgram(ctx.db, id))!)
}

/**
 * Deleting a program would delete every dealer's onboarding of it (and their certificates), so a
 * program with enrolled dealers is refused: deactivate it instead (issue 7, "refuse or ask").
 */
export async function deleteProgram(ctx: OnboardingContext, id: string): Promise<DeleteProgramResponse> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockProgram(tx, id))) throw programNotFound()
    const program = await findProgram(tx, id)
    if (program && Number(program.enrolledCount) > 0) {
      throw new AppError(
        'CONFLICT',
        `${program.enrolledCount} dealer(s) are enrolled in this program. Deactivate it instead.`,
        { enrolledCount: Number(program.enrolledCount) },
      )
    }
    await deleteProgramRow(tx, id)
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'onboarding_program.delete',
      entityType: 'onboarding_program',
      entityId: id,
      details: { name: program?.name ?? null },
    })
  })
  return { id, deleted: true }
}

export async function listStepsOfProgram(
  ctx: OnboardingContext,
  programId: string,
): Promise<ProgramStepsResponse> {
  if (!(await findProgram(ctx.db, programId))) throw programNotFound()
  return { steps: (await listProgramSteps(ctx.db, programId)).map(editableStepView) }
}

/**
 * Runs a change to a program's steps in one transaction, then brings every open onboarding of the
 * program up to date (their progress is approved / total, so a new or removed step moves it; a
 * removed last open step completes the onboarding, with its mail).
 */
async function changeSteps<T>(
  ctx: OnboardingContext,
  programId: string,
  change: (tx: Executor, program: ProgramRow) => Promise<T>,
) {
  const { value, completed } = await ctx.db.transaction(async (tx) => {
    const program = await lockProgram(tx, programId)
    if (!program) throw programNotFound()
    const value = await change(tx, program)
    const completed: { id: string; at: Date }[] = []
    for (const onboardingId of await listOnboardingIdsOfProgram(tx, programId)) {
      const onboarding = await lockOnboarding(tx, { scope: 'all', id: onboardingId })
      if (!onboarding) continue
      const settled = await settleOnboarding(tx, onboarding)
      if (settled.justCompleted) completed.push({ id: onboarding.id, at: settled.completedAt! })
    }
    return { value, completed }
  })
  const messages: MailMessage[] = []
  for (const { id, at } of completed) {
    messages.push(...(await completionMailsOf(ctx, ctx.baseUrl, { onboardingId: id, completedAt: at })))
  }
  sendInBackground(ctx, messages)
  return value
}

function stepValues(input: ReturnType<typeof stepInputSchema.parse>) {
  return {
    title: input.title,
    description: input.description,
    instructions: input.instructions,
    stepType: input.stepType,
    isRequired: input.isRequired,
    estimatedDuration: input.estimatedDuration,
    requiredFiles: input.requiredFiles,
    completionCriteria: input.completionCriteria,
    translations: input.translations,
  }
}

type ProgramRow = NonNullable<Awaited<ReturnType<typeof lockProgram>>>

/** Spec §9: a new step is numbered current count + 1. */
export async function addStep(
  ctx: OnboardingContext,
  programId: string,
  rawInput: StepInput,
): Promise<ProgramStepsResponse> {
  const input = stepInputSchema.parse(rawInput)
  await changeSteps(ctx, programId, async (tx, program) => {
    // A step is written in its program's language.
    assertNoTranslationInOriginalLanguage(program.languageCode, input.translations)
    const stepOrder = (await countProgramSteps(tx, programId)) + 1
    await insertSteps(tx, [{ ...stepValues(input), programId, stepOrder }])
  })
  return listStepsOfProgram(ctx, programId)
}

/**
 * Editing keeps the step's order (spec §9). Issue 32 (decision 029): from the version the form
 * started from; a stale save gets 409 STALE_EDIT with the step as it is now and who changed it.
 */
export async function updateStep(
  ctx: OnboardingContext,
  params: { programId: string; stepId: string },
  input: UpdateStepValues,
): Promise<ProgramStepsResponse> {
  const { expectedUpdatedAt, ...fields } = input
  await withStaleEditCheck(
    () =>
      changeSteps(ctx, params.programId, async (tx, program) => {
        const before = await findProgramStep(tx, params)
        if (!before) throw new AppError('NOT_FOUND', 'Step not found')
        assertVersion(before.updatedAt, expectedUpdatedAt)
        assertNoTranslationInOriginalLanguage(program.languageCode, fields.translations)
        const changed = changedKeys(before, fields)
        if (changed.length === 0) return
        if (!(await updateStepRow(tx, params, fields, expectedUpdatedAt))) throw new StaleVersion()
        await recordAudit(tx, {
          actorId: ctx.actor.userId,
          action: 'onboarding_step.update',
          entityType: 'onboarding_step',
          entityId: params.stepId,
          details: { stepTitle: fields.title ?? before.title, programId: params.programId, fields: changed },
        })
      }),
    async () => {
      const row = await findProgramStep(ctx.db, params)
      if (!row) return null
      return {
        current: editableStepView(row),
        changedBy: await lastAuditActor(ctx.db, 'onboarding_step', params.stepId),
        changedAt: row.updatedAt.toISOString(),
      }
    },
    'Step not found',
  )
  return listStepsOfProgram(ctx, params.programId)
}

export async function deleteStep(
  ctx: OnboardingContext,
  params: { programId: string; stepId: string },
): Promise<ProgramStepsResponse> {
  await changeSteps(ctx, params.programId, async (tx) => {
    if (!(await deleteStepRow(tx, params))) throw new AppError('NOT_FOUND', 'Step not found')
  })
  return listStepsOfProgram(ctx, params.programId)
}

/** Reorders the program's steps: the body lists every step id once, in the new order (1..n). */
export async function reorderSteps(
  ctx: OnboardingContext,
  programId: string,
  input: ReorderStepsInput,
): Promise<ProgramStepsResponse> {
  await changeSteps(ctx, programId, async (tx) => {
    const current = await listProgramSteps(tx, programId)
    const ids = new Set(input.stepIds)
    if (
      ids.size !== input.stepIds.length ||
      ids.size !== current.length ||
      current.some((step) => !ids.has(step.id))
    ) {
      throw new AppError('UNPROCESSABLE', 'List every step of the program exactly once.')
    }
    for (const [index, stepId] of input.stepIds.entries()) {
      await setStepOrder(tx, { programId, stepId }, index + 1)
    }
  })
  return listStepsOfProgram(ctx, programId)
}

export async function listAssignableDealers(
  ctx: OnboardingContext,
  programId: string,
): Promise<AssignableDealersResponse> {
  if (!(await findProgram(ctx.db, programId))) throw programNotFound()
  const rows = await listDealersWithEnrollment(ctx.db, programId)
  return { dealers: rows.map((row) => ({ ...row, enrolled: Boolean(row.enrolled) })) }
}

/**
 * Issue 7: assigning a program to dealers creates their onboarding and sets each dealer's status
 * to onboarding; dealers already enrolled are reported, not enrolled twice. The dealer's people
 * get a notification, pushed live once committed.
 */
export async function assignProgram(
  ctx: OnboardingContext,
  programId: string,
  input: { dealerIds: string[] },
): Promise<AssignProgramResponse> {
  const { response, notifications } = await ctx.db.transaction(async (tx) => {
    const program = await lockProgram(tx, programId)
    if (!program) throw programNotFound()
    if (!program.isActive) throw new AppError('UNPROCESSABLE', 'Activate the program before assigning it.')
    if ((await countProgramSteps(tx, programId)) === 0) {
      throw new AppError('UNPROCESSABLE', 'Add steps to the program before assigning it.')
    }
    const wanted = [...new Set(input.dealerIds)]
    const known = new Set(await findDealerIds(tx, wanted))
    const unknown = wanted.filter((id) => !known.has(id))
    if (unknown.length > 0) throw new AppError('NOT_FOUND', 'Dealer not found', { dealerIds: unknown })

    const assigned: AssignProgramResponse['assigned'] = []
    const alreadyEnrolled: string[] = []
    const notifications: Awaited<ReturnType<typeof insertNotifications>> = []
    for (const dealerId of wanted) {
      const row = await insertDealerOnboarding(tx, { dealerId, programId })
      if (!row) {
        alreadyEnrolled.push(dealerId)
        continue
      }
      assigned.push({ dealerId, onboardingId: row.id })
      await setDealerStatus(tx, dealerId, 'onboarding')
      const members = await listDealerMembers(tx, dealerId)
      const rows = await insertNotifications(
        tx,
        members.map((member) => ({
          userId: member.id,
          notificationType: 'other' as const,
          urgency: 'medium' as const,
          message: `New onboarding program: ${program.name}`,
          subject: { kind: 'onboarding_program_assigned' as const, params: { program: program.name } },
          link: `/my-onboarding?onboarding=${row.id}`,
        })),
      )
      notifications.push(...rows)
    }
    return { response: { assigned, alreadyEnrolled }, notifications }
  })
  publishNotifications(ctx.realtime, notifications)
  return response
}
