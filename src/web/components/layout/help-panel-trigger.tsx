import { CircleHelpIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Tooltip } from '#web/components/ui/tooltip.tsx'

export type HelpPanelProps = { roles: readonly string[] }

/** The help button, with its tooltip. */
export function HelpPanelTrigger(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation('common')
  return (
    <Tooltip label={t('help.open')}>
      <Button variant="ghost" size="icon" aria-label={t('help.open')} {...props}>
        <CircleHelpIcon aria-hidden="true" />
      </Button>
    </Tooltip>
  )
}
