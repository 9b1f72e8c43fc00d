import type { AiStepType, ProgramLanguage } from '#shared/constants/onboarding'
import type { DesignChatMessage, ProposedStep } from '#shared/schemas/onboarding'
import { editPlan, findTarget, statementAbout } from './design-edits.ts'
import {
  OPTIONAL_WORDS,
  type PlannerLanguage,
  STARTER_PROGRAM,
  STEP_KEYWORDS,
  STEP_KIND_PRIORITY,
  STEP_TEMPLATES,
  UPLOAD_VERBS,
} from './design-templates.ts'
import { blocksOf, durationInMinutes, sentencesOf, withoutDurationPhrase } from './design-text.ts'

export { durationInMinutes }

/**
 * The built-in program designer (issue 7, used when no LLM is configured): it reads the trainer's
 * description, finds the activities in it (documents, training, meetings, system access,
 * assessments, approvals, waiting periods, confirmations) and proposes one step per activity, in
 * the order they were described, with durations it finds in the text ("two weeks", "45 min").
 * Follow-up messages add steps ("legg til ..."), remove them ("fjern steg 2") or start over.
 */
export interface PlannerInput {
  message: string
  chatHistory: readonly DesignChatMessage[]
  programName: string
  languageCode: ProgramLanguage
  currentSteps: readonly ProposedStep[]
}

export interface PlannerResult {
  response: string
  steps: ProposedStep[]
}

/** Danish descriptions are read with the Norwegian vocabulary, the closest one. */
export function plannerLanguageOf(language: ProgramLanguage): PlannerLanguage {
  return language === 'sv' ? 'sv' : language === 'en' ? 'en' : 'no'
}

