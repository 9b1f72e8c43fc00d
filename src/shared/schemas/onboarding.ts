import { z } from 'zod'
import {
  AI_STEP_TYPE_VALUES,
  DEFAULT_PROGRAM_LANGUAGE,
  DEFAULT_STEP,
  MAX_STEPS_PER_PROGRAM,
  PROGRAM_LANGUAGE_VALUES,
  STEP_TYPE_VALUES,
} from '#shared/constants/onboarding'
import {
  optionalTranslatedText,
  requiredTranslatedText,
  shownContentShape,
  translationsSchema,
  typedTranslationsSchema,
} from './content-translations.ts'
import { DEALER_STATUS_VALUES } from './dealers.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

// Requests and answers of /api/onboarding (issue 7), shared by the routes, the forms and the tests.

const trimmed = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((value) => (value ? value : null))

/** Spec §9: a step's minutes are a whole number, at least 0 (a year at most). */
const MAX_STEP_MINUTES = 60 * 24 * 366

export const programIdParamSchema = z.object({ programId: z.string().uuid('Program not found') })
export const programStepParamSchema = z.object({
  programId: z.string().uuid('Program not found'),
  stepId: z.string().uuid('Step not found'),
})
export const onboardingIdParamSchema = z.object({ onboardingId: z.string().uuid('Onboarding not found') })
export const onboardingStepParamSchema = z.object({
  onboardingId: z.string().uuid('Onboarding not found'),
  stepId: z.string().uuid('Step not found'),
})
export const onboardingFileParamSchema = z.object({
  onboardingId: z.string().uuid('Onboarding not found'),
  fileId: z.string().uuid('File not found'),
})
export const fileIdParamSchema = z.object({ fileId: z.string().uuid('File not found') })
export const submissionIdParamSchema = z.object({ submissionId: z.string().uuid('Submission not found') })

/** Issue 35 item 5: a program's translations, from the program's own language (languageCode). */
export const programTranslationFieldsSchema = z.object({
  name: requiredTranslatedText(200, 'Program name'),
  description: optionalTranslatedText(4000, 'Description'),
})
export const programTranslationsSchema = translationsSchema(programTranslationFieldsSchema)
export type ProgramTranslations = z.output<typeof programTranslationsSchema>

/** Issue 35 item 5: a step's translations, from its program's language. */
export const stepTranslationFieldsSchema = z.object({
  title: requiredTranslatedText(200, 'Title'),
  description: optionalTranslatedText(2000, 'Description'),
  instructions: optionalTranslatedText(5000, 'Instructions'),
})
export const stepTranslationsSchema = translationsSchema(stepTranslationFieldsSchema)
export type StepTranslations = z.output<typeof stepTranslationsSchema>

const stepFields = {
  title: trimmed(200).min(1, 'Title is required'),
  description: optionalText(2000),
  instructions: optionalText(5000),
  stepType: z.enum(STEP_TYPE_VALUES),
  isRequired: z.boolean(),
  estimatedDuration: z
    .number()
    .int('Duration must be a whole number of minutes')
    .min(0, 'Duration must be 0 or more')
    .max(MAX_STEP_MINUTES),
  requiredFiles: z.array(trimmed(200).min(1)).max(20),
  completionCriteria: optionalText(2000),
  translations: stepTranslationsSchema,
}

/** Spec §5 step form, as the API takes it (the form's text inputs are parsed with the helpers below). */
export const stepInputSchema = z.object({
  ...stepFields,
  stepType: stepFields.stepType.default(DEFAULT_STEP.stepType),
  isRequired: stepFields.isRequired.default(DEFAULT_STEP.isRequired),
  estimatedDuration: stepFields.estimatedDuration.default(DEFAULT_STEP.estimatedDuration),
  requiredFiles: stepFields.requiredFiles.default([]),
  translations: stepFields.translations.default({}),
})
export type StepInput = z.input<typeof stepInputSchema>

/**
 * Any subset of the fields (without the defaults of a new step, which would overwrite the fields
 * left out), from the step's version (`updatedAt`): issue 32, decision 029.
 */
export const updateStepInputSchema = z
  .object(stepFields)
  .partial()
  .extend({ expectedUpdatedAt: expectedUpdatedAtSchema })
export type UpdateStepInput = z.input<typeof updateStepInputSchema>
export type UpdateStepValues = z.output<typeof updateStepInputSchema>

/** Spec §5: estimated duration numeric, minimum 0, anything invalid becomes 0. */
export function parseDurationInput(text: string): number {
  const value = Math.floor(Number(text.trim().replace(',', '.')))
  return Number.isFinite(value) && value > 0 ? Math.min(value, MAX_STEP_MINUTES) : 0
}

