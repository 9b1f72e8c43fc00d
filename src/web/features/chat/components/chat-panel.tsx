import { useQueryClient } from '@tanstack/react-query'
import { MessageSquarePlusIcon, UserRoundIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatLanguage } from '#shared/constants/chat'
import type { ChatBotJson, ChatEscalationJson } from '#shared/schemas/chat'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { chatQueryKeys } from '#web/features/chat/api/chat-query-keys.ts'
import { markSessionRead } from '#web/features/chat/api/chat-session-actions.ts'
import { useCreateChatSession } from '#web/features/chat/api/create-chat-session.ts'
import { useChatSession } from '#web/features/chat/api/get-chat-session.ts'
import { useChatMessages } from '#web/features/chat/api/list-chat-messages.ts'
import { listChatSessions } from '#web/features/chat/api/list-chat-sessions.ts'
import { usePostHumanReply } from '#web/features/chat/api/post-human-reply.ts'
import { useRequestPerson } from '#web/features/chat/api/request-person.ts'
import { useSendChatMessage } from '#web/features/chat/api/send-chat-message.ts'
import { useUpdateChatSessionLanguage } from '#web/features/chat/api/update-chat-session.ts'
import { useChatSessionRealtime } from '#web/features/chat/hooks/use-chat-session-realtime.ts'
import { useTypingReporter } from '#web/features/chat/hooks/use-typing-reporter.ts'
import { isApiError, newActionKey } from '#web/lib/api-client.ts'
import { loadNamespacesIn } from '#web/lib/i18n.ts'
import { toast } from '#web/lib/toast.ts'
import { ChatComposer } from './chat-composer.tsx'
import { ChatLanguageMenu } from './chat-language-menu.tsx'
import type { ChatLanguageChoice } from './chat-language-trigger.tsx'
import { ConversationTicket } from './conversation-ticket.tsx'
import { CreateTicketDialog } from './create-ticket-dialog.tsx'
import { LanguageConfirmation } from './language-confirmation.tsx'
import { MessageList, type PendingMessage } from './message-list.tsx'
import { TypingIndicator } from './typing-indicator.tsx'

/**
 * The chat view of spec §2.7 for one bot: header, messages, typing, input, language, ticket and
 * 'Talk to a person'. `sessionId` is the current conversation (null until the first message
 * creates one, spec §4); a support agent reading someone's escalated conversation answers in it.
 */
