import { useTranslation } from 'react-i18next'

/** Spec §2.3: a skip-to-main-content link; every layout gives its <main> the id `main-content`. */
export function SkipLink() {
  const { t } = useTranslation('common')
  return (
    <a
      href="#main-content"
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {t('skipLink')}
    </a>
  )
}
