import { CheckIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DocumentItem } from '#shared/schemas/files'
import { Button } from '#web/components/ui/button.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useReviewDocument } from '#web/features/files/api/document-mutations.ts'
import { fileErrorText } from '#web/features/files/lib/file-error-text.ts'
import { toast } from '#web/lib/toast.ts'

/** Staff with DEALER_MANAGEMENT approve the pending version, or reject it with a reason. */
export function ReviewForm({ document }: { document: Pick<DocumentItem, 'id' | 'title'> }) {
  const { t } = useTranslation('files')
  const ids = useId()
  const review = useReviewDocument()
  const [reason, setReason] = useState('')
  const [reasonMissing, setReasonMissing] = useState(false)

  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) {
      setReasonMissing(true)
      return
    }
    setReasonMissing(false)
    review.mutate(
      {
        id: document.id,
        input:
          decision === 'approve' ? { decision, comment: undefined } : { decision, comment: reason.trim() },
      },
      {
        onSuccess: () => {
          setReason('')
          toast.success(decision === 'approve' ? t('review.approved') : t('review.rejected'))
        },
        onError: (error) => toast.error(fileErrorText(t, error)),
      },
    )
  }

  return (
    <div className="space-y-3 rounded-md border p-3" data-testid="review-form">
      <h3 className="text-sm font-semibold">{t('review.title')}</h3>
      <div className="space-y-2">
        <Label htmlFor={`${ids}-reason`}>{t('review.reason')}</Label>
        <Textarea
          id={`${ids}-reason`}
          value={reason}
          maxLength={2000}
          rows={2}
          aria-invalid={reasonMissing || undefined}
          aria-describedby={reasonMissing ? `${ids}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonMissing ? (
          <p id={`${ids}-reason-error`} className="text-sm text-destructive">
            {t('review.reasonRequired')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide('approve')} disabled={review.isPending}>
          <CheckIcon aria-hidden="true" />
          {t('review.approve')}
        </Button>
        <Button variant="destructive" onClick={() => decide('reject')} disabled={review.isPending}>
          <XIcon aria-hidden="true" />
          {t('review.reject')}
        </Button>
      </div>
    </div>
  )
}
