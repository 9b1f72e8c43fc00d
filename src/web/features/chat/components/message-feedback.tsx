import { StarIcon, ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react'
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
import { useSubmitFeedback } from '#web/features/chat/api/submit-feedback.ts'
import { cn } from '#web/lib/cn.ts'
import { toast } from '#web/lib/toast.ts'

/** Per-answer feedback: thumbs up or down, and an optional 1-5 rating with notes (spec §7, §8). */
export function MessageFeedback({ message }: { message: ChatMessageJson }) {
  const { t } = useTranslation('chat')
  const feedback = useSubmitFeedback(message.sessionId)
  const [ratingOpen, setRatingOpen] = useState(false)
  const [rating, setRating] = useState(0)
  const [notes, setNotes] = useState('')

  const submit = (input: ChatFeedbackInput, onDone?: () => void) =>
    feedback.mutate(
      { messageId: message.id, input },
      {
        onSuccess: () => {
          toast.success(t('feedback.thanks'))
          onDone?.()
        },
        onError: () => toast.error(t('feedback.failed')),
      },
    )

  return (
    <div className="flex items-center gap-0.5">
      {(['positive', 'negative'] as const).map((type) => {
        const Icon = type === 'positive' ? ThumbsUpIcon : ThumbsDownIcon
        const chosen = message.myFeedback === type
        return (
          <Button
            key={type}
            type="button"
            variant="ghost"
            size="icon"
            className={cn('size-7', chosen && 'text-primary')}
            aria-label={t(type === 'positive' ? 'feedback.helpful' : 'feedback.notHelpful')}
            aria-pressed={chosen}
            disabled={feedback.isPending || message.myFeedback !== null}
            onClick={() => submit({ feedbackType: type })}
          >
            <Icon aria-hidden="true" className={cn(chosen && 'fill-current')} />
          </Button>
        )
      })}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('feedback.rate')}
        onClick={() => setRatingOpen(true)}
      >
        <StarIcon aria-hidden="true" />
      </Button>
      <Dialog open={ratingOpen} onOpenChange={setRatingOpen}>
        <DialogContent className="sm:max-w-md">
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
                setRatingOpen(false)
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
              <Button type="submit" disabled={rating < 1 || feedback.isPending}>
                {t('feedback.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  )
}
