import { zodResolver } from '@hookform/resolvers/zod'
import { WrenchIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  EQUIPMENT_LIMITS,
  type ServiceEntryInput,
  type ServiceEntryValues,
  serviceEntryInputSchema,
} from '#shared/schemas/equipment'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useRecordService } from '#web/features/equipment/api/record-service.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { utcToday } from '#web/features/equipment/lib/calendar.ts'
import { applyServerFieldErrors } from '#web/features/equipment/lib/server-field-errors.ts'
import { toast } from '#web/lib/toast.ts'
import { EquipmentFormField } from './equipment-form-field.tsx'

const FIELDS = ['serviceDate', 'description', 'performedBy'] as const

const emptyValues = (): ServiceEntryInput => ({ serviceDate: utcToday(), description: '', performedBy: '' })

/** Logs a service; with a plan, the interval restarts from its date (shown at once above). */
export function RecordServiceForm({
  equipmentId,
  deliveryDate,
}: {
  equipmentId: string
  deliveryDate: string | null
}) {
  const { t } = useEquipmentText()
  const record = useRecordService(equipmentId)
  const form = useForm<ServiceEntryInput, unknown, ServiceEntryValues>({
    resolver: zodResolver(serviceEntryInputSchema),
    defaultValues: emptyValues(),
  })

  async function onSubmit(values: ServiceEntryValues) {
    try {
      await record.mutateAsync(values)
      form.reset(emptyValues())
      toast.success(t('maintenance.recorded'))
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) toast.error(t('maintenance.recordFailed'))
    }
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        aria-label={t('maintenance.recordTitle')}
      >
        <EquipmentFormField control={form.control} name="serviceDate" label={t('maintenance.serviceDate')}>
          {(field) => <Input {...field} type="date" max={utcToday()} min={deliveryDate ?? undefined} />}
        </EquipmentFormField>
        <EquipmentFormField control={form.control} name="performedBy" label={t('maintenance.performedBy')}>
          {(field) => <Input {...field} maxLength={EQUIPMENT_LIMITS.performedBy} />}
        </EquipmentFormField>
        <EquipmentFormField
          control={form.control}
          name="description"
          label={t('maintenance.serviceDescription')}
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} maxLength={EQUIPMENT_LIMITS.serviceDescription} />}
        </EquipmentFormField>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={submitting}>
            {submitting ? <Spinner decorative /> : <WrenchIcon aria-hidden="true" />}
            {submitting ? t('maintenance.recording') : t('maintenance.record')}
          </Button>
        </div>
      </form>
    </Form>
  )
}
