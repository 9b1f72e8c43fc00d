import { useTranslation } from 'react-i18next'
import { useChatSessions } from '#web/features/chat/api/list-chat-sessions.ts'
import { SessionList } from './session-list.tsx'

/** The user's earlier conversations with the bot; support-level staff also see the escalated ones. */
export function ChatSessionLists({
  botId,
  currentId,
  onOpen,
  showEscalated,
}: {
  botId: string
  currentId: string | null
  onOpen: (sessionId: string) => void
  showEscalated: boolean
}) {
  const { t } = useTranslation('chat')
  const mine = useChatSessions(botId, 'mine')
  const escalated = useChatSessions(botId, 'escalated', showEscalated)
  return (
    <div className="space-y-6">
      <SessionList
        title={t('sessions.title')}
        sessions={mine.data?.sessions ?? []}
        currentId={currentId}
        onOpen={onOpen}
      />
      {showEscalated ? (
        <SessionList
          title={t('sessions.escalatedTitle')}
          sessions={(escalated.data?.sessions ?? []).filter((session) => !session.isOwn)}
          currentId={currentId}
          onOpen={onOpen}
          showOwner
        />
      ) : null}
    </div>
  )
}
