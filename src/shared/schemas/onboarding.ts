import { z } from 'zod'
import {
  AI_STEP_TYPE_VALUES,
  DEFAULT_PROGRAM_LANGUAGE,
  DEFAULT_STEP,
  MAX_STEPS_PER_PROGRAM,
  PROGRAM_LANGUAGE_VALUES,
  type ProgramLanguage,
  STEP_TYPE_VALUES,
  type StepType,
} from '#shared/constants/onboarding'
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
}

/** Spec §5 step form, as the API takes it (the form's text inputs are parsed with the helpers below). */
export const stepInputSchema = z.object({
  ...stepFields,
  stepType: stepFields.stepType.default(DEFAULT_STEP.stepType),
  isRequired: stepFields.isRequired.default(DEFAULT_STEP.isRequired),
  estimatedDuration: stepFields.estimatedDuration.default(DEFAULT_STEP.estimatedDuration),
  requiredFiles: stepFields.requiredFiles.default([]),
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

export interface DesignChatResponse {
  response: string
  steps: ProposedStep[]
  /** 'planner' (built in) or 'llm' (LLM_BASE_URL). */
  source: 'planner' | 'llm'
}

/** Spec §5 new program: a non-empty name; only the steps the trainer approved are sent. */
export const createProgramInputSchema = z.object({
  name: trimmed(200).min(1, 'Program name is required'),
  description: optionalText(4000),
  languageCode: z.enum(PROGRAM_LANGUAGE_VALUES).default(DEFAULT_PROGRAM_LANGUAGE),
  steps: z.array(proposedStepSchema).min(1, 'Approve at least one step').max(MAX_STEPS_PER_PROGRAM),
})
export type CreateProgramInput = z.input<typeof createProgramInputSchema>

export const updateProgramInputSchema = z
  .object({
    name: trimmed(200).min(1, 'Program name is required'),
    description: optionalText(4000),
    languageCode: z.enum(PROGRAM_LANGUAGE_VALUES),
    isActive: z.boolean(),
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
// Answers
// ---------------------------------------------------------------------------------------------

/** How a step looks to the people working on it ('pending' when no record exists, spec §4). */
export type StepDisplayStatus = 'pending' | 'in_progress' | 'submitted' | 'approved' | 'rejected'

export interface FileView {
  id: string
  label: string
  fileName: string
  mimeType: string
  sizeBytes: number
  /** The authorised download route. */
  url: string
  uploadedAt: string
}

export interface SubmissionView {
  id: string
  submissionText: string
  status: 'submitted' | 'approved' | 'rejected'
  feedback: string | null
  submittedAt: string
  submittedBy: string | null
  reviewedAt: string | null
  reviewedBy: string | null
  files: FileView[]
}

export interface StepView {
  id: string
  stepOrder: number
  title: string
  description: string | null
  instructions: string | null
  stepType: StepType
  isRequired: boolean
  estimatedDuration: number
  requiredFiles: string[]
  completionCriteria: string | null
  status: StepDisplayStatus
  startedAt: string | null
  completedAt: string | null
  feedback: string | null
  reviewedAt: string | null
  /** Spec §4 gating: every earlier required step is approved. */
  previousStepsDone: boolean
  /** time_delay steps: when the step approves itself. */
  unlocksAt: string | null
  draftFiles: FileView[]
  submissions: SubmissionView[]
}

export interface OnboardingSummary {
  id: string
  dealer: { id: string; name: string; dealerCode: string }
  program: { id: string; name: string; languageCode: ProgramLanguage }
  startedAt: string
  completedAt: string | null
  progressPercentage: number
  currentStep: number
  stepCount: number
  approvedCount: number
  awaitingReviewCount: number
}

export interface OnboardingView extends OnboardingSummary {
  program: OnboardingSummary['program'] & { description: string | null }
  steps: StepView[]
}

export interface MyOnboardingsResponse {
  onboardings: OnboardingSummary[]
}

export interface CertificateView {
  onboardingId: string
  dealerName: string
  dealerCode: string
  programName: string
  completedAt: string
  stepCount: number
}

export interface ProgramSummary {
  id: string
  name: string
  description: string | null
  languageCode: ProgramLanguage
  isActive: boolean
  createdAt: string
  /** The version an edit starts from (issue 32). */
  updatedAt: string
  stepCount: number
  enrolledCount: number
}

/** A step of a program as the reviewer sees it. */
export interface StepContent {
  id: string
  stepOrder: number
  title: string
  description: string | null
  instructions: string | null
  stepType: StepType
  isRequired: boolean
  estimatedDuration: number
  requiredFiles: string[]
  completionCriteria: string | null
}

/** A step as the program's step editor gets it: with the version an edit starts from (issue 32). */
export interface ProgramStep extends StepContent {
  updatedAt: string
}

export interface OverviewResponse {
  stats: { activePrograms: number; inProgress: number; completed: number; avgProgress: number }
  recent: OnboardingSummary[]
  awaitingReview: number
}

export interface AssignableDealer {
  id: string
  name: string
  dealerCode: string
  city: string | null
  country: string | null
  status: 'active' | 'onboarding' | 'inactive'
  enrolled: boolean
}

export interface AssignProgramResponse {
  assigned: { dealerId: string; onboardingId: string }[]
  alreadyEnrolled: string[]
}

export interface ReviewQueueItem {
  submissionId: string
  onboardingId: string
  dealer: { id: string; name: string; dealerCode: string }
  program: { id: string; name: string }
  step: { id: string; title: string; stepOrder: number; stepType: StepType }
  submittedAt: string
  submittedBy: string | null
  fileCount: number
}

export interface SubmissionDetail {
  submission: SubmissionView
  onboardingId: string
  dealer: { id: string; name: string; dealerCode: string }
  program: { id: string; name: string }
  step: StepContent
  /** Earlier rounds of the same step, newest first. */
  history: SubmissionView[]
}
