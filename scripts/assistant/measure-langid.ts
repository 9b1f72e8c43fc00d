// Measures language detection on the development eval sets: langid.json plus the user queries of the
// sets whose language is known. `--candidates` also runs the raw libraries for comparison.
// `--tune` grid-searches the detector's evidence weights (objective: mean accuracy over the sets).
// `--analysis` times analyze() over every knowledge-base text of the sets (terms per second).
// Usage: npx tsx scripts/assistant/measure-langid.ts [evalDir] [--candidates] [--errors] [--tune] [--calibrate] [--analysis]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { analyze, createAnalyzer } from '#server/assistant/analysis/analyze'
import {
  createLanguageDetector,
  DEFAULT_DETECTION_TUNING,
  type DetectionTuning,
  detectLanguage,
} from '#server/assistant/language/detect-language'
import { ASSISTANT_LANGUAGES, type AssistantLanguage } from '#server/assistant/language/languages'

interface Sample {
  text: string
  lang: string
}

const args = process.argv.slice(2)
const dir = args.find((a) => !a.startsWith('--')) ?? '../shared/eval/dev'
const readJson = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'))

const sets: Record<string, Sample[]> = {
  langid: readJson('langid.json').items,
}
for (const [file, lang] of [
  ['faq-en', 'en'],
  ['faq-sv', 'sv'],
  ['intent-no', 'no'],
  ['intent-da', 'da'],
  ['oos-en', 'en'],
] as const) {
  sets[file] = readJson(`${file}.json`).queries.map((q: { text: string }) => ({ text: q.text, lang }))
}

// Expected calibration error of the detector's confidence over every sample (10 equal-width bins).
function calibrationError(tuning: DetectionTuning): {
  ece: number
  unreliableShare: number
  unreliableAccuracy: number
  reliableAccuracy: number
} {
  const detect = createLanguageDetector(tuning)
  const bins = Array.from({ length: 10 }, () => ({ n: 0, confidence: 0, correct: 0 }))
  let n = 0
  let unreliable = 0
  let unreliableCorrect = 0
  let correctTotal = 0
  for (const samples of Object.values(sets)) {
    for (const s of samples) {
      const result = detect(s.text)
      const bin = bins[Math.min(9, Math.floor(result.confidence * 10))]!
      bin.n++
      bin.confidence += result.confidence
      const correct = result.language === s.lang ? 1 : 0
      bin.correct += correct
      correctTotal += correct
      n++
      if (!result.reliable) {
        unreliable++
        unreliableCorrect += correct
      }
    }
  }
  const ece = bins.reduce((sum, b) => sum + Math.abs(b.confidence - b.correct), 0) / n
  return {
    ece,
    unreliableShare: unreliable / n,
    unreliableAccuracy: unreliable ? unreliableCorrect / unreliable : 1,
    reliableAccuracy: (correctTotal - unreliableCorrect) / (n - unreliable),
  }
}

function meanAccuracy(tuning: DetectionTuning): number {
  const detect = createLanguageDetector(tuning)
  const scoredSets = ['langid', 'faq-en', 'faq-sv', 'intent-no', 'intent-da']
  let sum = 0
  for (const name of scoredSets) {
    const samples = sets[name]!
    sum += samples.filter((s) => detect(s.text).language === s.lang).length / samples.length
  }
  return sum / scoredSets.length
}

if (args.includes('--tune')) {
  const results: { tuning: DetectionTuning; accuracy: number }[] = []
  for (const ngramWeight of [3, 4.5, 6, 8])
    for (const ngramFloor of [0.3, 0.5, 0.7, 1])
      for (const wordWeight of [1, 1.5, 2])
        for (const cueWeight of [1, 1.5, 2])
          for (const priorWeight of [0, 0.1, 0.2]) {
            const tuning = {
              ...DEFAULT_DETECTION_TUNING,
              ngramWeight,
              ngramFloor,
              wordWeight,
              cueWeight,
              priorWeight,
            }
            results.push({ tuning, accuracy: meanAccuracy(tuning) })
          }
  results.sort((a, b) => b.accuracy - a.accuracy)
  for (const r of results.slice(0, 15)) console.log(r.accuracy.toFixed(4), JSON.stringify(r.tuning))
}

if (args.includes('--calibrate')) {
  for (const temperature of [0.4, 0.5, 0.6, 0.75, 1, 1.25]) {
    const c = calibrationError({ ...DEFAULT_DETECTION_TUNING, temperature })
    console.log(
      `temperature ${temperature}: ECE ${c.ece.toFixed(4)}, unreliable ${(100 * c.unreliableShare).toFixed(1)} %`,
    )
  }
}

