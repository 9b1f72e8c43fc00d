import { describe, expect, it } from 'vitest'
import { planProgram } from './design-planner.ts'
import { blocksOf, durationInMinutes, sentencesOf, withoutDurationPhrase } from './design-text.ts'

describe('reading the trainer text', () => {
  it('does not end sentences at abbreviations or decimals', () => {
    expect(
      sentencesOf('Kurs (ca. 2 timer), f.eks. i Oslo. Møte bl.a. om priser osv. Deretter test.'),
    ).toEqual(['Kurs (ca. 2 timer), f.eks. i Oslo', 'Møte bl.a. om priser osv.', 'test'])
    expect(sentencesOf('Kurs på 1.5 timer. Møte')).toEqual(['Kurs på 1.5 timer', 'Møte'])
  })

  it('reads durations in words and numbers in no, sv and en', () => {
    expect(durationInMinutes('ca. 2 timer')).toBe(120)
    expect(durationInMinutes('30 min')).toBe(30)
    expect(durationInMinutes('en halv dag')).toBe(240)
    expect(durationInMinutes('en halvdag')).toBe(240)
    expect(durationInMinutes('half a day')).toBe(240)
    expect(durationInMinutes('1,5 time')).toBe(90)
    expect(durationInMinutes('en time')).toBe(60)
    expect(durationInMinutes('en halv time')).toBe(30)
    expect(durationInMinutes('ca 2 timmar')).toBe(120)
    expect(durationInMinutes('one and a half hours')).toBe(90)
    expect(durationInMinutes('45min')).toBe(45)
    expect(durationInMinutes('ingen tid')).toBeUndefined()
  })

  it('keeps list items whole and lines that continue them', () => {
    expect(blocksOf('Intro:\n1. Last opp attest, avtale\n   og forsikring\n- Kurs\n• Møte')).toEqual([
      { kind: 'prose', text: 'Intro:' },
      { kind: 'item', text: 'Last opp attest, avtale og forsikring' },
      { kind: 'item', text: 'Kurs' },
      { kind: 'item', text: 'Møte' },
    ])
  })

  it('drops a phrase that only gives a duration from titles', () => {
    expect(withoutDurationPhrase('Sikkerhetskurs (ca. 2 timer)')).toBe('Sikkerhetskurs')
    expect(withoutDurationPhrase('Kurs (obligatorisk)')).toBe('Kurs (obligatorisk)')
  })

  it('plans titles without cutting at abbreviations and keeps text that names no activity', () => {
    const { steps } = planProgram({
      message:
        'Først et sikkerhetskurs med instruktør (ca. 2 timer). Vi går bl.a. gjennom dynoen. Deretter et møte med selger.\n1. Bytte filter på verkstedet\n2. Fylle ut sjekkliste',
      chatHistory: [],
      programName: '',
      languageCode: 'no',
      currentSteps: [],
    })
    expect(steps.map((step) => [step.stepName, step.stepType, step.estimatedDurationMinutes])).toEqual([
      ['Sikkerhetskurs med instruktør', 'training', 120],
      ['Møte med selger', 'meeting', 60],
      ['Bytte filter på verkstedet', 'manual_confirmation', 15],
      ['Fylle ut sjekkliste', 'manual_confirmation', 15],
    ])
    expect(steps[0].stepDescription).toBe('Vi går bl.a. gjennom dynoen.')
  })
})
