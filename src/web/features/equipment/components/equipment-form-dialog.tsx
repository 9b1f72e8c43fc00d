import { zodResolver } from '@hookform/resolvers/zod'
import { SaveIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  EQUIPMENT_LIMITS,
  EQUIPMENT_STATUS_VALUES,
  type EquipmentInput,
  type EquipmentItem,
  type EquipmentValues,
  equipmentInputSchema,
} from '#shared/schemas/equipment'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDealerOptions } from '#web/features/equipment/api/list-dealer-options.ts'
import { useSaveEquipment } from '#web/features/equipment/api/save-equipment.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { applyServerFieldErrors } from '#web/features/equipment/lib/server-field-errors.ts'
import { toast } from '#web/lib/toast.ts'
import { EquipmentFormField } from './equipment-form-field.tsx'

const FIELDS = ['model', 'serialNumber', 'equipmentType', 'status', 'deliveryDate', 'dealerId'] as const

function valuesOf(item: EquipmentItem | undefined): EquipmentInput {
  return {
    model: item?.model ?? '',
    serialNumber: item?.serialNumber ?? '',
    equipmentType: item?.equipmentType ?? '',
    status: item?.status ?? 'active',
    deliveryDate: item?.deliveryDate ?? '',
    dealerId: item?.dealer.id ?? '',
  }
}

type EquipmentFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The item to edit; Add Equipment without one. */
  item?: EquipmentItem
}

/**
 * Add Equipment and Edit (spec §2.12, which shows the button without behaviour): model, unique serial
 * number, type, status, delivery date and dealer. On any failure the form keeps what was typed.
 */
export function EquipmentFormDialog({ open, onOpenChange, item }: EquipmentFormDialogProps) {
  const { t, status } = useEquipmentText()
  const save = useSaveEquipment()
  const dealers = useDealerOptions(open)
  const form = useForm<EquipmentInput, unknown, EquipmentValues>({
    resolver: zodResolver(equipmentInputSchema),
    defaultValues: valuesOf(item),
  })

  // Issue 32: the edit starts from the item's version; a stale save shows what changed.
  const stale = useStaleEdit<EquipmentInput, EquipmentItem>({
    startedFrom: item?.updatedAt,
    toValues: valuesOf,
  })

  async function persist(values: EquipmentValues, version: string | undefined) {
    try {
      await save.mutateAsync({
        edit: item ? { id: item.id, version: version ?? item.updatedAt } : undefined,
        input: values,
      })
      toast.success(item ? t('form.updated') : t('form.created'), { description: values.serialNumber })
      form.reset(valuesOf(undefined))
      onOpenChange(false)
    } catch (error) {
      // What was typed stays in the form either way.
      if (item && stale.capture(error, form.getValues())) return
      const shown = applyServerFieldErrors(error, FIELDS, form.setError, t('validation.serialTaken'))
      if (!shown) toast.error(t('form.saveFailed'))
    }
  }

  const onSubmit = (values: EquipmentValues) => persist(values, stale.version)
  const keepMine = () => form.handleSubmit((values) => persist(values, stale.keepMine()))()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) form.reset(theirs)
  }
  const dealerName = (id: unknown) => {
    const dealer = dealers.data?.dealers.find((option) => option.id === id)
    return dealer ? [dealer.name, dealer.city].filter(Boolean).join(', ') : shown(id)
  }

  const submitting = form.formState.isSubmitting
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>
            {item ? t('form.editDescription', { serial: item.serialNumber }) : t('form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(onSubmit)}
            noValidate
            className="grid items-start gap-4 sm:grid-cols-2"
          >
            <EquipmentFormField control={form.control} name="model" label={t('form.model')}>
              {(field) => <Input {...field} maxLength={EQUIPMENT_LIMITS.model} autoComplete="off" />}
            </EquipmentFormField>
            <EquipmentFormField control={form.control} name="serialNumber" label={t('form.serialNumber')}>
              {(field) => (
                <Input
                  {...field}
                  maxLength={EQUIPMENT_LIMITS.serialNumber}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </EquipmentFormField>
            <EquipmentFormField control={form.control} name="equipmentType" label={t('form.type')}>
              {(field) => (
                <Input
                  {...field}
                  maxLength={EQUIPMENT_LIMITS.equipmentType}
                  placeholder={t('form.typePlaceholder')}
                  autoComplete="off"
                />
              )}
            </EquipmentFormField>
            <EquipmentFormField control={form.control} name="status" label={t('form.status')}>
              {(field) => (
                <NativeSelect {...field}>
                  {EQUIPMENT_STATUS_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {status(value)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </EquipmentFormField>
            <EquipmentFormField control={form.control} name="deliveryDate" label={t('form.deliveryDate')}>
              {(field) => <Input {...field} type="date" />}
            </EquipmentFormField>
            <EquipmentFormField control={form.control} name="dealerId" label={t('form.dealer')}>
              {(field) => (
                <NativeSelect {...field} disabled={dealers.isPending}>
                  <option value="">{t('form.chooseDealer')}</option>
                  {(dealers.data?.dealers ?? []).map((dealer) => (
                    <option key={dealer.id} value={dealer.id}>
                      {[dealer.name, dealer.city].filter(Boolean).join(', ')}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </EquipmentFormField>
            <div className="sm:col-span-2 empty:hidden">
              <StaleEditNotice
                conflict={stale.conflict}
                labels={{
                  model: t('form.model'),
                  serialNumber: t('form.serialNumber'),
                  equipmentType: t('form.type'),
                  status: t('form.status'),
                  deliveryDate: t('form.deliveryDate'),
                  dealerId: t('form.dealer'),
                }}
                valueText={(field, value) =>
                  field === 'status' && typeof value === 'string'
                    ? status(value as EquipmentValues['status'])
                    : field === 'dealerId'
                      ? dealerName(value)
                      : shown(value)
                }
                onKeepMine={keepMine}
                onUseTheirs={takeTheirs}
                busy={submitting}
              />
            </div>
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? <Spinner decorative /> : <SaveIcon aria-hidden="true" />}
                {submitting ? t('form.saving') : t('form.save')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
