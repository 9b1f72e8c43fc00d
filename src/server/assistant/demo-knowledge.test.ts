import { describe, expect, it } from 'vitest'
import { DEMO_BOTS, DEMO_GLOBAL_KB_ENTRIES } from '#server/db/seed/demo-content'
import { DEMO_GLOBAL_GLOSSARY } from '#server/db/seed/demo-glossary'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex } from './answer-message.ts'
import { Glossary } from './glossary.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import type { KnowledgeDocument } from './types.ts'

// The seeded demo bots must answer typical questions in Norwegian, Swedish and English from their
// approved entries, with sources (issue 4, "done when"), with the seeded global glossary as the
// server has it (issue 33: the glossary's words reach the entries that say them otherwise).

const DEMO_QUESTIONS: Record<string, [AssistantLanguage, string, string][]> = {
  'Customer Assistant': [
    ['en', 'how can I become a dealer', 'How do I become a dealer?'],
    ['no', 'hvordan kan jeg bli forhandler hos dere?', 'Hvordan blir jeg forhandler?'],
    ['sv', 'hur kan jag bli återförsäljare?', 'Hur blir jag återförsäljare?'],
    ['no', 'Hva er åpningstidene?', 'Hva er åpningstidene deres?'],
    [
      'sv',
      'Måste jag meddela mitt försäkringsbolag om motoroptimeringen?',
      'Måste jag meddela försäkringsbolaget efter en motoroptimering?',
    ],
  ],
  'Support Assistant': [
    ['en', 'where do I find my invoices', 'Where can I find my invoices?'],
    ['no', 'hvor finner jeg fakturaene?', 'Hvor finner jeg fakturaene mine?'],
    ['sv', 'Hur köper jag krediter till OptiFiles?', 'Hur köper jag OptiFiles-krediter?'],
    ['en', 'I need to reset the license of my tool', 'How do I reset my tool license?'],
  ],
  'Technical Assistant': [
    ['en', 'how often do I need to calibrate the dyno?', 'How often should the dyno be calibrated?'],
    ['no', 'Er det lovlig å fjerne DPF?', 'Er det lov å fjerne DPF eller EGR?'],
    // Issue 33: the entry says DPF; only the glossary says that is the particulate filter.
    ['no', 'Er det lovlig å fjerne partikkelfilteret?', 'Er det lov å fjerne DPF eller EGR?'],
    ['sv', 'Får man ta bort partikelfiltret på bilen?', 'Är det lagligt att ta bort DPF eller EGR?'],
    ['en', 'can you delete the particulate filter legally', 'Is it legal to remove the DPF or EGR?'],
    ['no', 'Hvor ofte må effektbenken kalibreres?', 'Hvor ofte bør dynamometeret kalibreres?'],
    ['sv', 'Hur ofta ska man kalibrera effektbänken?', 'Hur ofta ska effektbänken kalibreras?'],
    [
      'no',
      'hvordan oppdaterer jeg programvaren på diagnoseverktøyet',
      'Hvordan oppdaterer jeg diagnoseverktøyet?',
    ],
  ],
}

const globalDocuments: KnowledgeDocument[] = DEMO_GLOBAL_KB_ENTRIES.filter(
  (entry) => entry.status === 'approved',
).map((entry, i) => ({
  id: `global-${i}`,
  question: entry.question,
  answer: entry.answer,
  language: entry.languageCode,
  priority: entry.priority,
  tags: entry.tags,
  scope: 'global',
}))

describe.each(DEMO_BOTS.map((bot) => [bot.name, bot] as const))('%s', (name, bot) => {
  const documents: KnowledgeDocument[] = [
    ...bot.knowledgeBase.entries
      .filter((entry) => entry.status === 'approved')
      .map((entry, i) => ({
        id: `${name}-${i}`,
        question: entry.question,
        answer: entry.answer,
        language: entry.languageCode,
        priority: entry.priority,
        tags: entry.tags,
        scope: 'bot_specific' as const,
      })),
    ...globalDocuments,
  ]
  const glossary = new Glossary(
    DEMO_GLOBAL_GLOSSARY.map((group, i) => ({
      id: `glossary-${i}`,
      terms: group.terms.map((term) => ({ text: term.term, language: term.language })),
    })),
    analyze,
  )
  const index = buildKnowledgeIndex(documents, analyze, undefined, glossary)

  it.each(DEMO_QUESTIONS[name] ?? [])('%s: %s', (language, question, expected) => {
    const answer = answerFromIndex(index, {
      message: question,
      language,
      rules: bot.escalationRules,
      analyze,
      detect: detectLanguage,
    })
    expect(answer.sources[0]?.question).toBe(expected)
    expect(answer).toMatchObject({ knowledgeBased: true, language, crossLanguage: false })
    expect(answer.content).toBe(documents.find((document) => document.question === expected)?.answer)
  })
})

// Issue 33: "Er det lovlig å fjerne partikkelfilteret?" missed the approved DPF entry (it escalated
// below the Technical Assistant's threshold); the seeded glossary says partikkelfilter is DPF.
describe('the demo glossary', () => {
  const bot = DEMO_BOTS.find((candidate) => candidate.name === 'Technical Assistant')!
  const documents: KnowledgeDocument[] = [
    ...bot.knowledgeBase.entries
      .filter((entry) => entry.status === 'approved')
      .map((entry, i) => ({
        id: `technical-${i}`,
        question: entry.question,
        answer: entry.answer,
        language: entry.languageCode,
        priority: entry.priority,
        tags: entry.tags,
        scope: 'bot_specific' as const,
      })),
    ...globalDocuments,
  ]
  const glossary = new Glossary(
    DEMO_GLOBAL_GLOSSARY.map((group, i) => ({
      id: `glossary-${i}`,
      terms: group.terms.map((term) => ({ text: term.term, language: term.language })),
    })),
    analyze,
  )
  const ask = (withGlossary: boolean) =>
    answerFromIndex(buildKnowledgeIndex(documents, analyze, undefined, withGlossary ? glossary : null), {
      message: 'Er det lovlig å fjerne partikkelfilteret?',
      rules: bot.escalationRules,
      analyze,
      detect: detectLanguage,
    })

  it('answers the particulate filter question from the DPF entry, surely with the glossary', () => {
    // Without the glossary only "fjerne" and "det" are shared; since the small-bot adjustment
    // (confidence.ts, seventh session) the clear winner of a bot of 7 Norwegian entries answers
    // (0.87 against the bot's 0.6), where it escalated at 0.50 before. The glossary makes it sure.
    const without = ask(false)
    expect(without.sources[0]?.question).toBe('Er det lov å fjerne DPF eller EGR?')
    expect(without.confidence).toBeLessThan(0.9)

    const withGlossary = ask(true)
    expect(withGlossary.sources[0]?.question).toBe('Er det lov å fjerne DPF eller EGR?')
    expect(withGlossary.confidence).toBeGreaterThanOrEqual(0.9)
    expect(withGlossary).toMatchObject({ knowledgeBased: true, needsEscalation: false, language: 'no' })
  })
})
