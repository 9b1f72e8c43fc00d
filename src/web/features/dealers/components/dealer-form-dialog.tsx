import { zodResolver } from '@hookform/resolvers/zod'
import { SaveIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  DEALER_CODE_TAKEN_MESSAGE,
  DEALER_STATUS_VALUES,
  DEALER_TYPE_VALUES,
  type DealerDto,
  type DealerInput,
  type DealerValues,
  dealerInputSchema,
  knownDealerType,
} from '#shared/schemas/dealers'
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
import { useCreateDealer, useUpdateDealer } from '#web/features/dealers/api/save-dealer.ts'
import { useDealerTypeLabel } from '#web/features/dealers/lib/use-dealer-type-label.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { DealerFormField } from './dealer-form-field.tsx'

const FIELDS = ['name', 'dealerCode', 'email', 'status', 'dealerType', 'country', 'city'] as const

function valuesOf(dealer: DealerDto | undefined): DealerInput {
  return {
    name: dealer?.name ?? '',
    dealerCode: dealer?.dealerCode ?? '',
    email: dealer?.email ?? '',
    status: dealer?.status ?? 'onboarding',
    // A known type in any spelling selects its option; another type stays as written.
    dealerType: knownDealerType(dealer?.dealerType) ?? dealer?.dealerType ?? '',
    country: dealer?.country ?? '',
    city: dealer?.city ?? '',
  }
}

type DealerFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The dealer to edit; a new dealer without one. */
  dealer?: DealerDto
  onCreated?: (dealer: DealerDto) => void
}

/**
 * Create or edit a dealer (spec §3: name, unique dealer code, e-mail, status, type, country, city).
 * A taken dealer code shows under its field; on any failure the form keeps what was typed.
 */
export function DealerFormDialog({ open, onOpenChange, dealer, onCreated }: DealerFormDialogProps) {
  const { t } = useTranslation('dealers')
  const typeLabel = useDealerTypeLabel()
  const otherType = (value: string | null | undefined) => (value && !knownDealerType(value) ? [value] : [])
  const create = useCreateDealer()
  const update = useUpdateDealer(dealer?.id ?? '')
  const form = useForm<DealerInput, unknown, DealerValues>({
    resolver: zodResolver(dealerInputSchema),
    defaultValues: valuesOf(dealer),
  })

  // Issue 32: the edit starts from the dealer's version; a stale save shows what changed.
  const stale = useStaleEdit<DealerInput, DealerDto>({ startedFrom: dealer?.updatedAt, toValues: valuesOf })

  async function persist(values: DealerValues, version: string | undefined) {
    try {
      if (dealer) {
        await update.mutateAsync({ ...values, expectedUpdatedAt: version ?? dealer.updatedAt })
        toast.success(t('form.updated'), { description: values.name })
      } else {
        const { dealer: created } = await create.mutateAsync(values)
        toast.success(t('form.created'), { description: created.name })
        form.reset(valuesOf(undefined))
        onCreated?.(created)
      }
      onOpenChange(false)
    } catch (error) {
      // What was typed stays in the form either way.
      if (dealer && stale.capture(error, form.getValues())) return
      if (isApiError(error) && error.status === 409) {
        form.setError(
          'dealerCode',
          { type: 'server', message: DEALER_CODE_TAKEN_MESSAGE },
          { shouldFocus: true },
        )
        return
      }
      const issues = isApiError(error)
        ? ((error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [])
        : []
      let shown = false
      for (const issue of issues) {
        const field = FIELDS.find((candidate) => candidate === issue.path)
        if (field) {
          form.setError(field, { type: 'server', message: issue.message })
          shown = true
        }
      }
      if (!shown) toast.error(t('form.saveFailed'))
    }
  }

  const onSubmit = (values: DealerValues) => persist(values, stale.version)
  const keepMine = () => form.handleSubmit((values) => persist(values, stale.keepMine()))()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) form.reset(theirs)
  }

  const submitting = form.formState.isSubmitting
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{dealer ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>
            {dealer ? t('form.editDescription', { name: dealer.name }) : t('form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
            <DealerFormField control={form.control} name="name" label={t('fields.name')}>
              {(field) => <Input {...field} maxLength={200} autoComplete="organization" />}
            </DealerFormField>
            <DealerFormField control={form.control} name="dealerCode" label={t('fields.dealerCode')}>
              {(field) => (
                <Input
                  {...field}
                  maxLength={40}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="NO-OSL-001"
                />
              )}
            </DealerFormField>
            <DealerFormField control={form.control} name="email" label={t('fields.email')}>
              {(field) => <Input {...field} type="email" autoComplete="email" />}
            </DealerFormField>
            <DealerFormField control={form.control} name="status" label={t('fields.status')}>
              {(field) => (
                <NativeSelect {...field}>
                  {DEALER_STATUS_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {t(`status.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </DealerFormField>
            <DealerFormField control={form.control} name="dealerType" label={t('fields.dealerType')}>
              {(field) => (
                // Issue 36: the types by name; a type set some other way (the API) stays offered.
                <NativeSelect {...field} value={field.value ?? ''}>
                  <option value="">{t('form.typeNone')}</option>
                  {[...DEALER_TYPE_VALUES, ...otherType(field.value)].map((value) => (
                    <option key={value} value={value}>
                      {typeLabel(value)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </DealerFormField>
            <DealerFormField control={form.control} name="country" label={t('fields.country')}>
              {(field) => <Input {...field} maxLength={100} autoComplete="country-name" />}
            </DealerFormField>
            <DealerFormField control={form.control} name="city" label={t('fields.city')}>
              {(field) => <Input {...field} maxLength={100} autoComplete="address-level2" />}
            </DealerFormField>
            <div className="sm:col-span-2 empty:hidden">
              <StaleEditNotice
                conflict={stale.conflict}
                labels={Object.fromEntries(FIELDS.map((field) => [field, t(`fields.${field}`)]))}
                valueText={(field, value) =>
                  field === 'status' && typeof value === 'string'
                    ? t(`status.${value}`)
                    : field === 'dealerType' && typeof value === 'string'
                      ? (typeLabel(value) ?? shown(value))
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
                {dealer ? t('form.save') : t('form.create')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