const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `

/**
 * A keyword matches anywhere in a word, so compound words are found by their parts
 * ("sikkerhetskurs" is a course, "forhandleravtale" an agreement); '^' matches only at the start of
 * a word and a trailing space only the whole word, for short words that hide inside others.
 */
function hasKeyword(normalized: string, keyword: string): boolean {
  if (keyword.startsWith('^')) return normalized.includes(` ${keyword.slice(1)}`)
  if (keyword.endsWith(' ')) return normalized.includes(` ${keyword}`)
  return normalized.includes(keyword)
}

/** The kind of activity a clause describes, or undefined when it names none. */
export function stepKindOf(clause: string): AiStepType | undefined {
  const text = normalize(clause)
  return STEP_KIND_PRIORITY.find((kind) => STEP_KEYWORDS[kind].some((keyword) => hasKeyword(text, keyword)))
}

const LEADING_FILLER = [
  /^(og|and|och|så|then|deretter|derefter|sedan|etterpå|etter det|after that|først|first|först|til slutt|til sist|finally|slutligen|till sist|dessuten|also|också|også|plus|followed by|etterfulgt av|följt av)(?=[\s,:]|$)[\s,:]*/i,
  /^(må|skal|bør|vil|ska|måste|bör|will|must|should)\s+(de|vi|dere|du|man|forhandleren|they|we|you|ni|återförsäljaren)\s+/i,
  /^(de|dei|dere|du|vi|man|forhandleren|forhandlerne|den nye forhandleren|nye forhandlere|they|we|you|the dealer|dealers|new dealers|the new dealer|ni|återförsäljaren|återförsäljarna|nya återförsäljare)\s+(må|skal|bør|kan|vil|trenger å|trenger|need to|needs to|must|should|will|have to|has to|can|måste|ska|bör|behöver|kan)\s+/i,
  /^(they|we|you|de|dere|vi|ni)\s+/i,
  /^(forhandleren|forhandlerne|nye forhandlere|the dealer|dealers|new dealers|återförsäljaren|återförsäljarna)\s+/i,
  /^(det|there)\s+(skal|må|bør|should|must|will|ska|måste|bör)\s+(være|vara|be)\s+/i,
  /^(et|en|ei|ett|a|an)\s+/i,
  /^(\d+[.)]|[-*•])\s*/,
]

/** The clause as a step title: leading filler ("De må", "Deretter", "1.") removed, capitalised. */
export function titleFromClause(clause: string): string {
  let title = clause.trim()
  for (let round = 0; round < 4; round++) {
    for (const pattern of LEADING_FILLER) title = title.replace(pattern, '')
  }
  title = title
    .replace(new RegExp(`\\s*\\((?:${OPTIONAL_WORDS.join('|')})\\)`, 'gi'), '')
    .replace(/[\s,.;:!?]+$/, '')
    .trim()
  if (title.length > 80) title = `${title.slice(0, 77).replace(/\s+\S*$/, '')}…`
  return title ? title[0].toUpperCase() + title.slice(1) : ''
}

/** "laste opp firmaattest og signert forhandleravtale" -> ['Firmaattest', 'Signert forhandleravtale']. */
export function requiredFilesFromClause(clause: string): string[] {
  const lower = clause.toLowerCase()
  const verb = UPLOAD_VERBS.find((candidate) => lower.includes(candidate))
  if (!verb) return []
  const after = clause.slice(lower.indexOf(verb) + verb.length)
  return after
    .split(/,|\bog\b|\band\b|\boch\b|\bsamt\b/i)
    .map((part) =>
      part.replace(/^\s*(en|et|ei|ett|a|an|the|sin|sitt|sine|their|din|ditt|dine|deres)\s+/i, ''),
    )
    .map((part) => part.replace(/[\s.;:!?]+$/, '').trim())
    .filter((part) => part.length > 1 && part.length <= 80 && part.split(/\s+/).length <= 5)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .slice(0, 10)
}

const PART_BREAK = /(?<!\d),|,(?!\d)|\s+(?:og|and|och|samt|plus)\s+/i

interface Draft {
  kind: AiStepType
  clause: string
  /** Sentences that name no activity of their own but say more about this one. */
  details: string[]
  /** Set by a later sentence about this activity ("Møtet er valgfritt", "Kurset tar 45 min"). */
  optional?: boolean
  minutes?: number
}

/**
 * The activities of a description, in order. Each list item is one step, whole. Prose sentences
 * split into parts at commas and "og/and/och"; a part that names a new kind of activity starts a
 * new step, a part of the same kind or of no kind adds detail to the step before
 * ("firmaattest og signert forhandleravtale" stays one step), and a sentence that names no activity
 * is kept as detail of the step before it instead of being dropped.
 */
export function draftsOf(text: string, language: PlannerLanguage = 'no'): Draft[] {
  const drafts: Draft[] = []
  for (const block of blocksOf(text)) {
    if (block.kind === 'item') {
      drafts.push({ kind: stepKindOf(block.text) ?? 'manual_confirmation', clause: block.text, details: [] })
      continue
    }
    for (const sentence of sentencesOf(block.text)) addSentence(drafts, sentence, language)
  }
  return drafts
}

function addSentence(drafts: Draft[], sentence: string, language: PlannerLanguage) {
  const statement = statementAbout(sentence)
  if (statement && drafts.length > 0) {
    const named = drafts.map((draft, index) => ({
      stepName: draft.clause,
      stepDescription: '',
      stepType: draft.kind,
      stepOrder: index + 1,
      isRequired: true,
      estimatedDurationMinutes: 0,
      requiredFiles: [],
    }))
    const target = findTarget(statement.phrase, named)
    if (target && !target.file) {
      const draft = drafts[target.index]
      if (statement.optional !== undefined) draft.optional = statement.optional
      if (statement.minutes !== undefined) draft.minutes = statement.minutes
      return
    }
  }
  const join = JOIN_WORDS[language]
  let current: Draft | undefined
  let named = false
  for (const rawPart of sentence.split(PART_BREAK)) {
    const part = rawPart?.trim()
    if (!part) continue
    const kind = stepKindOf(part)
    if (current && (!kind || kind === current.kind)) {
      current.clause = `${current.clause} ${current.kind === kind ? join : ','} ${part}`.replace(' , ', ', ')
      continue
    }
    if (!kind) continue
    named = true
    const previous = drafts.at(-1)
    // Documents named over several sentences are still one upload step.
    if (!current && previous?.kind === 'documentation' && kind === 'documentation') {
      previous.clause = `${previous.clause} ${join} ${part}`
      current = previous
      continue
    }
    current = { kind, clause: part, details: [] }
    drafts.push(current)
  }
  const previous = drafts.at(-1)
  if (!named && previous) previous.details.push(sentence.replace(/[\s.]+$/, ''))
}

const JOIN_WORDS: Record<PlannerLanguage, string> = { no: 'og', sv: 'och', en: 'and' }

/** Examples belong in the description, not the title: "Kurs, f.eks. i Oslo" is titled "Kurs". */
const EXAMPLES =
  /,?\s+(?:som f\.eks\.|f\.eks\.|for eksempel|t\.ex\.|till exempel|e\.g\.|for example|such as)(?:\s.*)?$/i

function stepFromDraft(draft: Draft, language: PlannerLanguage, order: number): ProposedStep {
  const template = STEP_TEMPLATES[language][draft.kind]
  const titleSource = withoutDurationPhrase(draft.clause)
  const shortened = titleSource.replace(EXAMPLES, '')
  const derived = titleFromClause(shortened || titleSource)
  const title = derived.split(/\s+/).length >= 2 || derived.length >= 8 ? derived : template.title
  const truncated = derived.endsWith('…') || (shortened !== titleSource && shortened.length > 0)
  const description = [
    truncated ? `${draft.clause.trim().replace(/[\s.]+$/, '')}.` : '',
    ...draft.details.map((detail) => `${detail}.`),
  ]
    .filter(Boolean)
    .join(' ')
  const optional = draft.optional ?? OPTIONAL_WORDS.some((word) => draft.clause.toLowerCase().includes(word))
  const requiredFiles = draft.kind === 'documentation' ? requiredFilesFromClause(draft.clause) : []
  return {
    stepName: title,
    stepDescription: description || template.description,
    stepType: draft.kind,
    stepOrder: order,
    isRequired: !optional,
    estimatedDurationMinutes: draft.minutes ?? durationInMinutes(draft.clause) ?? template.minutes,
    requiredFiles,
  }
}

const RESTART_PATTERN = /\b(start på nytt|begynn på nytt|börja om|start over|from scratch|nullstill)\b/i
const ADD_PREFIX = /^\s*(legg til|legg inn|lägg till|add|also add|i tillegg)\b[\s:,]*/i

const renumber = (steps: readonly ProposedStep[]) =>
  steps.map((step, index) => ({ ...step, stepOrder: index + 1 }))

const EDIT_JOIN =
  /,?\s+(?:og|and|och|og så|and then|och sedan)\s+(?=(?:flytt|flytta|move|gjør|gör|make|fjern|ta bort|remove|delete|endre|change|ändra|rename|sett|set|byt)\b)/i
const PRONOUN = /(?<=^\S+\s+)(?:it|den|det|dette steget|det steget|detta steg)\b/i

/**
 * Sentences of the message that are edit requests change the current plan, one after another;
 * the rest of the message is read as new activities.
 */
function applyEdits(message: string, current: readonly ProposedStep[], language: PlannerLanguage) {
  let steps = [...current]
  const notes: string[] = []
  const rest: string[] = []
  let lastName: string | undefined
  const parts = message
    .split(/\r?\n/)
    .flatMap((line) => sentencesOf(line))
    .flatMap((sentence) => sentence.split(EDIT_JOIN))
  for (const part of parts) {
    // "make the last step optional and move it first": "it" is the step just edited.
    const sentence = lastName ? part.replace(PRONOUN, `«${lastName}»`) : part
    const edit = editPlan(sentence, steps, language)
    if (edit) {
      steps = edit.steps
      notes.push(edit.note)
      lastName = edit.stepName
    } else rest.push(part)
  }
  return { steps, notes, rest: rest.join('. ') }
}

export function planProgram(input: PlannerInput): PlannerResult {
  const language = plannerLanguageOf(input.languageCode)
  const words = REPLIES[language]
  const message = input.message.trim()

  const restart = RESTART_PATTERN.test(message)
  if (!restart) {
    const edited = applyEdits(message, input.currentSteps, language)
    if (edited.notes.length > 0 && !edited.rest) {
      return {
        steps: edited.steps,
        response: `${edited.notes.join(' ')}\n\n${summaryOf(edited.steps, words)}`,
      }
    }
    if (edited.notes.length > 0) {
      const drafts = draftsOf(edited.rest.replace(ADD_PREFIX, ''), language)
      const added = drafts.map((draft, index) =>
        stepFromDraft(draft, language, edited.steps.length + index + 1),
      )
      const steps = renumber([...edited.steps, ...added])
      const intro =
        added.length > 0 ? `${edited.notes.join(' ')} ${words.added(added.length)}` : edited.notes.join(' ')
      return { steps, response: `${intro}\n\n${summaryOf(steps, words)}` }
    }
  }
  const base = restart ? [] : [...input.currentSteps]
  const drafts = draftsOf(message.replace(ADD_PREFIX, ''), language)

  if (drafts.length === 0) {
    if (base.length > 0) return { steps: renumber(base), response: words.notUnderstood }
    const starter = STARTER_PROGRAM.map((kind, index) =>
      stepFromDraft({ kind, clause: '', details: [] }, language, index + 1),
    )
    return { steps: starter, response: `${words.starter}\n\n${summaryOf(starter, words)}` }
  }

  const added = drafts.map((draft, index) => stepFromDraft(draft, language, base.length + index + 1))
  const steps = renumber([...base, ...added])
  const intro = base.length > 0 ? words.added(added.length) : words.proposed(steps.length, input.programName)
  return { steps, response: `${intro}\n\n${summaryOf(steps, words)}\n\n${words.next}` }
}

function summaryOf(steps: readonly ProposedStep[], words: Replies): string {
  return steps
    .map(
      (step) =>
        `${step.stepOrder}. ${step.stepName} (${words.kinds[step.stepType as AiStepType] ?? step.stepType}, ${words.duration(step.estimatedDurationMinutes)}${step.isRequired ? '' : `, ${words.optional}`})`,
    )
    .join('\n')
}

interface Replies {
  proposed(count: number, programName: string): string
  added(count: number): string
  starter: string
  notUnderstood: string
  next: string
  optional: string
  kinds: Record<AiStepType, string>
  duration(minutes: number): string
}

function durationText(minutes: number, units: { min: string; h: string; d: string; w: string }) {
  if (minutes >= 7 * 24 * 60 && minutes % (7 * 24 * 60) === 0) return `${minutes / (7 * 24 * 60)} ${units.w}`
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} ${units.d}`
  if (minutes >= 60 && minutes % 60 === 0) return `${minutes / 60} ${units.h}`
  return `${minutes} ${units.min}`
}

