import type { AiStepType } from '#shared/constants/onboarding'
import type { ProposedStep } from '#shared/schemas/onboarding'
import {
  type PlannerLanguage,
  STEP_KEYWORDS,
  STEP_KIND_PRIORITY,
  STEP_TEMPLATES,
} from './design-templates.ts'
import { durationInMinutes } from './design-text.ts'

/**
 * Edit requests on the current plan ("gjør forsikringsbeviset valgfritt", "move step 3 before the
 * meeting", "byt namn på steg 2 till ..."): they change the steps instead of adding new ones. A
 * request whose step cannot be found leaves the plan as it is and says so.
 */
export interface PlanEdit {
  steps: ProposedStep[]
  note: string
  /** The name of the step edited, so "move it first" in the same message finds it. */
  stepName?: string
}

type Notes = Record<
  'optional' | 'required' | 'removed' | 'renamed' | 'moved' | 'duration' | 'type' | 'notFound',
  (name: string) => string
>

const NOTES: Record<PlannerLanguage, Notes> = {
  no: {
    optional: (name) => `«${name}» er nå valgfritt.`,
    required: (name) => `«${name}» er nå obligatorisk.`,
    removed: (name) => `Jeg har fjernet «${name}».`,
    renamed: (name) => `Steget heter nå «${name}».`,
    moved: (name) => `Jeg har flyttet «${name}».`,
    duration: (name) => `Jeg har endret varigheten for «${name}».`,
    type: (name) => `Jeg har endret typen for «${name}».`,
    notFound: (phrase) =>
      `Jeg fant ikke noe steg som passer «${phrase}». Skriv gjerne stegnummeret, f.eks. «steg 2».`,
  },
  sv: {
    optional: (name) => `”${name}” är nu valfritt.`,
    required: (name) => `”${name}” är nu obligatoriskt.`,
    removed: (name) => `Jag har tagit bort ”${name}”.`,
    renamed: (name) => `Steget heter nu ”${name}”.`,
    moved: (name) => `Jag har flyttat ”${name}”.`,
    duration: (name) => `Jag har ändrat tiden för ”${name}”.`,
    type: (name) => `Jag har ändrat typen för ”${name}”.`,
    notFound: (phrase) =>
      `Jag hittade inget steg som passar ”${phrase}”. Skriv gärna stegets nummer, t.ex. ”steg 2”.`,
  },
  en: {
    optional: (name) => `"${name}" is now optional.`,
    required: (name) => `"${name}" is now required.`,
    removed: (name) => `I removed "${name}".`,
    renamed: (name) => `The step is now called "${name}".`,
    moved: (name) => `I moved "${name}".`,
    duration: (name) => `I changed the duration of "${name}".`,
    type: (name) => `I changed the type of "${name}".`,
    notFound: (phrase) => `I found no step matching "${phrase}". Try the step number, e.g. "step 2".`,
  },
}

const OPTIONAL = String.raw`valgfri\w*|frivillig\w*|valfri\w*|optional|ikke obligatorisk|inte obligatorisk|not required|not mandatory`
const REQUIRED = String.raw`obligatorisk\w*|påkrevd|påkrevet|påkrevde|nødvendig|required|mandatory|krävd|krävs|tvingande`
const RENAME =
  /^(?:endre navn(?:et)? på|endre tittel(?:en)? på|gi|døp om|omdøp|rename|change the name of|change the title of|byt namn på|byta namn på|ändra namn(?:et)? på|döp om|kall)\s+(.+?)\s+(?:til|to|till|for|nytt navn|nytt namn|a new name)[\s:]+(.+)$/i
const MOVE_RELATIVE =
  /^(?:flytt|flytte|flytta|move|put)\s+(.+?)\s+(?:til\s+|to\s+|till\s+|så (?:det|den) kommer\s+)?(før|foran|etter|bak|before|after|ahead of|före|efter|innan)\s+(.+)$/i
const MOVE_END =
  /^(?:flytt|flytte|flytta|move|put)\s+(.+?)\s+(?:til\s+|to\s+|till\s+)?(?:the\s+)?(først|start(?:en)?|begynnelsen|beginning|first|top|början|först|sist|slutten|end|last|bottom|slutet)\b/i