export function ChatPanel({
  bot,
  sessionId,
  onSessionChange,
  viewerId,
}: {
  bot: ChatBotJson
  sessionId: string | null
  onSessionChange: (sessionId: string) => void
  viewerId: string
}) {
  const { t } = useTranslation('chat')
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState('')
  const [context, setContext] = useState('')
  const [languageChoice, setLanguageChoice] = useState<ChatLanguageChoice>('auto')
  const [detected, setDetected] = useState<string[] | null>(null)
  const [pending, setPending] = useState<PendingMessage | null>(null)
  // The send that failed without an answer: sending the same text again is the same action, with
  // the same key, so if the first did reach the server it is not stored twice (issue 32).
  const failedSend = useRef<{ content: string; key: string } | null>(null)
  // The messages listed when the send started: the sent message's realtime event adds it before the
  // response does (issue 34 item 5), and the pending copy gives way to it then.
  const listedBeforeSend = useRef<ReadonlySet<string>>(new Set())

  const sessionQuery = useChatSession(sessionId)
  const session = sessionQuery.data?.session ?? null
  const messagesQuery = useChatMessages(sessionId)
  const messages = messagesQuery.data?.messages ?? []
  const isOwn = session ? session.isOwn : true
  const { assistantTyping, usersTyping } = useChatSessionRealtime(sessionId, viewerId)
  const typing = useTypingReporter(sessionId)

  const send = useSendChatMessage()
  const humanReply = usePostHumanReply()
  const createSession = useCreateChatSession()
  const requestPerson = useRequestPerson()
  const updateLanguage = useUpdateChatSessionLanguage()

  // Opening a conversation shows its context. The language menu starts on detection: the session's
  // language (set by a choice or an escalation) already guides the assistant on the server.
  const [contextOf, setContextOf] = useState<string | null>(null)
  if (session && session.id !== contextOf) {
    setContextOf(session.id)
    setContext(session.context ?? '')
  }

  // Spec §4 'read': what the other side wrote is read once it is on screen.
  const lastReadAttempt = useRef('')
  useEffect(() => {
    if (!sessionId || !session) return
    const unread = messages.filter(
      (message) => message.status === 'delivered' && (isOwn ? !message.isUser : message.isUser),
    )
    const key = unread.map((message) => message.id).join(',')
    if (!key || key === lastReadAttempt.current || document.visibilityState !== 'visible') return
    lastReadAttempt.current = key
    void markSessionRead(sessionId).catch(() => {})
  }, [messages, sessionId, session, isOwn])

  // The notice speaks the chat's language, whose strings may not be loaded yet (lib/i18n.ts).
  const showEscalationToast = (escalation: ChatEscalationJson) =>
    void loadNamespacesIn(escalation.language, ['chat'])
      .catch(() => {})
      .then(() =>
        toast.info(
          t(
            escalation.joined
              ? 'escalation.joined'
              : escalation.kind === 'specialist_contact'
                ? 'escalation.specialist'
                : 'escalation.ticket',
            { lng: escalation.language },
          ),
        ),
      )

  const sendMessage = () => {
    const content = draft.trim()
    if (!content || send.isPending) return
    typing.stop()
    setDraft('')
    setDetected(null)
    setPending({ content, status: 'sent', createdAt: new Date().toISOString() })
    listedBeforeSend.current = new Set(messages.map((message) => message.id))
    const idempotencyKey = failedSend.current?.content === content ? failedSend.current.key : newActionKey()
    failedSend.current = null
    send.mutate(
      {
        idempotencyKey,
        botId: bot.id,
        sessionId,
        content,
        context: context.trim() || null,
        language: languageChoice,
      },
      {
        onSuccess: (result) => {
          setPending(null)
          if (result.session.id !== sessionId) onSessionChange(result.session.id)
          if (result.escalation) showEscalationToast(result.escalation)
          // Issue 33 item 6: asked only when two of the chat's languages are plausible; one toast per
          // question (the id keeps a repeated notice from stacking).
          if (result.languageConfirmation && result.languageConfirmation.detected.length >= 2) {
            toast.info(t('language.detected'), { id: 'chat-language-detected' })
            setDetected(result.languageConfirmation.detected)
          }
        },
        onError: async (error) => {
          if (isApiError(error) && error.status === 503) {
            // The message was stored (marked failed); the assistant could not answer.
            setPending(null)
            toast.error(t('errors.ai'))
            if (sessionId) {
              void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(sessionId) })
            } else {
              const { sessions } = await listChatSessions(bot.id, 'mine')
              if (sessions[0]) onSessionChange(sessions[0].id)
            }
            return
          }
          // Nothing the user typed is lost: the text goes back into the input.
          failedSend.current = { content, key: idempotencyKey }
          setPending({ content, status: 'failed', createdAt: new Date().toISOString() })
          setDraft((current) => current || content)
          toast.error(t('errors.send'))
        },
      },
    )
  }

  const sendHumanReply = () => {
    const content = draft.trim()
    if (!content || !sessionId) return
    typing.stop()
    setDraft('')
    humanReply.mutate(
      { sessionId, content },
      {
        onError: () => {
          setDraft((current) => current || content)
          toast.error(t('errors.send'))
        },
      },
    )
  }

  const chooseLanguage = (language: ChatLanguageChoice) => {
    setDetected(null)
    setLanguageChoice(language)
    if (language === 'auto') return
    if (!sessionId || !isOwn) {
      toast.success(t('language.switched'))
      return
    }
    updateLanguage.mutate(
      { sessionId, languageCode: language as ChatLanguage },
      {
        onSuccess: () => toast.success(t('language.switched')),
        onError: () => toast.error(t('errors.send')),
      },
    )
  }

  const newChat = () =>
    createSession.mutate(
      { botId: bot.id, context: context.trim() || null },
      {
        onSuccess: ({ session: created }) => {
          setPending(null)
          setDetected(null)
          onSessionChange(created.id)
        },
      },
    )

  const talkToPerson = async () => {
    try {
      const id =
        sessionId ??
        (await createSession.mutateAsync({ botId: bot.id, context: context.trim() || null })).session.id
      if (id !== sessionId) onSessionChange(id)
      const { escalation } = await requestPerson.mutateAsync(id)
      showEscalationToast(escalation)
    } catch {
      toast.error(t('ticket.failed'))
    }
  }

  return (
    <Card className="flex flex-col gap-0 overflow-hidden p-0">
      <header className="space-y-3 border-b p-4">
        <div className="flex items-start gap-3">
          <BotAvatar name={bot.name} type={bot.type} avatarUrl={bot.avatarUrl} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold">{bot.name}</h2>
              {session?.status === 'escalated' ? (
                <Badge variant="destructive">{t('header.escalated')}</Badge>
              ) : null}
            </div>
            {bot.description ? (
              <p className="line-clamp-2 text-sm text-muted-foreground">{bot.description}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" onClick={newChat} disabled={createSession.isPending}>
            <MessageSquarePlusIcon aria-hidden="true" />
            {t('header.newChat')}
          </Button>
          <ChatLanguageMenu value={languageChoice} onChange={chooseLanguage} />
          {isOwn ? (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={talkToPerson}
                disabled={requestPerson.isPending}
              >
                <UserRoundIcon aria-hidden="true" />
                {t('header.talkToPerson')}
              </Button>
              <CreateTicketDialog sessionId={sessionId} />
            </>
          ) : null}
        </div>
        <p className="min-w-0 text-sm text-muted-foreground" data-testid="chat-session">
          {session ? (
            <>
              <span className="font-medium text-foreground">{session.title ?? t('sessions.untitled')}</span>
              {' · '}
              {t('header.session', { id: session.id.slice(-8) })}
              {!session.isOwn ? ` · ${t('header.viewingAs', { name: session.owner.name })}` : null}
            </>
          ) : (
            t('header.noSession')
          )}
        </p>
        {isOwn ? (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
            <label htmlFor="chat-context" className="shrink-0 text-sm text-muted-foreground">
              {t('header.context')}
            </label>
            <Input
              id="chat-context"
              value={context}
              maxLength={500}
              placeholder={t('header.contextPlaceholder')}
              onChange={(event) => setContext(event.target.value)}
              className="h-8"
            />
          </div>
        ) : null}
      </header>
      <ConversationTicket session={session} />
      <MessageList
        botName={bot.name}
        messages={messages}
        pending={
          pending?.status === 'sent' &&
          messages.some(
            (message) =>
              message.isUser &&
              message.content === pending.content &&
              !listedBeforeSend.current.has(message.id),
          )
            ? null
            : pending
        }
        isLoading={Boolean(sessionId) && messagesQuery.isLoading}
        canRate={isOwn}
      />
      <footer className="space-y-2 border-t p-3">
        <TypingIndicator assistantTyping={assistantTyping || send.isPending} usersTyping={usersTyping} />
        {detected ? <LanguageConfirmation detected={detected} onChoose={chooseLanguage} /> : null}
        {isOwn ? (
          <ChatComposer
            value={draft}
            onChange={(value) => {
              setDraft(value)
              typing.onInput(value)
            }}
            onSend={sendMessage}
            isSending={send.isPending}
            label={t('input.label')}
            placeholder={t('input.placeholder')}
            sendLabel={t('input.send')}
          />
        ) : (
          <ChatComposer
            value={draft}
            onChange={(value) => {
              setDraft(value)
              typing.onInput(value)
            }}
            onSend={sendHumanReply}
            isSending={humanReply.isPending}
            label={t('humanReply.label')}
            placeholder={t('humanReply.placeholder')}
            sendLabel={t('humanReply.send')}
          />
        )}
      </footer>
    </Card>
  )
}
