import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { type HelpPanelProps, HelpPanelTrigger } from './help-panel-trigger.tsx'

/** The top bar's help button: keyboard shortcuts and a short guide for each of the user's roles. */
export const HelpPanel = deferredOverlay<HelpPanelProps>({
  popup: 'dialog',
  load: () => import('./help-sheet.tsx').then((module) => module.HelpSheet),
  trigger: (_, triggerProps) => <HelpPanelTrigger {...triggerProps} />,
})
