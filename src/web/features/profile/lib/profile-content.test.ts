import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROLES } from '#shared/auth/roles'
import { PROFILE_VALIDATION_KEYS } from './profile-message-keys.ts'
import { TOUR_MODULES, TOUR_MODULES_BY_ROLE, tourModulesFor } from './tour-content.ts'

const LANGUAGES = ['en', 'no', 'sv'] as const
const localesDir = path.resolve(import.meta.dirname, '../../../locales')
const strings = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(localesDir, language, 'profile.json'), 'utf8')) as Record<
      string,
      unknown
    >,
  ]),
)

function lookup(language: (typeof LANGUAGES)[number], key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings[language])
}

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix]
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
}

describe('tour content (spec §6)', () => {
  it('gives each staff role exactly the modules the spec lists', () => {
    expect(tourModulesFor(['standard_user'])).toEqual(['basicTraining', 'personalDashboard', 'supportChat'])
    expect(tourModulesFor(['admin'])).toEqual([
      'analyticsDashboard',
      'userManagement',
      'trainingCenters',
      'chatbots',
    ])
  })

  it('is the union over the roles, each module once', () => {
    const modules = tourModulesFor(['admin', 'super_admin'])
    expect(modules).toEqual([
      'analyticsDashboard',
      'userManagement',
      'systemSettings',
      'allTrainingCenters',
      'allChatbots',
      'trainingCenters',
      'chatbots',
    ])
  })

  it('is empty without roles and ignores unknown ones', () => {
    expect(tourModulesFor([])).toEqual([])
    expect(tourModulesFor(['pilot'])).toEqual([])
  })

  it('covers every role, and every module it names has a title and description in en, no and sv', () => {
    for (const role of ROLES) expect(TOUR_MODULES_BY_ROLE[role].length).toBeGreaterThan(0)
    for (const language of LANGUAGES) {
      for (const module of TOUR_MODULES) {
        expect(lookup(language, `tour.modules.${module}.title`), `${language} ${module}`).toBeTypeOf('string')
        expect(lookup(language, `tour.modules.${module}.description`), `${language} ${module}`).toBeTypeOf(
          'string',
        )
      }
    }
  })
})

describe('profile translations', () => {
  it('translate every validation message of the shared schemas', () => {
    for (const language of LANGUAGES) {
      for (const { key } of Object.values(PROFILE_VALIDATION_KEYS)) {
        expect(lookup(language, key), `${language} ${key}`).toBeTypeOf('string')
      }
    }
  })

  it('have the same keys in en, no and sv', () => {
    const english = keysOf(strings.en).sort()
    expect(keysOf(strings.no).sort()).toEqual(english)
    expect(keysOf(strings.sv).sort()).toEqual(english)
  })

  it('use the spec strings in English', () => {
    expect(lookup('en', 'complete.submit')).toBe('Complete Profile')
    expect(lookup('en', 'complete.submitting')).toBe('Completing Profile...')
    expect(lookup('en', 'complete.successTitle')).toBe('Profile Updated')
    expect(lookup('en', 'complete.successDescription')).toBe('Your profile has been completed successfully!')
    expect(lookup('en', 'toasts.errorTitle')).toBe('Error')
    expect(lookup('en', 'toasts.updateFailed')).toBe('Failed to update profile. Please try again.')
    expect(lookup('en', 'tour.allSetTitle')).toBe("You're All Set")
  })
})
