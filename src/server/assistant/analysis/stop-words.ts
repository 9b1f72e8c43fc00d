import type { AssistantLanguage } from '#server/assistant/language/languages'
import { normalizedWordSets } from './normalize-text.ts'

// Short stop-word lists, written by hand: articles, pronouns, auxiliaries, prepositions and conjunctions
// that say nothing about which knowledge entry a question is about, and the quantifiers all/every/each/
// any/some (alle, hver, alla, varje...), which Snowball's own stop lists also hold: "vis alle alarmer"
// must match "vis mig mine alarmer" on its verb, not "slet alle alarmer" on "alle" and the word pair
// "alle alarmer" (docs/assistant.md, fourth session); and politeness words (gerne/gjerne/gärna, please,
// venligst...), which say how something is asked, never what. Kept out on purpose: negations
// (not/ikke/inte/nicht/pas/no), because "cannot log in" and "can log in" are different questions, and
// nouns or verbs of any kind. Question words (how/what/hvordan/vad...) are stop words: every entry is a
// question, so they match everywhere and only add noise to ranking (measured in docs/assistant.md).
const LISTS: Record<AssistantLanguage, string> = {
  no: `og i på til av for med er var vært være blir ble bli blitt har hadde ha det den de dette disse denne
    en et ei som jeg du han hun vi dere meg deg seg oss dem min mitt mine din ditt dine sin sitt sine vår
    vårt våre deres hans hennes hva hvem hvor hvordan hvorfor hvilken hvilket hvilke når om at å fra etter
    før under over hos ved enn men eller så også bare da her der kan kunne vil ville skal skulle må bør får
    gjør jo nå noe noen man sitt seg selv alle alt all hver hvert gjerne vennligst`,
  da: `og i på til af for med er var været være bliver blive blev blevet har havde have det den de dette
    disse denne en et som jeg du han hun vi i mig dig sig os dem jer min mit mine din dit dine sin sit sine
    vores jeres hans hendes hvad hvem hvor hvordan hvorfor hvilken hvilket hvilke hvornår når om at fra
    efter før under over hos ved end men eller så også bare da her der kan kunne vil ville skal skulle må
    bør får gør jo nu noget nogen man selv alle alt al hver hvert gerne venligst`,
  sv: `och i på till av för med är var varit vara blir blev bli blivit har hade ha det den de detta dessa
    denna en ett som jag du han hon vi ni mig dig sig oss dem er min mitt mina din ditt dina sin sitt sina
    vår vårt våra deras hans hennes vad vem var hur varför vilken vilket vilka när om att från efter före
    under över hos vid än men eller så också bara då här där kan kunna vill ville ska skall skulle måste bör
    får gör ju nu något någon man själv alla allt all varje gärna vänligen`,
  en: `the a an and or of to in on at for with from by about as into is are was were be been being am have
    has had do does did i you he she it we they me him her us them my your his its our their this that these
    those what which who whom whose when where why how there here can could will would should shall may
    might must so than then if also just all each every any some please kindly`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber ist sind war waren bin bist
    sein seid gewesen haben hat hatte habe hast wird werden wurde ich du er sie es wir ihr mich dich sich
    uns euch mein meine meinen meinem dein deine unser unsere was wer wo wie warum wann welche welcher
    welches mit von vom zu zum zur für auf an am im in aus bei beim nach vor über unter um als ob dass wenn
    dann auch noch so kann kannst können muss müssen soll sollen will wollen man alle alles jede jeder jedes
    jeden jedem`,
  fr: `le la les l un une des du de d et ou mais est sont suis es etre ai as a avons avez ont je j tu il
    elle nous vous ils elles me m te t se s moi toi lui leur leurs mon ma mes ton ta tes son sa ses notre
    votre nos vos que qu qui quoi ou comment pourquoi quand quel quelle quels quelles ce c cet cette ces
    avec pour par sur dans en au aux chez y peut peux pouvez dois doit faut tout tous toute toutes chaque`,
  es: `el la los las lo un una unos unas y o u pero es son soy eres esta estan estoy ser estar he ha han
    hay yo tu el ella nosotros vosotros ellos ellas me te se nos os le les mi mis tu tus su sus nuestro
    nuestra que quien donde como cuando cual cuales con para por en de del al a puedo puede pueden debo
    debe todo todos toda todas cada`,
}

export const STOP_WORDS: Record<AssistantLanguage, ReadonlySet<string>> = normalizedWordSets(LISTS)

// Inflected forms of the auxiliary verbs among the stop words, written as one form, so that "hur kan jag
// bli" and "hur blir jag" share the verb: stop words are not stemmed (see analyze.ts), and the stemmers
// do not join these irregular forms anyway. Forms that are also another word are left alone (Swedish
// var is "was" and "where").
const AUXILIARY_FORMS: Partial<Record<AssistantLanguage, string>> = {
  no: 'bli:blir,ble,blitt være:er,var,vært ha:har,hadde kunne:kan vil:ville skal:skulle',
  da: 'blive:bliver,blev,blevet være:er,var,været have:har,havde kunne:kan vil:ville skal:skulle',
  sv: 'bli:blir,blev,blivit vara:är,varit ha:har,hade kunna:kan vill:ville ska:skall,skulle',
  en: 'be:is,are,was,were,been,being,am have:has,had do:does,did',
  de: 'sein:ist,sind,war,waren,bin,bist,seid,gewesen haben:hat,hatte,habe,hast werden:wird,wurde',
}

function auxiliaryLemmas(): Record<AssistantLanguage, ReadonlyMap<string, string>> {
  const maps = {} as Record<AssistantLanguage, Map<string, string>>
  for (const language of Object.keys(LISTS) as AssistantLanguage[]) {
    const map = new Map<string, string>()
    for (const group of (AUXILIARY_FORMS[language] ?? '').split(/\s+/).filter(Boolean)) {
      const [lemma, forms] = group.split(':') as [string, string]
      for (const form of forms.split(',')) map.set(form, lemma)
    }
    maps[language] = map
  }
  return maps
}

/** The one written form of an inflected auxiliary verb (blir -> bli), per language. */
export const AUXILIARY_LEMMAS: Record<AssistantLanguage, ReadonlyMap<string, string>> = auxiliaryLemmas()
