import i18next, { type TFunction } from 'i18next'
import { expect, it } from 'vitest'
import { I18N_OPTIONS } from '#web/config/i18n-options.ts'
import { programDescriptionFromSteps } from '#web/features/onboarding/lib/program-description.ts'
import en from '#web/locales/en/onboarding.json'
import no from '#web/locales/no/onboarding.json'
import sv from '#web/locales/sv/onboarding.json'

const i18n = i18next.createInstance()
await i18n.init({
  ...I18N_OPTIONS,
  lng: 'no',
  ns: ['onboarding'],
  resources: { en: { onboarding: en }, no: { onboarding: no }, sv: { onboarding: sv } },
})
const tIn = (language: string) => i18n.getFixedT(language, 'onboarding') as TFunction<'onboarding'>

const step = (stepName: string, estimatedDurationMinutes: number, isRequired = true) => ({
  stepName,
  stepDescription: 'Kurs (ca',
  stepType: 'training',
  stepOrder: 1,
  isRequired,
  estimatedDurationMinutes,
  requiredFiles: [],
})

it("writes the description from the steps in the program's language", () => {
  const steps = [step('Sikkerhetskurs', 120), step('Oppstartsmøte', 30, false)]
  const norwegian = programDescriptionFromSteps(tIn('no'), steps)
  expect(norwegian).toMatch(
    /^Programmet har 2 steg:\n1\. Sikkerhetskurs \(.+\)\n2\. Oppstartsmøte \(.+, valgfritt\)$/,
  )
  expect(programDescriptionFromSteps(tIn('en'), steps)).toMatch(
    /^The program has 2 steps:\n.*\n2\. .*optional\)$/,
  )
  expect(programDescriptionFromSteps(tIn('sv'), [steps[0]])).toMatch(
    /^Programmet har ett steg:\n1\. Sikkerhetskurs/,
  )
  expect(programDescriptionFromSteps(tIn('no'), [])).toBeNull()
})
