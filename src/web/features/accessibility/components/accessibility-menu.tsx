import { AccessibilityIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx'
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip.tsx'
import { AccessibilitySettingsForm } from '#web/features/accessibility/components/accessibility-settings-form.tsx'

/**
 * The top bar's accessibility button and dialog (spec §2.3). Radix traps focus in the dialog and
 * returns it to the button on close. The tooltip needs the app shell's TooltipProvider.
 */
export function AccessibilityMenu() {
  const { t } = useTranslation('accessibility')
  return (
    <Dialog>
      <Tooltip>
        <TooltipTrigger asChild>
          <DialogTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('openLabel')}>
              <AccessibilityIcon aria-hidden="true" />
            </Button>
          </DialogTrigger>
        </TooltipTrigger>
        <TooltipContent>{t('openLabel')}</TooltipContent>
      </Tooltip>
      <DialogContent closeLabel={t('close')} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <AccessibilitySettingsForm />
      </DialogContent>
    </Dialog>
  )
}
