import { LifeBuoyIcon, TextCursorInputIcon, UserRoundIcon } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { type ChatActionsMenuProps, ChatActionsTrigger } from './chat-actions-trigger.tsx'
import { ChatLanguageItems } from './chat-language-items.tsx'
import { labelOf } from './chat-language-trigger.tsx'

/** The menu of ChatActionsMenu (chat-actions-menu.tsx), loaded when first wanted. */
export function ChatActionsDropdown({
  language,
  onLanguageChange,
  own,
  defaultOpen,
  openedFromKeyboard,
}: ChatActionsMenuProps & DeferredOverlayProps) {
  const { t } = useTranslation('chat')
  const trigger = useRef<HTMLButtonElement>(null)
  // What opens a dialog or moves to a field runs once the menu has closed: the menu would otherwise
  // give the focus back to its button after the dialog took it.
  const afterClose = useRef<(() => void) | null>(null)
  const thenRun = (action: () => void) => () => {
    afterClose.current = action
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen} openedFromKeyboard={openedFromKeyboard}>
      <DropdownMenuTrigger asChild>
        <ChatActionsTrigger ref={trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-64"
        onCloseAutoFocus={(event) => {
          const action = afterClose.current
          afterClose.current = null
          if (!action) return
          event.preventDefault()
          action()
        }}
      >
        {own ? (
          <>
            <DropdownMenuItem disabled={own.talkPending} onSelect={own.onTalkToPerson}>
              <UserRoundIcon aria-hidden="true" />
              {t('header.talkToPerson')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={thenRun(() => own.onCreateTicket(trigger.current))}>
              <LifeBuoyIcon aria-hidden="true" />
              {t('ticket.open')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={thenRun(own.onEditContext)}>
              <TextCursorInputIcon aria-hidden="true" />
              {t('header.addContext')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {/* The chosen language in words: here no button shows it, as the language menu's does. */}
        <DropdownMenuLabel>
          {t('language.label', { language: language === 'auto' ? t('language.auto') : labelOf(language) })}
        </DropdownMenuLabel>
        <ChatLanguageItems value={language} onChange={onLanguageChange} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
