import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { authed, checkedByService, describeAccess, rolesRule } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { validate } from '#server/lib/validate'
import { contentDisposition } from '#server/storage/file-name'
import { nodeStreamOf } from '#server/storage/local-disk-storage'
import { canReadAllDealers, hasAnyRole } from '#shared/auth/permissions'
import { ONBOARDING_MANAGER_ROLES } from '#shared/constants/onboarding'
import {
  approveSubmissionInputSchema,
  assignProgramInputSchema,
  confirmStepInputSchema,
  createProgramInputSchema,
  designChatInputSchema,
  fileIdParamSchema,
  listOnboardingsQuerySchema,
  onboardingFileParamSchema,
  onboardingIdParamSchema,
  onboardingStepParamSchema,
  programIdParamSchema,
  programStepParamSchema,
  rejectSubmissionInputSchema,
  reorderStepsInputSchema,
  stepInputSchema,
  submissionIdParamSchema,
  submitStepInputSchema,
  updateProgramInputSchema,
  updateStepInputSchema,
  uploadFileQuerySchema,
} from '#shared/schemas/onboarding'
import {
  addStep,
  assignProgram,
  createProgram,
  deleteProgram,
  deleteStep,
  designChat,
  getOverview,
  listAllPrograms,
  listAssignableDealers,
  listStaffOnboardings,
  listStepsOfProgram,
  reorderSteps,
  updateProgram,
  updateStep,
} from './onboarding-programs.service.ts'
import {
  confirmStep,
  deleteDraftFile,
  getCertificate,
  getOnboarding,
  listMyOnboardings,
  type OnboardingContext,
  openOnboardingFile,
  startStep,
  submitStep,
  uploadStepFile,
} from './onboarding-progress.service.ts'
import { getSubmissionDetail, listReviewQueue, reviewSubmission } from './onboarding-review.service.ts'

/** Uploads stream the file as the body; app.ts lets this path past the 1 MiB JSON limit. */
export const ONBOARDING_UPLOAD_PATH = /^\/api\/onboarding\/onboardings\/[^/]+\/steps\/[^/]+\/files\/?$/

/** Spec §2.9: the sign-in message of the onboarding pages. */
const SIGN_IN_MESSAGE = 'You need to be logged in to access the onboarding program.'

// requireSession with the onboarding pages' own message: a session check, described as one.
const signedIn = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('ctx').actor) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE)
    await next()
  }),
  { kind: 'session' },
)

/** Program management and review: the admin-level roles (spec §2.10). */
const manager = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!hasAnyRole(authed(c.get('ctx')).actor.roles, ONBOARDING_MANAGER_ROLES)) {
      throw new AppError('FORBIDDEN', 'Only administrators manage onboarding programs.')
    }
    await next()
  }),
  rolesRule('Onboarding managers', (roles) => hasAnyRole(roles, ONBOARDING_MANAGER_ROLES)),
)

/** Lists across dealers: the staff who read every dealer. */
const staffReader = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!canReadAllDealers(authed(c.get('ctx')).actor.roles)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    }
    await next()
  }),
  rolesRule('Staff who read every dealer', canReadAllDealers),
)

/** The service refuses a caller who belongs to no dealer (staff are pointed to Dealers). */
const ownDealer = checkedByService({
  kind: 'rule',
  description: 'Users who belong to a dealer, for their own dealer (403 for anyone without one)',
})

