import type { ContentLanguage } from '#shared/constants/content-languages'
import type {
  FileView,
  OnboardingSummary,
  ProgramStep,
  StepContent,
  StepView,
  SubmissionView,
} from '#shared/schemas/onboarding'
import { pickTranslation } from '#shared/translations/pick-translation'
import type { OnboardingSummaryRow, StepWithProgressRow } from './dealer-onboardings.queries.ts'
import type { FileRow } from './onboarding-files.queries.ts'
import { displayStatusOf, previousStepsDone, type StepState, unlocksAtOf } from './onboarding-rules.ts'
import type { SubmissionRow } from './onboarding-submissions.queries.ts'

// Rows to the shapes the API answers with (dates as ISO strings). A program's and a step's texts
// are shown in the reader's language when translated (issue 35 item 5).

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

/** The program's name and description as the reader is shown them. */
export function shownProgram(row: OnboardingSummaryRow, reader: ContentLanguage | null) {
  return pickTranslation(
    {
      original: { name: row.programName, description: row.programDescription },
      language: row.programLanguage,
      translations: row.programTranslations,
    },
    reader,
  )
}

export function summaryView(row: OnboardingSummaryRow, reader: ContentLanguage | null): OnboardingSummary {
  const program = shownProgram(row, reader)
  return {
    id: row.id,
    dealer: { id: row.dealerId, name: row.dealerName, dealerCode: row.dealerCode },
    program: {
      id: row.programId,
      name: program.fields.name,
      languageCode: row.programLanguage,
      shownLanguage: program.shownLanguage,
      isFallback: program.isFallback,
    },
    startedAt: row.startedAt.toISOString(),
    completedAt: iso(row.completedAt),
    progressPercentage: row.progressPercentage,
    currentStep: row.currentStep,
    stepCount: Number(row.stepCount),
    approvedCount: Number(row.approvedCount),
    awaitingReviewCount: Number(row.awaitingReviewCount),
  }
}

export function fileView(row: FileRow): FileView {
  return {
    id: row.id,
    label: row.label,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: Number(row.sizeBytes),
    url: `/api/onboarding/files/${row.id}`,
    uploadedAt: row.uploadedAt.toISOString(),
  }
}

export function submissionView(row: SubmissionRow, files: readonly FileRow[]): SubmissionView {
  return {
    id: row.id,
    submissionText: row.submissionText,
    status: row.status,
    feedback: row.feedback,
    submittedAt: row.submittedAt.toISOString(),
    submittedBy: row.submittedBy,
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    files: files.filter((file) => file.submissionId === row.id).map(fileView),
  }
}

export function stepStateOf(row: StepWithProgressRow): StepState {
  return {
    id: row.id,
    stepOrder: row.stepOrder,
    stepType: row.stepType,
    isRequired: row.isRequired,
    estimatedDuration: row.estimatedDuration,
    status: row.status,
    startedAt: row.startedAt,
    reviewedAt: row.reviewedAt,
  }
}

export function programStepView(row: StepContent & Record<string, unknown>): StepContent {
  return {
    id: row.id,
    stepOrder: row.stepOrder,
    title: row.title,
    description: row.description,
    instructions: row.instructions,
    stepType: row.stepType,
    isRequired: row.isRequired,
    estimatedDuration: row.estimatedDuration,
    requiredFiles: row.requiredFiles,
    completionCriteria: row.completionCriteria,
  }
}

/**
 * A step for the program's step editor: with its translations and its version, which an edit sends
 * back (issue 32).
 */
export function editableStepView(
  row: StepContent & { translations: ProgramStep['translations']; updatedAt: Date } & Record<string, unknown>,
): ProgramStep {
  return { ...programStepView(row), translations: row.translations, updatedAt: row.updatedAt.toISOString() }
}

export function stepViews(
  rows: readonly StepWithProgressRow[],
  submissions: readonly SubmissionRow[],
  files: readonly FileRow[],
  /** The program's language (a step is written in it) and the reader's. */
  languages: { program: ContentLanguage; reader: ContentLanguage | null },
): StepView[] {
  const states = rows.map(stepStateOf)
  return rows.map((row, index) => ({
    ...programStepView(row),
    ...shownStep(row, languages),
    status: displayStatusOf(row.status),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    feedback: row.feedback,
    reviewedAt: iso(row.reviewedAt),
    previousStepsDone: previousStepsDone(states, states[index]),
    unlocksAt: iso(unlocksAtOf(states[index])),
    draftFiles: files.filter((file) => file.stepId === row.id && file.submissionId === null).map(fileView),
    submissions: submissions
      .filter((submission) => submission.stepId === row.id)
      .map((submission) => submissionView(submission, files)),
  }))
}

function shownStep(
  row: StepWithProgressRow,
  languages: { program: ContentLanguage; reader: ContentLanguage | null },
) {
  const picked = pickTranslation(
    {
      original: { title: row.title, description: row.description, instructions: row.instructions },
      language: languages.program,
      translations: row.translations,
    },
    languages.reader,
  )
  return { ...picked.fields, shownLanguage: picked.shownLanguage, isFallback: picked.isFallback }
}
