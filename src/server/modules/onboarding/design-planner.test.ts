import { describe, expect, it } from 'vitest'
import { parseEnv } from '#server/env'
import { logger } from '#server/lib/logger'
import { designProgramChat } from './design-assistant.ts'
import { durationInMinutes, planProgram, stepKindOf, titleFromClause } from './design-planner.ts'

const plan = (
  message: string,
  languageCode: 'no' | 'sv' | 'en' | 'da' = 'no',
  currentSteps = [] as ReturnType<typeof planProgram>['steps'],
) => planProgram({ message, chatHistory: [], programName: 'Oppstart', languageCode, currentSteps })

const NORWEGIAN =
  'Nye forhandlere må først laste opp firmaattest og signert forhandleravtale. Deretter skal de ta et sikkerhetskurs for dynamometeret på 2 timer, og ha et oppstartsmøte med kontaktpersonen. Så må de få tilgang til OptiFiles-portalen. Til slutt en kunnskapstest og godkjenning av verkstedet, og en prøveperiode på to uker.'

describe('built-in program planner', () => {
  it('proposes one step per activity of a Norwegian description, in order, with types and durations', () => {
    const { steps, response } = plan(NORWEGIAN)
    expect(steps.map((step) => [step.stepOrder, step.stepType])).toEqual([
      [1, 'documentation'],
      [2, 'training'],
      [3, 'meeting'],
      [4, 'system_access'],
      [5, 'assessment'],
      [6, 'approval'],
      [7, 'time_delay'],
    ])
    expect(steps[0].stepName).toBe('Laste opp firmaattest og signert forhandleravtale')
    expect(steps[0].requiredFiles).toEqual(['Firmaattest', 'Signert forhandleravtale'])
    expect(steps[1].estimatedDurationMinutes).toBe(120)
    expect(steps[3].stepName).toBe('Få tilgang til OptiFiles-portalen')
    expect(steps[6].estimatedDurationMinutes).toBe(14 * 24 * 60)
    expect(steps.every((step) => step.isRequired)).toBe(true)
    expect(response).toContain('7 steg for «Oppstart»')
    expect(response).toContain('1. Laste opp firmaattest')
  })

  it('reads Swedish and English descriptions, and optional steps', () => {
    const swedish = plan(
      'Återförsäljaren ska ladda upp registreringsbevis, genomföra utbildningen i diagnosverktyget och sedan ett kunskapstest. Till sist godkännande av verkstaden.',
      'sv',
    )
    expect(swedish.steps.map((step) => step.stepType)).toEqual([
      'documentation',
      'training',
      'assessment',
      'approval',
    ])
    expect(swedish.response).toContain('Här är ett förslag med 4 steg')
    const english = plan(
      'First they upload the signed dealer agreement and proof of insurance. Then a kickoff call with their account manager, followed by the online safety course (optional). After that they wait 14 days.',
      'en',
    )
    expect(english.steps.map((step) => step.stepType)).toEqual([
      'documentation',
      'meeting',
      'training',
      'time_delay',
    ])
    expect(english.steps[0].requiredFiles).toEqual(['Signed dealer agreement', 'Proof of insurance'])
    expect(english.steps[2]).toMatchObject({ stepName: 'The online safety course', isRequired: false })
    expect(english.steps[3].estimatedDurationMinutes).toBe(14 * 24 * 60)
  })

  it('offers a starter program when the description names no activity, in the program language', () => {
    const { steps, response } = plan('Hei! Kan du hjelpe meg?')
    expect(steps.map((step) => step.stepType)).toEqual([
      'documentation',
      'system_access',
      'training',
      'assessment',
      'approval',
    ])
    expect(steps[0].stepName).toBe('Last opp dokumenter')
    expect(response).toMatch(/^Jeg fant ingen konkrete aktiviteter/)
    expect(plan('Hello?', 'en').steps[0].stepName).toBe('Upload documents')
  })

  it('follow-ups add steps, remove numbered steps and start over', () => {
    const first = plan(NORWEGIAN).steps
    const added = plan('Legg til et oppfølgingsmøte etter to uker', 'no', first)
    expect(added.steps).toHaveLength(8)
    expect(added.steps[7]).toMatchObject({
      stepOrder: 8,
      stepType: 'meeting',
      estimatedDurationMinutes: 14 * 24 * 60,
    })
    expect(added.response).toMatch(/^Jeg har lagt til 1 steg/)
    const removed = plan('Fjern steg 2 og 3', 'no', first)
    expect(removed.steps.map((step) => step.stepOrder)).toEqual([1, 2, 3, 4, 5])
    expect(removed.steps.map((step) => step.stepType)).toEqual([
      'documentation',
      'system_access',
      'assessment',
      'approval',
      'time_delay',
    ])
    expect(plan('Start på nytt: bare et kurs i flashing', 'no', first).steps).toHaveLength(1)
    expect(plan('Takk!', 'no', first).steps).toHaveLength(7)
  })

  it('finds kinds in compound words without false friends', () => {
    expect(stepKindOf('sikkerhetskurs')).toBe('training')
    expect(stepKindOf('laste opp firmaattest')).toBe('documentation')
    expect(stepKindOf('sjekk ventilasjonen')).toBeUndefined()
    expect(stepKindOf('vent to uker')).toBe('time_delay')
  })

  it('reads durations in words and digits', () => {
    expect(durationInMinutes('på 45 min')).toBe(45)
    expect(durationInMinutes('tre dagar')).toBe(3 * 24 * 60)
    expect(durationInMinutes('an hour')).toBe(60)
    expect(durationInMinutes('1,5 timer')).toBe(90)
    expect(durationInMinutes('snart')).toBeUndefined()
  })

  it('turns a clause into a title', () => {
    expect(titleFromClause('Deretter skal de ta et kurs.')).toBe('Ta et kurs')
    expect(titleFromClause('1. Forhandleren må sende inn skjema')).toBe('Sende inn skjema')
  })
})

