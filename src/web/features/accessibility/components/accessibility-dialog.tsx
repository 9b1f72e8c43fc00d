import { useTranslation } from 'react-i18next'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx'
import { AccessibilityMenuTrigger } from './accessibility-menu-trigger.tsx'
import { AccessibilitySettingsForm } from './accessibility-settings-form.tsx'

/**
 * The dialog of AccessibilityMenu (accessibility-menu.tsx), loaded when first wanted. Radix traps
 * focus in the dialog and returns it to the button on close.
 */
export function AccessibilityDialog({ defaultOpen }: DeferredOverlayProps) {
  const { t } = useTranslation('accessibility')
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <AccessibilityMenuTrigger />
      </DialogTrigger>
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