/** Spec §5: required files are typed comma-separated, split and trimmed (empty parts dropped). */
export function parseRequiredFilesInput(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** The step form's own values: text inputs, turned into a StepInput on submit. */
export const stepFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().max(2000),
  instructions: z.string().max(5000),
  stepType: z.enum(STEP_TYPE_VALUES),
  isRequired: z.boolean(),
  estimatedDuration: z.string(),
  requiredFiles: z.string(),
  translations: typedTranslationsSchema('title'),
})
export type StepFormValues = z.infer<typeof stepFormSchema>

export function stepInputFromForm(values: StepFormValues): StepInput {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    instructions: values.instructions.trim() || null,
    stepType: values.stepType,
    isRequired: values.isRequired,
    estimatedDuration: parseDurationInput(values.estimatedDuration),
    requiredFiles: parseRequiredFilesInput(values.requiredFiles),
    // The API trims them and checks their lengths.
    translations: values.translations as StepInput['translations'],
  }
}

export const reorderStepsInputSchema = z.object({
  stepIds: z.array(z.string().uuid()).min(1).max(MAX_STEPS_PER_PROGRAM),
})
export type ReorderStepsInput = z.infer<typeof reorderStepsInputSchema>

/** A step the design assistant proposes (spec §7 generate-onboarding-chat), in its own vocabulary. */
export const proposedStepSchema = z.object({
  stepName: trimmed(200).min(1, 'Title is required'),
  stepDescription: trimmed(2000).default(''),
  /** An AI step type (AI_STEP_TYPE_VALUES); anything else is stored as training (spec §9). */
  stepType: z.string().trim().max(50),
  stepOrder: z.number().int().min(1).max(MAX_STEPS_PER_PROGRAM),
  isRequired: z.boolean(),
  estimatedDurationMinutes: z.number().int().min(0).max(MAX_STEP_MINUTES),
  requiredFiles: z.array(trimmed(200).min(1)).max(20).default([]),
})
export type ProposedStep = z.infer<typeof proposedStepSchema>
export type ProposedStepInput = z.input<typeof proposedStepSchema>

export const AI_STEP_TYPES = AI_STEP_TYPE_VALUES

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: trimmed(4000).min(1),
})
export type DesignChatMessage = z.infer<typeof chatMessageSchema>

export const designChatInputSchema = z.object({
  message: trimmed(4000).min(1, 'Write a message'),
  chatHistory: z.array(chatMessageSchema).max(60).default([]),
  programName: trimmed(200).default(''),
  languageCode: z.enum(PROGRAM_LANGUAGE_VALUES).default('no'),
  /** The steps proposed so far, so a follow-up message can add to or change them. */
  currentSteps: z.array(proposedStepSchema).max(MAX_STEPS_PER_PROGRAM).default([]),
})
export type DesignChatInput = z.input<typeof designChatInputSchema>

/** Spec §5 new program: a non-empty name; only the steps the trainer approved are sent. */
export const createProgramInputSchema = z.object({
  name: trimmed(200).min(1, 'Program name is required'),
  description: optionalText(4000),
  languageCode: z.enum(PROGRAM_LANGUAGE_VALUES).default(DEFAULT_PROGRAM_LANGUAGE),
  translations: programTranslationsSchema.default({}),
  steps: z.array(proposedStepSchema).min(1, 'Approve at least one step').max(MAX_STEPS_PER_PROGRAM),
})
export type CreateProgramInput = z.input<typeof createProgramInputSchema>

export const updateProgramInputSchema = z
  .object({
    name: trimmed(200).min(1, 'Program name is required'),
    description: optionalText(4000),
    languageCode: z.enum(PROGRAM_LANGUAGE_VALUES),
    isActive: z.boolean(),
    translations: programTranslationsSchema,
  })
  .partial()
  // Issue 32 (decision 029): the form and the active switch send the version they started from.
  .extend({ expectedUpdatedAt: expectedUpdatedAtSchema })
  .refine(({ expectedUpdatedAt: _, ...value }) => Object.keys(value).length > 0, 'Nothing to change')
export type UpdateProgramInput = z.input<typeof updateProgramInputSchema>
export type UpdateProgramValues = z.output<typeof updateProgramInputSchema>

export const assignProgramInputSchema = z.object({
  dealerIds: z.array(z.string().uuid()).min(1, 'Choose at least one dealer').max(500),
})
export type AssignProgramInput = z.infer<typeof assignProgramInputSchema>

export const listOnboardingsQuerySchema = z.object({
  status: z.enum(['active', 'completed', 'all']).default('active'),
})
export type ListOnboardingsQuery = z.infer<typeof listOnboardingsQuerySchema>

