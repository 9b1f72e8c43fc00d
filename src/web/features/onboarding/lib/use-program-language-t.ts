import type { TFunction } from 'i18next'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProgramLanguage } from '#shared/constants/onboarding'
import { type EnabledUiLanguage, isEnabledUiLanguage } from '#shared/constants/ui-languages'
import { loadNamespacesIn } from '#web/lib/i18n.ts'

/** Danish programs are designed with Norwegian labels, the closest language the interface has. */
export function labelLanguageOf(language: ProgramLanguage): EnabledUiLanguage {
  return isEnabledUiLanguage(language) ? language : 'no'
}

/**
 * The onboarding strings in the program's language (issue 36 item 4: a Norwegian program is
 * designed in a Norwegian dialog whatever the interface language); they load on first use, and
 * until then the language on screen is shown.
 */
export function useProgramLanguageT(language: ProgramLanguage): TFunction<'onboarding'> {
  const { t, i18n } = useTranslation('onboarding')
  const lng = labelLanguageOf(language)
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasResourceBundle(lng, 'onboarding') ? lng : null,
  )
  useEffect(() => {
    if (loaded === lng) return
    let cancelled = false
    loadNamespacesIn(lng, ['onboarding'])
      .then(() => {
        if (!cancelled && i18n.hasResourceBundle(lng, 'onboarding')) setLoaded(lng)
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [lng, loaded, i18n])
  return useMemo(
    () => (loaded === lng ? (i18n.getFixedT(lng, 'onboarding') as TFunction<'onboarding'>) : t),
    [loaded, lng, i18n, t],
  )
}
