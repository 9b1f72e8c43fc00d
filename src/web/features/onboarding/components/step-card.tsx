import {
  CheckIcon,
  FileIcon,
  HourglassIcon,
  LockIcon,
  MessageSquareWarningIcon,
  PlayIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { StepView, SubmissionView } from '#shared/schemas/onboarding'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useConfirmStep } from '#web/features/onboarding/api/confirm-step.ts'
import { useStartStep } from '#web/features/onboarding/api/start-step.ts'
import { formatMinutes } from '#web/features/onboarding/lib/durations.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { StepStatusBadge } from './step-status-badge.tsx'
import { StepSubmitForm } from './step-submit-form.tsx'

/** Steps a reviewer approves; manual confirmations are confirmed by the dealer, delays unlock themselves. */
const REVIEWED_TYPES = new Set(['document_upload', 'training', 'approval'])

/**
 * One step of the dealer's program (spec §2.9, §4): its status and the action that fits it. With
 * `readOnly` (staff looking at a dealer's onboarding) the actions are left out.
 */
export function StepCard({
  onboardingId,
  step,
  readOnly = false,
  compact = false,
}: {
  onboardingId: string
  step: StepView
  readOnly?: boolean
  compact?: boolean
}) {
  const { t } = useTranslation('onboarding')
  const { dateTime } = useFormatters()
  const working = step.status === 'in_progress' || step.status === 'rejected'
  // Issue 35 item 5: the step's texts may be in another language than the page's.
  const lang = documentLanguage(step.shownLanguage)

  return (
    <Card
      className={cn(compact && 'gap-3 py-4', step.status === 'approved' && 'border-emerald-600/30')}
      aria-labelledby={`step-${step.id}-title`}
      data-testid="onboarding-step"
    >
      <CardHeader className={cn('gap-2', compact && 'px-4')}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle asChild className="text-base leading-snug">
            <h3 id={`step-${step.id}-title`}>
              <span className="text-muted-foreground">{step.stepOrder}. </span>
              <span lang={lang}>{step.title}</span>
            </h3>
          </CardTitle>
          <StepStatusBadge status={step.status} testId="step-status" />
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs">
          <Badge variant="outline">{t(`stepTypes.${step.stepType}`)}</Badge>
          <Badge variant="outline">{formatMinutes(t, step.estimatedDuration)}</Badge>
          {step.isRequired ? null : <Badge variant="secondary">{t('step.optional')}</Badge>}
          <ShownLanguageBadge content={step} />
        </div>
      </CardHeader>
      <CardContent className={cn('space-y-4', compact && 'px-4')}>
        {step.description ? (
          <p className="text-sm" lang={lang}>
            {step.description}
          </p>
        ) : null}
        {step.instructions && step.status !== 'approved' ? (
          <p className="text-sm text-muted-foreground" lang={lang}>
            {step.instructions}
          </p>
        ) : null}
        {step.completionCriteria && step.status !== 'approved' ? (
          <p className="text-sm">
            <span className="font-medium">{t('step.completionCriteria')}: </span>
            {step.completionCriteria}
          </p>
        ) : null}
        {step.requiredFiles.length > 0 && step.status === 'pending' ? (
          <p className="text-sm">
            <span className="font-medium">{t('step.requiredFiles')}: </span>
            {step.requiredFiles.join(', ')}
          </p>
        ) : null}

        {step.status === 'rejected' && step.feedback ? (
          <Alert variant="destructive">
            <MessageSquareWarningIcon aria-hidden="true" />
            <AlertTitle>{t('step.feedbackTitle')}</AlertTitle>
            <AlertDescription>{step.feedback}</AlertDescription>
          </Alert>
        ) : null}

        {step.status === 'submitted' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <HourglassIcon className="size-4" aria-hidden="true" />
            {t('step.awaitingReviewHint')}
          </p>
        ) : null}
        {step.status === 'approved' ? (
          <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
            <CheckIcon className="size-4" aria-hidden="true" />
            {step.reviewedAt
              ? t('step.approvedOn', { date: dateTime(step.reviewedAt) })
              : t('status.approved')}
            {step.feedback ? ` · ${step.feedback}` : ''}
          </p>
        ) : null}
        {step.stepType === 'time_delay' && step.unlocksAt && step.status === 'in_progress' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <HourglassIcon className="size-4" aria-hidden="true" />
            {t('step.unlocksAt', { date: dateTime(step.unlocksAt) })}
          </p>
        ) : null}

        {readOnly ? null : step.status === 'pending' ? (
          <StartAction onboardingId={onboardingId} step={step} />
        ) : working && REVIEWED_TYPES.has(step.stepType) ? (
          <StepSubmitForm onboardingId={onboardingId} step={step} />
        ) : working && step.stepType === 'manual_confirmation' ? (
          <ConfirmAction onboardingId={onboardingId} step={step} />
        ) : null}

        {step.submissions.length > 0 ? <SubmissionHistory submissions={step.submissions} /> : null}
      </CardContent>
    </Card>
  )
}