describe('design chat with a language model', () => {
  const env = parseEnv({ NODE_ENV: 'test', LLM_BASE_URL: 'http://127.0.0.1:9/v1' })
  const input = {
    message: 'Et kurs og en godkjenning',
    chatHistory: [],
    programName: 'X',
    languageCode: 'no' as const,
  }

  it("uses the model's steps (spec §7 shape) and keeps the order it gives", async () => {
    const llm = {
      complete: async () =>
        'Her er forslaget:\n```json\n{"response":"Forslag klart","steps":[{"step_name":"Godkjenning","step_description":"","step_type":"approval","step_order":2,"is_required":true,"estimated_duration_minutes":60},{"step_name":"Kurs","step_description":"Et kurs","step_type":"training","step_order":1,"is_required":false,"estimated_duration_minutes":90.4}]}\n```',
    }
    const result = await designProgramChat({ env, logger, llm }, input)
    expect(result.source).toBe('llm')
    expect(result.response).toBe('Forslag klart')
    expect(result.steps).toEqual([
      {
        stepName: 'Kurs',
        stepDescription: 'Et kurs',
        stepType: 'training',
        stepOrder: 1,
        isRequired: false,
        estimatedDurationMinutes: 90,
        requiredFiles: [],
      },
      {
        stepName: 'Godkjenning',
        stepDescription: '',
        stepType: 'approval',
        stepOrder: 2,
        isRequired: true,
        estimatedDurationMinutes: 60,
        requiredFiles: [],
      },
    ])
  })

  it('falls back to the built-in planner when the model fails or answers nonsense', async () => {
    for (const complete of [
      async () => 'no json here',
      async () => '{"steps": 3}',
      async () => Promise.reject(new Error('down')),
    ]) {
      const result = await designProgramChat({ env, logger, llm: { complete } }, input)
      expect(result.source).toBe('planner')
      expect(result.steps.map((step) => step.stepType)).toEqual(['training', 'approval'])
    }
  })
})
