import { describe, expect, it } from 'vitest'
import { storedStepTypeOf } from '#shared/constants/onboarding'
import {
  currentStepOf,
  displayStatusOf,
  isComplete,
  missingFilesOf,
  previousStepsDone,
  progressOf,
  type StepState,
  settleTimeDelays,
  startRefusalOf,
} from './onboarding-rules.ts'

const MINUTE = 60_000
const T0 = new Date('2026-03-01T08:00:00Z')

function step(order: number, overrides: Partial<StepState> = {}): StepState {
  return {
    id: `s${order}`,
    stepOrder: order,
    stepType: 'training',
    isRequired: true,
    estimatedDuration: 30,
    status: null,
    startedAt: null,
    reviewedAt: null,
    ...overrides,
  }
}

describe('gating (spec §4)', () => {
  it('a step can start only when every earlier required step is approved', () => {
    const steps = [step(1, { status: 'approved' }), step(2, { status: 'submitted' }), step(3)]
    expect(previousStepsDone(steps, steps[1])).toBe(true)
    expect(previousStepsDone(steps, steps[2])).toBe(false)
    expect(startRefusalOf(steps, steps[2])).toBe('previous_steps')
  })

  it('optional earlier steps do not block, rejected or in-progress required ones do', () => {
    const steps = [step(1, { isRequired: false }), step(2, { status: 'approved' }), step(3)]
    expect(startRefusalOf(steps, steps[2])).toBeUndefined()
    for (const status of ['in_progress', 'submitted', 'completed', 'rejected'] as const) {
      const blocked = [step(1, { status }), step(2)]
      expect(startRefusalOf(blocked, blocked[1]), status).toBe('previous_steps')
    }
  })

  it('the first step is always open; a started step cannot start again; delays start themselves', () => {
    const steps = [step(1), step(2, { stepType: 'time_delay' })]
    expect(startRefusalOf(steps, steps[0])).toBeUndefined()
    expect(startRefusalOf([step(1, { status: 'in_progress' })], step(1, { status: 'in_progress' }))).toBe(
      'already_started',
    )
    const open = [step(1, { status: 'approved' }), step(2, { stepType: 'time_delay' })]
    expect(startRefusalOf(open, open[1])).toBe('starts_itself')
  })

  it('steps with the same order do not gate each other (orders repeat after a delete)', () => {
    const steps = [step(1), step(2), { ...step(2), id: 'twin' }]
    steps[0].status = 'approved'
    expect(startRefusalOf(steps, steps[2])).toBeUndefined()
  })

  it("'completed' is the other reading of awaiting review", () => {
    expect(displayStatusOf('completed')).toBe('submitted')
    expect(displayStatusOf(null)).toBe('pending')
    expect(displayStatusOf('rejected')).toBe('rejected')
  })
})

describe('progress and completion (spec §4)', () => {
  it('progress is approved / total, rounded', () => {
    expect(progressOf([])).toBe(0)
    expect(progressOf([step(1, { status: 'approved' }), step(2), step(3)])).toBe(33)
    expect(progressOf([step(1, { status: 'approved' }), step(2, { status: 'approved' }), step(3)])).toBe(67)
    expect(progressOf([step(1, { status: 'submitted' }), step(2)])).toBe(0)
  })

  it('complete only when every step, optional ones included, is approved', () => {
    expect(isComplete([])).toBe(false)
    expect(isComplete([step(1, { status: 'approved' }), step(2, { isRequired: false })])).toBe(false)
    expect(
      isComplete([step(1, { status: 'approved' }), step(2, { status: 'approved', isRequired: false })]),
    ).toBe(true)
  })

  it('the current step is the first one not approved', () => {
    expect(currentStepOf([step(1, { status: 'approved' }), step(2), step(3)])).toBe(2)
    expect(currentStepOf([step(2, { status: 'approved' }), step(1, { status: 'approved' })])).toBe(2)
    expect(currentStepOf([])).toBe(0)
  })
})

describe('time_delay steps unlock themselves', () => {
  const delay = (order: number, overrides: Partial<StepState> = {}) =>
    step(order, { stepType: 'time_delay', estimatedDuration: 60, ...overrides })

  it('starts when reachable, from the approval that made it reachable, and approves after its duration', () => {
    const approvedAt = new Date(T0.getTime() + 10 * MINUTE)
    const steps = [step(1, { status: 'approved', reviewedAt: approvedAt }), delay(2)]
    expect(settleTimeDelays(steps, T0, new Date(approvedAt.getTime() + 30 * MINUTE))).toEqual([
      { stepId: 's2', action: 'start', at: approvedAt },
    ])
    expect(settleTimeDelays(steps, T0, new Date(approvedAt.getTime() + 61 * MINUTE))).toEqual([
      { stepId: 's2', action: 'start', at: approvedAt },
      { stepId: 's2', action: 'approve', at: new Date(approvedAt.getTime() + 60 * MINUTE) },
    ])
  })

  it('waits while earlier required steps are open, and chains one delay after another', () => {
    expect(settleTimeDelays([step(1), delay(2)], T0, new Date(T0.getTime() + 999 * MINUTE))).toEqual([])
    const changes = settleTimeDelays([delay(1), delay(2)], T0, new Date(T0.getTime() + 150 * MINUTE))
    expect(changes.map((change) => `${change.stepId}:${change.action}`)).toEqual([
      's1:start',
      's1:approve',
      's2:start',
      's2:approve',
    ])
    expect(changes[3].at).toEqual(new Date(T0.getTime() + 120 * MINUTE))
  })

  it('a running delay is left alone until its time is up', () => {
    const running = [delay(1, { status: 'in_progress', startedAt: T0 })]
    expect(settleTimeDelays(running, T0, new Date(T0.getTime() + 59 * MINUTE))).toEqual([])
  })
})

describe('required files', () => {
  it('names the required files not uploaded yet (case and spacing ignored)', () => {
    const documents = {
      stepType: 'document_upload' as const,
      requiredFiles: ['Firmaattest', 'Signert avtale'],
    }
    expect(missingFilesOf(documents, [])).toEqual(['Firmaattest', 'Signert avtale'])
    expect(missingFilesOf(documents, [' firmaattest'])).toEqual(['Signert avtale'])
    expect(missingFilesOf(documents, ['Firmaattest', 'signert avtale'])).toEqual([])
  })

  it('a document step without a list needs one file; other steps need only what they list', () => {
    expect(missingFilesOf({ stepType: 'document_upload', requiredFiles: [] }, [])).toEqual(['document'])
    expect(missingFilesOf({ stepType: 'document_upload', requiredFiles: [] }, ['Any'])).toEqual([])
    expect(missingFilesOf({ stepType: 'training', requiredFiles: [] }, [])).toEqual([])
    expect(missingFilesOf({ stepType: 'approval', requiredFiles: ['Inspection report'] }, [])).toEqual([
      'Inspection report',
    ])
  })
})

describe('AI step type mapping (spec §9)', () => {
  it.each([
    ['system_access', 'training'],
    ['meeting', 'manual_confirmation'],
    ['assessment', 'approval'],
    ['training', 'training'],
    ['documentation', 'document_upload'],
    ['approval', 'approval'],
    ['manual_confirmation', 'manual_confirmation'],
    ['time_delay', 'time_delay'],
    ['workshop', 'training'],
    ['', 'training'],
    ['document_upload', 'training'],
    ['toString', 'training'],
  ])('%s -> %s', (ai, stored) => {
    expect(storedStepTypeOf(ai)).toBe(stored)
  })
})
