import { AccessibilityIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Tooltip } from '#web/components/ui/tooltip.tsx'

/** The accessibility button, with its tooltip. */
export function AccessibilityMenuTrigger(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation('accessibility')
  return (
    <Tooltip label={t('openLabel')}>
      <Button variant="ghost" size="icon" aria-label={t('openLabel')} {...props}>
        <AccessibilityIcon aria-hidden="true" />
      </Button>
    </Tooltip>
  )
}
