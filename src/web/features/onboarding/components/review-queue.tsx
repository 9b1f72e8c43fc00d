import { CheckIcon, FileIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReviewQueueItem } from '#shared/schemas/onboarding'
import { Badge } from '#web/components/ui/badge.tsx'
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
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useSubmission } from '#web/features/onboarding/api/get-submission.ts'
import { useReviewSubmission } from '#web/features/onboarding/api/review-submission.ts'
import { formatWaited } from '#web/features/onboarding/lib/durations.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { formatSize } from '#web/lib/format-size.ts'
import { toast } from '#web/lib/toast.ts'
import { SubmissionHistory } from './step-card.tsx'

/** Issue 7 review queue: every submission awaiting review, oldest first, with how long it has waited. */
export function ReviewQueue({
  items,
  openSubmissionId,
  onOpen,
}: {
  items: ReviewQueueItem[]
  openSubmissionId: string | null
  onOpen: (submissionId: string | null) => void
}) {
  const { t } = useTranslation('onboarding')
  const { dateTime } = useFormatters()
  return (
    <>
      {items.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{t('review.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t('review.listLabel')}>
          {items.map((item) => (
            <li key={item.submissionId} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">
                  {item.step.stepOrder}. {item.step.title}
                </p>
                <p className="text-sm text-muted-foreground">
                  {item.dealer.name} · {item.program.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('review.submittedBy', {
                    name: item.submittedBy ?? '—',
                    date: dateTime(item.submittedAt),
                  })}
                  {item.fileCount > 0 ? ` · ${t('review.files', { count: item.fileCount })}` : ''}
                </p>
              </div>
              <Badge variant="outline">
                {t('review.waiting', { time: formatWaited(t, item.submittedAt) })}
              </Badge>
              <Button size="sm" onClick={() => onOpen(item.submissionId)}>
                {t('review.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={openSubmissionId !== null} onOpenChange={(open) => !open && onOpen(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" closeLabel={t('actions.close')}>
          {openSubmissionId ? (
            <SubmissionReview
              key={openSubmissionId}
              submissionId={openSubmissionId}
              onDone={() => onOpen(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

function SubmissionReview({ submissionId, onDone }: { submissionId: string; onDone: () => void }) {
  const { t } = useTranslation('onboarding')
  const { dateTime, locale } = useFormatters()
  const detail = useSubmission(submissionId)
  const review = useReviewSubmission()
  const feedbackId = useId()
  const [feedback, setFeedback] = useState('')
  const [feedbackMissing, setFeedbackMissing] = useState(false)

  if (detail.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('review.title')}</DialogTitle>
          <DialogDescription>{t('loading')}</DialogDescription>
        </DialogHeader>
        <Spinner label={t('loading')} className="mx-auto size-6" />
      </>
    )
  }
  if (detail.isError) {
    return (
      <DialogHeader>
        <DialogTitle>{t('review.title')}</DialogTitle>
        <DialogDescription>{t('errors.loadFailed')}</DialogDescription>
      </DialogHeader>
    )
  }
  const { submission, step, dealer, program, history } = detail.data
  const reviewed = submission.status !== 'submitted'

  function decide(approved: boolean) {
    const text = feedback.trim()
    if (!approved && !text) {
      setFeedbackMissing(true)
      return
    }
    review.mutate(
      { submissionId, approved, feedback: text || null },
      {
        onSuccess: () => {
          toast.success(approved ? t('review.approvedToast') : t('review.rejectedToast'))
          onDone()
        },
        onError: (error) =>
          toast.error(t('errors.reviewFailed'), {
            description: isApiError(error) ? error.message : undefined,
          }),
      },
    )
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {step.stepOrder}. {step.title}
        </DialogTitle>
        <DialogDescription>
          {dealer.name} ({dealer.dealerCode}) · {program.name}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-4 text-sm">
        {step.completionCriteria ? (
          <p>
            <span className="font-medium">{t('step.completionCriteria')}: </span>
            {step.completionCriteria}
          </p>
        ) : null}
        <section className="space-y-2 rounded-md border p-3" aria-labelledby="submission-text-title">
          <h3 id="submission-text-title" className="font-medium">
            {t('review.submissionTitle', {
              name: submission.submittedBy ?? '—',
              date: dateTime(submission.submittedAt),
            })}
          </h3>
          <p className="whitespace-pre-wrap">{submission.submissionText}</p>
          {submission.files.length > 0 ? (
            <ul className="space-y-1">
              {submission.files.map((file) => (
                <li key={file.id}>
                  <a
                    href={file.url}
                    className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
                  >
                    <FileIcon className="size-4" aria-hidden="true" />
                    {file.label !== file.fileName ? `${file.label}: ` : ''}
                    {file.fileName} ({formatSize(file.sizeBytes, locale)})
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        {history.length > 0 ? <SubmissionHistory submissions={history} /> : null}
        {reviewed ? (
          <p className="text-muted-foreground">{t('review.alreadyReviewed')}</p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={feedbackId}>{t('review.feedbackLabel')}</Label>
            <Textarea
              id={feedbackId}
              rows={3}
              value={feedback}
              aria-invalid={feedbackMissing || undefined}
              aria-describedby={feedbackMissing ? `${feedbackId}-error` : undefined}
              onChange={(event) => {
                setFeedback(event.target.value)
                if (event.target.value.trim()) setFeedbackMissing(false)
              }}
            />
            {feedbackMissing ? (
              <p id={`${feedbackId}-error`} className="text-destructive">
                {t('errors.feedbackRequired')}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {reviewed ? null : (
        <DialogFooter>
          <Button variant="destructive" disabled={review.isPending} onClick={() => decide(false)}>
            <XIcon aria-hidden="true" />
            {t('actions.reject')}
          </Button>
          <Button disabled={review.isPending} onClick={() => decide(true)}>
            <CheckIcon aria-hidden="true" />
            {t('actions.approve')}
          </Button>
        </DialogFooter>
      )}
    </>
  )
}
