import type { ReactNode } from 'react'
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TranslatedFormMessage } from '#web/components/form/input-field.tsx'
import { FormControl, FormField, FormItem, FormLabel } from '#web/components/ui/form.tsx'
import { dealerMessageKey } from '#web/features/dealers/lib/dealer-message-keys.ts'
import { cn } from '#web/lib/cn.ts'

type DealerFormFieldProps<Values extends FieldValues> = {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  className?: string
  /** The control, given the field's props; a missing value arrives as '' (inputs stay controlled). */
  children: (
    field: Omit<ControllerRenderProps<Values, FieldPath<Values>>, 'value'> & { value: string },
  ) => ReactNode
}

/** A labelled control bound to a react-hook-form field, its error shown in the UI language. */
export function DealerFormField<Values extends FieldValues>({
  control,
  name,
  label,
  className,
  children,
}: DealerFormFieldProps<Values>) {
  const { t } = useTranslation('dealers')
  const translate = (message: string) => {
    const key = dealerMessageKey(message)
    return key ? t(key) : message
  }
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children({ ...field, value: String(field.value ?? '') })}</FormControl>
          <TranslatedFormMessage translate={translate} />
        </FormItem>
      )}
    />
  )
}