function StartAction({ onboardingId, step }: { onboardingId: string; step: StepView }) {
  const { t } = useTranslation('onboarding')
  const start = useStartStep()
  if (!step.previousStepsDone) {
    return (
      <Button variant="outline" disabled>
        <LockIcon aria-hidden="true" />
        {t('actions.completePreviousFirst')}
      </Button>
    )
  }
  if (step.stepType === 'time_delay') {
    return <p className="text-sm text-muted-foreground">{t('step.startsItself')}</p>
  }
  return (
    <Button
      disabled={start.isPending}
      onClick={() =>
        start.mutate(
          { onboardingId, stepId: step.id },
          {
            onSuccess: () => toast.success(t('toasts.stepStarted')),
            onError: () => toast.error(t('toasts.startFailed')),
          },
        )
      }
    >
      {start.isPending ? <Spinner decorative /> : <PlayIcon aria-hidden="true" />}
      {t('actions.start')}
    </Button>
  )
}

function ConfirmAction({ onboardingId, step }: { onboardingId: string; step: StepView }) {
  const { t } = useTranslation('onboarding')
  const confirm = useConfirmStep()
  const [note, setNote] = useState('')
  const noteId = `confirm-note-${step.id}`
  return (
    <div className="space-y-3">
      <div className="grid gap-2">
        <Label htmlFor={noteId}>{t('confirm.noteLabel')}</Label>
        <Textarea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <Button
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(
            { onboardingId, stepId: step.id, note: note.trim() || null },
            {
              onSuccess: () => toast.success(t('toasts.stepConfirmed')),
              onError: (error) =>
                toast.error(t('toasts.submitFailed'), {
                  description: isApiError(error) ? error.message : undefined,
                }),
            },
          )
        }
      >
        {confirm.isPending ? <Spinner decorative /> : <CheckIcon aria-hidden="true" />}
        {t('actions.confirm')}
      </Button>
    </div>
  )
}

/** Every earlier round of the step (issue 7: resubmissions keep the history). */
export function SubmissionHistory({ submissions }: { submissions: SubmissionView[] }) {
  const { t } = useTranslation('onboarding')
  const { dateTime } = useFormatters()
  return (
    <details className="rounded-md border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">
        {t('history.title', { count: submissions.length })}
      </summary>
      <ol className="mt-2 space-y-3">
        {submissions.map((submission) => (
          <li key={submission.id} className="space-y-1 border-t pt-2 first:border-t-0 first:pt-0">
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <StepStatusBadge status={submission.status} />
              <span>
                {t('history.submittedBy', {
                  name: submission.submittedBy ?? '—',
                  date: dateTime(submission.submittedAt),
                })}
              </span>
            </div>
            <p className="whitespace-pre-wrap">{submission.submissionText}</p>
            {submission.files.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {submission.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={file.url}
                      className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                    >
                      <FileIcon className="size-3.5" aria-hidden="true" />
                      {file.label !== file.fileName ? `${file.label}: ` : ''}
                      {file.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {submission.feedback ? (
              <p className="text-muted-foreground">
                {t('history.feedback', { name: submission.reviewedBy ?? '—' })}: {submission.feedback}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  )
}
