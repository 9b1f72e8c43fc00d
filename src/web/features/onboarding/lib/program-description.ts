import type { TFunction } from 'i18next'
import type { ProposedStep } from '#shared/schemas/onboarding'
import { formatMinutes } from '#web/features/onboarding/lib/durations.ts'

const MAX_DESCRIPTION = 4000

/**
 * The program's description, written from the approved steps in the program's language (issue 36
 * item 4): the trainer's raw chat said how to build the program, not what it is.
 */
export function programDescriptionFromSteps(
  t: TFunction<'onboarding'>,
  steps: readonly ProposedStep[],
): string | null {
  if (steps.length === 0) return null
  const lines = steps.map((step, index) => {
    const facts = [formatMinutes(t, step.estimatedDurationMinutes)]
    if (!step.isRequired) facts.push(t('newProgram.optional').toLowerCase())
    return `${index + 1}. ${step.stepName} (${facts.join(', ')})`
  })
  const text = [t('newProgram.programIntro', { count: steps.length }), ...lines].join('\n')
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`
}
