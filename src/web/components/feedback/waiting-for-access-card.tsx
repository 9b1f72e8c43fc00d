import { HourglassIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'

/**
 * Issue 32, spec §1: a user without a role (an open sign-up, confirmed, not yet let in) sees this in
 * place of the module grid and the news; the server lists nothing of the company's for them either.
 */
export function WaitingForAccessCard() {
  const { t } = useTranslation('dashboard')
  return (
    <Card className="gap-4 border-dashed" data-testid="waiting-for-access">
      <CardHeader className="flex flex-row items-start gap-4">
        <HourglassIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-muted-foreground" />
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>{t('waiting.title')}</h2>
          </CardTitle>
          <CardDescription>{t('waiting.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        <p>{t('waiting.next')}</p>
      </CardContent>
    </Card>
  )
}
