import { StarIcon, ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatFeedbackInput, ChatMessageJson } from '#shared/schemas/chat'
import { Button } from '#web/components/ui/button.tsx'
import { useSubmitFeedback } from '#web/features/chat/api/submit-feedback.ts'
import { cn } from '#web/lib/cn.ts'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { returnFocusTo } from '#web/lib/return-focus.ts'
import { toast } from '#web/lib/toast.ts'
import { useOpenedOnce } from '#web/lib/use-opened-once.ts'

/** Issue 12: the rating dialog's code (Radix's dialog, the focus trap) loads when it first opens. */
const { Part: RatingDialog, preload: preloadRatingDialog } = lazyPart(() =>
  import('./rating-dialog.tsx').then((module) => module.RatingDialog),
)

/** Per-answer feedback: thumbs up or down, and an optional 1-5 rating with notes (spec §7, §8). */
export function MessageFeedback({ message }: { message: ChatMessageJson }) {
  const { t } = useTranslation('chat')
  const feedback = useSubmitFeedback(message.sessionId)
  const [ratingOpen, setRatingOpen] = useState(false)
  const ratingOpened = useOpenedOnce(ratingOpen)
  const rateButton = useRef<HTMLButtonElement>(null)

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
        ref={rateButton}
        aria-label={t('feedback.rate')}
        onPointerEnter={preloadRatingDialog}
        onFocus={preloadRatingDialog}
        onClick={() => setRatingOpen(true)}
      >
        <StarIcon aria-hidden="true" />
      </Button>
      {ratingOpened ? (
        <Suspense fallback={null}>
          <RatingDialog
            message={message}
            open={ratingOpen}
            onOpenChange={setRatingOpen}
            submit={submit}
            pending={feedback.isPending}
            onCloseAutoFocus={returnFocusTo(() => rateButton.current)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
