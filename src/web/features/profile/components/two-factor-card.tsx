import { ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge.tsx'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'

/**
 * Spec §2.8 shows a Two-Factor Authentication button without behaviour. Until a second factor
 * exists this says so plainly instead of offering a button that does nothing.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('profile')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('twoFactor.title')}</h2>
        </CardTitle>
        <CardDescription>{t('twoFactor.description')}</CardDescription>
        <CardAction>
          <Badge variant="outline" className="text-muted-foreground">
            {t('twoFactor.status')}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm">
          <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <p className="text-muted-foreground">{t('twoFactor.notAvailable')}</p>
        </div>
      </CardContent>
    </Card>
  )
}
