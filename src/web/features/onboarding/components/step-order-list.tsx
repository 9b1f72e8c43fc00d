import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProgramStep } from '#shared/schemas/onboarding'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { formatMinutes } from '#web/features/onboarding/lib/durations.ts'
import { cn } from '#web/lib/cn.ts'

/**
 * A program's steps in order, reordered by drag and drop (native HTML5 drag events) or, from the
 * keyboard and on touch screens, by the up/down buttons (issue 7: "reorder steps (drag or
 * up/down)"). Both report the same move (from, to), which the caller saves.
 */
export function StepOrderList({
  steps,
  busy,
  onMove,
  onEdit,
  onDelete,
}: {
  steps: ProgramStep[]
  /** A reorder is being saved: no new move until it is. */
  busy: boolean
  onMove: (from: number, to: number) => void
  onEdit: (step: ProgramStep) => void
  onDelete: (step: ProgramStep) => void
}) {
  const { t } = useTranslation('onboarding')
  const [dragIndex, setDragIndex] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)

  const reset = () => {
    setDragIndex(null)
    setOverIndex(null)
  }

  function acceptDrag(event: DragEvent<HTMLLIElement>, index: number) {
    if (dragIndex === null) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    if (overIndex !== index) setOverIndex(index)
  }

  // Only drags that started on one of these steps are accepted (not files or text from elsewhere).
  const dragHandlers = (index: number) => ({
    draggable: !busy,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', steps[index].id)
      setDragIndex(index)
    },
    // Accepting dragenter as well as dragover marks the step as a drop target at once (the
    // browser only keeps sending dragover to an element that accepted the drag).
    onDragEnter: (event: DragEvent<HTMLLIElement>) => acceptDrag(event, index),
    onDragOver: (event: DragEvent<HTMLLIElement>) => acceptDrag(event, index),
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      if (dragIndex === null) return
      event.preventDefault()
      if (dragIndex !== index) onMove(dragIndex, index)
      reset()
    },
    onDragEnd: reset,
  })

  return (
    <ol className="space-y-2">
      {steps.map((step, index) => {
        const isTarget = overIndex === index && dragIndex !== null && dragIndex !== index
        return (
          <li
            key={step.id}
            {...dragHandlers(index)}
            className={cn(
              'flex items-start gap-2 rounded-md border bg-background p-3 transition-colors',
              busy ? 'cursor-progress' : 'cursor-grab active:cursor-grabbing',
              dragIndex === index && 'opacity-50',
              // Where the step will land: above the target when moving up, below it when moving down.
              isTarget && 'border-primary bg-muted',
              isTarget && (dragIndex > index ? 'border-t-4' : 'border-b-4'),
            )}
          >
            <GripVerticalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
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
                disabled={index === 0 || busy}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.moveDown', { title: step.title })}
                disabled={index === steps.length - 1 || busy}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.edit', { title: step.title })}
                onClick={() => onEdit(step)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('manageSteps.delete', { title: step.title })}
                onClick={() => onDelete(step)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
