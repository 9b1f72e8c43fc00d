import type { AssistantLanguage } from './language/languages.ts'

/** The engine's own short replies, in the user's language. */

const NO_ANSWER: Record<AssistantLanguage, string> = {
  en: "I'm sorry, I couldn't find an answer to that in my knowledge base. Would you like me to pass your question on to a specialist?",
  no: 'Beklager, jeg fant ikke noe svar på det i kunnskapsbasen min. Vil du at jeg sender spørsmålet videre til en spesialist?',
  sv: 'Tyvärr hittade jag inget svar på det i min kunskapsbas. Vill du att jag skickar frågan vidare till en specialist?',
  da: 'Beklager, jeg kunne ikke finde et svar på det i min vidensbase. Vil du have, at jeg sender spørgsmålet videre til en specialist?',
  de: 'Leider habe ich dazu keine Antwort in meiner Wissensdatenbank gefunden. Soll ich Ihre Frage an einen Spezialisten weiterleiten?',
  fr: "Désolé, je n'ai pas trouvé de réponse à cette question dans ma base de connaissances. Voulez-vous que je transmette votre question à un spécialiste ?",
  es: 'Lo siento, no he encontrado una respuesta en mi base de conocimientos. ¿Quiere que envíe su pregunta a un especialista?',
}

const SPECIALIST: Record<AssistantLanguage, string> = {
  en: 'Thank you. I am passing your request on to our specialist team, and someone will contact you soon.',
  no: 'Takk. Jeg sender forespørselen din videre til spesialistteamet vårt, og noen tar kontakt med deg snart.',
  sv: 'Tack. Jag skickar din förfrågan vidare till vårt specialistteam, och någon kontaktar dig snart.',
  da: 'Tak. Jeg sender din henvendelse videre til vores specialistteam, og nogen kontakter dig snart.',
  de: 'Danke. Ich leite Ihre Anfrage an unser Spezialistenteam weiter; jemand wird sich bald bei Ihnen melden.',
  fr: "Merci. Je transmets votre demande à notre équipe de spécialistes, quelqu'un vous contactera bientôt.",
  es: 'Gracias. Paso su solicitud a nuestro equipo de especialistas y alguien se pondrá en contacto con usted pronto.',
}

/** Issue 33 item 2: the reply that offers close entries instead of guessing; the entries follow as buttons. */
const CHOICES: Record<AssistantLanguage, string> = {
  en: "I'm not sure which of these you mean. Did you mean one of the questions below? If none of them fits, I can pass your question on to a specialist.",
  no: 'Jeg er ikke sikker på hvilken av disse du mener. Mente du et av spørsmålene under? Passer ingen av dem, kan jeg sende spørsmålet ditt videre til en spesialist.',
  sv: 'Jag är inte säker på vilken av dessa du menar. Menade du någon av frågorna nedan? Om ingen av dem passar kan jag skicka din fråga vidare till en specialist.',
  da: 'Jeg er ikke sikker på, hvilken af disse du mener. Mente du et af spørgsmålene nedenfor? Hvis ingen af dem passer, kan jeg sende dit spørgsmål videre til en specialist.',
  de: 'Ich bin nicht sicher, welche dieser Fragen Sie meinen. Meinten Sie eine der Fragen unten? Wenn keine passt, kann ich Ihre Frage an einen Spezialisten weiterleiten.',
  fr: "Je ne suis pas sûr de la question que vous voulez poser. Vouliez-vous dire l'une des questions ci-dessous ? Si aucune ne convient, je peux transmettre votre question à un spécialiste.",
  es: 'No estoy seguro de cuál de estas preguntas quiere decir. ¿Quería decir una de las preguntas de abajo? Si ninguna encaja, puedo enviar su pregunta a un especialista.',
}

/** Language names as written in each reply language. */
const LANGUAGE_NAMES: Record<AssistantLanguage, Record<AssistantLanguage, string>> = {
  en: {
    en: 'English',
    no: 'Norwegian',
    sv: 'Swedish',
    da: 'Danish',
    de: 'German',
    fr: 'French',
    es: 'Spanish',
  },
  no: { en: 'engelsk', no: 'norsk', sv: 'svensk', da: 'dansk', de: 'tysk', fr: 'fransk', es: 'spansk' },
  sv: {
    en: 'engelska',
    no: 'norska',
    sv: 'svenska',
    da: 'danska',
    de: 'tyska',
    fr: 'franska',
    es: 'spanska',
  },
  da: { en: 'engelsk', no: 'norsk', sv: 'svensk', da: 'dansk', de: 'tysk', fr: 'fransk', es: 'spansk' },
  de: {
    en: 'Englisch',
    no: 'Norwegisch',
    sv: 'Schwedisch',
    da: 'Dänisch',
    de: 'Deutsch',
    fr: 'Französisch',
    es: 'Spanisch',
  },
  fr: {
    en: 'anglais',
    no: 'norvégien',
    sv: 'suédois',
    da: 'danois',
    de: 'allemand',
    fr: 'français',
    es: 'espagnol',
  },
  es: { en: 'inglés', no: 'noruego', sv: 'sueco', da: 'danés', de: 'alemán', fr: 'francés', es: 'español' },
}

const CROSS_LANGUAGE: Record<AssistantLanguage, (name: string) => string> = {
  en: (name) => `I found this answer in ${name}:`,
  no: (name) => `Jeg fant dette svaret på ${name}:`,
  sv: (name) => `Jag hittade det här svaret på ${name}:`,
  da: (name) => `Jeg fandt dette svar på ${name}:`,
  de: (name) => `Ich habe diese Antwort auf ${name} gefunden:`,
  fr: (name) => `J'ai trouvé cette réponse en ${name} :`,
  es: (name) => `Encontré esta respuesta en ${name}:`,
}

export const noAnswerReply = (language: AssistantLanguage) => NO_ANSWER[language]
export const specialistReply = (language: AssistantLanguage) => SPECIALIST[language]
export const choicesReply = (language: AssistantLanguage) => CHOICES[language]

/** The answer of an entry in another language, introduced in the user's language. */
export function crossLanguageReply(
  answer: string,
  userLanguage: AssistantLanguage,
  entryLanguage: AssistantLanguage,
): string {
  return `${CROSS_LANGUAGE[userLanguage](LANGUAGE_NAMES[userLanguage][entryLanguage])}\n\n${answer}`
}

export const languageName = (language: AssistantLanguage, inLanguage: AssistantLanguage = 'en') =>
  LANGUAGE_NAMES[inLanguage][language]