const MAKE_OPTIONAL = new RegExp(
  String.raw`^(?:gjør|gjøre|gör|make|sett|set|la|merk|mark|markera)\s+(.+?)\s+(?:til\s+|to\s+|till\s+|som\s+|as\s+)?(${OPTIONAL}|${REQUIRED})\b`,
  'i',
)
const IS_OPTIONAL = new RegExp(
  String.raw`^(.+?)\s+(?:skal være|skal vere|må være|bør være|kan være|er|ska vara|måste vara|kan vara|är|should be|must be|can be|is)\s+(${OPTIONAL}|${REQUIRED})\b`,
  'i',
)
const DURATION_VERB =
  /^(?:endre|endr|sett|juster|change|set|adjust|make|ändra|sätt|justera|gör|gjør)\s+(?:(?:varigheten|tiden|lengden|the duration|duration|the length|length|längden|tidsåtgången)\s+)?(?:(?:på|for|til|of|för|av)\s+)?(.+?)\s+(?:til|to|till|på|at)\s+(.+)$/i
const TAKES =
  /^(.+?)\s+(?:skal ta|skal vare|bør ta|tar|ska ta|ska vara|tar|should take|takes|should last|lasts)\s+(.+)$/i
const RETYPE =
  /^(?:gjør|gjøre|endre|gör|ändra|make|change|turn|sett|set)\s+(.+?)\s+(?:om\s+)?(?:til|to|till|into|in till)?\s*(?:(?:et|en|ei|ett|an?|the)\s+)?(\S+.*)$/i
const PARTICLE = /^(?:opp|up|inn|in|ut|out|på|sure|ready|klar|till stånd|i stand)\b/i
const REMOVE = /^(?:fjern|slett|ta bort|stryk|remove|delete|drop|ta bort|radera|stryk)\s+(.+)$/i

const STOP_WORDS = new Set(
  'det den de the a an et en ei ett steget steg step stegen trinnet punktet punkt om på for of för av med with til to till og and och som that hele all'.split(
    ' ',
  ),
)

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** A word without its Scandinavian or English ending, so "kurset" finds "sikkerhetskurs". */
const stem = (word: string) =>
  word.length > 5 ? word.replace(/(?:ene|ane|arna|orna|erna|ene|et|en|a|er|ar|or|na|s|es)$/, '') : word

function wordsMatch(target: string, candidate: string): boolean {
  const t = stem(target)
  const c = stem(candidate)
  if (t.length < 3 || c.length < 3) return t === c
  return c.startsWith(t) || t.startsWith(c) || (t.length >= 4 && c.includes(t))
}

function kindOfPhrase(phrase: string): AiStepType | undefined {
  const text = ` ${words(phrase).join(' ')} `
  return STEP_KIND_PRIORITY.find((kind) =>
    STEP_KEYWORDS[kind].some((keyword) => {
      const clean = keyword.replace(/^\^/, '')
      return keyword.startsWith('^') || keyword.endsWith(' ')
        ? text.includes(` ${clean}`)
        : text.includes(clean)
    }),
  )
}

const ORDINALS: Record<string, number> = {
  første: 1,
  first: 1,
  första: 1,
  andre: 2,
  second: 2,
  andra: 2,
  tredje: 3,
  third: 3,
  fjerde: 4,
  fourth: 4,
  fjärde: 4,
  femte: 5,
  fifth: 5,
}
const LAST_WORDS = new Set(['siste', 'last', 'sista'])

interface Target {
  index: number
  /** The required file the phrase names, when it names one file of a step with several. */
  file?: string
}

