import { SendIcon } from 'lucide-react'
import { type Ref, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'

/**
 * The message input (spec §2.7, §5): Enter sends, Shift+Enter makes a new line; send is disabled
 * while sending or when the text is blank. The text lives in the parent so a failed send keeps it.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  isSending,
  label,
  placeholder,
  sendLabel,
  inputRef,
}: {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  isSending: boolean
  label: string
  placeholder: string
  sendLabel: string
  inputRef?: Ref<HTMLTextAreaElement>
}) {
  const { t } = useTranslation('chat')
  const id = useId()
  const canSend = !isSending && value.trim().length > 0
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSend()
      }}
    >
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Textarea
          ref={inputRef}
          id={id}
          rows={2}
          value={value}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          className="max-h-40 min-h-11 resize-none"
          maxLength={4000}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              if (canSend) onSend()
            }
          }}
        />
        <p id={`${id}-hint`} className="sr-only">
          {t('input.hint')}
        </p>
      </div>
      <Button type="submit" disabled={!canSend} aria-label={sendLabel} className="h-11">
        <SendIcon aria-hidden="true" />
        <span className="hidden sm:inline">{sendLabel}</span>
      </Button>
    </form>
  )
}
