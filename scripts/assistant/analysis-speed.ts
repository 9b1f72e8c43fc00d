// CPU time of analyze() over a synthetic 100k-entry knowledge base drawn from the eval sets' vocabulary,
// the way bench/assistant.ts builds its corpus (questions 5-12 words, answers 15-60 words).
// Usage: npx tsx scripts/assistant/analysis-speed.ts [entries]
import { analyze } from '#server/assistant/analysis/analyze'
import type { AssistantLanguage } from '#server/assistant/language/languages'
import { DEFAULT_EVAL_DIR, loadEvalSets } from '../eval/eval-sets.ts'

const size = Number(process.argv[2] ?? 100_000)
const words = new Map<string, string[]>()
for (const set of loadEvalSets(DEFAULT_EVAL_DIR).retrieval)
  for (const entry of set.kb) {
    const list = words.get(entry.language_code) ?? []
    for (const word of `${entry.question} ${entry.answer}`.match(/[\p{L}\p{N}]+/gu) ?? [])
      if (word.length > 1) list.push(word.toLowerCase())
    words.set(entry.language_code, list)
  }
let state = 42
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648
  return state / 2147483648
}
const mix: [AssistantLanguage, number][] = [
  ['en', 0.4],
  ['no', 0.3],
  ['sv', 0.2],
  ['da', 0.1],
]
const sentence = (list: string[], min: number, max: number) =>
  Array.from(
    { length: min + Math.floor(random() * (max - min)) },
    () => list[Math.floor(random() * list.length)],
  ).join(' ')
const texts: { text: string; language: AssistantLanguage }[] = []
for (let i = 0; i < size; i++) {
  let roll = random()
  let language: AssistantLanguage = 'en'
  for (const [candidate, share] of mix) {
    if (roll < share) {
      language = candidate
      break
    }
    roll -= share
  }
  const list = words.get(language) ?? words.get('en') ?? []
  texts.push(
    { text: `${sentence(list, 5, 12)}?`, language },
    { text: `${sentence(list, 15, 60)}.`, language },
  )
}
for (let round = 0; round < 2; round++) {
  const started = process.cpuUsage()
  let terms = 0
  for (const { text, language } of texts) terms += analyze(text, language).length
  const used = process.cpuUsage(started)
  console.log(
    `round ${round}: ${texts.length} texts, ${terms} terms, ${((used.user + used.system) / 1e3).toFixed(0)} ms CPU`,
  )
}
