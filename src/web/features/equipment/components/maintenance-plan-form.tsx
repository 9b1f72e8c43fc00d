import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  EQUIPMENT_LIMITS,
  type EquipmentDetail,
  MAINTENANCE_INTERVAL_MAX_DAYS,
  type MaintenancePlanInput,
  type MaintenancePlanValues,
  maintenancePlanInputSchema,
} from '#shared/schemas/equipment'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import {
  useRemoveMaintenancePlan,
  useSetMaintenancePlan,
} from '#web/features/equipment/api/set-maintenance-plan.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { utcToday } from '#web/features/equipment/lib/calendar.ts'
import { applyServerFieldErrors } from '#web/features/equipment/lib/server-field-errors.ts'
import { toast } from '#web/lib/toast.ts'
import { EquipmentFormField } from './equipment-form-field.tsx'

const FIELDS = ['intervalDays', 'lastServiceDate', 'notes'] as const

function valuesOf(item: EquipmentDetail): MaintenancePlanInput {
  return {
    intervalDays: item.maintenance?.intervalDays ?? ('' as unknown as number),
    lastServiceDate: item.maintenance?.lastServiceDate ?? '',
    notes: item.maintenance?.notes ?? '',
  }
}

/** Interval in days and the last service known; the server computes the next due date from them. */
export function MaintenancePlanForm({ item }: { item: EquipmentDetail }) {
  const { t } = useEquipmentText()
  const save = useSetMaintenancePlan(item.id)
  const remove = useRemoveMaintenancePlan(item.id)
  const form = useForm<MaintenancePlanInput, unknown, MaintenancePlanValues>({
    resolver: zodResolver(maintenancePlanInputSchema),
    defaultValues: valuesOf(item),
  })

  async function onSubmit(values: MaintenancePlanValues) {
    try {
      const { equipment } = await save.mutateAsync(values)
      form.reset(valuesOf(equipment))
      toast.success(t('maintenance.planSaved'))
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) toast.error(t('maintenance.planFailed'))
    }
  }

  async function onRemove() {
    try {
      const { equipment } = await remove.mutateAsync()
      form.reset(valuesOf(equipment))
      toast.success(t('maintenance.planRemoved'))
    } catch {
      toast.error(t('maintenance.planFailed'))
    }
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        aria-label={t('maintenance.plan')}
      >
        <EquipmentFormField control={form.control} name="intervalDays" label={t('maintenance.intervalDays')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAINTENANCE_INTERVAL_MAX_DAYS}
              step={1}
            />
          )}
        </EquipmentFormField>
        <EquipmentFormField
          control={form.control}
          name="lastServiceDate"
          label={t('maintenance.lastServiceDate')}
        >
          {(field) => <Input {...field} type="date" max={utcToday()} />}
        </EquipmentFormField>
        <EquipmentFormField
          control={form.control}
          name="notes"
          label={t('maintenance.notes')}
          className="sm:col-span-2"
        >
          {(field) => <Textarea {...field} rows={2} maxLength={EQUIPMENT_LIMITS.planNotes} />}
        </EquipmentFormField>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          {item.maintenance ? (
            <Button type="button" variant="outline" onClick={onRemove} disabled={remove.isPending}>
              {t('maintenance.removePlan')}
            </Button>
          ) : null}
          <Button type="submit" disabled={submitting}>
            {submitting ? <Spinner decorative /> : null}
            {t('maintenance.savePlan')}
          </Button>
        </div>
      </form>
    </Form>
  )
}
