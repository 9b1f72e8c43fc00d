import { expect, it } from 'vitest'
import type { ProposedStep } from '#shared/schemas/onboarding'
import { planProgram } from './design-planner.ts'
import { DESIGN_REQUESTS, type DesignRequestCase } from './design-requests.fixture.ts'

const plan = (
  message: string,
  languageCode: DesignRequestCase['language'],
  currentSteps: ProposedStep[] = [],
) => planProgram({ message, chatHistory: [], programName: '', languageCode, currentSteps }).steps

/** What differs between the planned steps and the expected ones; empty when planned right. */
function differences(testCase: DesignRequestCase): string[] {
  const before = testCase.first ? plan(testCase.first, testCase.language) : []
  const steps = plan(testCase.message, testCase.language, before)
  if (steps.length !== testCase.expected.length) {
    return [
      `${steps.length} steps (${steps.map((step) => step.stepName).join(' | ')}), expected ${testCase.expected.length}`,
    ]
  }
  return testCase.expected.flatMap((expected, index) => {
    const step = steps[index]
    const found: string[] = []
    if (step.stepType !== expected.type) found.push(`type ${step.stepType} != ${expected.type}`)
    if (expected.name !== undefined && step.stepName !== expected.name)
      found.push(`name "${step.stepName}" != "${expected.name}"`)
    if (expected.minutes !== undefined && step.estimatedDurationMinutes !== expected.minutes)
      found.push(`minutes ${step.estimatedDurationMinutes} != ${expected.minutes}`)
    if (expected.required !== undefined && step.isRequired !== expected.required)
      found.push(`required ${step.isRequired}`)
    if (expected.files !== undefined && step.requiredFiles.join('|') !== expected.files.join('|'))
      found.push(`files ${step.requiredFiles.join('|')} != ${expected.files.join('|')}`)
    return found.map((text) => `step ${index + 1}: ${text}`)
  })
}

it('plans at least 90% of the request set (no, sv, en) right', () => {
  expect(DESIGN_REQUESTS.length).toBeGreaterThanOrEqual(25)
  const results = DESIGN_REQUESTS.map((testCase) => ({ testCase, wrong: differences(testCase) }))
  const right = results.filter((result) => result.wrong.length === 0).length
  const share = right / results.length
  for (const { testCase, wrong } of results) {
    if (wrong.length > 0) console.log(`[${testCase.language}] ${testCase.message}\n  ${wrong.join('\n  ')}`)
  }
  console.log(`Design requests planned right: ${right}/${results.length} (${(share * 100).toFixed(0)}%)`)
  expect(share).toBeGreaterThanOrEqual(0.9)
})

it('leaves the plan unchanged and asks for the step number when an edit names no step', () => {
  const first = plan('Et sikkerhetskurs og et oppstartsmøte.', 'no')
  const result = planProgram({
    message: 'Gjør hjullagerbyttet valgfritt',
    chatHistory: [],
    programName: '',
    languageCode: 'no',
    currentSteps: first,
  })
  expect(result.steps).toEqual(first)
  expect(result.response).toMatch(/^Jeg fant ikke noe steg som passer «hjullagerbyttet»/)
})

it('reads "sett opp et møte" as a new step, not as an edit of a step named "... opp ..."', () => {
  const first = plan('Forhandleren må laste opp firmaattest.', 'no')
  const steps = plan('Sett opp et møte med selger', 'no', first)
  expect(steps.map((step) => step.stepType)).toEqual(['documentation', 'meeting'])
})
