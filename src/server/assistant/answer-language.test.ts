import { describe, expect, it } from 'vitest'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { DEMO_BOTS, DEMO_GLOBAL_KB_ENTRIES } from '#server/db/seed/demo-content'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex, languageChoicesFor } from './answer-message.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage, type LanguageDetection } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { sameAnswerIn } from './same-answer.ts'
import type { KnowledgeDocument } from './types.ts'

// Issue 33 item 6: the entry in the user's language wins when the same answer exists in it, and the
// user is asked for the language only when two of the chat's languages are plausible.

let next = 0
const doc = (
  question: string,
  answer: string,
  language: AssistantLanguage,
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument => ({
  id: `d${next++}`,
  question,
  answer,
  language,
  priority: 5,
  tags: [],
  scope: 'bot_specific',
  ...extra,
})

/** The seeded demo bot's approved entries and the global ones, as the server loads them. */
function demoBot(name: string) {
  const bot = DEMO_BOTS.find((candidate) => candidate.name === name)!
  const documents = [
    ...bot.knowledgeBase.entries.map((entry, i) => ({
      entry,
      id: `${name}-${i}`,
      scope: 'bot_specific' as const,
    })),
    ...DEMO_GLOBAL_KB_ENTRIES.map((entry, i) => ({ entry, id: `global-${i}`, scope: 'global' as const })),
  ]
    .filter(({ entry }) => entry.status === 'approved')
    .map(({ entry, id, scope }) =>
      doc(entry.question, entry.answer, entry.languageCode, {
        id,
        scope,
        tags: entry.tags,
        priority: entry.priority,
      }),
    )
  return { bot, documents, index: buildKnowledgeIndex(documents, analyze) }
}

describe('the same answer in the user language', () => {
  const support = demoBot('Support Assistant')
  const ask = (message: string, language?: AssistantLanguage) =>
    answerFromIndex(support.index, {
      message,
      language,
      rules: support.bot.escalationRules,
      analyze,
      detect: detectLanguage,
    })
  const entry = (question: string) => support.documents.find((document) => document.question === question)!

  it('a Norwegian question in a chat set to Svenska gets the Swedish entry, not the Norwegian one', () => {
    const answer = ask('hvor finner jeg fakturaene mine', 'sv')
    expect(answer).toMatchObject({
      language: 'sv',
      crossLanguage: false,
      knowledgeBased: true,
      content: entry('Var hittar jag mina fakturor?').answer,
    })
    expect(answer.sources[0]?.question).toBe('Var hittar jag mina fakturor?')
    expect(answer.confidence).toBeGreaterThanOrEqual(0.7)
  })

  it('an English question in a chat set to Norsk gets the Norwegian entry', () => {
    const answer = ask('How do I buy OptiFiles credits?', 'no')
    expect(answer).toMatchObject({ language: 'no', crossLanguage: false })
    expect(answer.content).toBe(entry('Hvordan kjøper jeg OptiFiles-kreditter?').answer)
  })

  it('keeps the other language, said so, when no entry in the user language gives that answer', () => {
    // "Hvorfor er ikke filen min klar ennå?" exists only in Norwegian.
    const answer = ask('Hvorfor er ikke filen min klar ennå?', 'sv')
    expect(answer).toMatchObject({ language: 'sv', crossLanguage: true })
    expect(answer.content).toContain('norska')
    expect(answer.content).toContain(entry('Hvorfor er ikke filen min klar ennå?').answer)
  })

  it('shows the translation when an entry in another language matched best', () => {
    // A question in a chat set to Norsk whose words match the Swedish entry (the Swedish one has the
    // wrong amount in its question): the Norwegian entry is its translation, so that one is shown,
    // without the 'Jeg fant dette svaret på svensk' label.
    const entries = [
      doc(
        'Hvor finner jeg fakturaene?',
        'Under Konto > Fakturaer i portalen. Betalingsfrist 30 dager.',
        'no',
      ),
      doc('Hvordan bytter jeg passord?', 'Velg Profil > Passord og følg stegene.', 'no'),
      doc(
        'Fel belopp på fakturan, vad gör jag?',
        'Fakturor finns under Konto > Fakturor i portalen. Betalningsvillkor 30 dagar.',
        'sv',
      ),
      doc('Hur byter jag lösenord?', 'Välj Profil > Lösenord och följ stegen.', 'sv'),
    ]
    const index = buildKnowledgeIndex(entries, analyze)
    expect(sameAnswerIn(index, entries[2]!, 'no', [], analyze)?.id).toBe(entries[0]!.id)
    expect(sameAnswerIn(index, entries[3]!, 'no', [], analyze)?.id).toBe(entries[1]!.id)
    const ask = (language?: AssistantLanguage) =>
      answerFromIndex(index, {
        message: 'fel belopp på faktura?',
        language,
        rules: DEFAULT_ESCALATION_RULES,
        analyze,
        detect: detectLanguage,
      })
    // Written in Swedish without a chosen language: the Swedish entry, the user's language.
    expect(ask()).toMatchObject({ language: 'sv', crossLanguage: false, content: entries[2]!.answer })
    expect(ask('no')).toMatchObject({
      language: 'no',
      knowledgeBased: true,
      crossLanguage: false,
      content: entries[0]!.answer,
    })
    expect(ask('no').sources[0]?.entryId).toBe(entries[0]!.id)
  })

  it('pairs every seeded Nordic translation and never two different answers', () => {
    // Over all three bots: each approved Norwegian/Swedish entry maps to its translation (the seed gives
    // a translation the same tags and priority), or to nothing when it has none.
    for (const name of ['Customer Assistant', 'Support Assistant', 'Technical Assistant']) {
      const { documents, index } = demoBot(name)
      for (const document of documents) {
        for (const language of ['no', 'sv'] as const) {
          if (language === document.language || document.language === 'en') continue
          const expected = documents.filter(
            (other) =>
              other.language === language &&
              other.scope === document.scope &&
              other.priority === document.priority &&
              [...other.tags].sort().join() === [...document.tags].sort().join(),
          )
          const found = sameAnswerIn(index, document, language, [], analyze)
          if (expected.length === 1) expect(found?.id, document.question).toBe(expected[0]!.id)
          else expect(found, document.question).toBeNull()
        }
      }
    }
  })

  it('an entry in the user language is its own answer', () => {
    const own = entry('Var hittar jag mina fakturor?')
    expect(sameAnswerIn(support.index, own, 'sv', [], analyze)).toBe(own)
  })
})

describe('language confirmation', () => {
  const detection = (alternatives: [AssistantLanguage, number][], reliable = false): LanguageDetection => ({
    language: alternatives[0]![0],
    confidence: alternatives[0]![1],
    reliable,
    alternatives: alternatives.map(([language, score]) => ({ language, score })),
  })

  it('asks only when two of the chat languages (no, sv, en) are plausible, and offers those', () => {
    expect(
      languageChoicesFor(
        detection([
          ['sv', 0.46],
          ['no', 0.45],
          ['da', 0.08],
        ]),
        undefined,
      ),
    ).toEqual(['sv', 'no'])
    // Norwegian or Danish: the chat does not offer Danish, so there is nothing to choose.
    expect(
      languageChoicesFor(
        detection([
          ['no', 0.68],
          ['da', 0.32],
        ]),
        undefined,
      ),
    ).toEqual([])
    // Swedish is too unlikely beside Norwegian to ask.
    expect(
      languageChoicesFor(
        detection([
          ['no', 0.75],
          ['sv', 0.2],
        ]),
        undefined,
      ),
    ).toEqual([])
    expect(languageChoicesFor(detection([['no', 0.99]], true), undefined)).toEqual([])
    // A reliable detection that contradicts the session: the detected language or the session's.
    expect(languageChoicesFor(detection([['en', 0.99]], true), 'no')).toEqual(['en', 'no'])
    expect(languageChoicesFor(detection([['da', 0.95]], true), 'no')).toEqual([])
  })

  it('a plain Norwegian first message asks nothing; an ambiguous one offers both languages', () => {
    const { index, bot } = demoBot('Support Assistant')
    const ask = (message: string) =>
      answerFromIndex(index, { message, rules: bot.escalationRules, analyze, detect: detectLanguage })
    for (const message of [
      'Hvordan bestiller jeg en ECU-fil?',
      'Beløpet på fakturaen stemmer ikke',
      'Fakturanummer er 2026-1142',
    ])
      expect(ask(message), message).toMatchObject({
        requiresLanguageConfirmation: false,
        languageChoices: [],
      })
    const ambiguous = ask('faktura')
    expect(ambiguous.requiresLanguageConfirmation).toBe(true)
    expect([...ambiguous.languageChoices].sort()).toEqual(['no', 'sv'])
  })
})