const REPLIES: Record<PlannerLanguage, Replies> = {
  no: {
    proposed: (count, name) =>
      `Her er et forslag med ${count} steg${name ? ` for «${name}»` : ''}, i den rekkefølgen du beskrev:`,
    added: (count) => `Jeg har lagt til ${count} steg. Slik ser programmet ut nå:`,
    starter:
      'Jeg fant ingen konkrete aktiviteter i beskrivelsen, så her er et vanlig oppstartsprogram å bygge videre på. Beskriv gjerne hva forhandleren skal gjøre, så tilpasser jeg stegene.',
    notUnderstood:
      'Jeg fant ingen nye aktiviteter i meldingen. Skriv for eksempel «legg til et oppfølgingsmøte etter to uker» eller «fjern steg 2».',
    next: 'Godkjenn eller rediger de foreslåtte stegene. Bare godkjente steg blir lagret når du oppretter programmet.',
    optional: 'valgfritt',
    kinds: {
      documentation: 'dokumentasjon',
      training: 'opplæring',
      meeting: 'møte',
      system_access: 'systemtilgang',
      assessment: 'vurdering',
      approval: 'godkjenning',
      time_delay: 'venteperiode',
      manual_confirmation: 'bekreftelse',
    },
    duration: (minutes) => durationText(minutes, { min: 'min', h: 't', d: 'dager', w: 'uker' }),
  },
  sv: {
    proposed: (count, name) =>
      `Här är ett förslag med ${count} steg${name ? ` för ”${name}”` : ''}, i den ordning du beskrev:`,
    added: (count) => `Jag har lagt till ${count} steg. Så här ser programmet ut nu:`,
    starter:
      'Jag hittade inga konkreta aktiviteter i beskrivningen, så här är ett vanligt introduktionsprogram att bygga vidare på. Beskriv gärna vad återförsäljaren ska göra så anpassar jag stegen.',
    notUnderstood:
      'Jag hittade inga nya aktiviteter i meddelandet. Skriv till exempel ”lägg till ett uppföljningsmöte efter två veckor” eller ”ta bort steg 2”.',
    next: 'Godkänn eller redigera de föreslagna stegen. Bara godkända steg sparas när du skapar programmet.',
    optional: 'valfritt',
    kinds: {
      documentation: 'dokumentation',
      training: 'utbildning',
      meeting: 'möte',
      system_access: 'systemåtkomst',
      assessment: 'bedömning',
      approval: 'godkännande',
      time_delay: 'väntetid',
      manual_confirmation: 'bekräftelse',
    },
    duration: (minutes) => durationText(minutes, { min: 'min', h: 'tim', d: 'dagar', w: 'veckor' }),
  },
  en: {
    proposed: (count, name) =>
      `Here is a proposal with ${count} steps${name ? ` for "${name}"` : ''}, in the order you described:`,
    added: (count) => `I added ${count} step(s). This is the program now:`,
    starter:
      'I found no specific activities in the description, so here is a common onboarding program to build on. Describe what the dealer should do and I will adapt the steps.',
    notUnderstood:
      'I found no new activities in that message. Try "add a follow-up meeting after two weeks" or "remove step 2".',
    next: 'Approve or edit the proposed steps. Only approved steps are saved when you create the program.',
    optional: 'optional',
    kinds: {
      documentation: 'documentation',
      training: 'training',
      meeting: 'meeting',
      system_access: 'system access',
      assessment: 'assessment',
      approval: 'approval',
      time_delay: 'waiting period',
      manual_confirmation: 'confirmation',
    },
    duration: (minutes) => durationText(minutes, { min: 'min', h: 'h', d: 'days', w: 'weeks' }),
  },
}
