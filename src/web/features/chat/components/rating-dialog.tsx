import { StarIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatFeedbackInput, ChatMessageJson } from '#shared/schemas/chat'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { cn } from '#web/lib/cn.ts'

type RatingDialogProps = {
  message: ChatMessageJson
  open: boolean
  onOpenChange: (open: boolean) => void
  submit: (input: ChatFeedbackInput, onDone?: () => void) => void
  pending: boolean
  /** The dialog opens from state, not a Dialog.Trigger: this gives the focus back (issue 35). */
  onCloseAutoFocus: (event: Event) => void
}

/** The 1-5 rating with notes of MessageFeedback (message-feedback.tsx), loaded when first opened. */
export function RatingDialog({
  message,
  open,
  onOpenChange,
  submit,
  pending,
  onCloseAutoFocus,
}: RatingDialogProps) {
  const { t } = useTranslation('chat')
  const [rating, setRating] = useState(0)
  const [notes, setNotes] = useState('')

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('feedback.rateTitle')}</DialogTitle>
          <DialogDescription className="line-clamp-3">{message.content}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (rating < 1) return
            submit({ feedbackType: 'rating', rating, notes: notes.trim() || null }, () => {
              onOpenChange(false)
              setRating(0)
              setNotes('')
            })
          }}
        >
          <div role="radiogroup" aria-label={t('feedback.rateTitle')} className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              // biome-ignore lint/a11y/useSemanticElements: a row of star buttons reads better than radio inputs
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={rating === value}
                aria-label={t('feedback.stars', { count: value })}
                className="rounded p-1 text-amber-500 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => setRating(value)}
              >
                <StarIcon aria-hidden="true" className={cn('size-6', value <= rating && 'fill-current')} />
              </button>
            ))}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`feedback-notes-${message.id}`}>{t('feedback.notes')}</Label>
            <Textarea
              id={`feedback-notes-${message.id}`}
              value={notes}
              maxLength={2000}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={rating < 1 || pending}>
              {t('feedback.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
