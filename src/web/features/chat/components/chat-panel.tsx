import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { type ChatLanguage, isChatLanguage } from '#shared/constants/chat'
import type { ChatBotJson, ChatEscalationJson } from '#shared/schemas/chat'
import { Card } from '#web/components/ui/card.tsx'
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
import { useFocusOnOpen } from '#web/features/chat/hooks/use-focus-on-open.ts'
import { useTicketDialog } from '#web/features/chat/hooks/use-ticket-dialog.ts'
import { useTypingReporter } from '#web/features/chat/hooks/use-typing-reporter.ts'
import { isApiError, newActionKey } from '#web/lib/api-client.ts'
import { loadNamespacesIn } from '#web/lib/i18n.ts'
import { toast } from '#web/lib/toast.ts'
import { keepToastsAbove } from '#web/lib/toast-clearance.ts'
import { ChatComposer } from './chat-composer.tsx'
import { ChatHeader } from './chat-header.tsx'
import type { ChatLanguageChoice } from './chat-language-trigger.tsx'
import { ChatStarters } from './chat-starters.tsx'
import { ConversationTicket } from './conversation-ticket.tsx'
import { ConversationsSheet } from './conversations-sheet.tsx'
import { CreateTicketDialog } from './create-ticket-dialog.tsx'
import { LanguageConfirmation } from './language-confirmation.tsx'
import { MessageList, type PendingMessage } from './message-list.tsx'
import { TypingIndicator } from './typing-indicator.tsx'

/**
 * The chat view of spec §2.7 for one bot: header, messages, typing, input, language, ticket and
 * 'Talk to a person'. `sessionId` is the current conversation (null until the first message
 * creates one, spec §4); a support agent reading someone's escalated conversation answers in it.
 * It fills the height it is given (issue 35): the messages scroll between the header and the box.
 */
export function ChatPanel({
  bot,
  sessionId,
  onSessionChange,
  viewerId,
  showEscalated,
}: {
  bot: ChatBotJson
  sessionId: string | null
  onSessionChange: (sessionId: string) => void
  viewerId: string
  /** Support-level staff: the conversations list includes everyone's escalated ones. */
  showEscalated: boolean
}) {
  const { t, i18n } = useTranslation('chat')
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
  const composer = useRef<HTMLTextAreaElement>(null)
  const footer = useRef<HTMLElement>(null)
  const contextInput = useRef<HTMLInputElement>(null)
  const [contextShown, setContextShown] = useState(false)

  const sessionQuery = useChatSession(sessionId)
  const session = sessionQuery.data?.session ?? null
  const messagesQuery = useChatMessages(sessionId)
  const messages = messagesQuery.data?.messages ?? []
  const isOwn = session ? session.isOwn : true
  const { assistantTyping, usersTyping } = useChatSessionRealtime(sessionId, viewerId)
  const typing = useTypingReporter(sessionId)
  const ticket = useTicketDialog(sessionId)

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

  useFocusOnOpen(composer, `${bot.id}/${sessionId}`)

  // Issue 35: toasts stay above the message box and its Send button.
  useEffect(() => (footer.current ? keepToastsAbove(footer.current) : undefined), [])

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

  /** Sends the draft, or a starter question (the draft then stays as it is). */
  const sendMessage = (text: string, fromDraft: boolean) => {
    const content = text.trim()
    if (!content || send.isPending) return
    typing.stop()
    if (fromDraft) setDraft('')
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

  // On phones the context field is hidden until asked for from the actions menu.
  const editContext = () => {
    flushSync(() => setContextShown(true))
    contextInput.current?.focus()
  }

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

  const starterLanguage: ChatLanguage =
    languageChoice !== 'auto' ? languageChoice : isChatLanguage(i18n.language) ? i18n.language : 'en'

  return (
    <Card className="flex h-full min-h-0 flex-col gap-0 overflow-hidden p-0">
      <ChatHeader
        bot={bot}
        session={session}
        onNewChat={newChat}
        newChatPending={createSession.isPending}
        conversations={
          <ConversationsSheet
            botId={bot.id}
            currentId={sessionId}
            onOpen={onSessionChange}
            showEscalated={showEscalated}
            focusAfterPick={() => composer.current?.focus()}
          />
        }
        context={context}
        onContextChange={setContext}
        contextShown={contextShown || context.length > 0}
        contextRef={contextInput}
        language={languageChoice}
        onLanguageChange={chooseLanguage}
        own={
          isOwn
            ? {
                onTalkToPerson: talkToPerson,
                talkPending: requestPerson.isPending,
                onCreateTicket: ticket.request,
                onEditContext: editContext,
              }
            : null
        }
      />
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
        starters={
          isOwn ? (
            <ChatStarters
              botId={bot.id}
              language={starterLanguage}
              disabled={send.isPending}
              onPick={(question) => sendMessage(question, false)}
            />
          ) : null
        }
      />
      <footer ref={footer} className="space-y-2 border-t p-2 md:p-3">
        <TypingIndicator assistantTyping={assistantTyping || send.isPending} usersTyping={usersTyping} />
        {detected ? <LanguageConfirmation detected={detected} onChoose={chooseLanguage} /> : null}
        <ChatComposer
          inputRef={composer}
          value={draft}
          onChange={(value) => {
            setDraft(value)
            typing.onInput(value)
          }}
          onSend={isOwn ? () => sendMessage(draft, true) : sendHumanReply}
          isSending={isOwn ? send.isPending : humanReply.isPending}
          label={t(isOwn ? 'input.label' : 'humanReply.label')}
          placeholder={t(isOwn ? 'input.placeholder' : 'humanReply.placeholder')}
          sendLabel={t(isOwn ? 'input.send' : 'humanReply.send')}
        />
      </footer>
      {isOwn ? (
        <CreateTicketDialog
          sessionId={sessionId}
          open={ticket.open}
          onOpenChange={ticket.setOpen}
          openedBy={ticket.openedBy}
        />
      ) : null}
    </Card>
  )
}
