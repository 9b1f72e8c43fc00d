import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '#web/components/ui/sheet.tsx'
import { ChatSessionLists } from './chat-session-lists.tsx'
import { type ConversationsSheetProps, ConversationsSheetTrigger } from './conversations-sheet-trigger.tsx'

/** The sheet of ConversationsSheet (conversations-sheet.tsx), loaded when first wanted. */
export function ConversationsSheetContent({
  botId,
  currentId,
  onOpen,
  showEscalated,
  focusAfterPick,
  defaultOpen = false,
}: ConversationsSheetProps & DeferredOverlayProps) {
  const { t } = useTranslation('chat')
  const { t: tCommon } = useTranslation('common')
  const [open, setOpen] = useState(defaultOpen)
  const picked = useRef(false)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <ConversationsSheetTrigger />
      </SheetTrigger>
      <SheetContent
        side="left"
        className="w-full overflow-y-auto sm:max-w-sm"
        closeLabel={tCommon('actions.close')}
        onCloseAutoFocus={(event) => {
          if (!picked.current) return
          // A picked conversation is open: the focus goes on to its message box, not back here.
          picked.current = false
          event.preventDefault()
          focusAfterPick()
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{t('header.conversations')}</SheetTitle>
          <SheetDescription className="sr-only">{t('sessions.title')}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-4">
          <ChatSessionLists
            botId={botId}
            currentId={currentId}
            showEscalated={showEscalated}
            onOpen={(sessionId) => {
              picked.current = true
              setOpen(false)
              onOpen(sessionId)
            }}
          />
        </div>
      </SheetContent>
    </Sheet>
  )
}
