import type { ChangeEvent, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues, RefCallBack } from 'react-hook-form'
import { TranslatedFormMessage } from '#web/components/form/input-field.tsx'
import { FormControl, FormField, FormItem, FormLabel } from '#web/components/ui/form.tsx'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'

/** What a native input, select or textarea needs to be bound to a form field. */
export type BoundField = {
  name: string
  /** Always a string: an empty or missing value is ''. */
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  onBlur: () => void
  ref: RefCallBack
  disabled?: boolean
}

type EquipmentFormFieldProps<Values extends FieldValues> = {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  className?: string
  children: (field: BoundField) => ReactNode
}

/** A labelled control bound to a react-hook-form field, with its (translated) error underneath. */
export function EquipmentFormField<Values extends FieldValues>({
  control,
  name,
  label,
  className,
  children,
}: EquipmentFormFieldProps<Values>) {
  const { validation } = useEquipmentText()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {children({
              name: field.name,
              value: field.value === null || field.value === undefined ? '' : String(field.value),
              onChange: field.onChange,
              onBlur: field.onBlur,
              ref: field.ref,
              disabled: field.disabled,
            })}
          </FormControl>
          <TranslatedFormMessage translate={validation} />
        </FormItem>
      )}
    />
  )
}
