import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProgramLanguage } from '#shared/constants/onboarding'
import type { ProgramStep, ProgramSummary, StepInput } from '#shared/schemas/onboarding'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDeleteStep } from '#web/features/onboarding/api/delete-step.ts'
import { useProgramSteps } from '#web/features/onboarding/api/list-program-steps.ts'
import { useReorderSteps } from '#web/features/onboarding/api/reorder-steps.ts'
import { useSaveStep } from '#web/features/onboarding/api/save-step.ts'
import { moveItem } from '#web/features/onboarding/lib/move-item.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { StepForm } from './step-form.tsx'
import { StepOrderList } from './step-order-list.tsx'

type Mode = { kind: 'list' } | { kind: 'edit'; step?: ProgramStep } | { kind: 'delete'; step: ProgramStep }

/** 'Manage Steps' (spec §2.10): list, add, edit, delete and reorder a program's steps. */
export function ManageStepsDialog({
  program,
  onOpenChange,
}: {
  program: ProgramSummary | null
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('onboarding')
  return (
    <Dialog open={program !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('manageSteps.title')}</DialogTitle>
          <DialogDescription>{program?.name}</DialogDescription>
        </DialogHeader>
        {program ? <StepsEditor programId={program.id} programLanguage={program.languageCode} /> : null}
      </DialogContent>
    </Dialog>
  )
}

/** `programLanguage`: the steps are written in their program's language (issue 35 item 5). */
function StepsEditor({
  programId,
  programLanguage,
}: {
  programId: string
  programLanguage: ProgramLanguage
}) {
  const { t } = useTranslation('onboarding')
  const steps = useProgramSteps(programId)
  const save = useSaveStep()
  const remove = useDeleteStep()
  const reorder = useReorderSteps()
  const [mode, setMode] = useState<Mode>({ kind: 'list' })
  // The order just chosen, shown until the server has saved it and the list is fetched again.
  const [draft, setDraft] = useState<ProgramStep[] | null>(null)
  const [announcement, setAnnouncement] = useState('')

  if (steps.isPending) return <Spinner label={t('loading')} className="mx-auto size-6" />
  if (steps.isError) return <p className="text-sm text-destructive">{t('errors.loadStepsFailed')}</p>
  const list = draft ?? steps.data.steps

  async function onSave(
    input: StepInput,
    step: ProgramStep | undefined,
    expectedUpdatedAt: string | undefined,
  ) {
    try {
      await save.mutateAsync({ programId, stepId: step?.id, expectedUpdatedAt, input })
      setMode({ kind: 'list' })
    } catch (error) {
      // Issue 32: the form shows a stale save itself, keeping what was typed.
      if (isApiError(error) && error.code === 'STALE_EDIT') throw error
      toast.error(t('errors.saveStepFailed'))
    }
  }

  /** One path for drag and drop and the up/down buttons: the same reorder API (1..n on the server). */
  function move(from: number, to: number) {
    const moved = list[from]
    const next = moveItem(list, from, to).map((step, index) => ({ ...step, stepOrder: index + 1 }))
    setDraft(next)
    reorder.mutate(
      { programId, stepIds: next.map((step) => step.id) },
      {
        onSuccess: () => setAnnouncement(t('manageSteps.moved', { title: moved.title, position: to + 1 })),
        onError: () => toast.error(t('errors.saveStepFailed')),
        onSettled: () => setDraft(null),
      },
    )
  }

  if (mode.kind === 'edit') {
    return (
      <StepForm
        step={mode.step}
        programLanguage={programLanguage}
        pending={save.isPending}
        onSave={(input, version) => onSave(input, mode.step, version)}
        onCancel={() => setMode({ kind: 'list' })}
      />
    )
  }
  if (mode.kind === 'delete') {
    return (
      <div className="space-y-4" role="alertdialog" aria-labelledby="delete-step-question">
        <p id="delete-step-question">{t('manageSteps.deleteQuestion', { title: mode.step.title })}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setMode({ kind: 'list' })}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { programId, stepId: mode.step.id },
                {
                  onSuccess: () => setMode({ kind: 'list' }),
                  onError: () => toast.error(t('errors.deleteStepFailed')),
                },
              )
            }
          >
            {t('actions.deleteStep')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="space-y-3">
      {list.length === 0 ? <p className="text-sm text-muted-foreground">{t('manageSteps.empty')}</p> : null}
      <StepOrderList
        steps={list}
        busy={reorder.isPending}
        onMove={move}
        onEdit={(step) => setMode({ kind: 'edit', step })}
        onDelete={(step) => setMode({ kind: 'delete', step })}
      />
      {list.length > 1 ? <p className="text-xs text-muted-foreground">{t('manageSteps.dragHint')}</p> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Button variant="outline" onClick={() => setMode({ kind: 'edit' })}>
        <PlusIcon aria-hidden="true" />
        {t('actions.addStep')}
      </Button>
    </div>
  )
}
