import type { StepProgressStatus, StepType } from '#shared/constants/onboarding'
import type { StepDisplayStatus } from '#shared/schemas/onboarding'

// Spec §4 onboarding rules as plain functions over one onboarding's steps: gating, progress,
// completion and the self-unlocking time_delay steps. The service applies what they decide.

export interface StepState {
  id: string
  stepOrder: number
  stepType: StepType
  isRequired: boolean
  /** Minutes. */
  estimatedDuration: number
  /** null when the dealer has no record for the step yet (spec §4: pending is implicit). */
  status: StepProgressStatus | null
  startedAt: Date | null
  reviewedAt: Date | null
}

const MINUTE_MS = 60_000

/** Spec §4: 'submitted' and 'completed' are the two readings of "awaiting review". */
export function displayStatusOf(status: StepProgressStatus | null): StepDisplayStatus {
  if (status === null || status === 'pending') return 'pending'
  if (status === 'completed') return 'submitted'
  return status
}

/** Steps in the order a dealer works through them (step_order; ties keep their given order). */
export function inStepOrder<T extends { stepOrder: number }>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => a.stepOrder - b.stepOrder)
}

/** Spec §4: a step can start only when every earlier required step (lower step_order) is approved. */
export function previousStepsDone(steps: readonly StepState[], step: StepState): boolean {
  return steps.every(
    (other) =>
      other.stepOrder >= step.stepOrder || !other.isRequired || displayStatusOf(other.status) === 'approved',
  )
}

export type StartRefusal = 'previous_steps' | 'already_started' | 'starts_itself'

/** Why a dealer may not press 'Start Step' on this step, or undefined when they may. */
export function startRefusalOf(steps: readonly StepState[], step: StepState): StartRefusal | undefined {
  if (displayStatusOf(step.status) !== 'pending') return 'already_started'
  if (!previousStepsDone(steps, step)) return 'previous_steps'
  if (step.stepType === 'time_delay') return 'starts_itself'
  return undefined
}

/** Spec §4: progress shown = approved steps / total steps, as a rounded percentage. */
export function progressOf(steps: readonly StepState[]): number {
  if (steps.length === 0) return 0
  const approved = steps.filter((step) => displayStatusOf(step.status) === 'approved').length
  return Math.round((approved / steps.length) * 100)
}

/** Spec §4: the onboarding is complete when every step of the program is approved. */
export function isComplete(steps: readonly StepState[]): boolean {
  return steps.length > 0 && steps.every((step) => displayStatusOf(step.status) === 'approved')
}

/** The step_order of the first step not yet approved (the last step's when all are). */
export function currentStepOf(steps: readonly StepState[]): number {
  const ordered = inStepOrder(steps)
  const open = ordered.find((step) => displayStatusOf(step.status) !== 'approved')
  return open?.stepOrder ?? ordered.at(-1)?.stepOrder ?? 0
}

/** When a running time_delay step approves itself. */
export function unlocksAtOf(step: Pick<StepState, 'stepType' | 'startedAt' | 'estimatedDuration'>) {
  if (step.stepType !== 'time_delay' || !step.startedAt) return null
  return new Date(step.startedAt.getTime() + step.estimatedDuration * MINUTE_MS)
}

export type TimeDelayChange =
  | { stepId: string; action: 'start'; at: Date }
  | { stepId: string; action: 'approve'; at: Date }

/**
 * Issue 7: time_delay steps unlock themselves after their duration. A delay starts when it becomes
 * reachable (its earlier required steps approved: at the last of those approvals, or when the
 * onboarding started), and approves itself `estimated_duration` minutes later. Works through the
 * steps in order, so a finished delay can start (and finish) the next one in the same pass.
 */
export function settleTimeDelays(
  steps: readonly StepState[],
  onboardingStartedAt: Date,
  now: Date,
): TimeDelayChange[] {
  const state = inStepOrder(steps).map((step) => ({ ...step }))
  const changes: TimeDelayChange[] = []
  for (const step of state) {
    if (step.stepType !== 'time_delay') continue
    const status = displayStatusOf(step.status)
    if (status === 'pending' && previousStepsDone(state, step)) {
      const reachedAt = reachableSince(state, step, onboardingStartedAt)
      step.status = 'in_progress'
      step.startedAt = reachedAt > now ? now : reachedAt
      changes.push({ stepId: step.id, action: 'start', at: step.startedAt })
    }
    const unlocksAt = unlocksAtOf(step)
    if (displayStatusOf(step.status) === 'in_progress' && unlocksAt && unlocksAt <= now) {
      step.status = 'approved'
      step.reviewedAt = unlocksAt
      changes.push({ stepId: step.id, action: 'approve', at: unlocksAt })
    }
  }
  return changes
}

function reachableSince(steps: readonly StepState[], step: StepState, onboardingStartedAt: Date): Date {
  let latest = onboardingStartedAt
  for (const other of steps) {
    if (
      other.stepOrder < step.stepOrder &&
      other.isRequired &&
      other.reviewedAt &&
      other.reviewedAt > latest
    ) {
      latest = other.reviewedAt
    }
  }
  return latest
}

/**
 * What a submission must carry: every file the step names (spec §3 required_files), and for a
 * document_upload step that names none, at least one file. Returns the missing labels.
 */
export function missingFilesOf(
  step: { stepType: StepType; requiredFiles: readonly string[] },
  uploadedLabels: readonly string[],
): string[] {
  const have = new Set(uploadedLabels.map((label) => label.trim().toLowerCase()))
  const missing = step.requiredFiles.filter((label) => !have.has(label.trim().toLowerCase()))
  if (step.stepType === 'document_upload' && step.requiredFiles.length === 0 && uploadedLabels.length === 0) {
    return ['document']
  }
  return missing
}