/** The step a phrase points at: "steg 3", "det siste steget", or words of its name or files. */
export function findTarget(phrase: string, steps: readonly ProposedStep[]): Target | undefined {
  const numbered =
    /\b(?:steg|step|punkt|trinn|nr\.?|nummer|number|#)\s*(\d+)\b/i.exec(phrase) ??
    /^\s*(\d+)\s*$/.exec(phrase)
  if (numbered) {
    const index = steps.findIndex((step) => step.stepOrder === Number(numbered[1]))
    return index >= 0 ? { index } : undefined
  }
  const phraseWords = words(phrase)
  if (phraseWords.some((word) => LAST_WORDS.has(word)) && phraseWords.length <= 3)
    return { index: steps.length - 1 }
  const ordinal = phraseWords.find((word) => ORDINALS[word])
  if (ordinal && phraseWords.length <= 3 && ORDINALS[ordinal] <= steps.length)
    return { index: ORDINALS[ordinal] - 1 }

  const wanted = phraseWords.filter((word) => !STOP_WORDS.has(word))
  if (wanted.length === 0) return undefined
  const kind = kindOfPhrase(phrase)
  let best: (Target & { score: number }) | undefined
  steps.forEach((step, index) => {
    const nameWords = words(step.stepName)
    let score = wanted.filter((word) => nameWords.some((candidate) => wordsMatch(word, candidate))).length
    let file: string | undefined
    for (const requiredFile of step.requiredFiles) {
      const fileWords = words(requiredFile)
      const fileScore = wanted.filter((word) =>
        fileWords.some((candidate) => wordsMatch(word, candidate)),
      ).length
      if (fileScore > 0 && fileScore >= score) {
        score = fileScore
        file = requiredFile
      }
    }
    if (kind && step.stepType === kind) score += 0.5
    if (score > 0 && (!best || score > best.score)) best = { index, file, score }
  })
  return best ? { index: best.index, file: best.file } : undefined
}

/** "Last opp attest, forsikringsbevis og avtale" without "forsikringsbevis". */
function withoutFile(name: string, file: string): string {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(
    `(?:,\\s*|\\s+(?:og|and|och)\\s+)${escaped}|${escaped}(?:,\\s*|\\s+(?:og|and|och)\\s+)`,
    'i',
  )
  const shorter = name.replace(pattern, '').trim()
  return shorter === name || shorter.length < 3 ? name : shorter
}

/**
 * A sentence that says something about an activity named before ("Møtet er valgfritt.", "Kurset
 * tar 45 min."), so a description can state it without it becoming a step of its own.
 */
export function statementAbout(
  sentence: string,
): { phrase: string; optional?: boolean; minutes?: number } | undefined {
  const text = sentence.trim().replace(/[.!]+$/, '')
  const optional = IS_OPTIONAL.exec(text)
  if (optional) {
    return { phrase: optional[1], optional: new RegExp(`^(?:${OPTIONAL})$`, 'i').test(optional[2]) }
  }
  const takes = TAKES.exec(text)
  const minutes = takes ? durationInMinutes(takes[2]) : undefined
  if (takes && minutes !== undefined && words(takes[1]).length <= 4) return { phrase: takes[1], minutes }
  return undefined
}

const renumber = (steps: readonly ProposedStep[]) =>
  steps.map((step, index) => ({ ...step, stepOrder: index + 1 }))
const clean = (phrase: string) =>
  phrase
    .trim()
    .replace(/^[«"”'“]|[»"”'“.!]+$/g, '')
    .trim()

/** The plan after an edit request, or undefined when the message asks for no edit. */
export function editPlan(
  message: string,
  current: readonly ProposedStep[],
  language: PlannerLanguage,
): PlanEdit | undefined {
  if (current.length === 0) return undefined
  const text = message
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:kan du|could you|can you|please|vær så snill å|kan du)\s+/i, '')
  const notes = NOTES[language]
  const steps = current.map((step) => ({ ...step }))
  const notFound = (phrase: string): PlanEdit => ({
    steps: renumber(current),
    note: notes.notFound(clean(phrase)),
  })

  const rename = RENAME.exec(text)
  if (rename) {
    const target = findTarget(rename[1], steps)
    if (!target) return notFound(rename[1])
    const name = clean(rename[2])
    steps[target.index].stepName = name[0].toUpperCase() + name.slice(1)
    return {
      steps: renumber(steps),
      note: notes.renamed(steps[target.index].stepName),
      stepName: steps[target.index].stepName,
    }
  }

  const relative = MOVE_RELATIVE.exec(text)
  if (relative) {
    const moving = findTarget(relative[1], steps)
    const anchor = findTarget(relative[3], steps)
    if (!moving) return notFound(relative[1])
    if (!anchor) return notFound(relative[3])
    const anchorStep = steps[anchor.index]
    const [step] = steps.splice(moving.index, 1)
    if (step === anchorStep) return { steps: renumber(current), note: notes.moved(step.stepName) }
    const anchorIndex = steps.indexOf(anchorStep)
    const after = /etter|bak|after|efter/i.test(relative[2])
    steps.splice(after ? anchorIndex + 1 : anchorIndex, 0, step)
    return { steps: renumber(steps), note: notes.moved(step.stepName), stepName: step.stepName }
  }

  const toEnd = MOVE_END.exec(text)
  if (toEnd) {
    const moving = findTarget(toEnd[1], steps)
    if (!moving) return notFound(toEnd[1])
    const [step] = steps.splice(moving.index, 1)
    const first = /først|start|begynnelsen|beginning|first|top|början/i.test(toEnd[2])
    if (first) steps.unshift(step)
    else steps.push(step)
    return { steps: renumber(steps), note: notes.moved(step.stepName), stepName: step.stepName }
  }

  const optional = MAKE_OPTIONAL.exec(text) ?? IS_OPTIONAL.exec(text)
  if (optional) {
    const target = findTarget(optional[1], steps)
    if (!target) return notFound(optional[1])
    const makeOptional = new RegExp(`^(?:${OPTIONAL})$`, 'i').test(optional[2])
    const step = steps[target.index]
    // One optional document out of several becomes its own optional upload step.
    if (makeOptional && target.file && step.requiredFiles.length > 1) {
      step.requiredFiles = step.requiredFiles.filter((file) => file !== target.file)
      step.stepName = withoutFile(step.stepName, target.file)
      const split: ProposedStep = {
        ...step,
        stepName: `${STEP_TEMPLATES[language].documentation.title}: ${target.file}`,
        requiredFiles: [target.file],
        isRequired: false,
      }
      steps.splice(target.index + 1, 0, split)
      return { steps: renumber(steps), note: notes.optional(target.file) }
    }
    step.isRequired = !makeOptional
    return {
      steps: renumber(steps),
      note: (makeOptional ? notes.optional : notes.required)(step.stepName),
      stepName: step.stepName,
    }
  }

  const duration = DURATION_VERB.exec(text) ?? TAKES.exec(text)
  if (duration && durationInMinutes(duration[2]) !== undefined) {
    const target = findTarget(duration[1], steps)
    if (!target) return notFound(duration[1])
    steps[target.index].estimatedDurationMinutes = durationInMinutes(duration[2]) ?? 0
    return {
      steps: renumber(steps),
      note: notes.duration(steps[target.index].stepName),
      stepName: steps[target.index].stepName,
    }
  }

  const retype = RETYPE.exec(text)
  const kind = retype ? kindOfPhrase(retype[2]) : undefined
  // "sett opp et møte", "make sure they get a course" add a step; they retype none.
  const retypes =
    retype && kind && !REMOVE.test(text) && !PARTICLE.test(retype[1]) && words(retype[2]).length <= 4
  if (retype && kind && retypes) {
    const target = findTarget(retype[1], steps)
    if (target) {
      const step = steps[target.index]
      const oldTemplate = STEP_TEMPLATES[language][step.stepType as AiStepType]
      step.stepType = kind
      if (kind !== 'documentation') step.requiredFiles = []
      if (!step.stepDescription || step.stepDescription === oldTemplate?.description) {
        step.stepDescription = STEP_TEMPLATES[language][kind].description
      }
      return { steps: renumber(steps), note: notes.type(step.stepName), stepName: step.stepName }
    }
  }

  const remove = REMOVE.exec(text)
  if (remove) {
    const numbers = /^(?:steg|step|punkt|steps|stegene|stegen)?\s*(\d+(?:\s*(?:,|og|and|och)\s*\d+)*)$/i.exec(
      remove[1].trim(),
    )
    if (numbers) {
      const wanted = new Set((numbers[1].match(/\d+/g) ?? []).map(Number))
      const removed = current.filter((step) => wanted.has(step.stepOrder)).map((step) => step.stepName)
      if (removed.length === 0) return notFound(remove[1])
      return {
        steps: renumber(current.filter((step) => !wanted.has(step.stepOrder))),
        note: removed.map((name) => notes.removed(name)).join(' '),
      }
    }
    const target = findTarget(remove[1], steps)
    if (!target) return notFound(remove[1])
    const step = steps[target.index]
    if (target.file && step.requiredFiles.length > 1) {
      step.requiredFiles = step.requiredFiles.filter((file) => file !== target.file)
      step.stepName = withoutFile(step.stepName, target.file)
      return { steps: renumber(steps), note: notes.removed(target.file) }
    }
    steps.splice(target.index, 1)
    return { steps: renumber(steps), note: notes.removed(step.stepName) }
  }
  return undefined
}
