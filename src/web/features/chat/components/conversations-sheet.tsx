import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { type ConversationsSheetProps, ConversationsSheetTrigger } from './conversations-sheet-trigger.tsx'

/**
 * Issue 35: below 1024 px the earlier conversations open in a sheet from the chat header instead of
 * sitting under the chat.
 */
export const ConversationsSheet = deferredOverlay<ConversationsSheetProps>({
  popup: 'dialog',
  load: () => import('./conversations-sheet-content.tsx').then((module) => module.ConversationsSheetContent),
  trigger: (_, triggerProps) => <ConversationsSheetTrigger {...triggerProps} />,
})
