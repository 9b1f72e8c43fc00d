import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { type ChatActionsMenuProps, ChatActionsTrigger } from './chat-actions-trigger.tsx'

/**
 * Issue 35: on phones the chat header keeps New Chat and puts its other actions (language, talk to a
 * person, ticket, context) in this menu, so the conversation keeps the screen.
 */
export const ChatActionsMenu = deferredOverlay<ChatActionsMenuProps>({
  popup: 'menu',
  load: () => import('./chat-actions-dropdown.tsx').then((module) => module.ChatActionsDropdown),
  trigger: (_, triggerProps) => <ChatActionsTrigger {...triggerProps} />,
})