export const uploadFileQuerySchema = z.object({
  fileName: trimmed(255).min(1, 'File name is required'),
  /** Which required file this is; the file name when the step names none. */
  label: trimmed(200).min(1, 'Label is required'),
})
export type UploadFileQuery = z.infer<typeof uploadFileQuerySchema>

/** Spec §5 step submission: the text must not be empty after trimming. */
export const submitStepInputSchema = z.object({
  submissionText: trimmed(10_000).min(1, 'Submission text is required'),
  fileIds: z.array(z.string().uuid()).max(20).default([]),
})
export type SubmitStepInput = z.input<typeof submitStepInputSchema>

export const confirmStepInputSchema = z.object({ note: optionalText(2000) })

export const approveSubmissionInputSchema = z.object({ feedback: optionalText(5000) })
export const rejectSubmissionInputSchema = z.object({
  feedback: trimmed(5000).min(1, 'Feedback is required when rejecting'),
})

// ---------------------------------------------------------------------------------------------
// Answers (issue 34): the services return these, the web reads them; dates are ISO texts.
// ---------------------------------------------------------------------------------------------

/** POST /api/onboarding/design-chat. */
export const designChatResponseSchema = z.object({
  response: z.string(),
  steps: z.array(proposedStepSchema),
  /** 'planner' (built in) or 'llm' (LLM_BASE_URL). */
  source: z.enum(['planner', 'llm']),
})
export type DesignChatResponse = z.infer<typeof designChatResponseSchema>

/** How a step looks to the people working on it ('pending' when no record exists, spec §4). */
export const STEP_DISPLAY_STATUS_VALUES = [
  'pending',
  'in_progress',
  'submitted',
  'approved',
  'rejected',
] as const
export type StepDisplayStatus = (typeof STEP_DISPLAY_STATUS_VALUES)[number]

export const fileViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  /** The authorised download route. */
  url: z.string(),
  uploadedAt: z.string(),
})
export type FileView = z.infer<typeof fileViewSchema>

/** POST .../steps/:stepId/files: the draft file just stored. */
export const uploadedStepFileSchema = fileViewSchema.omit({ uploadedAt: true })
export type UploadedStepFile = z.infer<typeof uploadedStepFileSchema>

export const submissionViewSchema = z.object({
  id: z.string(),
  submissionText: z.string(),
  status: z.enum(['submitted', 'approved', 'rejected']),
  feedback: z.string().nullable(),
  submittedAt: z.string(),
  submittedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  files: z.array(fileViewSchema),
})
export type SubmissionView = z.infer<typeof submissionViewSchema>

/** A step of a program as the reviewer sees it. */
export const stepContentSchema = z.object({
  id: z.string(),
  stepOrder: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  stepType: z.enum(STEP_TYPE_VALUES),
  isRequired: z.boolean(),
  estimatedDuration: z.number(),
  requiredFiles: z.array(z.string()),
  completionCriteria: z.string().nullable(),
})
export type StepContent = z.infer<typeof stepContentSchema>

/**
 * A step with the dealer's progress on it; title, description and instructions in the reader's
 * language when the step has a complete translation into it (issue 35 item 5).
 */
export const stepViewSchema = stepContentSchema.extend({
  ...shownContentShape,
  status: z.enum(STEP_DISPLAY_STATUS_VALUES),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  feedback: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Spec §4 gating: every earlier required step is approved. */
  previousStepsDone: z.boolean(),
  /** time_delay steps: when the step approves itself. */
  unlocksAt: z.string().nullable(),
  draftFiles: z.array(fileViewSchema),
  submissions: z.array(submissionViewSchema),
})
export type StepView = z.infer<typeof stepViewSchema>

const dealerRefSchema = z.object({ id: z.string(), name: z.string(), dealerCode: z.string() })
const programRefSchema = z.object({ id: z.string(), name: z.string() })

export const onboardingSummarySchema = z.object({
  id: z.string(),
  dealer: dealerRefSchema,
  /** The name in the reader's language when the program has a complete translation into it. */
  program: programRefSchema.extend({ languageCode: z.enum(PROGRAM_LANGUAGE_VALUES), ...shownContentShape }),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  progressPercentage: z.number(),
  currentStep: z.number(),
  stepCount: z.number(),
  approvedCount: z.number(),
  awaitingReviewCount: z.number(),
})
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>

/**
 * GET /api/onboarding/onboardings/:id: one onboarding with its steps, progress, files and
 * submissions; also the answer of every step action (start, upload removal, submit, confirm).
 */
