import { EllipsisVerticalIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import type { ChatLanguageChoice } from './chat-language-trigger.tsx'

export type ChatActionsMenuProps = {
  language: ChatLanguageChoice
  onLanguageChange: (language: ChatLanguageChoice) => void
  /** The owner's actions; null where the viewer reads someone else's conversation. */
  own: {
    onTalkToPerson: () => void
    talkPending: boolean
    /** Gets the menu's button, which has the focus back when the ticket dialog closes. */
    onCreateTicket: (menuButton: HTMLElement | null) => void
    onEditContext: () => void
  } | null
}

/** The button of the chat's actions menu on phones. */
export function ChatActionsTrigger(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation('chat')
  return (
    <Button type="button" variant="outline" size="icon" aria-label={t('header.moreActions')} {...props}>
      <EllipsisVerticalIcon aria-hidden="true" />
    </Button>
  )
}
