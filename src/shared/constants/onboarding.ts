import type { Role } from '#shared/auth/roles'

// Spec §3 onboarding entities, §4 onboarding states and §9 onboarding constants, shared by the
// server (database CHECK constraints, rules) and the web app (forms, badges).

/** Spec §9: program languages en, no, sv, da (default en). */
export const PROGRAM_LANGUAGE_VALUES = ['en', 'no', 'sv', 'da'] as const
export type ProgramLanguage = (typeof PROGRAM_LANGUAGE_VALUES)[number]
export const DEFAULT_PROGRAM_LANGUAGE: ProgramLanguage = 'en'

/** Spec §3: the stored step types. */
export const STEP_TYPE_VALUES = [
  'document_upload',
  'training',
  'manual_confirmation',
  'approval',
  'time_delay',
] as const
export type StepType = (typeof STEP_TYPE_VALUES)[number]

/**
 * Stored per dealer and step. 'pending' is implicit (no record, spec §4). A submission awaiting
 * review is 'submitted' (decision 007: the spec's two readings, 'completed' and 'submitted', are
 * one state here; 'completed' stays in the CHECK list for rows written by the other reading).
 */
export const STEP_PROGRESS_VALUES = [
  'pending',
  'in_progress',
  'submitted',
  'completed',
  'approved',
  'rejected',
] as const
export type StepProgressStatus = (typeof STEP_PROGRESS_VALUES)[number]

/** Spec §9 default step: document_upload, 30 minutes, required. */
export const DEFAULT_STEP = {
  stepType: 'document_upload',
  estimatedDuration: 30,
  isRequired: true,
} as const satisfies { stepType: StepType; estimatedDuration: number; isRequired: boolean }

/** The step types the design assistant proposes (spec §7 generate-onboarding-chat). */
export const AI_STEP_TYPE_VALUES = [
  'documentation',
  'training',
  'meeting',
  'system_access',
  'assessment',
  'approval',
  'manual_confirmation',
  'time_delay',
] as const
export type AiStepType = (typeof AI_STEP_TYPE_VALUES)[number]

/** Spec §9: AI step types map to stored types; anything else becomes training. */
const AI_TO_STORED_STEP_TYPE: Record<AiStepType, StepType> = {
  system_access: 'training',
  meeting: 'manual_confirmation',
  assessment: 'approval',
  training: 'training',
  documentation: 'document_upload',
  approval: 'approval',
  manual_confirmation: 'manual_confirmation',
  time_delay: 'time_delay',
}

export function storedStepTypeOf(aiType: string): StepType {
  return Object.hasOwn(AI_TO_STORED_STEP_TYPE, aiType)
    ? AI_TO_STORED_STEP_TYPE[aiType as AiStepType]
    : 'training'
}

/**
 * Who manages programs and reviews submissions: the admin-level roles (spec §2.10 gives
 * Onboarding Management to admin and super_admin; issue 7 sends submissions to them).
 */
export const ONBOARDING_MANAGER_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[]

/** Spec §2.9/§6: these roles are staff on /my-onboarding and are pointed to /dealers. */
export const ONBOARDING_STAFF_ROLES = [
  'admin',
  'super_admin',
  'support_agent',
  'trainer',
] as const satisfies readonly Role[]

/** Spec §9: the overview lists the 5 most recent active onboardings. */
export const RECENT_ONBOARDINGS_LIMIT = 5

/** Default ceiling for one uploaded file (UPLOAD_MAX_BYTES overrides it on the server). */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024

/** What a dealer may upload for a document step (sniffed from the bytes on the server). */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.txt'

export const MAX_STEPS_PER_PROGRAM = 100