export const onboardingViewSchema = onboardingSummarySchema.extend({
  program: onboardingSummarySchema.shape.program.extend({ description: z.string().nullable() }),
  steps: z.array(stepViewSchema),
})
export type OnboardingView = z.infer<typeof onboardingViewSchema>

/** GET /api/onboarding/my (the caller's dealer) and /onboardings (staff): newest first. */
export const onboardingListResponseSchema = z.object({ onboardings: z.array(onboardingSummarySchema) })
export type OnboardingListResponse = z.infer<typeof onboardingListResponseSchema>

/** GET /api/onboarding/onboardings/:id/certificate: only once the onboarding is completed. */
export const certificateViewSchema = z.object({
  onboardingId: z.string(),
  dealerName: z.string(),
  dealerCode: z.string(),
  programName: z.string(),
  completedAt: z.string(),
  stepCount: z.number(),
})
export type CertificateView = z.infer<typeof certificateViewSchema>

/** A program as the management list shows it; also the answer of creating or changing one. */
export const programSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  languageCode: z.enum(PROGRAM_LANGUAGE_VALUES),
  /** The translations the program editor shows and saves (issue 35 item 5). */
  translations: programTranslationsSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The version an edit starts from (issue 32). */
  updatedAt: z.string(),
  stepCount: z.number(),
  enrolledCount: z.number(),
})
export type ProgramSummary = z.infer<typeof programSummarySchema>

/** GET /api/onboarding/programs: newest first. */
export const programListResponseSchema = z.object({ programs: z.array(programSummarySchema) })
export type ProgramListResponse = z.infer<typeof programListResponseSchema>

/** DELETE /api/onboarding/programs/:id. */
export const deleteProgramResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) })
export type DeleteProgramResponse = z.infer<typeof deleteProgramResponseSchema>

/** A step as the program's step editor gets it: with the version an edit starts from (issue 32). */
export const programStepSchema = stepContentSchema.extend({
  translations: stepTranslationsSchema,
  updatedAt: z.string(),
})
export type ProgramStep = z.infer<typeof programStepSchema>

/** GET /api/onboarding/programs/:id/steps, and the answer of every step change (in order). */
export const programStepsResponseSchema = z.object({ steps: z.array(programStepSchema) })
export type ProgramStepsResponse = z.infer<typeof programStepsResponseSchema>

/** GET /api/onboarding/overview: spec §2.10 stat cards, recent active onboardings, the review count. */
export const overviewResponseSchema = z.object({
  stats: z.object({
    activePrograms: z.number(),
    inProgress: z.number(),
    completed: z.number(),
    avgProgress: z.number(),
  }),
  recent: z.array(onboardingSummarySchema),
  awaitingReview: z.number(),
})
export type OverviewResponse = z.infer<typeof overviewResponseSchema>

export const assignableDealerSchema = dealerRefSchema.extend({
  city: z.string().nullable(),
  country: z.string().nullable(),
  status: z.enum(DEALER_STATUS_VALUES),
  enrolled: z.boolean(),
})
export type AssignableDealer = z.infer<typeof assignableDealerSchema>

/** GET /api/onboarding/programs/:id/dealers: every dealer, with whether it is enrolled. */
export const assignableDealersResponseSchema = z.object({ dealers: z.array(assignableDealerSchema) })
export type AssignableDealersResponse = z.infer<typeof assignableDealersResponseSchema>

/** POST /api/onboarding/programs/:id/assignments. */
export const assignProgramResponseSchema = z.object({
  assigned: z.array(z.object({ dealerId: z.string(), onboardingId: z.string() })),
  alreadyEnrolled: z.array(z.string()),
})
export type AssignProgramResponse = z.infer<typeof assignProgramResponseSchema>

export const reviewQueueItemSchema = z.object({
  submissionId: z.string(),
  onboardingId: z.string(),
  dealer: dealerRefSchema,
  program: programRefSchema,
  step: stepContentSchema.pick({ id: true, title: true, stepOrder: true, stepType: true }),
  submittedAt: z.string(),
  submittedBy: z.string().nullable(),
  fileCount: z.number(),
})
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>

/** GET /api/onboarding/review-queue: every submission awaiting review, oldest first. */
export const reviewQueueResponseSchema = z.object({ items: z.array(reviewQueueItemSchema) })
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>

/** GET /api/onboarding/submissions/:id, and the answer of approving or rejecting it. */
export const submissionDetailSchema = z.object({
  submission: submissionViewSchema,
  onboardingId: z.string(),
  dealer: dealerRefSchema,
  program: programRefSchema,
  step: stepContentSchema,
  /** Earlier rounds of the same step, newest first. */
  history: z.array(submissionViewSchema),
})
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>
