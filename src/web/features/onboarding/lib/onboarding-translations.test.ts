import { describe, expect, it } from 'vitest'
import { AI_STEP_TYPE_VALUES, STEP_TYPE_VALUES } from '#shared/constants/onboarding'
import en from '#web/locales/en/onboarding.json'
import { flattenStrings, placeholdersOf } from '#web/locales/flatten-strings.ts'
import no from '#web/locales/no/onboarding.json'
import sv from '#web/locales/sv/onboarding.json'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

const english = flatten(en)

describe('onboarding translations', () => {
  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key, translated, with the same placeholders', (_language, strings) => {
    const translated = flatten(strings)
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(english[key]))
      if (
        !/^(detail\.stepsLabel|status\.in_progress|stepTypes\.\w+|history\.submittedBy|programs\.stepCount_\w+|certificate\.steps_\w+|stepForm\.type|actions\.newProgram|my\.title|review\.files_one|waited\.days_one|duration\.days_one|newProgram\.(?:title|language|you|assistant|requiredFiles|stepType|cancel|send|aiTypes\.manual_confirmation|programIntro_\w+))$/.test(
          key,
        )
      ) {
        expect(text, key).not.toBe(english[key])
      }
    }
  })

  it('has the spec strings and a label for every step type', () => {
    expect(en.actions.start).toBe('Start Step')
    expect(en.actions.completePreviousFirst).toBe('Complete Previous Steps First')
    expect(en.status.submitted).toBe('Awaiting Review')
    expect(en.status.approved).toBe('Completed')
    expect(en.toasts).toMatchObject({
      stepStarted: 'Step Started',
      startFailed: 'Failed to start step',
      stepSubmitted: 'Step Submitted',
      submitFailed: 'Failed to submit step',
    })
    expect(en.access.noDealer).toBe('You must be associated with a dealer to access onboarding.')
    // Spec §2.10's Norwegian program-creation strings: the dialog shows them for the default
    // program language, Norwegian; issue 36 item 4 shows a Swedish or English program's labels in
    // its own language.
    expect(no.newProgram.errorTitle).toBe('Feil')
    expect(no.newProgram.stepsFailed).toBe('Kunne ikke opprette steg')
    expect(Object.keys(en.stepTypes).sort()).toEqual([...STEP_TYPE_VALUES].sort())
    expect(Object.keys(en.newProgram.aiTypes).sort()).toEqual([...AI_STEP_TYPE_VALUES].sort())
  })
})