const calibration = calibrationError(DEFAULT_DETECTION_TUNING)
console.log(
  `calibration (defaults): ECE ${calibration.ece.toFixed(3)}, unreliable ${(100 * calibration.unreliableShare).toFixed(1)} % of texts with accuracy ${(100 * calibration.unreliableAccuracy).toFixed(1)} %, reliable ones ${(100 * calibration.reliableAccuracy).toFixed(1)} %`,
)

type Detector = (text: string) => string
const detectors: Record<string, Detector> = { ours: (text) => detectLanguage(text).language }

if (args.includes('--candidates')) {
  const only = [...ASSISTANT_LANGUAGES]
  for (const size of ['extrasmall', 'small', 'medium', 'large']) {
    const { eld } = await import(`eld/${size}`)
    const instance = eld.newInstance()
    instance.setLanguageSubset(only)
    detectors[`eld-${size}`] = (text) => instance.detect(text).language
  }
  const tinyld = await import('tinyld')
  const tinyHeavy = await import('tinyld/heavy')
  detectors.tinyld = (text) => tinyld.detect(text, { only })
  detectors['tinyld-heavy'] = (text) => tinyHeavy.detect(text, { only })
  const { franc } = await import('franc-min')
  const iso3: Record<string, string> = {
    nob: 'no',
    nno: 'no',
    swe: 'sv',
    dan: 'da',
    eng: 'en',
    deu: 'de',
    fra: 'fr',
    spa: 'es',
  }
  detectors.franc = (text) => iso3[franc(text, { only: Object.keys(iso3), minLength: 1 })] ?? 'und'
}

const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1).padStart(5) : '   - ')
for (const [name, detect] of Object.entries(detectors)) {
  const row: string[] = []
  const started = process.cpuUsage()
  let count = 0
  for (const [setName, samples] of Object.entries(sets)) {
    const perLang = new Map<string, { ok: number; n: number }>()
    let ok = 0
    for (const s of samples) {
      const got = detect(s.text)
      count++
      const stat = perLang.get(s.lang) ?? { ok: 0, n: 0 }
      stat.n++
      if (got === s.lang) {
        stat.ok++
        ok++
      } else if (args.includes('--errors') && name === 'ours') {
        console.log(`  ${setName} ${s.lang}->${got}: ${s.text}`)
      }
      perLang.set(s.lang, stat)
    }
    const detail =
      setName === 'langid'
        ? ` (${[...perLang].map(([l, s]) => `${l} ${pct(s.ok, s.n).trim()}`).join(', ')})`
        : ''
    row.push(`${setName} ${pct(ok, samples.length)}${detail}`)
  }
  const used = process.cpuUsage(started)
  const usPerText = (used.user + used.system) / count
  console.log(`${name.padEnd(14)} ${row.join(' | ')} | ${usPerText.toFixed(0)} µs CPU/text`)
}

if (args.includes('--analysis')) {
  const texts: { text: string; language: AssistantLanguage }[] = []
  for (const file of ['faq-en', 'faq-sv', 'intent-no', 'intent-da', 'oos-en']) {
    const kb: { question: string; answer: string; language_code: AssistantLanguage }[] =
      readJson(`${file}.json`).kb ?? []
    for (const e of kb)
      texts.push(
        { text: e.question, language: e.language_code },
        { text: e.answer, language: e.language_code },
      )
  }
  const vocabulary = new Set<string>()
  for (const { text, language } of texts)
    for (const t of analyze(text, language)) if (t.weight === 1) vocabulary.add(t.term)
  const withLexicon = createAnalyzer({ isKnownTerm: (term) => vocabulary.has(term) })
  for (const [name, run] of [
    ['analyze (built-in lexicon)', analyze],
    ['createAnalyzer (no compound parts)', createAnalyzer({ compoundParts: false })],
    ['createAnalyzer (index lexicon)', withLexicon],
  ] as const) {
    for (let round = 0; round < 3; round++) {
      let terms = 0
      let chars = 0
      // CPU time, not wall time: the measurement must not depend on what else the machine is running.
      const started = process.cpuUsage()
      for (let repeat = 0; repeat < 5; repeat++) {
        for (const { text, language } of texts) {
          terms += run(text, language).length
          chars += text.length
        }
      }
      const used = process.cpuUsage(started)
      const seconds = (used.user + used.system) / 1e6
      if (round === 2) {
        console.log(
          `${name}: ${texts.length * 5} texts, ${(terms / seconds / 1e6).toFixed(2)} M terms/s, ${(chars / seconds / 1e6).toFixed(1)} M chars/s`,
        )
      }
    }
  }
}
