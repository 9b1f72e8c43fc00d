import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { PROGRAM_LANGUAGE_VALUES, STEP_PROGRESS_VALUES, STEP_TYPE_VALUES } from '#shared/constants/onboarding'
import type { ProgramTranslations, StepTranslations } from '#shared/schemas/onboarding'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealers } from './dealers.ts'
import { storedFiles } from './files.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

// The value lists live in src/shared/constants/onboarding.ts (the web app's forms and badges use
// them too); these names stay for the seed and the other modules that import them from here.
export const PROGRAM_LANGUAGES = PROGRAM_LANGUAGE_VALUES
export const STEP_TYPES = STEP_TYPE_VALUES
export const STEP_PROGRESS_STATUSES = STEP_PROGRESS_VALUES
export const SUBMISSION_STATUSES = ['submitted', 'approved', 'rejected'] as const

export const onboardingPrograms = pgTable(
  'onboarding_programs',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    description: text('description'),
    languageCode: text('language_code', { enum: PROGRAM_LANGUAGES }).notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Language code to { name, description } (issue 35 item 5); language_code is the original's
     * language. Validated by programTranslationsSchema on write.
     */
    translations: jsonb('translations').$type<ProgramTranslations>().notNull().default({}),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('onboarding_programs_created_at_idx').on(table.createdAt.desc()),
    index('onboarding_programs_is_active_idx').on(table.isActive, table.name),
    check(
      'onboarding_programs_language_code_check',
      sql`${table.languageCode} in (${sqlList(PROGRAM_LANGUAGES)})`,
    ),
    check('onboarding_programs_name_check', sql`btrim(${table.name}) <> ''`),
    check('onboarding_programs_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
)

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    id: uuidPk(),
    programId: uuid('program_id')
      .notNull()
      .references(() => onboardingPrograms.id, { onDelete: 'cascade' }),
    // Not unique: spec §9 numbers a new step "current count + 1", which can repeat after a delete.
    stepOrder: integer('step_order').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    instructions: text('instructions'),
    stepType: text('step_type', { enum: STEP_TYPES }).notNull().default('document_upload'),
    isRequired: boolean('is_required').notNull().default(true),
    /** Minutes. */
    estimatedDuration: integer('estimated_duration').notNull().default(30),
    requiredFiles: text('required_files').array().notNull().default(sql`'{}'::text[]`),
    completionCriteria: text('completion_criteria'),
    /**
     * Language code to { title, description, instructions } (issue 35 item 5), from the program's
     * language. Validated by stepTranslationsSchema on write.
     */
    translations: jsonb('translations').$type<StepTranslations>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('onboarding_steps_program_id_step_order_idx').on(table.programId, table.stepOrder),
    check('onboarding_steps_step_type_check', sql`${table.stepType} in (${sqlList(STEP_TYPES)})`),
    check('onboarding_steps_estimated_duration_check', sql`${table.estimatedDuration} >= 0`),
    check('onboarding_steps_step_order_check', sql`${table.stepOrder} >= 0`),
    check('onboarding_steps_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
)

export const dealerOnboarding = pgTable(
  'dealer_onboarding',
  {
    id: uuidPk(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => onboardingPrograms.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    currentStep: integer('current_step').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    unique('dealer_onboarding_dealer_id_program_id_key').on(table.dealerId, table.programId),
    index('dealer_onboarding_program_id_idx').on(table.programId),
    // Spec §7: "dealer_onboarding not completed with dealers and program, newest first".
    index('dealer_onboarding_open_created_at_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.completedAt} is null`),
    check('dealer_onboarding_progress_percentage_check', sql`${table.progressPercentage} between 0 and 100`),
    check('dealer_onboarding_current_step_check', sql`${table.currentStep} >= 0`),
  ],
)

export const dealerStepProgress = pgTable(
  'dealer_step_progress',
  {
    id: uuidPk(),
    dealerOnboardingId: uuid('dealer_onboarding_id').notNull(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => onboardingSteps.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STEP_PROGRESS_STATUSES }).notNull().default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    submissionText: text('submission_text'),
    feedback: text('feedback'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // Named by hand: the generated name is longer than PostgreSQL's 63-character identifier limit.
    foreignKey({
      name: 'dealer_step_progress_dealer_onboarding_id_fk',
      columns: [table.dealerOnboardingId],
      foreignColumns: [dealerOnboarding.id],
    }).onDelete('cascade'),
    unique('dealer_step_progress_dealer_onboarding_id_step_id_key').on(
      table.dealerOnboardingId,
      table.stepId,
    ),
    index('dealer_step_progress_step_id_idx').on(table.stepId),
    // The review queue: submissions awaiting review, newest first.
    index('dealer_step_progress_status_updated_at_idx').on(table.status, table.updatedAt.desc()),
    check('dealer_step_progress_status_check', sql`${table.status} in (${sqlList(STEP_PROGRESS_STATUSES)})`),
  ],
)

/**
 * Every submission of a step, kept as history (issue 7: a rejected step is resubmitted and the
 * earlier submissions stay). dealer_step_progress holds the current state; this holds each round.
 */
export const onboardingStepSubmissions = pgTable(
  'onboarding_step_submissions',
  {
    id: uuidPk(),
    dealerOnboardingId: uuid('dealer_onboarding_id').notNull(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => onboardingSteps.id, { onDelete: 'cascade' }),
    submittedBy: text('submitted_by').references(() => user.id, { onDelete: 'set null' }),
    submissionText: text('submission_text').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('submitted'),
    feedback: text('feedback'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'onboarding_step_submissions_dealer_onboarding_id_fk',
      columns: [table.dealerOnboardingId],
      foreignColumns: [dealerOnboarding.id],
    }).onDelete('cascade'),
    index('onboarding_step_submissions_onboarding_step_idx').on(
      table.dealerOnboardingId,
      table.stepId,
      table.createdAt.desc(),
    ),
    // The review queue: submissions awaiting review, oldest first.
    index('onboarding_step_submissions_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'submitted'`),
    check(
      'onboarding_step_submissions_status_check',
      sql`${table.status} in (${sqlList(SUBMISSION_STATUSES)})`,
    ),
    check('onboarding_step_submissions_text_check', sql`btrim(${table.submissionText}) <> ''`),
  ],
)

/**
 * Files uploaded for a step. submission_id is null while the file is a draft (uploaded, not yet
 * submitted); submitting attaches the drafts to the new submission.
 */
export const onboardingSubmissionFiles = pgTable(
  'onboarding_submission_files',
  {
    id: uuidPk(),
    dealerOnboardingId: uuid('dealer_onboarding_id').notNull(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => onboardingSteps.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** Which of the step's required files this is (spec §3 required_files), or the file name. */
    label: text('label').notNull(),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'onboarding_submission_files_dealer_onboarding_id_fk',
      columns: [table.dealerOnboardingId],
      foreignColumns: [dealerOnboarding.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'onboarding_submission_files_submission_id_fk',
      columns: [table.submissionId],
      foreignColumns: [onboardingStepSubmissions.id],
    }).onDelete('cascade'),
    index('onboarding_submission_files_onboarding_step_idx').on(table.dealerOnboardingId, table.stepId),
    index('onboarding_submission_files_submission_id_idx').on(table.submissionId),
    unique('onboarding_submission_files_file_id_key').on(table.fileId),
  ],
)