export function createOnboardingRoutes(options: { baseUrl: string }) {
  const ctxOf = (c: Context<AppEnv>): OnboardingContext => ({
    ...authed(c.get('ctx')),
    baseUrl: options.baseUrl,
  })

  return (
    new Hono<AppEnv>()
      .use(signedIn)
      // Dealer side (spec §2.9, §6): the caller's own dealer's onboardings.
      .get('/my', ownDealer, async (c) => c.json(await listMyOnboardings(ctxOf(c))))
      .get('/onboardings', staffReader, validate('query', listOnboardingsQuerySchema), async (c) =>
        c.json(await listStaffOnboardings(ctxOf(c), c.req.valid('query'))),
      )
      .get('/onboardings/:onboardingId', validate('param', onboardingIdParamSchema), async (c) =>
        c.json(await getOnboarding(ctxOf(c), c.req.valid('param').onboardingId)),
      )
      .get('/onboardings/:onboardingId/certificate', validate('param', onboardingIdParamSchema), async (c) =>
        c.json(await getCertificate(ctxOf(c), c.req.valid('param').onboardingId)),
      )
      .post(
        '/onboardings/:onboardingId/steps/:stepId/start',
        validate('param', onboardingStepParamSchema),
        async (c) => c.json(await startStep(ctxOf(c), c.req.valid('param'))),
      )
      .post(
        '/onboardings/:onboardingId/steps/:stepId/files',
        validate('param', onboardingStepParamSchema),
        validate('query', uploadFileQuerySchema),
        async (c) => {
          const ctx = ctxOf(c)
          const declared = Number(c.req.header('content-length') ?? '0')
          if (declared > ctx.env.UPLOAD_MAX_BYTES) {
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              `The file is larger than ${ctx.env.UPLOAD_MAX_BYTES} bytes.`,
            )
          }
          const body = nodeStreamOf(c.req.raw.body)
          return c.json(await uploadStepFile(ctx, c.req.valid('param'), c.req.valid('query'), body), 201)
        },
      )
      .delete(
        '/onboardings/:onboardingId/files/:fileId',
        validate('param', onboardingFileParamSchema),
        async (c) => c.json(await deleteDraftFile(ctxOf(c), c.req.valid('param'))),
      )
      .post(
        '/onboardings/:onboardingId/steps/:stepId/submit',
        validate('param', onboardingStepParamSchema),
        validate('json', submitStepInputSchema),
        async (c) => c.json(await submitStep(ctxOf(c), c.req.valid('param'), c.req.valid('json'))),
      )
      .post(
        '/onboardings/:onboardingId/steps/:stepId/confirm',
        validate('param', onboardingStepParamSchema),
        validate('json', confirmStepInputSchema),
        async (c) => c.json(await confirmStep(ctxOf(c), c.req.valid('param'), c.req.valid('json'))),
      )
      .get('/files/:fileId', validate('param', fileIdParamSchema), async (c) => {
        const { file, stream } = await openOnboardingFile(ctxOf(c), c.req.valid('param').fileId)
        c.header('content-type', file.mimeType)
        c.header('content-length', String(file.sizeBytes))
        c.header('content-disposition', contentDisposition(file.fileName))
        c.header('x-content-type-options', 'nosniff')
        c.header('cache-control', 'private, no-store')
        return c.body(Readable.toWeb(stream) as ReadableStream)
      })
      // Staff side (spec §2.10): admin-level roles.
      .get('/overview', manager, async (c) => c.json(await getOverview(ctxOf(c))))
      .get('/programs', manager, async (c) => c.json(await listAllPrograms(ctxOf(c))))
      .post('/programs', manager, validate('json', createProgramInputSchema), async (c) =>
        c.json(await createProgram(ctxOf(c), c.req.valid('json')), 201),
      )
      .post('/design-chat', manager, validate('json', designChatInputSchema), async (c) =>
        c.json(await designChat(ctxOf(c), c.req.valid('json'))),
      )
      .patch(
        '/programs/:programId',
        manager,
        validate('param', programIdParamSchema),
        validate('json', updateProgramInputSchema),
        async (c) =>
          c.json(await updateProgram(ctxOf(c), c.req.valid('param').programId, c.req.valid('json'))),
      )
      .delete('/programs/:programId', manager, validate('param', programIdParamSchema), async (c) =>
        c.json(await deleteProgram(ctxOf(c), c.req.valid('param').programId)),
      )
      .get('/programs/:programId/steps', manager, validate('param', programIdParamSchema), async (c) =>
        c.json(await listStepsOfProgram(ctxOf(c), c.req.valid('param').programId)),
      )
      .post(
        '/programs/:programId/steps',
        manager,
        validate('param', programIdParamSchema),
        validate('json', stepInputSchema),
        async (c) =>
          c.json(await addStep(ctxOf(c), c.req.valid('param').programId, c.req.valid('json')), 201),
      )
      .put(
        '/programs/:programId/steps/order',
        manager,
        validate('param', programIdParamSchema),
        validate('json', reorderStepsInputSchema),
        async (c) =>
          c.json(await reorderSteps(ctxOf(c), c.req.valid('param').programId, c.req.valid('json'))),
      )
      .patch(
        '/programs/:programId/steps/:stepId',
        manager,
        validate('param', programStepParamSchema),
        validate('json', updateStepInputSchema),
        async (c) => c.json(await updateStep(ctxOf(c), c.req.valid('param'), c.req.valid('json'))),
      )
      .delete(
        '/programs/:programId/steps/:stepId',
        manager,
        validate('param', programStepParamSchema),
        async (c) => c.json(await deleteStep(ctxOf(c), c.req.valid('param'))),
      )
      .get('/programs/:programId/dealers', manager, validate('param', programIdParamSchema), async (c) =>
        c.json(await listAssignableDealers(ctxOf(c), c.req.valid('param').programId)),
      )
      .post(
        '/programs/:programId/assignments',
        manager,
        validate('param', programIdParamSchema),
        validate('json', assignProgramInputSchema),
        async (c) =>
          c.json(await assignProgram(ctxOf(c), c.req.valid('param').programId, c.req.valid('json')), 201),
      )
      .get('/review-queue', manager, async (c) => c.json(await listReviewQueue(ctxOf(c))))
      .get('/submissions/:submissionId', manager, validate('param', submissionIdParamSchema), async (c) =>
        c.json(await getSubmissionDetail(ctxOf(c), c.req.valid('param').submissionId)),
      )
      .post(
        '/submissions/:submissionId/approve',
        manager,
        validate('param', submissionIdParamSchema),
        validate('json', approveSubmissionInputSchema),
        async (c) =>
          c.json(
            await reviewSubmission(ctxOf(c), c.req.valid('param').submissionId, {
              approved: true,
              feedback: c.req.valid('json').feedback,
            }),
          ),
      )
      .post(
        '/submissions/:submissionId/reject',
        manager,
        validate('param', submissionIdParamSchema),
        validate('json', rejectSubmissionInputSchema),
        async (c) =>
          c.json(
            await reviewSubmission(ctxOf(c), c.req.valid('param').submissionId, {
              approved: false,
              feedback: c.req.valid('json').feedback,
            }),
          ),
      )
  )
}
