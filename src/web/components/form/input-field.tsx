import type { ComponentProps } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'

type InputFieldProps<Values extends FieldValues> = {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
} & Pick<ComponentProps<typeof Input>, 'type' | 'autoComplete' | 'placeholder'>

/** A labelled text input bound to a react-hook-form field, with its error message underneath. */
export function InputField<Values extends FieldValues>({
  control,
  name,
  label,
  ...inputProps
}: InputFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
