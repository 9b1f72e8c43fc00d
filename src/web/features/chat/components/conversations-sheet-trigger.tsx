import { HistoryIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'

export type ConversationsSheetProps = {
  botId: string
  currentId: string | null
  onOpen: (sessionId: string) => void
  showEscalated: boolean
  /** Where the focus goes once a picked conversation is open: its message box. */
  focusAfterPick: () => void
}

/** The chat header's button for the conversations, below the width where they stand beside the chat. */
export function ConversationsSheetTrigger(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation('chat')
  return (
    <Button type="button" variant="outline" size="icon" aria-label={t('header.conversations')} {...props}>
      <HistoryIcon aria-hidden="true" />
    </Button>
  )
}
