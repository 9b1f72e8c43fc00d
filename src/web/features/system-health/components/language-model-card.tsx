import { CheckCircle2Icon, InfoIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { LanguageModelStatus } from '#shared/schemas/language-model'
import { Badge } from '#web/components/ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'

/**
 * Issue 33: whether a language model is configured. Optional, so not configured is information
 * (a neutral badge), not a failing check; when one is, the 'llm' check rates the provider's answer.
 */
export function LanguageModelCard({ languageModel }: { languageModel: LanguageModelStatus }) {
  const { t } = useTranslation('health')
  const configured = languageModel.configured
  const Icon = configured ? CheckCircle2Icon : InfoIcon
  return (
    <Card data-testid="language-model-card" data-configured={configured}>
      <CardHeader className="space-y-1">
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-3 text-lg">
            {t('languageModel.title')}
            <Badge variant={configured ? 'success' : 'secondary'} className="text-sm">
              <Icon aria-hidden="true" />
              {configured ? t('languageModel.configured') : t('languageModel.notConfigured')}
            </Badge>
          </h2>
        </CardTitle>
        <CardDescription>
          {configured
            ? t('languageModel.configuredText', { model: languageModel.model })
            : t('languageModel.notConfiguredText')}
        </CardDescription>
        {configured ? null : <p className="text-sm text-muted-foreground">{t('languageModel.optional')}</p>}
      </CardHeader>
    </Card>
  )
}
