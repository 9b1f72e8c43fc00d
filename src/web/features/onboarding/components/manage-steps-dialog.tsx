import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { ProgramStep, ProgramSummary, StepInput } from '#shared/schemas/onboarding'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDeleteStep } from '../api/delete-step.ts'
import { useProgramSteps } from '../api/list-program-steps.ts'
import { useReorderSteps } from '../api/reorder-steps.ts'
import { useSaveStep } from '../api/save-step.ts'
import { formatMinutes } from '../lib/durations.ts'
import { StepForm } from './step-form.tsx'

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
        {program ? <StepsEditor programId={program.id} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function StepsEditor({ programId }: { programId: string }) {
  const { t } = useTranslation('onboarding')
  const steps = useProgramSteps(programId)
  const save = useSaveStep()
  const remove = useDeleteStep()
  const reorder = useReorderSteps()
  const [mode, setMode] = useState<Mode>({ kind: 'list' })

  if (steps.isPending) return <Spinner label={t('loading')} className="mx-auto size-6" />
  if (steps.isError) return <p className="text-sm text-destructive">{t('errors.loadStepsFailed')}</p>
  const list = steps.data.steps

  async function onSave(input: StepInput, step?: ProgramStep) {
    try {
      await save.mutateAsync({ programId, stepId: step?.id, input })
      setMode({ kind: 'list' })
    } catch {
      toast.error(t('errors.saveStepFailed'))
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = list.map((step) => step.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved)
    reorder.mutate({ programId, stepIds: ids }, { onError: () => toast.error(t('errors.saveStepFailed')) })
  }

  if (mode.kind === 'edit') {
    return (
      <StepForm
        step={mode.step}
        pending={save.isPending}
        onSave={(input) => onSave(input, mode.step)}
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
      <ol className="space-y-2">
        {list.map((step, index) => (
          <li key={step.id} className="flex items-start gap-2 rounded-md border p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {step.stepOrder}. {step.title}
              </p>
              <div className="mt-1 flex flex-wrap gap-1.5">
                <Badge variant="outline">{t(`stepTypes.${step.stepType}`)}</Badge>
                <Badge variant="outline">{formatMinutes(t, step.estimatedDuration)}</Badge>
                {step.isRequired ? null : <Badge variant="secondary">{t('step.optional')}</Badge>}
              </div>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.moveUp', { title: step.title })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.moveDown', { title: step.title })}
                disabled={index === list.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.edit', { title: step.title })}
                onClick={() => setMode({ kind: 'edit', step })}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.delete', { title: step.title })}
                onClick={() => setMode({ kind: 'delete', step })}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="outline" onClick={() => setMode({ kind: 'edit' })}>
        <PlusIcon aria-hidden="true" />
        {t('actions.addStep')}
      </Button>
    </div>
  )
}
