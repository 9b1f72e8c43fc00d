import { LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ContentLanguage } from '#shared/constants/content-languages'
import { Badge } from '#web/components/ui/badge.tsx'
import { useContentLanguageName } from '#web/lib/translations/content-language-name.ts'

/**
 * Issue 35 item 5: 'Shown in English' beside a text the reader gets in its original language
 * because it has no translation into theirs. Nothing when the text is in the reader's language.
 */
export function ShownLanguageBadge({
  content,
  className,
}: {
  content: { shownLanguage: ContentLanguage; isFallback: boolean }
  className?: string
}) {
  const { t } = useTranslation('common')
  const languageName = useContentLanguageName()
  if (!content.isFallback) return null
  return (
    <Badge variant="outline" className={className} data-testid="shown-language-badge">
      <LanguagesIcon aria-hidden="true" />
      {t('translations.shownIn', { language: languageName(content.shownLanguage) })}
    </Badge>
  )
}
