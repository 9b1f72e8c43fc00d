import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { AccessibilityMenuTrigger } from './accessibility-menu-trigger.tsx'

/** The top bar's accessibility button (spec §2.3); its dialog and settings load when wanted. */
export const AccessibilityMenu = deferredOverlay<object>({
  popup: 'dialog',
  load: () => import('./accessibility-dialog.tsx').then((module) => module.AccessibilityDialog),
  trigger: (_, triggerProps) => <AccessibilityMenuTrigger {...triggerProps} />,
})
